import { and, eq, sql } from 'drizzle-orm';
import type { ParcelTrackRow } from '@trade/contracts/transport';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { encomienda, sucursal } from '../../db/schema/index.js';

const iso = (column: unknown) =>
  sql<string | null>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The parcel search shared by the public tracking page and the shipping screens. */
export function trackingRepository(db: Database) {
  const origen = alias(sucursal, 'origen');
  const destino = alias(sucursal, 'destino');
  return {
    async find(numeroGuia: string, codigoGuia: string): Promise<ParcelTrackRow | undefined> {
      const [row] = await db
        .select({
          codigo: encomienda.codigo,
          remitente_documento: encomienda.remitente_documento,
          remitente_nombre: encomienda.remitente_nombre,
          consignado_documento: encomienda.consignado_documento,
          consignado_nombre: encomienda.consignado_nombre,
          estado: encomienda.estado,
          fecharegistro: iso(encomienda.fecharegistro),
          fechatransporte: iso(encomienda.fechatransporte),
          fecharecepcion: iso(encomienda.fecharecepcion),
          fechaentrega: iso(encomienda.fechaentrega),
          sucursalinicio: origen.nombre,
          sucursalfin: destino.nombre,
        })
        .from(encomienda)
        .innerJoin(origen, eq(origen.idsucursal, encomienda.idsucursal_origen))
        .innerJoin(destino, eq(destino.idsucursal, encomienda.idsucursal_destino))
        .where(
          and(eq(encomienda.numero_guia, numeroGuia), sql`upper(${encomienda.codigo_guia}) = upper(${codigoGuia})`),
        );
      return row as ParcelTrackRow | undefined;
    },
  };
}
