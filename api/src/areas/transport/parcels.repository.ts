import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dec, fixed } from '@trade/money';
import {
  PARCEL_OWNER,
  type ParcelDetail,
  type ParcelListQuery,
  type ParcelReport,
  type ParcelRow,
} from '@trade/contracts/transport';
import type { Database, Executor } from '../../db/client.js';
import { encomienda, salidaVehiculo, sucursal, usuario, venta } from '../../db/schema/index.js';
import { notFound } from '../../core/envelope.js';
import { dateRange, limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { limaMinute } from './route-rules.js';

const origen = alias(sucursal, 'origen');
const destino = alias(sucursal, 'destino');
const maybeLima = (column: unknown) =>
  sql<string | null>`case when ${column} is null then null else ${limaTime(column)} end`;

export const parcelListing: ListSpec<ParcelRow> = {
  owner: PARCEL_OWNER,
  columns: {
    id_encomienda: encomienda.id_encomienda,
    codigo: encomienda.codigo,
    numero_guia: encomienda.numero_guia,
    codigo_guia: encomienda.codigo_guia,
    idremitente: encomienda.idremitente,
    remitente_documento: encomienda.remitente_documento,
    remitente_nombre: encomienda.remitente_nombre,
    idconsignado: encomienda.idconsignado,
    consignado_documento: encomienda.consignado_documento,
    consignado_nombre: encomienda.consignado_nombre,
    consignado_email: encomienda.consignado_email,
    notificar: encomienda.notificar,
    idsucursal_origen: encomienda.idsucursal_origen,
    origen: origen.nombre,
    idsucursal_destino: encomienda.idsucursal_destino,
    destino: destino.nombre,
    idadelantoturno: encomienda.idadelantoturno,
    idsalidavehiculos: encomienda.idsalidavehiculos,
    salida: sql<
      string | null
    >`case when ${salidaVehiculo.idsalidavehiculos} is null then null else ${salidaVehiculo.placa} || ' · ' || replace(${limaMinute(salidaVehiculo.fecha_salida)}, 'T', ' ') end`,
    piezas: encomienda.piezas,
    peso: encomienda.peso,
    valor_declarado: encomienda.valor_declarado,
    precio: encomienda.precio,
    paga: encomienda.paga,
    idventa: encomienda.idventa,
    comprobante: sql<
      string | null
    >`case when ${venta.idventa} is null then null else ${venta.serie} || '-' || lpad(${venta.numero}::text, 8, '0') end`,
    estado: encomienda.estado,
    fecharegistro: limaTime(encomienda.fecharegistro),
    fechatransporte: maybeLima(encomienda.fechatransporte),
    fecharecepcion: maybeLima(encomienda.fecharecepcion),
    fechaentrega: maybeLima(encomienda.fechaentrega),
    descripcion: encomienda.descripcion,
    guia_remitente: encomienda.guia_remitente,
    guia_remitente_ruc: encomienda.guia_remitente_ruc,
    receptor_documento: encomienda.receptor_documento,
    receptor_nombre: encomienda.receptor_nombre,
    usuario: usuario.nombres,
  },
  from: (select) =>
    select
      .from(encomienda)
      .innerJoin(origen, eq(origen.idsucursal, encomienda.idsucursal_origen))
      .innerJoin(destino, eq(destino.idsucursal, encomienda.idsucursal_destino))
      .leftJoin(salidaVehiculo, eq(salidaVehiculo.idsalidavehiculos, encomienda.idsalidavehiculos))
      .leftJoin(venta, eq(venta.idventa, encomienda.idventa))
      .leftJoin(usuario, eq(usuario.idusuario, encomienda.idusuario)),
  search: [
    encomienda.numero_guia,
    encomienda.codigo,
    encomienda.remitente_documento,
    encomienda.remitente_nombre,
    encomienda.consignado_documento,
    encomienda.consignado_nombre,
    encomienda.descripcion,
  ],
  orderBy: [desc(encomienda.fecharegistro), desc(encomienda.id_encomienda)],
  dates: { column: encomienda.fecharegistro, kind: 'timestamp' },
  totals: { precio: encomienda.precio },
};

/** Parcels as the screens read them (their writes are in parcels.service.ts). */
export function parcelsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<ParcelRow> {
    const [row] = await selectRows(ex, parcelListing, eq(encomienda.id_encomienda, id));
    if (!row) throw notFound('La encomienda');
    return row;
  }
  return {
    get,
    async detail(id: number, ex: Executor = db): Promise<ParcelDetail> {
      const row = await get(id, ex);
      const [picture] = await ex
        .select({ firma: encomienda.receptor_firma })
        .from(encomienda)
        .where(eq(encomienda.id_encomienda, id));
      return { ...row, receptor_firma: picture?.firma ?? null };
    },
    list: (
      { estado, idsucursal_origen, idsucursal_destino, idsalidavehiculos, idadelantoturno, ...query }: ParcelListQuery,
      ex: Executor = db,
    ) =>
      pagedList(ex, parcelListing, query, [
        estado === undefined ? undefined : eq(encomienda.estado, estado),
        idsucursal_origen ? eq(encomienda.idsucursal_origen, idsucursal_origen) : undefined,
        idsucursal_destino ? eq(encomienda.idsucursal_destino, idsucursal_destino) : undefined,
        idsalidavehiculos ? eq(encomienda.idsalidavehiculos, idsalidavehiculos) : undefined,
        idadelantoturno ? eq(encomienda.idadelantoturno, idadelantoturno) : undefined,
      ]),
    async report(
      input: { desde: string; hasta: string; idsucursal?: number },
      ex: Executor = db,
    ): Promise<ParcelReport> {
      const branch = input.idsucursal
        ? sql`(${encomienda.idsucursal_origen} = ${input.idsucursal} or ${encomienda.idsucursal_destino} = ${input.idsucursal})`
        : undefined;
      const filas = await selectRows(
        ex,
        parcelListing,
        and(dateRange(parcelListing.dates, input), branch, scopeOfCurrent(PARCEL_OWNER)),
      );
      const count = (estado: number) => filas.filter((r) => r.estado === estado).length;
      const sum = (key: 'peso' | 'precio') =>
        fixed(
          filas.reduce((s, r) => s.plus(dec(r[key])), dec(0)),
          2,
        );
      return {
        filas,
        totales: {
          encomiendas: filas.length,
          piezas: filas.reduce((n, r) => n + r.piezas, 0),
          peso: sum('peso'),
          precio: sum('precio'),
          origen: count(0),
          transito: count(1),
          destino: count(2),
          entregado: count(3),
        },
      };
    },
  };
}
