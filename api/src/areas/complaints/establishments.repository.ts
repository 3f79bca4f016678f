import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COMPLAINT_ESTABLISHMENT_OWNER,
  type ComplaintEstablishmentBody,
  type ComplaintEstablishmentListQuery,
  type ComplaintEstablishmentRow,
  type EstablishmentUserRow,
  type HolidayBody,
  type HolidayListQuery,
  type HolidayRow,
} from '@trade/contracts/complaints';
import type { Executor } from '../../db/client.js';
import {
  establecimientoReclamo as est,
  establecimientoReclamoUsuario as member,
  feriado,
  reclamacion,
  sucursal,
  usuario,
} from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';

const establishments: ListSpec<ComplaintEstablishmentRow> = {
  columns: {
    idestablecimiento: est.idestablecimiento,
    nombre: est.nombre,
    direccion: est.direccion,
    idsucursal: est.idsucursal,
    sucursal: sucursal.nombre,
    estado: est.estado,
    usuarios: sql<number>`(select count(*)::int from ${member} where ${member.idestablecimiento} = ${est.idestablecimiento})`,
    pendientes: sql<number>`(select count(*)::int from ${reclamacion} where ${reclamacion.idestablecimiento} = ${est.idestablecimiento} and ${reclamacion.estado} = 1)`,
  },
  from: (select) => select.from(est).leftJoin(sucursal, eq(sucursal.idsucursal, est.idsucursal)),
  search: [est.nombre, est.direccion, sucursal.nombre],
  orderBy: [asc(est.nombre), asc(est.idestablecimiento)],
  owner: COMPLAINT_ESTABLISHMENT_OWNER,
};

const users: ListSpec<EstablishmentUserRow> = {
  columns: {
    idestablecimiento: member.idestablecimiento,
    establecimiento: est.nombre,
    idusuario: usuario.idusuario,
    usuario: usuario.usuario,
    nombres: usuario.nombres,
    rol: usuario.rol,
  },
  from: (select) =>
    select
      .from(member)
      .innerJoin(est, eq(est.idestablecimiento, member.idestablecimiento))
      .innerJoin(usuario, eq(usuario.idusuario, member.idusuario)),
  search: [],
  orderBy: [asc(est.nombre), asc(usuario.nombres), asc(usuario.idusuario)],
};

const holidayList: ListSpec<HolidayRow> = {
  columns: { idferiado: feriado.idferiado, fecha: feriado.fecha, nombre: feriado.nombre },
  from: (select) => select.from(feriado),
  search: [feriado.nombre],
  orderBy: [asc(feriado.fecha)],
  dates: { column: feriado.fecha, kind: 'date' },
};

/** Complaint establishments, the users who attend them, and the holidays the deadline skips. */
export function establishmentsRepository(db: Executor) {
  async function get(id: number, ex: Executor = db): Promise<ComplaintEstablishmentRow> {
    const [row] = await selectRows(ex, establishments, eq(est.idestablecimiento, id));
    if (!row) throw notFound('El establecimiento');
    return row;
  }
  return {
    get,
    list: ({ estado, ...query }: ComplaintEstablishmentListQuery, ex: Executor = db) =>
      pagedList(ex, establishments, query, [estado === undefined ? undefined : eq(est.estado, estado)]),
    async save(input: ComplaintEstablishmentBody, tx: Executor): Promise<ComplaintEstablishmentRow> {
      const values = {
        nombre: input.nombre.trim(),
        direccion: input.direccion.trim(),
        idsucursal: input.idsucursal ?? null,
        estado: input.estado ?? 1,
      };
      if (values.idsucursal !== null) {
        const [branch] = await tx
          .select({ id: sucursal.idsucursal })
          .from(sucursal)
          .where(eq(sucursal.idsucursal, values.idsucursal));
        if (!branch) throw notFound('La sucursal');
      }
      if (input.idestablecimiento) {
        await tx.update(est).set(values).where(eq(est.idestablecimiento, input.idestablecimiento));
        return get(input.idestablecimiento, tx);
      }
      const [created] = await tx.insert(est).values(values).returning({ id: est.idestablecimiento });
      return get(created!.id, tx);
    },
    async remove(id: number, tx: Executor): Promise<void> {
      const [used] = await tx
        .select({ id: reclamacion.idreclamacion })
        .from(reclamacion)
        .where(eq(reclamacion.idestablecimiento, id))
        .limit(1);
      if (used) throw new BusinessError('El establecimiento tiene reclamaciones registradas; desactívelo en su lugar');
      await tx.delete(est).where(eq(est.idestablecimiento, id));
    },
    users: (idestablecimiento: number, ex: Executor = db) =>
      selectRows(ex, users, idestablecimiento ? eq(member.idestablecimiento, idestablecimiento) : undefined),
    /** Active users, by name: whom an establishment's staff can be chosen from. */
    candidates: (ex: Executor = db) =>
      ex
        .select({ idusuario: usuario.idusuario, usuario: usuario.usuario, nombres: usuario.nombres, rol: usuario.rol })
        .from(usuario)
        .where(eq(usuario.estado, 1))
        .orderBy(asc(usuario.nombres), asc(usuario.idusuario)),
    async addUser(idestablecimiento: number, idusuario: number, tx: Executor): Promise<EstablishmentUserRow> {
      const [user] = await tx.select({ estado: usuario.estado }).from(usuario).where(eq(usuario.idusuario, idusuario));
      if (!user) throw notFound('El usuario');
      if (user.estado !== 1) throw new BusinessError('El usuario está desactivado');
      await refusingDuplicate('El usuario ya atiende las reclamaciones de este establecimiento', () =>
        tx.insert(member).values({ idestablecimiento, idusuario }),
      );
      const [row] = await selectRows(
        tx,
        users,
        and(eq(member.idestablecimiento, idestablecimiento), eq(member.idusuario, idusuario)),
      );
      return row!;
    },
    async removeUser(idestablecimiento: number, idusuario: number, tx: Executor): Promise<void> {
      const gone = await tx
        .delete(member)
        .where(and(eq(member.idestablecimiento, idestablecimiento), eq(member.idusuario, idusuario)))
        .returning({ id: member.idusuario });
      if (gone.length === 0) throw new BusinessError('El usuario no atiende las reclamaciones de este establecimiento');
    },
    holidays: {
      list: (query: HolidayListQuery, ex: Executor = db) => pagedList(ex, holidayList, query),
      async save(input: HolidayBody, tx: Executor): Promise<HolidayRow> {
        const values = { fecha: input.fecha, nombre: input.nombre.trim() };
        const [row] = await refusingDuplicate(
          `Ya hay un feriado el ${input.fecha.split('-').reverse().join('/')}`,
          () =>
            input.idferiado
              ? tx.update(feriado).set(values).where(eq(feriado.idferiado, input.idferiado)).returning()
              : tx.insert(feriado).values(values).returning(),
        );
        if (!row) throw notFound('El feriado');
        return row;
      },
      async remove(id: number, tx: Executor): Promise<void> {
        const gone = await tx.delete(feriado).where(eq(feriado.idferiado, id)).returning({ id: feriado.idferiado });
        if (gone.length === 0) throw notFound('El feriado');
      },
    },
  };
}
