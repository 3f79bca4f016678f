import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { isValidDocumentNumber } from '@trade/formats';
import type { EmployeeBody, EmployeeListQuery, EmployeeRow } from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { empleado, sucursal, tipoDocumento, usuario } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'El empleado';

const listing: ListSpec<EmployeeRow> = {
  columns: {
    idempleado: empleado.idempleado,
    idtipodocumento: empleado.idtipodocumento,
    tipodocumento: tipoDocumento.abreviatura,
    numero_documento: empleado.numero_documento,
    nombres: empleado.nombres,
    apellidos: empleado.apellidos,
    cargo: empleado.cargo,
    telefono: empleado.telefono,
    email: empleado.email,
    direccion: empleado.direccion,
    fecha_ingreso: empleado.fecha_ingreso,
    sueldo: empleado.sueldo,
    idsucursal: empleado.idsucursal,
    sucursal: sucursal.nombre,
    idusuario: empleado.idusuario,
    usuario: usuario.usuario,
    estado: empleado.estado,
  },
  from: (select) =>
    select
      .from(empleado)
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, empleado.idtipodocumento))
      .leftJoin(sucursal, eq(sucursal.idsucursal, empleado.idsucursal))
      .leftJoin(usuario, eq(usuario.idusuario, empleado.idusuario)),
  search: [empleado.numero_documento, empleado.nombres, empleado.apellidos, empleado.cargo],
  orderBy: [asc(empleado.apellidos), asc(empleado.nombres), asc(empleado.idempleado)],
  dates: { column: empleado.fecha_ingreso, kind: 'date' },
  totals: { sueldo: empleado.sueldo },
};

/** Employees of the business (optionally linked to a user). Writes take the caller's transaction. */
export function employeesRepository(db: Database) {
  async function get(idempleado: number, ex: Executor = db): Promise<EmployeeRow> {
    const [row] = await selectRows(ex, listing, eq(empleado.idempleado, idempleado));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Checks the references and normalises the values a create or update writes. */
  async function values(ex: Executor, input: EmployeeBody, idempleado?: number) {
    const [type] = await ex
      .select()
      .from(tipoDocumento)
      .where(eq(tipoDocumento.idtipodocumento, input.idtipodocumento));
    if (!type) throw notFound('El tipo de documento');
    const numero = input.numero_documento.trim().toUpperCase();
    if (!isValidDocumentNumber(type.codigo, numero))
      throw new BusinessError(`El número de documento no es válido para ${type.abreviatura}`);
    const sueldoText = blankToNull(input.sueldo);
    if (input.idsucursal != null) {
      const [branch] = await ex
        .select({ id: sucursal.idsucursal })
        .from(sucursal)
        .where(eq(sucursal.idsucursal, input.idsucursal));
      if (!branch) throw notFound('La sucursal');
    }
    if (input.idusuario != null) {
      const [user] = await ex
        .select({ id: usuario.idusuario })
        .from(usuario)
        .where(eq(usuario.idusuario, input.idusuario));
      if (!user) throw notFound('El usuario');
      const [linked] = await ex
        .select({ id: empleado.idempleado })
        .from(empleado)
        .where(eq(empleado.idusuario, input.idusuario));
      if (linked && linked.id !== idempleado) throw new BusinessError('El usuario ya está vinculado a otro empleado');
    }
    const [same] = await ex
      .select({ id: empleado.idempleado })
      .from(empleado)
      .where(and(eq(empleado.idtipodocumento, input.idtipodocumento), eq(empleado.numero_documento, numero)));
    if (same && same.id !== idempleado)
      throw new BusinessError(`Ya existe un empleado con ${type.abreviatura} ${numero}`);
    return {
      idtipodocumento: input.idtipodocumento,
      numero_documento: numero,
      nombres: input.nombres.trim(),
      apellidos: input.apellidos.trim(),
      cargo: blankToNull(input.cargo),
      telefono: blankToNull(input.telefono),
      email: blankToNull(input.email),
      direccion: blankToNull(input.direccion),
      fecha_ingreso: blankToNull(input.fecha_ingreso),
      sueldo: sueldoText === null ? null : new Decimal(sueldoText).toFixed(2),
      idsucursal: input.idsucursal ?? null,
      idusuario: input.idusuario ?? null,
    };
  }

  /** A concurrent save of the same document or user hits the unique indexes: same message. */
  const guarded = <T>(write: () => Promise<T>) =>
    refusingDuplicate('Ya existe un empleado con ese documento o vinculado a ese usuario', write);

  return {
    get,
    list: ({ estado, idsucursal, ...query }: EmployeeListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(empleado.estado, estado),
        idsucursal === undefined ? undefined : eq(empleado.idsucursal, idsucursal),
      ] as (SQL | undefined)[]),

    /** Active employees for selects; sinUsuario leaves out those already linked to a user. */
    lookup: (sinUsuario?: boolean, ex: Executor = db) =>
      ex
        .select({
          idempleado: empleado.idempleado,
          nombres: empleado.nombres,
          apellidos: empleado.apellidos,
          numero_documento: empleado.numero_documento,
          cargo: empleado.cargo,
          idusuario: empleado.idusuario,
        })
        .from(empleado)
        .where(and(eq(empleado.estado, 1), sinUsuario ? isNull(empleado.idusuario) : undefined))
        .orderBy(asc(empleado.apellidos), asc(empleado.nombres)),

    async create(input: EmployeeBody, ex: Executor = db) {
      const [row] = await guarded(async () =>
        ex
          .insert(empleado)
          .values(await values(ex, input))
          .returning({ id: empleado.idempleado }),
      );
      return get(row!.id, ex);
    },
    async update(idempleado: number, input: EmployeeBody, ex: Executor = db) {
      await get(idempleado, ex);
      await guarded(async () =>
        ex
          .update(empleado)
          .set(await values(ex, input, idempleado))
          .where(eq(empleado.idempleado, idempleado)),
      );
      return get(idempleado, ex);
    },
    async setState(idempleado: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, empleado, empleado.idempleado, idempleado, estado))) throw notFound(NOT_FOUND);
      return get(idempleado, ex);
    },
    async remove(idempleado: number, ex: Executor = db) {
      await get(idempleado, ex);
      await refusingReferenced('El empleado está relacionado con otros registros; desactívelo en su lugar', () =>
        ex.delete(empleado).where(eq(empleado.idempleado, idempleado)),
      );
    },
  };
}
export type EmployeesRepository = ReturnType<typeof employeesRepository>;
