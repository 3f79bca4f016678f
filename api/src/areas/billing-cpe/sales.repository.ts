import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { amountInWords } from '@trade/money';
import { SALE_VOUCHERS, type DispatchListQuery, type DispatchRow, type SaleCpe, type SaleDetail, type SaleLineRow, type SaleListQuery, type SaleMailRow, type SalePaymentRow, type SaleRow } from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, cpeDocumento, moneda, persona, sucursal, tipoDocumento, tipoPago, usuario, venta, ventaResumen } from '../../db/schema/index.js';
import { dateRange, pagedList, selectRows, storedWordsFilter, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';
import { ESTADOS_FINALES } from '../../cpe/queue/repository.js';
import { serialsOf } from '../inventory/serials.service.js';
import type { CreditsRepository } from '../purchasing-credits/credits.repository.js';

/**
 * Reads of sales: the paged list (/sales), one sale with its lines, payments, cuotas, CPE state and
 * mails, and the sales to dispatch (/dispatches). Every read takes an optional executor so the
 * service answers the saved sale from inside its own transaction.
 */
const limaTime = (column: unknown) => sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`;
const voucherName = sql<string>`(case ${venta.codigo_comprobante} ${sql.join(
  SALE_VOUCHERS.map((d) => sql`when ${d.codigo} then ${d.nombre}`),
  sql` `,
)} else ${venta.codigo_comprobante} end)`;
const documentText = sql<string>`${venta.serie} || '-' || lpad(${venta.numero}::text, 8, '0')`;
const money = (column: unknown) => sql<string>`${column}::text`;

export const saleColumns = {
  idventa: venta.idventa,
  facturacion_id: venta.idventa,
  fecha: sql<string>`${venta.fecha}::text`,
  codigo_comprobante: venta.codigo_comprobante,
  comprobante: voucherName,
  idserie: venta.idserie,
  serie: venta.serie,
  numero: venta.numero,
  documento: documentText,
  idpersona: venta.idpersona,
  cliente: persona.nombres,
  cliente_tipo_documento: tipoDocumento.codigo,
  cliente_documento: persona.numero_documento,
  idmoneda: venta.idmoneda,
  moneda: moneda.codigo,
  tipo_cambio: money(venta.tipo_cambio),
  tipo_pago_id: venta.tipo_pago_id,
  tipo_pago: tipoPago.nombre,
  gravadas: money(venta.gravadas),
  exoneradas: money(venta.exoneradas),
  inafectas: money(venta.inafectas),
  gratuitas: money(venta.gratuitas),
  igv: money(venta.igv),
  icbper: money(venta.icbper),
  total: money(venta.total),
  estado_venta: venta.estado_venta,
  aplica_despacho: venta.aplica_despacho,
  despacho_estado: venta.despacho_estado,
  con_series: venta.con_series,
  idsucursal: venta.idsucursal,
  sucursal: sucursal.nombre,
  idusuario: venta.idusuario,
  usuario: usuario.usuario,
  cpe_documento_id: venta.cpe_documento_id,
  cpe_estado: cpeDocumento.estado,
  cpe_codigo: cpeDocumento.codigoRespuesta,
  cpe_descripcion: cpeDocumento.descripcionRespuesta,
  creado: limaTime(venta.creado),
};

/** The joins of a sale's row, on `venta` or on a page of it (a subquery aliased "venta"). */
const saleJoins = (from: any) =>
  from
    .innerJoin(persona, eq(persona.idpersona, venta.idpersona))
    .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
    .innerJoin(moneda, eq(moneda.idmoneda, venta.idmoneda))
    .innerJoin(tipoPago, eq(tipoPago.idtipopago, venta.tipo_pago_id))
    .innerJoin(sucursal, eq(sucursal.idsucursal, venta.idsucursal))
    .innerJoin(usuario, eq(usuario.idusuario, venta.idusuario))
    .leftJoin(cpeDocumento, eq(cpeDocumento.id, venta.cpe_documento_id));
const saleFrom = (select: ReturnType<Executor['select']>) => saleJoins(select.from(venta));

/** Row fields read from the joined tables: sorting by one of them orders the joined rows, not `venta` alone. */
const JOINED_SORTS = new Set(['cliente', 'cliente_tipo_documento', 'cliente_documento', 'moneda', 'tipo_pago', 'sucursal', 'usuario', 'cpe_estado', 'cpe_codigo', 'cpe_descripcion']);

const listing: ListSpec<SaleRow> = {
  columns: saleColumns,
  from: saleFrom,
  // What list() searches (it filters venta.busqueda itself, see storedWordsFilter).
  search: [venta.busqueda],
  orderBy: [desc(venta.fecha), desc(venta.idventa)],
  dates: { column: venta.fecha, kind: 'date' },
  totals: { total: venta.total },
};

const dispatchListing: ListSpec<DispatchRow> = {
  columns: {
    ...saleColumns,
    direccion_entrega: venta.direccion_entrega,
    cliente_direccion: persona.direccion,
    despacho_fecha: sql<string | null>`(select to_char(d.fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') from venta_despacho d where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
    despacho_usuario: sql<string | null>`(select u.usuario from venta_despacho d join usuario u on u.idusuario = d.idusuario where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
    despacho_observacion: sql<string | null>`(select d.observacion from venta_despacho d where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
  },
  from: saleFrom,
  search: [venta.busqueda, venta.direccion_entrega],
  orderBy: [desc(venta.fecha), desc(venta.idventa)],
  dates: { column: venta.fecha, kind: 'date' },
};

/** 0 (or absent) means every user / branch (spec 000: default user and branch 0). */
const anyOrEq = (column: AnyColumn, value: number | undefined) => (value ? sql`${column} = ${value}` : undefined);

export function cpeOfRow(row: typeof cpeDocumento.$inferSelect | undefined | null): SaleCpe | null {
  if (!row) return null;
  const finals: string[] = ESTADOS_FINALES;
  return {
    id: row.id,
    nombre: row.nombre,
    estado: row.estado,
    hash: row.hash,
    codigo_respuesta: row.codigoRespuesta,
    descripcion_respuesta: row.descripcionRespuesta,
    observaciones: (row.observaciones ?? []).map((o) => (o.code ? `${o.code} - ${o.message}` : o.message)),
    intentos: row.intentos,
    ultimo_error: row.ultimoError,
    final: finals.includes(row.estado),
    actualizado: row.actualizadoEn.toISOString(),
  };
}

export function salesRepository(db: Database, credits: Pick<CreditsRepository, 'instalmentsOfCredit'>) {
  async function lines(ex: Executor, idventa: number): Promise<SaleLineRow[]> {
    const rows = await queryRows<Omit<SaleLineRow, 'series'>>(
      ex,
      sql`select d.iddetalle, d.item, d.producto_id, p.codigo_producto, d.descripcion, d.unidad_medida_id, um.abreviatura, um.codigo_sunat,
                 d.factor::text as factor, d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base,
                 d.precio_unitario::text as precio_unitario, d.valor_unitario::text as valor_unitario, d.descuento::text as descuento,
                 d.tipo_afectacion, d.gratuito, d.icbper, d.monto_icbper::text as monto_icbper,
                 d.valor_venta::text as valor_venta, d.igv::text as igv, d.importe::text as importe
            from venta_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idventa = ${idventa} order by d.item`,
    );
    const serials = await serialsOf(ex, 'venta', idventa);
    return rows.map((r) => ({ ...r, series: serials.get(r.iddetalle) ?? [] }));
  }

  async function payments(ex: Executor, idventa: number): Promise<SalePaymentRow[]> {
    return queryRows<SalePaymentRow>(
      ex,
      sql`select vp.idventapago, vp.idformapago, f.nombre as formapago, vp.monto::text as monto, vp.referencia, vp.idcuentabancaria
            from venta_pago vp join forma_pago f on f.idformapago = vp.idformapago where vp.idventa = ${idventa} order by vp.idventapago`,
    );
  }

  async function mails(ex: Executor, idventa: number): Promise<SaleMailRow[]> {
    return queryRows<SaleMailRow>(
      ex,
      sql`select idcorreo, to_char(fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as fecha, para, estado, detalle, adjuntos
            from correo where origen = 'venta' and idorigen = ${idventa} order by idcorreo desc`,
    );
  }

  return {
    /**
     * The sales list. Every filter is a condition on `venta` itself (`q` on its stored `busqueda`, the
     * CPE state as a subquery), so the count and the total come from `venta` alone (or from `venta_resumen`) and
     * the page walks a (filter, fecha, idventa) index: the joins are made for the page's rows only
     * (100,000+ sales).
     */
    async list({ idusuario, idsucursal, codigo_comprobante, idpersona, tipo_pago_id, estado_venta, cpe_estado, ...query }: SaleListQuery, ex: Executor = db): Promise<Page<SaleRow>> {
      const own: (SQL | undefined)[] = [
        anyOrEq(venta.idusuario, idusuario),
        anyOrEq(venta.idsucursal, idsucursal),
        codigo_comprobante ? eq(venta.codigo_comprobante, codigo_comprobante) : undefined,
        idpersona ? eq(venta.idpersona, idpersona) : undefined,
        tipo_pago_id ? eq(venta.tipo_pago_id, tipo_pago_id) : undefined,
        estado_venta === undefined ? undefined : eq(venta.estado_venta, estado_venta),
      ];
      // q: the serie-número or the client's document or name, as stored in venta.busqueda (migration 0026);
      // the CPE state: the sale's current CPE, as a subquery on venta.
      const words = storedWordsFilter(query.q, venta.busqueda);
      if (words) own.push(words);
      if (cpe_estado === 'sin_cpe') own.push(sql`${venta.cpe_documento_id} is null`);
      else if (cpe_estado !== undefined) own.push(sql`${venta.cpe_documento_id} in (select ${cpeDocumento.id} from ${cpeDocumento} where ${cpeDocumento.estado} = ${cpe_estado})`);
      const where = and(dateRange(listing.dates, query), ...own);
      // The count and total: from venta_resumen (a few rows per day) when every filter is one of its
      // columns; a client, `q` or CPE-state filter counts the matching sales themselves (`q`: a plain
      // LIKE on venta.busqueda per row, or its trigram index when few sales match).
      const summarised = !words && !idpersona && cpe_estado === undefined;
      const r = ventaResumen;
      const [summary] = summarised
        ? await ex
            .select({ n: sql<number>`coalesce(sum(${r.ventas}), 0)::int`, total: sql<string>`coalesce(sum(${r.total}), 0)::numeric(18,2)::text` })
            .from(r)
            .where(
              and(
                dateRange({ column: r.fecha, kind: 'date' }, query),
                anyOrEq(r.idusuario, idusuario),
                anyOrEq(r.idsucursal, idsucursal),
                codigo_comprobante ? eq(r.codigo_comprobante, codigo_comprobante) : undefined,
                tipo_pago_id ? eq(r.tipo_pago_id, tipo_pago_id) : undefined,
                estado_venta === undefined ? undefined : eq(r.estado_venta, estado_venta),
              ),
            )
        : await ex.select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${venta.total}), 0)::numeric(18,2)::text` }).from(venta).where(where);
      const sortColumn = query.sort ? (saleColumns as Record<string, unknown>)[query.sort] : undefined;
      const order = [...(sortColumn ? [(query.order === 'desc' ? desc : asc)(sortColumn as never)] : []), ...listing.orderBy];
      const offset = (query.page - 1) * query.pageSize;
      // The page is chosen on `venta` alone (its index, its filters) and only its rows are joined:
      // PostgreSQL plans the 8-table join with ORDER BY … LIMIT in ~100 ms, the page then the joins in ~3 ms.
      const rows = (
        query.sort && JOINED_SORTS.has(query.sort)
          ? await listing.from(ex.select(saleColumns)).where(where).orderBy(...order).limit(query.pageSize).offset(offset)
          : await saleJoins(ex.select(saleColumns).from(ex.select().from(venta).where(where).orderBy(...order).limit(query.pageSize).offset(offset).as('venta'))).orderBy(...order)
      ) as SaleRow[];
      return { rows, total: Number(summary?.n ?? 0), totales: { total: summary?.total ?? '0.00' } };
    },

    dispatches({ estado, idsucursal, ...query }: DispatchListQuery, ex: Executor = db) {
      return pagedList(ex, dispatchListing, query, [
        sql`${venta.aplica_despacho}`,
        eq(venta.estado_venta, 1),
        eq(venta.despacho_estado, estado ?? 1),
        anyOrEq(venta.idsucursal, idsucursal),
      ]);
    },

    async dispatchRow(idventa: number, ex: Executor = db): Promise<DispatchRow> {
      const [row] = await selectRows(ex, dispatchListing, eq(venta.idventa, idventa));
      if (!row) throw notFound('La venta');
      return row;
    },

    lines: (idventa: number, ex: Executor = db) => lines(ex, idventa),

    async get(idventa: number, ex: Executor = db): Promise<SaleDetail> {
      const [row] = await selectRows(ex, listing, eq(venta.idventa, idventa));
      if (!row) throw notFound('La venta');
      const [extra] = await ex
        .select({
          v: venta,
          almacen: almacen.nombre,
          cliente_direccion: persona.direccion,
          cliente_email: persona.email,
          saldo_credito: sql<string | null>`(select c.saldo::text from credito c where c.idcredito = ${venta.idcredito} and c.estado = 1)`,
        })
        .from(venta)
        .innerJoin(almacen, eq(almacen.idalmacen, venta.idalmacen))
        .innerJoin(persona, eq(persona.idpersona, venta.idpersona))
        .where(eq(venta.idventa, idventa));
      const v = extra!.v;
      const [cpe] = v.cpe_documento_id ? await ex.select().from(cpeDocumento).where(eq(cpeDocumento.id, v.cpe_documento_id)) : [];
      const cuotas = v.idcredito ? await credits.instalmentsOfCredit('cliente', v.idcredito, ex) : [];
      return {
        ...row,
        fecha_vencimiento: v.fecha_vencimiento,
        idalmacen: v.idalmacen,
        almacen: extra!.almacen,
        cliente_direccion: extra!.cliente_direccion,
        cliente_email: extra!.cliente_email,
        exportacion: v.exportacion,
        descuento_global: v.descuento_global,
        descuentos: v.descuentos,
        pagado: v.pagado,
        vuelto: v.vuelto,
        monto_letras: amountInWords(v.total, row.moneda === 'USD' ? 'USD' : 'PEN'),
        detraccion: v.detraccion,
        detraccion_codigo: v.detraccion_codigo,
        detraccion_porcentaje: v.detraccion_porcentaje,
        detraccion_monto: v.detraccion_monto,
        detraccion_cuenta: v.detraccion_cuenta,
        observaciones: v.observaciones,
        direccion_entrega: v.direccion_entrega,
        idcanal: v.idcanal,
        a4: v.a4,
        ticket: v.ticket,
        idcredito: v.idcredito,
        saldo_credito: extra!.saldo_credito,
        idapertura: v.idapertura,
        motivo_anulacion: v.motivo_anulacion,
        detalles: await lines(ex, idventa),
        pagos: await payments(ex, idventa),
        cuotas,
        cpe: cpeOfRow(cpe),
        correos: await mails(ex, idventa),
      };
    },
  };
}
export type SalesRepository = ReturnType<typeof salesRepository>;
