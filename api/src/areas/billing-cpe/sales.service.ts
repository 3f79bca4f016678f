import { and, asc, eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { Decimal, dec, fixed } from '@trade/money';
import {
  BOLETA_ANONYMOUS_LIMIT,
  SALE_CREDIT,
  type DispatchRow,
  type DispatchUpdateBody,
  type SaleBody,
  type SaleDetail,
  type SaleStateBody,
  type SaleUpdateBody,
} from '@trade/contracts/billing-cpe';
import { columnParam, queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, formaPago, venta, ventaDespacho } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { formatDocumentNumber, takeNextNumber } from '../../core/numbering.js';
import { checkDate, exchangeRateOf } from '../../core/documents.js';
import type { CashDoor, CashMovements, CreditsDoor, StockDoor, StockMove } from './doors.js';
import { computeSale, resolveSaleLines, type ComputedLine, type ComputedSale } from './sale-lines.js';
import { comprobanteOf, type SaleCpeService } from './sale-cpe.js';
import type { SalesRepository } from './sales.repository.js';
import {
  checkClient,
  clientOf,
  exportOf,
  resolveSeries,
  variosClient,
  type SaleActor,
  type SaleExport,
} from './sale-rules.js';
import { lockOpenProforma, markProformaConverted } from './proforma-conversion.js';
import { lockForInvoice, recordInvoice, revertInvoice } from './order-invoicing.js';
import { reservedForSale, type InvoicedLine } from './order-stock.js';
import { sendAlone } from './boleta-summary.js';
import { approvalOf, priceExceptions, rulesOf, type SaleApprover } from './price-control.js';

/**
 * Sale writes. `create` (rfacturacion) is ONE transaction: the series' next number, the sale and its
 * lines and payments, the stock outputs (units × factor) and serials, the client credit with its
 * cuotas (credit) or the cash movements (cash), and the CPE row of a factura or boleta. Any refusal
 * rolls everything back: no number, stock, credit, cash or CPE is left behind.
 */
const LEDGER_TYPE = 'VENTA';
const SALE_WORDS = { currencies: 'Las ventas se registran', document: 'la venta' };
const USD = 2;

/** `exportacion`: an export operation the calling area declares (hospitality's 0202 / 0205). */
type SaveOptions = { enviar?: boolean; approver?: SaleApprover; exportacion?: SaleExport };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function salesService(
  db: Database,
  reads: SalesRepository,
  { stock, cash, credits }: { stock: StockDoor; cash: CashDoor; credits: Pick<CreditsDoor, 'open' | 'cancel'> },
  cpe: SaleCpeService,
) {
  async function warehouseOf(tx: Executor, idalmacen: number | null | undefined, idsucursal: number) {
    const [row] = idalmacen
      ? await tx.select().from(almacen).where(eq(almacen.idalmacen, idalmacen))
      : await tx
          .select()
          .from(almacen)
          .where(and(eq(almacen.idsucursal, idsucursal), eq(almacen.estado, 1)))
          .orderBy(sql`${almacen.predeterminado} desc`, asc(almacen.idalmacen))
          .limit(1);
    if (!row)
      throw new BusinessError(
        idalmacen ? 'El almacén no existe o fue eliminado' : 'La sucursal de la serie no tiene un almacén activo',
      );
    if (row.estado !== 1) throw new BusinessError(`El almacén ${row.nombre} está desactivado`);
    if (row.idsucursal !== idsucursal) throw new BusinessError('El almacén no es de la sucursal de la serie');
    return row;
  }

  /** Payments of a cash sale: they cover the total; the change comes out of the cash payment. */
  async function payments(tx: Executor, input: SaleBody, total: Decimal, symbol: string) {
    const typed = input.pagos ?? [];
    if (input.facturacion.tipo_pago_id === SALE_CREDIT) {
      if (typed.length) throw new BusinessError('Una venta al crédito no lleva pagos: se cobra con sus cuotas');
      return { pagos: [], pagado: dec(0), vuelto: dec(0) };
    }
    if (input.cuotas?.length) throw new BusinessError('Las cuotas solo se indican en una venta al crédito');
    // A transferencia gratuita (every item free) charges nothing: no payment, no cash movement.
    if (total.isZero()) {
      if (typed.length) throw new BusinessError('Una transferencia gratuita no lleva pagos: su total es 0.00');
      return { pagos: [], pagado: dec(0), vuelto: dec(0) };
    }
    const forms = await tx.select().from(formaPago).where(eq(formaPago.idtipopago, 1)).orderBy(asc(formaPago.orden));
    const inCash = forms.find((f) => /efectivo/i.test(f.nombre)) ?? forms[0];
    const pagos = typed.length
      ? typed.map((p) => ({ ...p, monto: dec(p.monto) }))
      : [{ idformapago: inCash!.idformapago, monto: total, referencia: null, idcuentabancaria: null }];
    for (const [i, p] of pagos.entries()) {
      const form = forms.find((f) => f.idformapago === p.idformapago);
      if (!form || form.estado !== 1)
        throw new BusinessError(`Pago ${i + 1}: la forma de pago no es de contado o está desactivada`);
      if (p.monto.lte(0)) throw new BusinessError(`Pago ${i + 1}: el monto debe ser mayor que cero`);
    }
    const pagado = pagos.reduce((s, p) => s.plus(p.monto), dec(0));
    if (pagado.lt(total))
      throw new BusinessError(
        `Los pagos suman ${symbol} ${fixed(pagado, 2)} y el total es ${symbol} ${fixed(total, 2)}: falta ${symbol} ${fixed(total.minus(pagado), 2)}`,
      );
    const vuelto = pagado.minus(total);
    const cashPayment = pagos.find((p) => p.idformapago === inCash?.idformapago);
    if (vuelto.gt(0) && (!cashPayment || cashPayment.monto.lt(vuelto)))
      throw new BusinessError('Solo se da vuelto de un pago en efectivo: los demás pagos no pueden exceder el total');
    return { pagos, pagado, vuelto, cashForm: inCash?.idformapago };
  }

  /** Detracción: only on facturas over S/ 700; the amount in soles, rounded to whole soles (SUNAT). */
  function detraccionOf(input: SaleBody, codigo: string, totalSoles: Decimal) {
    const d = input.facturacion.detraccion;
    if (!d) return null;
    if (codigo !== '01') throw new BusinessError('La detracción solo se aplica a facturas');
    if (totalSoles.lte(700)) throw new BusinessError('La detracción solo se aplica a operaciones mayores a S/ 700.00');
    const cuenta = blankToNull(d.cuenta);
    if (!cuenta) throw new BusinessError('Indique la cuenta de detracciones del Banco de la Nación');
    const pct = dec(d.porcentaje);
    if (pct.lte(0) || pct.gte(100)) throw new BusinessError('El porcentaje de detracción no es válido');
    return {
      codigo: d.codigo,
      porcentaje: fixed(pct, 2),
      cuenta,
      monto: totalSoles.times(pct).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
    };
  }

  /**
   * Stock taken out of the warehouse (one ledger statement), then the lines with the cost the ledger
   * took (one insert), then the serials consumed — in the sale's transaction.
   */
  async function applyLines(
    tx: Executor,
    idventa: number,
    idalmacen: number,
    computed: ComputedSale,
    doc: { serie: string; numero: number; fecha: string; codigo: string },
    invoiced: InvoicedLine[],
  ) {
    const stocked = computed.lines.filter((l) => l.stocked);
    const moves: StockMove[] = stocked.map((l) => ({
      producto_id: l.producto_id,
      idalmacen,
      cantidad: l.cantidad_base,
      direccion: 'salida',
    }));
    const known = new Map(
      computed.lines.map((l) => [
        l.producto_id,
        { denominacion: l.denominacion, servicio: !l.stocked, control_stock: l.stocked, unidad: l.unidad_base },
      ]),
    );
    // Units open orders reserve stay in the warehouse, but those of the order lines this sale invoices.
    const ledger = await stock.move(tx, ledgerDocument(idventa, doc), moves, known, reservedForSale(invoiced));
    const cost = new Map(stocked.map((l, i) => [l, ledger[i]?.costo_unitario ?? null]));
    // One parameter per column (arrays unnested), not one per value: the statement's text is the same
    // for every sale and building it costs no CPU per line (drizzle spent ~1 ms on 190 parameters).
    const column = (pick: (l: ComputedLine) => unknown) => columnParam(computed.lines, pick);
    const inserted = await queryRows<{ iddetalle: number; item: number }>(
      tx,
      sql`insert into venta_detalle (idventa, item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario, descuento,
                                     tipo_afectacion, gratuito, icbper, monto_icbper, isc_sistema, isc_tasa, isc_precio_sugerido, monto_isc,
                                     valor_venta, igv, importe, costo_unitario)
          select ${idventa}::int, l.* from unnest(${column((l) => l.item)}::int[], ${column((l) => l.producto_id)}::int[], ${column((l) => l.descripcion)}::text[],
                 ${column((l) => l.unidad_medida_id)}::int[], ${column((l) => l.factor)}::numeric[], ${column((l) => l.cantidad)}::numeric[], ${column((l) => l.cantidad_base)}::numeric[],
                 ${column((l) => l.precio_unitario)}::numeric[], ${column((l) => l.valor_unitario)}::numeric[], ${column((l) => l.descuento)}::numeric[],
                 ${column((l) => l.tipo_afectacion)}::text[], ${column((l) => l.gratuito)}::boolean[], ${column((l) => l.icbper)}::boolean[], ${column((l) => l.monto_icbper)}::numeric[],
                 ${column((l) => l.isc_sistema)}::text[], ${column((l) => l.isc_tasa)}::numeric[], ${column((l) => l.isc_precio_sugerido)}::numeric[], ${column((l) => l.monto_isc)}::numeric[],
                 ${column((l) => l.valor_venta)}::numeric[], ${column((l) => l.igv)}::numeric[], ${column((l) => l.importe)}::numeric[], ${column((l) => cost.get(l) ?? null)}::numeric[])
                 as l (item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario, descuento,
                       tipo_afectacion, gratuito, icbper, monto_icbper, isc_sistema, isc_tasa, isc_precio_sugerido, monto_isc,
                       valor_venta, igv, importe, costo_unitario)
          order by l.item
        returning iddetalle, item`,
    );
    const lineId = new Map(inserted.map((r) => [r.item, r.iddetalle]));
    for (const l of computed.lines) {
      if (l.series.length)
        await stock.takeSerials(tx, {
          producto_id: l.producto_id,
          idalmacen,
          series: l.series,
          tipo: 'venta',
          iddocumento: idventa,
          iddetalle: lineId.get(l.item)!,
          denominacion: l.descripcion,
        });
    }
  }

  /** One cash movement per payment form (the change comes out of the cash one), amounts in soles; the product lines on the first. */
  function cashPostings(
    paid: Awaited<ReturnType<typeof payments>>,
    computed: ComputedSale,
    rate: string,
    idmoneda: number,
    documento: string,
    idventa: number,
    actor: SaleActor,
  ) {
    const postings: CashMovements = [];
    for (const p of paid.pagos) {
      const amount = p.idformapago === paid.cashForm ? p.monto.minus(paid.vuelto) : p.monto;
      if (amount.lte(0)) continue;
      postings.push({
        idusuario: actor.idusuario,
        tipo: 'I',
        idformapago: p.idformapago,
        monto: fixed(amount.times(dec(rate)), 2),
        concepto: `Venta ${documento}${idmoneda === USD ? ` (US$ ${fixed(amount, 2)})` : ''}`,
        origen: { tipo: 'venta', id: idventa },
        lineas:
          postings.length === 0
            ? computed.lines.map((l) => ({
                idproducto: l.producto_id,
                descripcion: l.descripcion,
                unidad: l.abreviatura,
                cantidad: l.cantidad,
                importe: fixed(dec(l.importe).times(dec(rate)), 2),
              }))
            : undefined,
      });
    }
    return postings;
  }

  const ledgerDocument = (idventa: number, doc: { serie: string; numero: number; fecha: string; codigo: string }) => ({
    documento_tipo: LEDGER_TYPE,
    iddocumento: idventa,
    serie: doc.serie,
    numero: doc.numero,
    fecha: doc.fecha,
    tipo_operacion: '01',
    tipo_documento_sunat: doc.codigo === 'NV' ? '00' : doc.codigo,
  });

  async function lockSale(tx: Executor, idventa: number) {
    const [row] = await tx.select().from(venta).where(eq(venta.idventa, idventa)).for('update');
    if (!row) throw notFound('La venta');
    return row;
  }

  /** Everything a sale did, undone: serials and stock back (ledger reversal rows), credit cancelled, cash reversed; the sale annulled. */
  async function undo(
    tx: Executor,
    sale: typeof venta.$inferSelect,
    actor: SaleActor,
    motivo: string | null | undefined,
  ) {
    const documento = formatDocumentNumber(sale.serie, sale.numero);
    await stock.reverseSerials(tx, 'venta', sale.idventa, { forget: false });
    const moves = await stock.reversalMoves(tx, LEDGER_TYPE, sale.idventa);
    await stock.move(
      tx,
      {
        ...ledgerDocument(sale.idventa, { ...sale, codigo: sale.codigo_comprobante, fecha: todayLima() }),
        anulacion: true,
      },
      moves,
    );
    // Orders: what this sale invoiced is pending again on its order (see order-invoicing.ts).
    await revertInvoice(stock, tx, sale.idventa);
    if (sale.idcredito) await credits.cancel('cliente', sale.idcredito, tx, true);
    await cash.reverseCashPostings(
      tx,
      { tipo: 'venta', id: sale.idventa },
      { idusuario: actor.idusuario, idsucursal: sale.idsucursal },
      `Anulación de la venta ${documento}`,
    );
    await tx
      .update(venta)
      .set({
        estado_venta: 0,
        anulado: new Date(),
        idusuario_anula: actor.idusuario,
        motivo_anulacion: blankToNull(motivo),
        actualizado: new Date(),
      })
      .where(eq(venta.idventa, sale.idventa));
  }

  const service = {
    /**
     * rfacturacion (docs/sales.md). Everything that only reads or checks runs BEFORE the number is
     * taken: the series row stays locked from takeNextNumber to the commit and every concurrent sale
     * of the series waits for it, so what follows the number is a handful of batched writes (header,
     * stock + ledger, lines, payments, cash, CPE row) and no CPU work: the CPE is checked against
     * SUNAT's rules before, and generated and signed by the queue after the commit.
     * `enviar: false` (demo seed) generates and signs the CPE in the transaction without queueing it.
     * `approver`: the supervisor whose password the caller checked (price-control.ts `supervisorOf`).
     */
    async create(input: SaleBody, tx: Executor, actor: SaleActor, options: SaveOptions = {}): Promise<SaleDetail> {
      return reads.get(await service.save(input, tx, actor, options), tx);
    },

    /** rfacturacion's writes; answers the new idventa (the route reads the sale back after the commit). */
    async save(input: SaleBody, tx: Executor, actor: SaleActor, options: SaveOptions = {}): Promise<number> {
      const h = input.facturacion;
      const fecha = h.fecha ?? todayLima();
      checkDate(fecha);
      const series = await resolveSeries(tx, h.idserie, actor);
      // Orders: the order invoiced is locked before any stock (see order-invoicing.ts).
      const order = await lockForInvoice(tx, input);
      const store = await warehouseOf(tx, h.idalmacen, series.idsucursal);
      const client = h.idpersona ? await clientOf(tx, h.idpersona) : await variosClient(tx);
      const rate = await exchangeRateOf(tx, h.idmoneda, h.tipo_cambio, fecha, SALE_WORDS);
      const symbol = h.idmoneda === USD ? 'US$' : 'S/';
      const lines = await resolveSaleLines(tx, input.detalles);
      const computed = computeSale(fecha, lines, h.descuento_global ?? '0', 'la venta', h);
      const rules = await rulesOf(tx, actor.rol);
      const exceptions = await priceExceptions(tx, computed, {
        rate,
        symbol,
        descuentoMaximo: rules.descuento_maximo,
      });
      const approval = await approvalOf(tx, exceptions, actor, rules.aprueba_precios, options.approver);
      const total = dec(computed.totals.total);
      const totalSoles = total.times(dec(rate));
      const exportacion = exportOf(series.codigo, lines, options.exportacion);
      checkClient(series.codigo, client, totalSoles, BOLETA_ANONYMOUS_LIMIT, exportacion);
      const detraccion = detraccionOf(input, series.codigo, totalSoles);
      const credit = h.tipo_pago_id === SALE_CREDIT;
      if (credit && client.anonymous) throw new BusinessError('Una venta al crédito necesita un cliente identificado');
      if (credit && total.isZero())
        throw new BusinessError('Una transferencia gratuita no tiene nada que cobrar: regístrela al contado');
      const paid = await payments(tx, input, total, symbol);
      // The client owes the total less the detracción he deposits in the Banco de la Nación.
      const neto = detraccion
        ? total.minus(detraccion.monto.div(dec(rate))).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        : total;
      const cuotas = credit
        ? input.cuotas?.length
          ? input.cuotas
          : [
              {
                monto: fixed(neto, 2),
                fecha_vencimiento: h.fecha_vencimiento ?? addDays(fecha, client.dias_credito ?? 30),
              },
            ]
        : [];
      const header = {
        codigo_comprobante: series.codigo,
        serie: series.serie,
        fecha,
        fecha_vencimiento: h.fecha_vencimiento ?? null,
        moneda: h.idmoneda === USD ? 'USD' : 'PEN',
        tipo_pago_id: h.tipo_pago_id,
        descuento_global: computed.totals.descuento_global,
        codigo_cargo: computed.totals.codigo_cargo,
        cargo: computed.totals.cargo,
        observaciones: blankToNull(h.observaciones),
        orden_compra: blankToNull(h.orden_compra),
        detraccion: !!detraccion,
        detraccion_codigo: detraccion?.codigo ?? null,
        detraccion_porcentaje: detraccion?.porcentaje ?? null,
        detraccion_monto: detraccion ? fixed(detraccion.monto, 2) : null,
        detraccion_cuenta: detraccion?.cuenta ?? null,
        cliente_tipo: client.tipo,
        cliente_documento: client.numero_documento,
        cliente_nombre: client.nombres,
        cliente_direccion: client.direccion,
        cliente_ubigeo: client.ubigeo,
      };
      const electronic = series.codigo !== 'NV';
      const document = electronic
        ? comprobanteOf(
            { ...header, numero: 1 },
            computed.lines,
            cuotas.map((c) => ({ monto: fixed(dec(c.monto), 2), fecha: c.fecha_vencimiento })),
            options.exportacion,
          )
        : undefined;
      // Queued to be sent alone, unless the caller holds it or boletas go only in the daily summary
      // (then it is signed in this transaction and waits for the summary: boleta-summary.ts).
      const queued = document ? await sendAlone(tx, series.serie, options.enviar !== false) : false;
      const revision = document && queued ? await cpe.review(series.ruc, document, tx) : undefined;
      // A cash sale's open cash, or the refusal, just before the number: its row stays locked until the
      // commit (a closing waits), so nothing slow runs after it — the CPE review above takes no lock.
      const idapertura = credit ? null : await cash.saleCashOf(tx, actor.idusuario, series.idsucursal);

      // A sale made from a proforma: refused if it was converted or expired; converted with this sale below.
      const quote = h.idproforma ? await lockOpenProforma(tx, h.idproforma) : null;

      // ---- from here to the commit the series row is locked ----
      const taken = await takeNextNumber(tx, series.idserie);
      const documento = formatDocumentNumber(taken.serie, taken.numero);
      const headerInsert = tx
        .insert(venta)
        .values({
          idsucursal: series.idsucursal,
          idalmacen: store.idalmacen,
          idusuario: actor.idusuario,
          idserie: series.idserie,
          idcomprobante: series.idcomprobante,
          codigo_comprobante: series.codigo,
          serie: taken.serie,
          numero: taken.numero,
          fecha,
          fecha_vencimiento: h.fecha_vencimiento ?? null,
          idmoneda: h.idmoneda,
          tipo_cambio: rate,
          idpersona: client.idpersona,
          tipo_pago_id: h.tipo_pago_id,
          idcanal: h.idcanal ?? null,
          ...computed.totals,
          pagado: fixed(paid.pagado, 2),
          vuelto: fixed(paid.vuelto, 2),
          detraccion: header.detraccion,
          detraccion_codigo: header.detraccion_codigo,
          detraccion_porcentaje: header.detraccion_porcentaje,
          detraccion_monto: header.detraccion_monto,
          detraccion_cuenta: header.detraccion_cuenta,
          exportacion_declarada: options.exportacion ?? null,
          observaciones: header.observaciones,
          orden_compra: header.orden_compra,
          aplica_despacho: h.aplica_despacho ?? false,
          despacho_estado: h.aplica_despacho ? 1 : null,
          direccion_entrega: blankToNull(h.direccion_entrega),
          con_series: lines.some((l) => l.series.length > 0),
          a4: h.a4 ?? false,
          ticket: h.ticket ?? true,
          idapertura,
          ...approval,
        })
        .returning({ id: venta.idventa });
      // A cash sale's payments go in the header's statement: one round trip less while the series is locked.
      const [created] = credit
        ? await headerInsert
        : await queryRows<{ id: number }>(
            tx,
            sql`with v as (${headerInsert.getSQL()}),
                     p as (insert into venta_pago (idventa, idformapago, monto, referencia, idcuentabancaria)
                           select v.idventa, x.idformapago, x.monto, x.referencia, x.idcuentabancaria
                             from v, unnest(${columnParam(paid.pagos, (p) => p.idformapago)}::int[], ${columnParam(paid.pagos, (p) => fixed(p.monto, 2))}::numeric[],
                                            ${columnParam(paid.pagos, (p) => blankToNull(p.referencia))}::text[], ${columnParam(paid.pagos, (p) => p.idcuentabancaria ?? null)}::int[])
                                  with ordinality as x (idformapago, monto, referencia, idcuentabancaria, n)
                            order by x.n)
                select idventa as id from v`,
          );
      const idventa = Number(created!.id);
      const invoiced = input.detalles.flatMap((d) =>
        order && d.iddetalle_pedido ? [{ iddetalle: d.iddetalle_pedido, cantidad: d.cantidad }] : [],
      );
      await applyLines(
        tx,
        idventa,
        store.idalmacen,
        computed,
        { serie: taken.serie, numero: taken.numero, fecha, codigo: series.codigo },
        invoiced,
      );
      if (order)
        await recordInvoice(tx, order, input, { idventa, idpersona: client.idpersona, idalmacen: store.idalmacen });

      if (credit) {
        const opened = await credits.open(
          'cliente',
          {
            idpersona: client.idpersona,
            fecha,
            documento,
            concepto: `Venta ${documento}`,
            idmoneda: h.idmoneda,
            total: fixed(neto, 2),
            cuotas,
          },
          tx,
          actor,
          { idventa, idsucursal: series.idsucursal },
        );
        await tx.update(venta).set({ idcredito: opened.idcredito }).where(eq(venta.idventa, idventa));
      } else {
        if (idapertura)
          await cash.insertCashMovements(
            tx,
            idapertura,
            cashPostings(paid, computed, rate, h.idmoneda, documento, idventa, actor),
          );
      }
      if (h.aplica_despacho)
        await tx
          .insert(ventaDespacho)
          .values({ idventa, estado: 1, idusuario: actor.idusuario, observacion: 'Venta registrada' });
      if (quote) await markProformaConverted(tx, quote.idproforma, { idventa });
      if (document && revision)
        await cpe.queue(tx, idventa, series.ruc, { ...document, numero: taken.numero }, revision);
      else if (document) await cpe.issue(tx, idventa, false);
      return idventa;
    },

    /** afacturacion: only what is not fiscal once a CPE exists; a nota de venta may change its client too. */
    async update(input: SaleUpdateBody, tx: Executor): Promise<SaleDetail> {
      const sale = await lockSale(tx, input.idventa);
      if (sale.estado_venta !== 1) throw new BusinessError('La venta está anulada: no se modifica');
      if (input.idpersona && input.idpersona !== sale.idpersona) {
        if (sale.codigo_comprobante !== 'NV' && sale.cpe_documento_id) {
          throw new BusinessError(
            'El comprobante ya fue emitido: el cliente y los importes no se modifican. Para corregirlos emita una nota de crédito (o revierta el comprobante si SUNAT lo rechazó)',
          );
        }
        if (sale.idcredito)
          throw new BusinessError(
            'La venta al crédito tiene su cuenta por cobrar a nombre del cliente: no se cambia el cliente',
          );
        const client = await clientOf(tx, input.idpersona);
        checkClient(
          sale.codigo_comprobante,
          client,
          dec(sale.total).times(dec(sale.tipo_cambio)),
          BOLETA_ANONYMOUS_LIMIT,
        );
        await tx.update(venta).set({ idpersona: client.idpersona }).where(eq(venta.idventa, sale.idventa));
      }
      await tx
        .update(venta)
        .set({
          ...(input.observaciones !== undefined ? { observaciones: blankToNull(input.observaciones) } : {}),
          ...(input.idcanal !== undefined ? { idcanal: input.idcanal } : {}),
          ...(input.direccion_entrega !== undefined ? { direccion_entrega: blankToNull(input.direccion_entrega) } : {}),
          actualizado: new Date(),
        })
        .where(eq(venta.idventa, sale.idventa));
      return reads.get(sale.idventa, tx);
    },

    /** cfacturacion: annuls a nota de venta (stock back, serials back in stock, cash reversed, credit cancelled). */
    async changeState(input: SaleStateBody, tx: Executor, actor: SaleActor): Promise<SaleDetail> {
      const sale = await lockSale(tx, input.idventa);
      if (input.estado_venta === 1)
        throw new BusinessError(
          sale.estado_venta === 1
            ? 'La venta ya está emitida'
            : 'Una venta anulada no se puede reactivar; registre una nueva venta',
        );
      if (sale.estado_venta === 0) throw new BusinessError('La venta ya está anulada');
      if (sale.codigo_comprobante !== 'NV') {
        throw new BusinessError(
          `La ${sale.codigo_comprobante === '01' ? 'factura' : 'boleta'} ${formatDocumentNumber(sale.serie, sale.numero)} es un comprobante electrónico: se anula ante SUNAT con una comunicación de baja o resumen diario (Gestión CPE) o con una nota de crédito`,
        );
      }
      await undo(tx, sale, actor, input.motivo);
      return reads.get(sale.idventa, tx);
    },

    /**
     * The seam for voiding an electronic sale (CPE management): once its comunicación de baja or
     * resumen diario is requested, the sale is annulled the same way as a nota de venta (stock back,
     * credit cancelled, cash reversed), in the caller's transaction.
     */
    async annulVoided(idventa: number, tx: Executor, actor: SaleActor, motivo: string): Promise<SaleDetail> {
      const sale = await lockSale(tx, idventa);
      if (sale.estado_venta === 0) throw new BusinessError('La venta ya está anulada');
      await undo(tx, sale, actor, motivo);
      return reads.get(idventa, tx);
    },

    /** uventadespacho: one step forward (pendiente → despachado → entregado) or one back. */
    async dispatch(input: DispatchUpdateBody, tx: Executor, actor: SaleActor): Promise<DispatchRow> {
      const sale = await lockSale(tx, input.idventa);
      if (!sale.aplica_despacho) throw new BusinessError('La venta no tiene despacho');
      if (sale.estado_venta !== 1) throw new BusinessError('La venta está anulada');
      const from = sale.despacho_estado ?? 1;
      if (input.estado === from) throw new BusinessError('El despacho ya está en ese estado');
      if (Math.abs(input.estado - from) !== 1)
        throw new BusinessError('El despacho avanza o retrocede un paso a la vez: pendiente, despachado, entregado');
      await tx
        .update(venta)
        .set({ despacho_estado: input.estado, actualizado: new Date() })
        .where(eq(venta.idventa, sale.idventa));
      await tx.insert(ventaDespacho).values({
        idventa: sale.idventa,
        estado: input.estado,
        idusuario: actor.idusuario,
        observacion: blankToNull(input.observacion),
      });
      return reads.dispatchRow(sale.idventa, tx);
    },
  };
  return service;
}
export type SalesService = ReturnType<typeof salesService>;
