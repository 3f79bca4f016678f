import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATES,
  type ConsumptionNoteRow,
  type OrderDetail,
  type OrderInvoiceRow,
  type OrderLineRow,
  type OrderListQuery,
  type OrderRow,
  ORDER_OWNER,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, moneda, pedido, persona, sucursal, tipoDocumento, usuario } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';
import type { StockDoor } from './doors.js';
import { asText, documentMails, totalInWords } from '../../core/documents.js';

/**
 * Reads of orders: the paged list (/orders, `pedidos/{idusuario}`), one order with its lines (ordered,
 * invoiced, pending, reserved, serials), the sales that invoiced it, its consumption notes and mails.
 * Every read takes an optional executor so a write answers the saved order from its own transaction.
 */
export const orderNumber = (id: number) => `PD-${String(id).padStart(8, '0')}`;
const documentText = sql<string>`'PD-' || lpad(${pedido.idpedido}::text, 8, '0')`;
const stateName = sql<string>`(case ${pedido.estado} ${sql.join(
  ORDER_STATES.states.map((s) => sql`when ${s.value} then ${s.label}`),
  sql` `,
)} end)`;
/** The pending amount: each line's amount in proportion to what is left to invoice. */
const pendingAmount = sql<string>`(select coalesce(sum(round(d.importe * (d.cantidad - d.facturada) / d.cantidad, 2)), 0)::numeric(14,2)::text from pedido_detalle d where d.idpedido = ${pedido.idpedido})`;

const orderColumns = {
  idpedido: pedido.idpedido,
  documento: documentText,
  fecha: sql<string>`${pedido.fecha}::text`,
  fecha_entrega: sql<string | null>`${pedido.fecha_entrega}::text`,
  idpersona: pedido.idpersona,
  cliente: persona.nombres,
  cliente_tipo_documento: tipoDocumento.codigo,
  cliente_documento: persona.numero_documento,
  idmoneda: pedido.idmoneda,
  moneda: moneda.codigo,
  total: asText(pedido.total),
  pendiente: pendingAmount,
  estado: pedido.estado,
  estado_nombre: stateName,
  idsucursal: pedido.idsucursal,
  sucursal: sucursal.nombre,
  idalmacen: pedido.idalmacen,
  almacen: almacen.nombre,
  idusuario: pedido.idusuario,
  usuario: usuario.usuario,
  idproforma: pedido.idproforma,
  creado: limaTime(pedido.creado),
};

const listing: ListSpec<OrderRow> = {
  owner: ORDER_OWNER,
  columns: orderColumns,
  from: (select) =>
    select
      .from(pedido)
      .innerJoin(persona, eq(persona.idpersona, pedido.idpersona))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .innerJoin(moneda, eq(moneda.idmoneda, pedido.idmoneda))
      .innerJoin(sucursal, eq(sucursal.idsucursal, pedido.idsucursal))
      .innerJoin(almacen, eq(almacen.idalmacen, pedido.idalmacen))
      .innerJoin(usuario, eq(usuario.idusuario, pedido.idusuario)),
  search: [persona.nombres, persona.numero_documento, documentText],
  orderBy: [desc(pedido.fecha), desc(pedido.idpedido)],
  dates: { column: pedido.fecha, kind: 'date' },
  totals: { total: pedido.total },
};

export function ordersRepository(db: Database, stock: Pick<StockDoor, 'serialsOf'>) {
  async function lines(ex: Executor, idpedido: number): Promise<OrderLineRow[]> {
    const rows = await queryRows<Omit<OrderLineRow, 'series'>>(
      ex,
      sql`select d.iddetalle, d.item, d.producto_id, p.codigo_producto, d.descripcion, d.unidad_medida_id, um.abreviatura, um.codigo_sunat,
                 d.factor::text as factor, d.cantidad::text as cantidad, d.precio_unitario::text as precio_unitario, d.valor_unitario::text as valor_unitario,
                 d.descuento::text as descuento, d.tipo_afectacion, d.gratuito, d.icbper, d.monto_icbper::text as monto_icbper,
                 d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido, d.monto_isc::text as monto_isc,
                 d.valor_venta::text as valor_venta, d.igv::text as igv, d.importe::text as importe,
                 d.facturada::text as facturada, (d.cantidad - d.facturada)::numeric(14,4)::text as pendiente, d.reservado::text as reservado,
                 (p.control_serie and not p.servicio and p.control_stock) as control_serie, d.pedido_nota_consumo_maestro_id
            from pedido_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idpedido = ${idpedido} order by d.item`,
    );
    const serials = await stock.serialsOf(ex, 'pedido', idpedido);
    return rows.map((r) => ({ ...r, series: serials.get(r.iddetalle) ?? [] }));
  }

  const invoices = (ex: Executor, idpedido: number) =>
    queryRows<OrderInvoiceRow>(
      ex,
      sql`select v.idventa, v.serie || '-' || lpad(v.numero::text, 8, '0') as documento, v.fecha::text as fecha, pv.iddetalle, d.descripcion,
                 pv.cantidad::text as cantidad, v.estado_venta, to_char(pv.creado at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as creado
            from pedido_venta pv join venta v on v.idventa = pv.idventa join pedido_detalle d on d.iddetalle = pv.iddetalle
           where pv.idpedido = ${idpedido} order by pv.idpedidoventa`,
    );

  const notes = (ex: Executor, idpedido: number) =>
    queryRows<ConsumptionNoteRow>(
      ex,
      sql`select n.pedido_nota_consumo_maestro_id, n.categoria, n.referencia, u.usuario, to_char(n.creado at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as creado,
                 (select count(*)::int from pedido_detalle d where d.pedido_nota_consumo_maestro_id = n.pedido_nota_consumo_maestro_id) as lineas,
                 (select coalesce(sum(d.importe), 0)::numeric(14,2)::text from pedido_detalle d where d.pedido_nota_consumo_maestro_id = n.pedido_nota_consumo_maestro_id) as total
            from pedido_nota_consumo_maestro n join usuario u on u.idusuario = n.idusuario
           where n.idpedido = ${idpedido} order by n.pedido_nota_consumo_maestro_id`,
    );

  return {
    list(
      idusuario: number,
      { idsucursal, estado, idpersona, ...query }: OrderListQuery,
      ex: Executor = db,
    ): Promise<Page<OrderRow>> {
      const own: (SQL | undefined)[] = [
        idusuario ? eq(pedido.idusuario, idusuario) : undefined,
        idsucursal ? eq(pedido.idsucursal, idsucursal) : undefined,
        estado === undefined ? undefined : eq(pedido.estado, estado),
        idpersona ? eq(pedido.idpersona, idpersona) : undefined,
      ];
      return pagedList(ex, listing, query, own);
    },

    lines: (idpedido: number, ex: Executor = db) => lines(ex, idpedido),

    async get(idpedido: number, ex: Executor = db): Promise<OrderDetail> {
      const [row] = await selectRows(ex, listing, eq(pedido.idpedido, idpedido));
      if (!row) throw notFound('El pedido');
      const [extra] = await ex
        .select({ p: pedido, cliente_direccion: persona.direccion, cliente_email: persona.email })
        .from(pedido)
        .innerJoin(persona, eq(persona.idpersona, pedido.idpersona))
        .where(and(eq(pedido.idpedido, idpedido)));
      const p = extra!.p;
      return {
        ...row,
        tipo_cambio: p.tipo_cambio,
        cliente_direccion: extra!.cliente_direccion,
        cliente_email: extra!.cliente_email,
        gravadas: p.gravadas,
        exoneradas: p.exoneradas,
        inafectas: p.inafectas,
        exportacion: p.exportacion,
        gratuitas: p.gratuitas,
        isc: p.isc,
        descuento_global: p.descuento_global,
        descuentos: p.descuentos,
        igv: p.igv,
        icbper: p.icbper,
        monto_letras: totalInWords(p.total, row.moneda),
        observaciones: p.observaciones,
        motivo_anulacion: p.motivo_anulacion,
        detalles: await lines(ex, idpedido),
        ventas: await invoices(ex, idpedido),
        notas_consumo: await notes(ex, idpedido),
        correos: await documentMails(ex, 'pedido', idpedido),
      };
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;
