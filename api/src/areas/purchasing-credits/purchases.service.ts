import { and, eq, sql } from 'drizzle-orm';
import { calcularDocumento, dec, fixed, Decimal, type LineaInput } from '@trade/money';
import {
  CREDIT,
  type PriceFromPurchaseBody,
  type PriceFromPurchaseRow,
  type PurchaseBody,
  type PurchaseDetail,
  type PurchaseUpdateBody,
} from '@trade/contracts/purchasing-credits';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { compra, compraDetalle, creditoPago, persona, productoUnidad } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { checkDate, exchangeRateOf } from '../../core/documents.js';
import type { ResolvedLine, StockDoor, StockMove, WarehousesDoor } from './doors.js';
import type { Actor, CreditsService } from './credits.service.js';
import type { PurchasesRepository } from './purchases.repository.js';

/**
 * Purchase writes, each inside the route's transaction: the purchase, its stock entries at cost in
 * the ledger (`moveStock`, in soles), its serials and, on credit, the provider credit with its letras
 * (`credits.open`) commit together or not at all. An update reverses the old lines' ledger rows and
 * serials and applies the new ones (the ledger keeps both); an annulment reverses them and cancels the
 * credit. Both are refused when units already left (no_stock) or the credit has payments.
 */
const LEDGER_TYPE = 'COMPRA';
const PURCHASE_WORDS = { currencies: 'Las compras se registran', document: 'la compra' };
const IGV_FACTOR = dec('1.18');
const c6 = (d: Decimal) => d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

interface Computed {
  resolved: ResolvedLine[];
  lines: {
    valor: Decimal;
    igv: Decimal;
    importe: Decimal;
    descuento: Decimal;
    afectacion: string;
    costoSoles: Decimal;
  }[];
  totals: { gravadas: string; exoneradas: string; inafectas: string; descuentos: string; igv: string; total: string };
}

export function purchasesService(
  db: Database,
  reads: PurchasesRepository,
  {
    credits,
    stock,
    warehouses,
  }: { credits: Pick<CreditsService, 'open' | 'cancel'>; stock: StockDoor; warehouses: Pick<WarehousesDoor, 'active'> },
) {
  async function provider(tx: Executor, idpersona: number) {
    const [who] = await tx.select().from(persona).where(eq(persona.idpersona, idpersona));
    if (!who) throw notFound('El proveedor');
    if (who.estado !== 1) throw new BusinessError(`${who.nombres} está desactivado`);
    if (who.ubica_persona !== 2 && who.ubica_persona !== 3)
      throw new BusinessError(`${who.nombres} no está registrado como proveedor`);
    return who;
  }

  /** The serie-número is registered once per provider (annulled purchases excepted). */
  async function checkUnique(tx: Executor, input: PurchaseBody, except?: number) {
    const [taken] = await queryRows<{ idcompra: number }>(
      tx,
      sql`select idcompra from compra where idpersona = ${input.idpersona} and upper(serie) = ${input.serie.toUpperCase()} and numero = ${input.numero}
            and estado = 1 ${except ? sql`and idcompra <> ${except}` : sql``} limit 1`,
    );
    if (taken) throw new BusinessError(duplicateMessage(input));
  }
  const duplicateMessage = (input: PurchaseBody) =>
    `El documento ${input.serie.toUpperCase()}-${String(input.numero).padStart(8, '0')} de este proveedor ya está registrado`;

  /** Lines checked (products, units, serials) and valued by the shared tax engine; ledger cost in soles per base unit. */
  async function compute(tx: Executor, input: PurchaseBody, rate: string): Promise<Computed> {
    const resolved = await stock.resolveLines(tx, input.items as never);
    const lineas: LineaInput[] = input.items.map((item, i) => {
      if (dec(item.costo_unitario).lte(0))
        throw new BusinessError(`Línea ${i + 1}: el costo unitario debe ser mayor que cero`);
      const descuento = dec(item.descuento ?? '0');
      return {
        descripcion: resolved[i]!.denominacion,
        cantidad: item.cantidad,
        ...(input.incluye_igv ? { precioUnitario: item.costo_unitario } : { valorUnitario: item.costo_unitario }),
        tipoAfectacion: item.tipo_afectacion ?? '10',
        descuentos: descuento.gt(0) ? [{ codigo: '00', monto: descuento }] : [],
      };
    });
    const { lineas: calc, totales } = calcularDocumento({ fechaEmision: input.fecha, lineas });
    const lines = calc.map((l, i) => {
      if (l.valorVenta.lte(0))
        throw new BusinessError(`Línea ${i + 1}: el descuento no puede ser igual o mayor que el valor de la línea`);
      // The ledger keeps the cost without IGV (it is tax credit), in soles, per base unit.
      const costoSoles = c6(l.valorVenta.times(dec(rate)).div(dec(resolved[i]!.cantidad_base)));
      return {
        valor: l.valorVenta,
        igv: l.igv,
        importe: l.importe,
        descuento: dec(input.items[i]!.descuento ?? '0'),
        afectacion: l.tipoAfectacion,
        costoSoles,
      };
    });
    return {
      resolved,
      lines,
      totals: {
        gravadas: fixed(totales.gravadas, 2),
        exoneradas: fixed(totales.exoneradas, 2),
        inafectas: fixed(totales.inafectas, 2),
        descuentos: fixed(
          lines.reduce((s, l) => s.plus(l.descuento), dec(0)),
          2,
        ),
        igv: fixed(totales.igv, 2),
        total: fixed(totales.total, 2),
      },
    };
  }

  /** Lines written, stock entered at cost, serials entered. */
  async function apply(tx: Executor, idcompra: number, input: PurchaseBody, computed: Computed) {
    const moves: StockMove[] = computed.resolved.map((line, i) => ({
      producto_id: line.producto_id,
      idalmacen: input.idalmacen,
      cantidad: line.cantidad_base,
      direccion: 'entrada',
      costo_unitario: computed.lines[i]!.costoSoles,
    }));
    await stock.move(tx, ledgerDocument(idcompra, input), moves);
    for (const [i, line] of computed.resolved.entries()) {
      const l = computed.lines[i]!;
      const [row] = await tx
        .insert(compraDetalle)
        .values({
          idcompra,
          producto_id: line.producto_id,
          unidad_medida_id: line.unidad_medida_id,
          factor: line.factor,
          cantidad: line.cantidad,
          cantidad_base: line.cantidad_base,
          costo_unitario: fixed(dec(input.items[i]!.costo_unitario), 6),
          tipo_afectacion: l.afectacion,
          descuento: fixed(l.descuento, 2),
          valor_compra: fixed(l.valor, 2),
          igv: fixed(l.igv, 2),
          importe: fixed(l.importe, 2),
          costo_soles: fixed(l.costoSoles, 6),
        })
        .returning({ id: compraDetalle.iddetalle });
      if (line.series.length) {
        await stock.enterSerials(tx, {
          producto_id: line.producto_id,
          idalmacen: input.idalmacen,
          series: line.series,
          tipo: 'compra',
          iddocumento: idcompra,
          iddetalle: row!.id,
          denominacion: line.denominacion,
        });
      }
    }
  }

  const ledgerDocument = (
    idcompra: number,
    input: { serie: string; numero: number; fecha: string; tipo_documento: string },
  ) => ({
    documento_tipo: LEDGER_TYPE,
    iddocumento: idcompra,
    serie: input.serie.toUpperCase(),
    numero: input.numero,
    fecha: input.fecha,
    tipo_operacion: '02',
    tipo_documento_sunat: input.tipo_documento,
  });

  async function openCredit(
    tx: Executor,
    idcompra: number,
    input: PurchaseBody,
    total: string,
    actor: Actor,
    idsucursal: number,
  ) {
    const documento = `${input.serie.toUpperCase()}-${String(input.numero).padStart(8, '0')}`;
    const credit = await credits.open(
      'proveedor',
      {
        idpersona: input.idpersona,
        fecha: input.fecha,
        documento,
        concepto: `Compra ${documento}`,
        idmoneda: input.idmoneda,
        total,
        cuotas: input.cuotas,
      },
      tx,
      actor,
      { idcompra, idsucursal },
    );
    await tx.update(compra).set({ idcredito: credit.idcredito }).where(eq(compra.idcompra, idcompra));
  }

  /** The purchase locked for a change; refused when annulled or when its credit has payments. */
  async function lockOpen(tx: Executor, idcompra: number, doing: string) {
    const [row] = await tx.select().from(compra).where(eq(compra.idcompra, idcompra)).for('update');
    if (!row) throw notFound('La compra');
    if (row.estado !== 1) throw new BusinessError('La compra está anulada');
    const idcredito = await reads.openCredit(idcompra, tx);
    if (idcredito) {
      const [paid] = await tx
        .select({ id: creditoPago.idpago })
        .from(creditoPago)
        .where(and(eq(creditoPago.idcredito, idcredito), eq(creditoPago.estado, 1)))
        .limit(1);
      if (paid)
        throw new BusinessError(
          `La compra tiene pagos registrados en su crédito; anule primero los pagos para ${doing}la`,
        );
    }
    return { row, idcredito };
  }

  /** The old lines undone: ledger reversal rows at the costs they entered at, serials taken back out. */
  async function reverse(tx: Executor, row: typeof compra.$inferSelect, forgetSerials: boolean) {
    await stock.reverseSerials(tx, 'compra', row.idcompra, { forget: forgetSerials });
    const moves = await stock.reversalMoves(tx, LEDGER_TYPE, row.idcompra);
    const [today] = await queryRows<{ d: string }>(
      tx,
      sql`select (now() at time zone 'America/Lima')::date::text as d`,
    );
    await stock.move(tx, { ...ledgerDocument(row.idcompra, { ...row, fecha: today!.d }), anulacion: true }, moves);
  }

  const header = (input: PurchaseBody, rate: string, totals: Computed['totals']) => ({
    idpersona: input.idpersona,
    tipo_documento: input.tipo_documento,
    serie: input.serie.toUpperCase(),
    numero: input.numero,
    fecha: input.fecha,
    idmoneda: input.idmoneda,
    tipo_cambio: rate,
    idtipopago: input.tipo_pago_id,
    idalmacen: input.idalmacen,
    incluye_igv: input.incluye_igv ?? false,
    observacion: blankToNull(input.observacion),
    ...totals,
  });

  async function checkHeader(tx: Executor, input: PurchaseBody) {
    checkDate(input.fecha);
    await provider(tx, input.idpersona);
    const store = await warehouses.active(input.idalmacen, tx);
    if (input.tipo_pago_id !== CREDIT && input.cuotas?.length)
      throw new BusinessError('Las letras solo se indican en una compra al crédito');
    return store;
  }

  /**
   * acompradesdeopciones: the sale price of each purchased unit becomes its cost in soles × (1 +
   * margen %) (× 1.18 when con_igv), rounded to cents. One row per product and unit of the purchase.
   */
  async function updateSalePrices(input: PriceFromPurchaseBody, tx: Executor): Promise<PriceFromPurchaseRow[]> {
    const [row] = await tx.select({ estado: compra.estado }).from(compra).where(eq(compra.idcompra, input.idcompra));
    if (!row) throw notFound('La compra');
    if (row.estado !== 1) throw new BusinessError('La compra está anulada');
    const lines = await queryRows<{
      producto_id: number;
      denominacion: string;
      unidad_medida_id: number;
      abreviatura: string;
      factor: string;
      costo_soles: string;
      precioventa: string | null;
      idproductounidad: number;
    }>(
      tx,
      sql`select distinct on (d.producto_id, d.unidad_medida_id) d.producto_id, p.denominacion, d.unidad_medida_id, um.abreviatura, d.factor::text as factor,
                 d.costo_soles::text as costo_soles, pu.precioventa::text as precioventa, pu.idproductounidad
            from compra_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
            join producto_unidad pu on pu.producto_id = d.producto_id and pu.unidad_medida_id = d.unidad_medida_id
           where d.idcompra = ${input.idcompra} order by d.producto_id, d.unidad_medida_id, d.iddetalle desc`,
    );
    const chosen = input.productos ? lines.filter((l) => input.productos!.includes(l.producto_id)) : lines;
    const missing = input.productos?.find((id) => !lines.some((l) => l.producto_id === id));
    if (missing) throw new BusinessError('Uno de los productos elegidos no está en la compra');
    const factor = dec(1)
      .plus(dec(input.margen).div(100))
      .times(input.con_igv === false ? 1 : IGV_FACTOR);
    const answer: PriceFromPurchaseRow[] = [];
    for (const l of chosen) {
      const cost = dec(l.costo_soles).times(dec(l.factor));
      const price = cost.times(factor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      if (price.lte(0)) throw new BusinessError(`${l.denominacion}: el precio calculado debe ser mayor que cero`);
      await tx
        .update(productoUnidad)
        .set({ precioventa: fixed(price, 2) })
        .where(eq(productoUnidad.idproductounidad, l.idproductounidad));
      answer.push({
        producto_id: l.producto_id,
        denominacion: l.denominacion,
        unidad_medida_id: l.unidad_medida_id,
        abreviatura: l.abreviatura,
        costo: fixed(cost, 6),
        precio_anterior: l.precioventa,
        precio_nuevo: fixed(price, 2),
      });
    }
    return answer;
  }

  return {
    async create(input: PurchaseBody, tx: Executor, actor: Actor): Promise<PurchaseDetail> {
      const store = await checkHeader(tx, input);
      await checkUnique(tx, input);
      const rate = await exchangeRateOf(tx, input.idmoneda, input.tipo_cambio, input.fecha, PURCHASE_WORDS);
      const computed = await compute(tx, input, rate);
      const [created] = await refusingDuplicate(duplicateMessage(input), () =>
        tx
          .insert(compra)
          .values({ ...header(input, rate, computed.totals), idusuario: actor.idusuario })
          .returning({ id: compra.idcompra }),
      );
      await apply(tx, created!.id, input, computed);
      if (input.tipo_pago_id === CREDIT)
        await openCredit(tx, created!.id, input, computed.totals.total, actor, store.idsucursal);
      if (input.precios) await updateSalePrices({ idcompra: created!.id, ...input.precios }, tx);
      return reads.get(created!.id, tx);
    },

    async update(input: PurchaseUpdateBody, tx: Executor, actor: Actor): Promise<PurchaseDetail> {
      const { row, idcredito } = await lockOpen(tx, input.idcompra, 'modificar');
      const store = await checkHeader(tx, input);
      await checkUnique(tx, input, input.idcompra);
      const rate = await exchangeRateOf(tx, input.idmoneda, input.tipo_cambio, input.fecha, PURCHASE_WORDS);
      const computed = await compute(tx, input, rate);
      await reverse(tx, row, true);
      if (idcredito) await credits.cancel('proveedor', idcredito, tx, true);
      await tx.delete(compraDetalle).where(eq(compraDetalle.idcompra, row.idcompra));
      await refusingDuplicate(duplicateMessage(input), () =>
        tx
          .update(compra)
          .set({ ...header(input, rate, computed.totals), idcredito: null })
          .where(eq(compra.idcompra, row.idcompra)),
      );
      await apply(tx, row.idcompra, input, computed);
      if (input.tipo_pago_id === CREDIT)
        await openCredit(tx, row.idcompra, input, computed.totals.total, actor, store.idsucursal);
      if (input.precios) await updateSalePrices({ idcompra: row.idcompra, ...input.precios }, tx);
      return reads.get(row.idcompra, tx);
    },

    async annul(idcompra: number, tx: Executor, actor: Actor): Promise<PurchaseDetail> {
      const { row, idcredito } = await lockOpen(tx, idcompra, 'anular');
      await reverse(tx, row, false);
      if (idcredito) await credits.cancel('proveedor', idcredito, tx, true);
      await tx
        .update(compra)
        .set({ estado: 0, anulado: new Date(), idusuario_anula: actor.idusuario })
        .where(eq(compra.idcompra, idcompra));
      return reads.get(idcompra, tx);
    },

    updatePrices: updateSalePrices,
  };
}
export type PurchasesService = ReturnType<typeof purchasesService>;
