import { eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { MOTIVO_ENTRE_ESTABLECIMIENTOS, PRIVADO, type GuideDraft } from '@trade/contracts/billing-cpe';
import type { TransferDetail } from '@trade/contracts/inventory';
import { queryRows, type Executor } from '../../db/client.js';
import { guia } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';

/**
 * A guide proposed from an inventory transfer: reason 04 (between the company's establishments), the
 * company as recipient, the departure and arrival points from each warehouse's branch (its address,
 * ubigeo and SUNAT establishment code; a warehouse's own address when it has one) and the goods.
 * Nothing is saved: the user completes the transport data and the weight, then saves it.
 */
export async function guideFromTransfer(ex: Executor, transfer: TransferDetail): Promise<GuideDraft> {
  if (transfer.estado !== 1) throw new BusinessError('La transferencia está anulada');
  const [existing] = await ex
    .select({ documento: sql<string>`${guia.serie} || '-' || lpad(${guia.numero}::text, 8, '0')` })
    .from(guia)
    .where(eq(guia.idtransferencia, transfer.idtransferencia))
    .limit(1);
  if (existing) throw new BusinessError(`La transferencia ya tiene la guía ${existing.documento}`);
  const points = await queryRows<{
    idalmacen: number;
    direccion: string;
    ubigeo: string;
    codigo_sunat: string;
    idsucursal: number;
  }>(
    ex,
    sql`select a.idalmacen, coalesce(nullif(trim(a.direccion), ''), s.direccion) as direccion, s.ubigeo, s.codigo_sunat, s.idsucursal
          from almacen a join sucursal s on s.idsucursal = a.idsucursal where a.idalmacen in (${transfer.idalmacen_origen}, ${transfer.idalmacen_destino})`,
  );
  const from = points.find((p) => p.idalmacen === transfer.idalmacen_origen)!;
  const to = points.find((p) => p.idalmacen === transfer.idalmacen_destino)!;
  const today = todayLima();
  return {
    idguia: null,
    idserie: null,
    fecha_emision: today,
    fecha_traslado: transfer.fecha > today ? transfer.fecha : today,
    motivo: MOTIVO_ENTRE_ESTABLECIMIENTOS,
    descripcion_motivo: `Traslado de ${transfer.almacen_origen} a ${transfer.almacen_destino}`,
    modalidad: PRIVADO,
    vehiculo_m1l: false,
    transportista_ruc: null,
    transportista_razon_social: null,
    transportista_mtc: null,
    placas: [],
    conductores: [],
    partida_ubigeo: from.ubigeo,
    partida_direccion: from.direccion,
    partida_codigo_local: from.codigo_sunat,
    llegada_ubigeo: to.ubigeo,
    llegada_direccion: to.direccion,
    llegada_codigo_local: to.codigo_sunat,
    peso_bruto: null,
    unidad_peso: 'KGM',
    bultos: null,
    idpersona: null,
    idventa: null,
    idtransferencia: transfer.idtransferencia,
    documento_relacionado_tipo: null,
    documento_relacionado_numero: null,
    observacion: `Transferencia ${transfer.documento}`,
    items: transfer.items.map((i) => ({
      producto_id: i.producto_id,
      unidad_medida_id: i.unidad_medida_id,
      descripcion: i.denominacion,
      cantidad: i.cantidad,
      codigo_producto: i.codigo_producto,
      abreviatura: i.abreviatura,
      factor: i.factor,
    })),
  };
}
