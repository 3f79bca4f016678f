import { and, desc, eq, sql } from 'drizzle-orm';
import {
  SHIFT_OWNER,
  type ShiftBody,
  type ShiftListQuery,
  type ShiftReport,
  type ShiftRow,
} from '@trade/contracts/transport';
import { dec, fixed } from '@trade/money';
import type { Database, Executor } from '../../db/client.js';
import { adelantoTurno, encomienda, transportista, usuario } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { dateRange, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { scopeOfCurrent, type Viewer } from '../../core/scope.js';
import type { driversRepository } from './drivers.repository.js';
import { dayOf, destino, fromLima, limaMinute, origen, routeColumns, routeOf } from './route-rules.js';

const SCHEDULED = 1;

const listing: ListSpec<ShiftRow> = {
  owner: SHIFT_OWNER,
  columns: {
    idadelantoturno: adelantoTurno.idadelantoturno,
    ...routeColumns(adelantoTurno),
    turno_programado: limaMinute(adelantoTurno.turno_programado),
    salida: limaMinute(adelantoTurno.salida),
    minutos_adelanto: sql<number>`(extract(epoch from ${adelantoTurno.turno_programado} - ${adelantoTurno.salida}) / 60)::int`,
    motivo: adelantoTurno.motivo,
    importe: adelantoTurno.importe,
    estado: adelantoTurno.estado,
    encomiendas: sql<number>`(select count(*)::int from ${encomienda} e where e.idadelantoturno = ${adelantoTurno.idadelantoturno})`,
    usuario: usuario.nombres,
  },
  from: (select) =>
    select
      .from(adelantoTurno)
      .innerJoin(origen, eq(origen.idsucursal, adelantoTurno.idsucursal_origen))
      .innerJoin(destino, eq(destino.idsucursal, adelantoTurno.idsucursal_destino))
      .innerJoin(transportista, eq(transportista.idtransportista, adelantoTurno.idtransportista))
      .innerJoin(usuario, eq(usuario.idusuario, adelantoTurno.idusuario)),
  search: [adelantoTurno.placa, transportista.apellidos, transportista.nombres, destino.nombre, adelantoTurno.motivo],
  orderBy: [desc(adelantoTurno.salida), desc(adelantoTurno.idadelantoturno)],
  dates: { column: adelantoTurno.salida, kind: 'timestamp' },
  totals: { importe: adelantoTurno.importe },
};

type Drivers = ReturnType<typeof driversRepository>;

/**
 * Departure shifts (/advance_shift): a route's departure slot with its vehicle and driver, and its
 * advance (leaving before the scheduled turn, why, and what it costs). Parcels are assigned to it
 * until an exit takes it.
 */
export function shiftsRepository(db: Database, drivers: Drivers) {
  async function get(id: number, ex: Executor = db): Promise<ShiftRow> {
    const [row] = await selectRows(ex, listing, eq(adelantoTurno.idadelantoturno, id));
    if (!row) throw notFound('El adelanto de turno');
    return row;
  }
  async function values(input: ShiftBody, ex: Executor, actor: Viewer) {
    if (input.salida > input.turno_programado)
      throw new BusinessError('La salida adelantada no puede ser posterior al turno programado');
    await drivers.onDuty(input.idtransportista, dayOf(input.salida), ex);
    return {
      ...(await routeOf(ex, input, actor)),
      placa: input.placa,
      idtransportista: input.idtransportista,
      turno_programado: fromLima(input.turno_programado),
      salida: fromLima(input.salida),
      motivo: blankToNull(input.motivo),
      importe: input.importe,
    };
  }
  /** The shift row locked for a change; refused once an exit took it. */
  async function lockScheduled(id: number, ex: Executor, action: string) {
    const [row] = await ex
      .select({ estado: adelantoTurno.estado })
      .from(adelantoTurno)
      .where(eq(adelantoTurno.idadelantoturno, id))
      .for('update');
    if (!row) throw notFound('El adelanto de turno');
    if (row.estado !== SCHEDULED) throw new BusinessError(`El turno ya salió: no se puede ${action}`);
  }
  return {
    get,
    list: ({ estado, idsucursal_destino, ...query }: ShiftListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(adelantoTurno.estado, estado),
        idsucursal_destino ? eq(adelantoTurno.idsucursal_destino, idsucursal_destino) : undefined,
      ]),
    async create(input: ShiftBody, ex: Executor, actor: Viewer) {
      const [row] = await ex
        .insert(adelantoTurno)
        .values({ ...(await values(input, ex, actor)), idusuario: actor.idusuario } as never)
        .returning({ id: adelantoTurno.idadelantoturno });
      return get(row!.id, ex);
    },
    async update(id: number, input: ShiftBody, ex: Executor, actor: Viewer) {
      await lockScheduled(id, ex, 'modificar');
      const set = await values(input, ex, actor);
      const [assigned] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(encomienda)
        .where(
          and(
            eq(encomienda.idadelantoturno, id),
            sql`(${encomienda.idsucursal_origen}, ${encomienda.idsucursal_destino}) <> (${set.idsucursal_origen}, ${set.idsucursal_destino})`,
          ),
        );
      if (assigned!.n > 0)
        throw new BusinessError('El turno tiene encomiendas de su ruta asignadas: no se puede cambiar la ruta');
      await ex
        .update(adelantoTurno)
        .set(set as never)
        .where(eq(adelantoTurno.idadelantoturno, id));
      return get(id, ex);
    },
    async remove(id: number, ex: Executor) {
      await lockScheduled(id, ex, 'eliminar');
      await ex.update(encomienda).set({ idadelantoturno: null }).where(eq(encomienda.idadelantoturno, id));
      await ex.delete(adelantoTurno).where(eq(adelantoTurno.idadelantoturno, id));
    },
    /** An exit takes the shift: it left (same route), and its parcels go with the exit. */
    async depart(id: number, route: { idsucursal_origen: number; idsucursal_destino: number }, ex: Executor) {
      await lockScheduled(id, ex, 'asignar a otra salida');
      const shift = await get(id, ex);
      if (shift.idsucursal_origen !== route.idsucursal_origen || shift.idsucursal_destino !== route.idsucursal_destino)
        throw new BusinessError('El turno es de otra ruta');
      await ex.update(adelantoTurno).set({ estado: 2 }).where(eq(adelantoTurno.idadelantoturno, id));
      return shift;
    },
    /** A shift open for parcels of this route. */
    async openFor(id: number, route: { idsucursal_origen: number; idsucursal_destino: number }, ex: Executor) {
      const shift = await get(id, ex);
      if (shift.estado !== SCHEDULED) throw new BusinessError('El turno ya salió: elija otro');
      if (shift.idsucursal_origen !== route.idsucursal_origen || shift.idsucursal_destino !== route.idsucursal_destino)
        throw new BusinessError('El turno es de otra ruta');
    },
    async report(
      input: { desde: string; hasta: string; idsucursal?: number },
      ex: Executor = db,
    ): Promise<ShiftReport> {
      const branch = input.idsucursal
        ? sql`(${adelantoTurno.idsucursal_origen} = ${input.idsucursal} or ${adelantoTurno.idsucursal_destino} = ${input.idsucursal})`
        : undefined;
      const filas = await selectRows(
        ex,
        listing,
        and(dateRange(listing.dates, input), branch, scopeOfCurrent(SHIFT_OWNER)),
      );
      return {
        filas,
        totales: {
          turnos: filas.length,
          encomiendas: filas.reduce((n, r) => n + r.encomiendas, 0),
          importe: fixed(
            filas.reduce((sum, r) => sum.plus(dec(r.importe)), dec(0)),
            2,
          ),
        },
      };
    },
  };
}
