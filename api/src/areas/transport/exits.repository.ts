import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  EXIT_OWNER,
  PARCEL_AT_ORIGIN,
  PARCEL_IN_TRANSIT,
  type ExitBody,
  type ExitListQuery,
  type ExitReport,
  type CarrierGuideRow,
  type ExitRow,
} from '@trade/contracts/transport';
import type { Database, Executor } from '../../db/client.js';
import {
  cpeDocumento,
  encomienda,
  guiaTransportista,
  salidaVehiculo,
  transportista,
  usuario,
} from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { dateRange, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { scopeOfCurrent, type Viewer } from '../../core/scope.js';
import type { driversRepository } from './drivers.repository.js';
import type { shiftsRepository } from './shifts.repository.js';
import { dayOf, destino, fromLima, limaMinute, origen, routeColumns, routeOf } from './route-rules.js';

const ON_THE_ROAD = 1;

const listing: ListSpec<ExitRow> = {
  owner: EXIT_OWNER,
  columns: {
    idsalidavehiculos: salidaVehiculo.idsalidavehiculos,
    ...routeColumns(salidaVehiculo),
    licencia: transportista.licencia,
    tuc: salidaVehiculo.tuc,
    fecha_salida: limaMinute(salidaVehiculo.fecha_salida),
    idadelantoturno: salidaVehiculo.idadelantoturno,
    observacion: salidaVehiculo.observacion,
    estado: salidaVehiculo.estado,
    encomiendas: sql<
      number[]
    >`array(select e.id_encomienda from ${encomienda} e where e.idsalidavehiculos = ${salidaVehiculo.idsalidavehiculos} order by e.id_encomienda)`,
    sin_guia: sql<number>`(select count(*)::int from ${encomienda} e where e.idsalidavehiculos = ${salidaVehiculo.idsalidavehiculos} and e.idguiatransportista is null)`,
    guias_transportista: sql<CarrierGuideRow[]>`coalesce((
      select json_agg(json_build_object(
               'idguiatransportista', g.idguiatransportista, 'numero', g.serie || '-' || g.numero,
               'remitente', g.remitente_nombre, 'destinatario', g.destinatario_nombre,
               'estado_sunat', d.estado, 'cpe_documento_id', g.cpe_documento_id) order by g.idguiatransportista)
        from ${guiaTransportista} g join ${cpeDocumento} d on d.id = g.cpe_documento_id
       where g.idsalidavehiculos = ${salidaVehiculo.idsalidavehiculos}), '[]'::json)`,
    usuario: usuario.nombres,
  },
  from: (select) =>
    select
      .from(salidaVehiculo)
      .innerJoin(origen, eq(origen.idsucursal, salidaVehiculo.idsucursal_origen))
      .innerJoin(destino, eq(destino.idsucursal, salidaVehiculo.idsucursal_destino))
      .innerJoin(transportista, eq(transportista.idtransportista, salidaVehiculo.idtransportista))
      .innerJoin(usuario, eq(usuario.idusuario, salidaVehiculo.idusuario)),
  search: [salidaVehiculo.placa, transportista.apellidos, transportista.nombres, destino.nombre, origen.nombre],
  orderBy: [desc(salidaVehiculo.fecha_salida), desc(salidaVehiculo.idsalidavehiculos)],
  dates: { column: salidaVehiculo.fecha_salida, kind: 'timestamp' },
};

type Drivers = ReturnType<typeof driversRepository>;
type Shifts = ReturnType<typeof shiftsRepository>;
/** What the parcels do when they board or leave an exit (parcels.service.ts: dates and notices). */
export interface ManifestHooks {
  load(ids: number[], idsalidavehiculos: number, ex: Executor): Promise<void>;
  unload(ids: number[], ex: Executor): Promise<void>;
}

/**
 * Vehicle exits (/exit_vehicles): a vehicle with its driver leaves on a route carrying a manifest of
 * parcels. A driver whose licence has expired by the departure day is refused; the parcels loaded
 * must be at the origin on the same route, and go in transit with the exit.
 */
export function exitsRepository(db: Database, drivers: Drivers, shifts: Shifts, parcels: ManifestHooks) {
  async function get(id: number, ex: Executor = db): Promise<ExitRow> {
    const [row] = await selectRows(ex, listing, eq(salidaVehiculo.idsalidavehiculos, id));
    if (!row) throw notFound('La salida');
    return row;
  }
  async function header(input: ExitBody, ex: Executor, actor: Viewer) {
    await drivers.onDuty(input.idtransportista, dayOf(input.fecha_salida), ex);
    return {
      ...(await routeOf(ex, input, actor)),
      placa: input.placa,
      tuc: blankToNull(input.tuc),
      idtransportista: input.idtransportista,
      fecha_salida: fromLima(input.fecha_salida),
      idadelantoturno: input.idadelantoturno ?? null,
      observacion: blankToNull(input.observacion),
    };
  }
  /** The parcels to board, locked: each at the origin, on the exit's route (the shift's come with it). */
  async function boarding(
    ids: number[],
    route: { idsucursal_origen: number; idsucursal_destino: number },
    ex: Executor,
    already: number[] = [],
  ) {
    if (!ids.length) return;
    const rows = await ex
      .select({
        id: encomienda.id_encomienda,
        guia: encomienda.numero_guia,
        estado: encomienda.estado,
        origen: encomienda.idsucursal_origen,
        destino: encomienda.idsucursal_destino,
      })
      .from(encomienda)
      .where(inArray(encomienda.id_encomienda, ids))
      .for('update');
    for (const id of ids) {
      const parcel = rows.find((r) => r.id === id);
      if (!parcel) throw new BusinessError(`La encomienda ${id} no existe o fue eliminada`);
      if (parcel.origen !== route.idsucursal_origen || parcel.destino !== route.idsucursal_destino)
        throw new BusinessError(`La encomienda ${parcel.guia} es de otra ruta`);
      if (parcel.estado !== PARCEL_AT_ORIGIN && !already.includes(id))
        throw new BusinessError(`La encomienda ${parcel.guia} ya salió del origen`);
    }
  }
  async function lockOnTheRoad(id: number, ex: Executor, action: string) {
    const [row] = await ex
      .select({ estado: salidaVehiculo.estado })
      .from(salidaVehiculo)
      .where(eq(salidaVehiculo.idsalidavehiculos, id))
      .for('update');
    if (!row) throw notFound('La salida');
    if (row.estado !== ON_THE_ROAD) throw new BusinessError(`La salida ya llegó a su destino: no se puede ${action}`);
  }
  /** Parcels of the manifest that already reached the destination cannot leave it. */
  async function arrived(ids: number[], ex: Executor) {
    if (!ids.length) return;
    const [found] = await ex
      .select({ guia: encomienda.numero_guia })
      .from(encomienda)
      .where(and(inArray(encomienda.id_encomienda, ids), sql`${encomienda.estado} > ${PARCEL_IN_TRANSIT}`))
      .limit(1);
    if (found) throw new BusinessError(`La encomienda ${found.guia} ya llegó a destino: no se puede retirar`);
  }
  /** Parcels a carrier's guide already covers stay on their exit (the guide names them). */
  async function covered(ids: number[], ex: Executor) {
    if (!ids.length) return;
    const [found] = await ex
      .select({ guia: encomienda.numero_guia })
      .from(encomienda)
      .where(and(inArray(encomienda.id_encomienda, ids), sql`${encomienda.idguiatransportista} is not null`))
      .limit(1);
    if (found)
      throw new BusinessError(
        `La encomienda ${found.guia} ya tiene guía de remisión transportista: no se puede retirar`,
      );
  }
  /** The shift's parcels still at the origin board with the exit that takes the shift. */
  async function shiftParcels(idadelantoturno: number, ex: Executor) {
    const rows = await ex
      .select({ id: encomienda.id_encomienda })
      .from(encomienda)
      .where(and(eq(encomienda.idadelantoturno, idadelantoturno), eq(encomienda.estado, PARCEL_AT_ORIGIN)));
    return rows.map((r) => r.id);
  }

  return {
    get,
    list: ({ estado, idsucursal_destino, ...query }: ExitListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(salidaVehiculo.estado, estado),
        idsucursal_destino ? eq(salidaVehiculo.idsucursal_destino, idsucursal_destino) : undefined,
      ]),
    async create(input: ExitBody, ex: Executor, actor: Viewer) {
      const values = await header(input, ex, actor);
      const fromShift = input.idadelantoturno ? await shiftParcels(input.idadelantoturno, ex) : [];
      if (input.idadelantoturno) await shifts.depart(input.idadelantoturno, values, ex);
      const manifest = [...new Set([...input.encomiendas, ...fromShift])];
      await boarding(manifest, values, ex);
      const [row] = await ex
        .insert(salidaVehiculo)
        .values({ ...values, idusuario: actor.idusuario } as never)
        .returning({ id: salidaVehiculo.idsalidavehiculos });
      await parcels.load(manifest, row!.id, ex);
      return get(row!.id, ex);
    },
    async update(id: number, input: ExitBody, ex: Executor, actor: Viewer) {
      await lockOnTheRoad(id, ex, 'modificar');
      const current = await get(id, ex);
      const values = await header(input, ex, actor);
      if ((input.idadelantoturno ?? null) !== current.idadelantoturno)
        throw new BusinessError('El turno de una salida no se cambia: elimine la salida y regístrela de nuevo');
      const leaving = current.encomiendas.filter((p) => !input.encomiendas.includes(p));
      const boardingNow = input.encomiendas.filter((p) => !current.encomiendas.includes(p));
      if (
        (values.idsucursal_origen !== current.idsucursal_origen ||
          values.idsucursal_destino !== current.idsucursal_destino) &&
        input.encomiendas.some((p) => current.encomiendas.includes(p))
      )
        throw new BusinessError('La salida lleva encomiendas de su ruta: no se puede cambiar la ruta');
      await arrived(leaving, ex);
      await covered(leaving, ex);
      await boarding(boardingNow, values, ex);
      await ex
        .update(salidaVehiculo)
        .set(values as never)
        .where(eq(salidaVehiculo.idsalidavehiculos, id));
      await parcels.unload(leaving, ex);
      await parcels.load(boardingNow, id, ex);
      return get(id, ex);
    },
    async remove(id: number, ex: Executor) {
      await lockOnTheRoad(id, ex, 'eliminar');
      const current = await get(id, ex);
      if (current.guias_transportista.length)
        throw new BusinessError('La salida tiene guías de remisión transportista emitidas: no se puede eliminar');
      await arrived(current.encomiendas, ex);
      await parcels.unload(current.encomiendas, ex);
      await ex.delete(salidaVehiculo).where(eq(salidaVehiculo.idsalidavehiculos, id));
      // Its shift is scheduled again (its parcels went back to the origin, still assigned to it).
      if (current.idadelantoturno)
        await ex.execute(sql`update adelanto_turno set estado = 1 where idadelantoturno = ${current.idadelantoturno}`);
    },
    /** An exit on the road that a parcel of this route boards alone (aencomiendaestado 0 → 1). */
    async onTheRoadFor(id: number, route: { idsucursal_origen: number; idsucursal_destino: number }, ex: Executor) {
      await lockOnTheRoad(id, ex, 'cargar encomiendas');
      const exit = await get(id, ex);
      if (exit.idsucursal_origen !== route.idsucursal_origen || exit.idsucursal_destino !== route.idsucursal_destino)
        throw new BusinessError('La salida es de otra ruta');
      return exit;
    },
    /** Once every parcel of its manifest reached the destination, the exit has arrived. */
    async arriveWhenUnloaded(id: number, ex: Executor) {
      await ex.execute(
        sql`update salida_vehiculo s set estado = 2
             where s.idsalidavehiculos = ${id}
               and not exists (select 1 from encomienda e where e.idsalidavehiculos = s.idsalidavehiculos and e.estado < 2)`,
      );
    },
    async report(input: { desde: string; hasta: string; idsucursal?: number }, ex: Executor = db): Promise<ExitReport> {
      const branch = input.idsucursal
        ? sql`(${salidaVehiculo.idsucursal_origen} = ${input.idsucursal} or ${salidaVehiculo.idsucursal_destino} = ${input.idsucursal})`
        : undefined;
      const filas = await selectRows(
        ex,
        listing,
        and(dateRange(listing.dates, input), branch, scopeOfCurrent(EXIT_OWNER)),
      );
      return {
        filas,
        totales: { salidas: filas.length, encomiendas: filas.reduce((n, r) => n + r.encomiendas.length, 0) },
      };
    },
  };
}
