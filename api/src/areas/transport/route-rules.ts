import { eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { sucursal, transportista } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { Viewer } from '../../core/scope.js';

/** The two ends of a route, joined as `origen` and `destino`. */
export const origen = alias(sucursal, 'origen');
export const destino = alias(sucursal, 'destino');

/** The route columns of an exit's or a shift's list (`RouteRowFields`): join `origen`, `destino` and `transportista`. */
export const routeColumns = (trip: {
  idsucursal_origen: PgColumn;
  idsucursal_destino: PgColumn;
  placa: PgColumn;
  idtransportista: PgColumn;
}) => ({
  idsucursal_origen: trip.idsucursal_origen,
  origen: origen.nombre,
  idsucursal_destino: trip.idsucursal_destino,
  destino: destino.nombre,
  placa: trip.placa,
  idtransportista: trip.idtransportista,
  conductor: sql<string>`${transportista.apellidos} || ', ' || ${transportista.nombres}`,
});

/** 'YYYY-MM-DDTHH:MM' typed in Lima → timestamptz, and back. */
export const fromLima = (value: string) => sql`(${value}::timestamp at time zone 'America/Lima')`;
export const limaMinute = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * The route of a parcel, exit or shift: the origin is the user's branch unless given, both ends are
 * active branches and differ, and a user bound to a branch registers only routes that leave from it
 * or arrive at it (what he may see afterwards: the transport data scope).
 */
export async function routeOf(
  ex: Executor,
  input: { idsucursal_origen?: number | null; idsucursal_destino: number },
  actor: Viewer,
) {
  const origen = input.idsucursal_origen ?? actor.idsucursal;
  if (!origen) throw new BusinessError('Indique la sucursal de origen');
  const destino = input.idsucursal_destino;
  if (origen === destino) throw new BusinessError('La sucursal de destino debe ser distinta de la de origen');
  const branches = await ex
    .select({ id: sucursal.idsucursal, estado: sucursal.estado })
    .from(sucursal)
    .where(inArray(sucursal.idsucursal, [origen, destino]));
  for (const [id, label] of [
    [origen, 'de origen'],
    [destino, 'de destino'],
  ] as const) {
    const branch = branches.find((b) => b.id === id);
    if (!branch || branch.estado !== 1) throw new BusinessError(`La sucursal ${label} no existe o está inactiva`);
  }
  const everyBranch = actor.rol === 'admin' || actor.permisos?.includes('todas_sucursales');
  if (!everyBranch && actor.idsucursal !== origen && actor.idsucursal !== destino)
    throw new BusinessError('La ruta debe salir de su sucursal o llegar a ella');
  return { idsucursal_origen: origen, idsucursal_destino: destino };
}

/** The Lima day of a 'YYYY-MM-DDTHH:MM' value. */
export const dayOf = (value: string) => value.slice(0, 10);

/** A branch's name, for messages. */
export async function branchName(ex: Executor, id: number): Promise<string> {
  const [row] = await ex.select({ nombre: sucursal.nombre }).from(sucursal).where(eq(sucursal.idsucursal, id));
  return row?.nombre ?? String(id);
}
