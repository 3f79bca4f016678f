import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  SALE_VOUCHERS,
  type DispatchListQuery,
  type DispatchRow,
  type SaleCpe,
  type SaleDetail,
  type SaleLineRow,
  type SaleListQuery,
  type DocumentMailRow,
  type SalePaymentRow,
  type SaleRow,
  SALE_OWNER,
} from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import {
  almacen,
  cpeDocumento,
  moneda,
  persona,
  sucursal,
  tipoDocumento,
  tipoPago,
  usuario,
  venta,
  ventaResumen,
} from '../../db/schema/index.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { dateRange, limaTime, pagedList, selectRows, storedWordsFilter, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';
import { ESTADOS_FINALES } from '../../cpe/queue/repository.js';
import type { CreditsDoor, StockDoor } from './doors.js';
import { anyOrEq, asText, documentNumber, pricedLines, totalInWords } from '../../core/documents.js';

/**
 * Reads of sales: the paged list (/sales), one sale with its lines, payments, cuotas, CPE state and
 * mails, and the sales to dispatch (/dispatches). Every read takes an optional executor so the
 * service answers the saved sale from inside its own transaction.
 */
const voucherName = sql<string>`(case ${venta.codigo_comprobante} ${sql.join(
  SALE_VOUCHERS.map((d) => sql`when ${d.codigo} then ${d.nombre}`),
  sql` `,
)} else ${venta.codigo_comprobante} end)`;
const documentText = documentNumber(venta.serie, venta.numero);

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
  tipo_cambio: asText(venta.tipo_cambio),
  tipo_pago_id: venta.tipo_pago_id,
  tipo_pago: tipoPago.nombre,
  gravadas: asText(venta.gravadas),
  exoneradas: asText(venta.exoneradas),
  inafectas: asText(venta.inafectas),
  gratuitas: asText(venta.gratuitas),
  igv: asText(venta.igv),
  icbper: asText(venta.icbper),
  total: asText(venta.total),
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
const JOINED_SORTS = new Set([
  'cliente',
  'cliente_tipo_documento',
  'cliente_documento',
  'moneda',
  'tipo_pago',
  'sucursal',
  'usuario',
  'cpe_estado',
  'cpe_codigo',
  'cpe_descripcion',
]);

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
  owner: SALE_OWNER,
  columns: {
    ...saleColumns,
    direccion_entrega: venta.direccion_entrega,
    cliente_direccion: persona.direccion,
    despacho_fecha: sql<
      string | null
    >`(select to_char(d.fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') from venta_despacho d where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
    despacho_usuario: sql<
      string | null
    >`(select u.usuario from venta_despacho d join usuario u on u.idusuario = d.idusuario where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
    despacho_observacion: sql<
      string | null
    >`(select d.observacion from venta_despacho d where d.idventa = ${venta.idventa} order by d.iddespacho desc limit 1)`,
  },
  from: saleFrom,
  search: [venta.busqueda, venta.direccion_entrega],
  orderBy: [desc(venta.fecha), desc(venta.idventa)],
  dates: { column: venta.fecha, kind: 'date' },
};

/** 0 (or absent) means every user / branch (spec 000: default user and branch 0). */

type CpeRowFields = Pick<
  typeof cpeDocumento.$inferSelect,
  | 'id'
  | 'nombre'
  | 'estado'
  | 'hash'
  | 'codigoRespuesta'
  | 'descripcionRespuesta'
  | 'observaciones'
  | 'intentos'
  | 'ultimoError'
  | 'actualizadoEn'
>;

export function cpeOfRow(row: CpeRowFields | undefined | null): SaleCpe | null {
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

export function salesRepository(
  db: Database,
  { credits, stock }: { credits: Pick<CreditsDoor, 'instalmentsOfCredit'>; stock: Pick<StockDoor, 'serialsOf'> },
) {
  async function lines(ex: Executor, idventa: number): Promise<SaleLineRow[]> {
    const rows = await pricedLines<Omit<SaleLineRow, 'series'>>(ex, 'venta_detalle', 'idventa', idventa);
    const serials = await stock.serialsOf(ex, 'venta', idventa);
    return rows.map((r) => ({ ...r, series: serials.get(r.iddetalle) ?? [] }));
  }

  /** The statement of `get`: the list's row of the sale plus its detail (see get). */
  const detailQuery = (ex: Executor) =>
    saleJoins(
      ex
        .select({
          ...saleColumns,
          fecha_vencimiento: venta.fecha_vencimiento,
          idalmacen: venta.idalmacen,
          almacen: almacen.nombre,
          cliente_direccion: persona.direccion,
          cliente_email: persona.email,
          exportacion: venta.exportacion,
          isc: venta.isc,
          base_ivap: venta.base_ivap,
          ivap: venta.ivap,
          descuento_global: venta.descuento_global,
          descuentos: venta.descuentos,
          codigo_cargo: venta.codigo_cargo,
          cargo: venta.cargo,
          pagado: venta.pagado,
          vuelto: venta.vuelto,
          detraccion: venta.detraccion,
          detraccion_codigo: venta.detraccion_codigo,
          detraccion_porcentaje: venta.detraccion_porcentaje,
          detraccion_monto: venta.detraccion_monto,
          detraccion_cuenta: venta.detraccion_cuenta,
          observaciones: venta.observaciones,
          direccion_entrega: venta.direccion_entrega,
          idcanal: venta.idcanal,
          a4: venta.a4,
          ticket: venta.ticket,
          idcredito: venta.idcredito,
          saldo_credito: sql<
            string | null
          >`(select c.saldo::text from credito c where c.idcredito = ${venta.idcredito} and c.estado = 1)`,
          idapertura: venta.idapertura,
          motivo_anulacion: venta.motivo_anulacion,
          aprobado_por: sql<
            string | null
          >`(select u.nombres from usuario u where u.idusuario = ${venta.idusuario_aprueba})`,
          aprobado: limaTime(venta.aprobado),
          aprobacion: venta.aprobacion,
          detalles: sql<unknown>`(select coalesce(json_agg(json_build_object(
              'iddetalle', d.iddetalle, 'item', d.item, 'producto_id', d.producto_id, 'codigo_producto', p.codigo_producto, 'descripcion', d.descripcion,
              'unidad_medida_id', d.unidad_medida_id, 'abreviatura', um.abreviatura, 'codigo_sunat', um.codigo_sunat,
              'factor', d.factor::text, 'cantidad', d.cantidad::text, 'cantidad_base', d.cantidad_base::text,
              'precio_unitario', d.precio_unitario::text, 'valor_unitario', d.valor_unitario::text, 'descuento', d.descuento::text,
              'tipo_afectacion', d.tipo_afectacion, 'gratuito', d.gratuito, 'icbper', d.icbper, 'monto_icbper', d.monto_icbper::text,
              'isc_sistema', d.isc_sistema, 'isc_tasa', d.isc_tasa::text, 'isc_precio_sugerido', d.isc_precio_sugerido::text, 'monto_isc', d.monto_isc::text,
              'valor_venta', d.valor_venta::text, 'igv', d.igv::text, 'importe', d.importe::text,
              'series', coalesce((select json_agg(ps.serie order by r.idrelacion) from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto
                                   where r.tipo = 'venta' and r.iddocumento = d.idventa and r.iddetalle = d.iddetalle), '[]'::json)
            ) order by d.item), '[]'::json)
            from venta_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idventa = ${venta.idventa})`,
          pagos: sql<unknown>`(select coalesce(json_agg(json_build_object(
              'idventapago', vp.idventapago, 'idformapago', vp.idformapago, 'formapago', f.nombre, 'monto', vp.monto::text, 'referencia', vp.referencia, 'idcuentabancaria', vp.idcuentabancaria
            ) order by vp.idventapago), '[]'::json)
            from venta_pago vp join forma_pago f on f.idformapago = vp.idformapago where vp.idventa = ${venta.idventa})`,
          correos: sql<unknown>`(select coalesce(json_agg(json_build_object(
              'idcorreo', c.idcorreo, 'fecha', to_char(c.fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS'), 'para', c.para, 'estado', c.estado, 'detalle', c.detalle, 'adjuntos', c.adjuntos
            ) order by c.idcorreo desc), '[]'::json)
            from correo c where c.origen = 'venta' and c.idorigen = ${venta.idventa})`,
          cpe_id: cpeDocumento.id,
          cpe_nombre: cpeDocumento.nombre,
          cpe_hash: cpeDocumento.hash,
          cpe_observaciones: cpeDocumento.observaciones,
          cpe_intentos: cpeDocumento.intentos,
          cpe_ultimo_error: cpeDocumento.ultimoError,
          cpe_actualizado: cpeDocumento.actualizadoEn,
        })
        .from(venta),
    )
      .innerJoin(almacen, eq(almacen.idalmacen, venta.idalmacen))
      .where(eq(venta.idventa, sql.placeholder('idventa')));
  let detailPrepared: ReturnType<ReturnType<typeof detailQuery>['prepare']> | undefined;

  return {
    /**
     * The sales list. Every filter is a condition on `venta` itself (`q` on its stored `busqueda`, the
     * CPE state as a subquery), so the count and the total come from `venta` alone (or from `venta_resumen`) and
     * the page walks a (filter, fecha, idventa) index: the joins are made for the page's rows only
     * (100,000+ sales).
     */
    async list(
      {
        idusuario,
        idsucursal,
        codigo_comprobante,
        idpersona,
        tipo_pago_id,
        estado_venta,
        cpe_estado,
        ...query
      }: SaleListQuery,
      ex: Executor = db,
    ): Promise<Page<SaleRow>> {
      const own: (SQL | undefined)[] = [
        anyOrEq(venta.idusuario, idusuario),
        anyOrEq(venta.idsucursal, idsucursal),
        codigo_comprobante ? eq(venta.codigo_comprobante, codigo_comprobante) : undefined,
        idpersona ? eq(venta.idpersona, idpersona) : undefined,
        tipo_pago_id ? eq(venta.tipo_pago_id, tipo_pago_id) : undefined,
        estado_venta === undefined ? undefined : eq(venta.estado_venta, estado_venta),
        // The caller's data scope (kit/scope.ts): their own sales, or their branch's / every branch's with a grant.
        scopeOfCurrent(SALE_OWNER),
      ];
      // q: the serie-número or the client's document or name, as stored in venta.busqueda (migration 0026);
      // the CPE state: the sale's current CPE, as a subquery on venta.
      const words = storedWordsFilter(query.q, venta.busqueda);
      if (words) own.push(words);
      if (cpe_estado === 'sin_cpe') own.push(sql`${venta.cpe_documento_id} is null`);
      else if (cpe_estado !== undefined)
        own.push(
          sql`${venta.cpe_documento_id} in (select ${cpeDocumento.id} from ${cpeDocumento} where ${cpeDocumento.estado} = ${cpe_estado})`,
        );
      const where = and(dateRange(listing.dates, query), ...own);
      // The count and total: from venta_resumen (a few rows per day) when every filter is one of its
      // columns; a client, `q` or CPE-state filter counts the matching sales themselves (`q`: a plain
      // LIKE on venta.busqueda per row, or its trigram index when few sales match).
      const summarised = !words && !idpersona && cpe_estado === undefined;
      const r = ventaResumen;
      const [summary] = summarised
        ? await ex
            .select({
              n: sql<number>`coalesce(sum(${r.ventas}), 0)::int`,
              total: sql<string>`coalesce(sum(${r.total}), 0)::numeric(18,2)::text`,
            })
            .from(r)
            .where(
              and(
                dateRange({ column: r.fecha, kind: 'date' }, query),
                anyOrEq(r.idusuario, idusuario),
                anyOrEq(r.idsucursal, idsucursal),
                codigo_comprobante ? eq(r.codigo_comprobante, codigo_comprobante) : undefined,
                tipo_pago_id ? eq(r.tipo_pago_id, tipo_pago_id) : undefined,
                estado_venta === undefined ? undefined : eq(r.estado_venta, estado_venta),
                scopeOfCurrent(SALE_OWNER, 'venta_resumen'),
              ),
            )
        : await ex
            .select({
              n: sql<number>`count(*)::int`,
              total: sql<string>`coalesce(sum(${venta.total}), 0)::numeric(18,2)::text`,
            })
            .from(venta)
            .where(where);
      const sortColumn = query.sort ? (saleColumns as Record<string, unknown>)[query.sort] : undefined;
      const order = [
        ...(sortColumn ? [(query.order === 'desc' ? desc : asc)(sortColumn as never)] : []),
        ...listing.orderBy,
      ];
      const offset = (query.page - 1) * query.pageSize;
      // The page is chosen on `venta` alone (its index, its filters) and only its rows are joined:
      // PostgreSQL plans the 8-table join with ORDER BY … LIMIT in ~100 ms, the page then the joins in ~3 ms.
      const rows = (
        query.sort && JOINED_SORTS.has(query.sort)
          ? await listing
              .from(ex.select(saleColumns))
              .where(where)
              .orderBy(...order)
              .limit(query.pageSize)
              .offset(offset)
          : await saleJoins(
              ex.select(saleColumns).from(
                ex
                  .select()
                  .from(venta)
                  .where(where)
                  .orderBy(...order)
                  .limit(query.pageSize)
                  .offset(offset)
                  .as('venta'),
              ),
            ).orderBy(...order)
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

    /**
     * One sale with everything it carries, in ONE statement (the row, its lines with their serials,
     * payments and mails as JSON, its current CPE by the row's join): rfacturacion answers it after
     * every save, and 7 statements built one by one cost more CPU than the save's own writes. Read
     * outside a transaction it runs as a named prepared statement (built and planned once per connection).
     */
    async get(idventa: number, ex: Executor = db): Promise<SaleDetail> {
      const [found] =
        ex === db
          ? await (detailPrepared ??= detailQuery(db).prepare('venta_consulta')).execute({ idventa })
          : await detailQuery(ex).prepare('').execute({ idventa });
      if (!found) throw notFound('La venta');
      const {
        detalles,
        pagos,
        correos,
        cpe_id,
        cpe_nombre,
        cpe_hash,
        cpe_observaciones,
        cpe_intentos,
        cpe_ultimo_error,
        cpe_actualizado,
        ...row
      } = found as typeof found & { detalles: SaleLineRow[]; pagos: SalePaymentRow[]; correos: DocumentMailRow[] };
      const cuotas = row.idcredito ? await credits.instalmentsOfCredit('cliente', row.idcredito, ex) : [];
      const cpe =
        cpe_id === null
          ? null
          : cpeOfRow({
              id: cpe_id,
              nombre: cpe_nombre!,
              estado: row.cpe_estado!,
              hash: cpe_hash,
              codigoRespuesta: row.cpe_codigo,
              descripcionRespuesta: row.cpe_descripcion,
              observaciones: cpe_observaciones,
              intentos: cpe_intentos!,
              ultimoError: cpe_ultimo_error,
              actualizadoEn: cpe_actualizado!,
            });
      return {
        ...row,
        monto_letras: totalInWords(row.total, row.moneda),
        detalles,
        pagos,
        cuotas,
        cpe,
        correos,
      } as SaleDetail;
    },
  };
}
export type SalesRepository = ReturnType<typeof salesRepository>;
