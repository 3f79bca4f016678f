import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { PRIVADO, type GuideDraft } from '@trade/contracts/billing-cpe';
import { dec, fixed, ZERO } from '@trade/money';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { RETURNED_OF_LINE } from './credit-notes.repository.js';

/**
 * A guide proposed from a sale (issue 14: "a guide can be made from it in one click"): reason 01
 * venta, the sale's client as recipient, departure at the sale's branch (address, ubigeo and SUNAT
 * establishment code), arrival at the delivery address (or the client's), the sale as the related
 * document (catálogo 61: 01 factura, 03 boleta) and the goods still to deliver in the units sold
 * (less what credit notes took back and earlier guides carried). Services do not travel. Nothing is saved: the user completes the transport and the weight
 * (products carry no weight of their own), then saves it with `gguia` (which keeps `idventa`).
 */
type SaleHead = {
  idventa: number;
  estado_venta: number;
  codigo_comprobante: string;
  documento: string;
  fecha: string;
  idpersona: number;
  cliente_documento: string;
  cliente_nombre: string;
  cliente_direccion: string | null;
  cliente_ubigeo: string | null;
  direccion_entrega: string | null;
  sucursal_direccion: string;
  sucursal_ubigeo: string;
  codigo_sunat: string;
  ruc: string;
};

/** The sale a guide names: it must exist and be issued (an annulled sale moves no goods). */
export async function checkSaleForGuide(ex: Executor, idventa: number): Promise<void> {
  const [sale] = await queryRows<{ estado_venta: number; documento: string }>(
    ex,
    sql`select estado_venta, serie || '-' || lpad(numero::text, 8, '0') as documento from venta where idventa = ${idventa}`,
  );
  if (!sale) throw notFound('La venta');
  if (sale.estado_venta !== 1) throw new BusinessError(`La venta ${sale.documento} está anulada: no se emite su guía`);
}

export async function guideFromSale(ex: Executor, idventa: number): Promise<GuideDraft> {
  const [sale] = await queryRows<SaleHead>(
    ex,
    sql`select v.idventa, v.estado_venta, v.codigo_comprobante, v.serie || '-' || lpad(v.numero::text, 8, '0') as documento, v.fecha::text as fecha,
               v.idpersona, p.numero_documento as cliente_documento, p.nombres as cliente_nombre, p.direccion as cliente_direccion, p.ubigeo as cliente_ubigeo,
               v.direccion_entrega, s.direccion as sucursal_direccion, s.ubigeo as sucursal_ubigeo, s.codigo_sunat, e.ruc
          from venta v join persona p on p.idpersona = v.idpersona join sucursal s on s.idsucursal = v.idsucursal join empresa e on e.idempresa = s.idempresa
         where v.idventa = ${idventa}`,
  );
  if (!sale) throw notFound('La venta');
  if (sale.estado_venta !== 1) throw new BusinessError(`La venta ${sale.documento} está anulada: no se emite su guía`);
  const items = await goodsLeftToDeliver(ex, idventa);
  if (!items.length)
    throw new BusinessError(
      `Los bienes de la venta ${sale.documento} ya están en sus guías o fueron devueltos: no queda nada por trasladar`,
    );
  const today = todayLima();
  const electronic = sale.codigo_comprobante === '01' || sale.codigo_comprobante === '03';
  return {
    idguia: null,
    idserie: null,
    fecha_emision: today,
    fecha_traslado: today,
    motivo: '01',
    descripcion_motivo: `Venta ${sale.documento}`,
    modalidad: PRIVADO,
    vehiculo_m1l: false,
    transportista_ruc: null,
    transportista_razon_social: null,
    transportista_mtc: null,
    placas: [],
    conductores: [],
    partida_ubigeo: sale.sucursal_ubigeo,
    partida_direccion: sale.sucursal_direccion,
    partida_codigo_local: sale.codigo_sunat,
    // The client's ubigeo when known; otherwise empty for the user to fill (the branch's would send
    // the goods to the wrong district without anyone noticing).
    llegada_ubigeo: sale.cliente_ubigeo || '',
    llegada_direccion: sale.direccion_entrega?.trim() || sale.cliente_direccion?.trim() || '',
    llegada_codigo_local: null,
    peso_bruto: null,
    unidad_peso: 'KGM',
    bultos: null,
    idpersona: sale.idpersona,
    destinatario_numero_documento: sale.cliente_documento,
    destinatario_nombre: sale.cliente_nombre,
    idventa: sale.idventa,
    idtransferencia: null,
    documento_relacionado_tipo: electronic ? sale.codigo_comprobante : null,
    documento_relacionado_numero: electronic ? sale.documento : null,
    // The sale's document is the company's own (SUNAT 3380 / 3381).
    documento_relacionado_emisor: electronic ? sale.ruc : null,
    observacion: electronic ? null : `Nota de venta ${sale.documento}`,
    items,
  };
}

type DraftLine = GuideDraft['items'][number];

/**
 * The sale's goods still to deliver, in the units sold: each line less what issued credit notes took
 * back (`devuelve`), less what the sale's earlier guides already carry (by product and unit, taken
 * from the first lines on). Services do not travel.
 */
async function goodsLeftToDeliver(ex: Executor, idventa: number): Promise<DraftLine[]> {
  const lines = await queryRows<DraftLine & { devuelto: string }>(
    ex,
    sql`select d.producto_id, d.unidad_medida_id, d.descripcion, d.cantidad::text as cantidad, pr.codigo_producto, um.abreviatura, d.factor::text as factor,
               ${RETURNED_OF_LINE}::text as devuelto
          from venta_detalle d join producto pr on pr.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
         where d.idventa = ${idventa} and not pr.servicio order by d.item, d.iddetalle`,
  );
  const guided = await queryRows<{ producto_id: number; unidad_medida_id: number; cantidad: string }>(
    ex,
    sql`select gd.producto_id, gd.unidad_medida_id, sum(gd.cantidad)::text as cantidad
          from guia_detalle gd join guia g on g.idguia = gd.idguia
         where g.idventa = ${idventa} and gd.producto_id is not null group by gd.producto_id, gd.unidad_medida_id`,
  );
  const onGuides = new Map(guided.map((g) => [`${g.producto_id}:${g.unidad_medida_id}`, dec(g.cantidad)]));
  const left: DraftLine[] = [];
  for (const { devuelto, ...line } of lines) {
    const key = `${line.producto_id}:${line.unidad_medida_id}`;
    const open = dec(line.cantidad).minus(dec(devuelto));
    const carried = onGuides.get(key) ?? ZERO;
    const taken = carried.gt(open) ? open : carried;
    onGuides.set(key, carried.minus(taken));
    const rest = open.minus(taken);
    if (rest.gt(0)) left.push({ ...line, cantidad: fixed(rest, 4) });
  }
  return left;
}
