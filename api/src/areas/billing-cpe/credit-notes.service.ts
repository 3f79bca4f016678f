import { eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import {
  CPE_NEVER_SENT_STATES,
  CREDIT_NOTE,
  DEBIT_NOTE,
  NOTE_ISSUED,
  motivoOf,
  type NoteBody,
  type NoteType,
  type SaleCpe,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { cpeDocumento, notaCredito, notaCreditoDetalle, venta } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { formatDocumentNumber, takeNextNumber } from '../../core/numbering.js';
import { cpeRepository, type CpeService } from '../../cpe/index.js';
import type { Nota } from '../../cpe/types.js';
import { checkDate } from '../../core/documents.js';
import { noteImpediment, saleBalance, saleForNote, type SaleForNote } from './credit-notes.repository.js';
import { computeNote, noteLines, saleFigures, type ComputedNote, type SaleFigures } from './credit-notes.lines.js';
import {
  noteRow,
  postNoteCash,
  raiseReceivable,
  reduceReceivable,
  rescheduleReceivable,
  restoreReceivable,
  returnStock,
  reverseNoteCash,
  takeStockBack,
  type CreditEffect,
  type NoteDocument,
  type ReduceCredit,
} from './credit-notes.effects.js';
import { cpeOfRow } from './sales.repository.js';
import type { CashDoor, StockDoor } from './doors.js';
import { refuseSendingAlone, sendAlone } from './boleta-summary.js';

/**
 * Writes of credit (07) and debit (08) notes. `create` (rnotacredito) is ONE transaction, the sale row
 * locked so two notes on one sale never both fit in what is left of it: the number of the note
 * series, the note and its lines, the stock returned, the receivable or the cash, and the note's CPE
 * signed and queued. The engine steps are idempotent. `revert` (revercecpe tipo_documento 2) withdraws
 * a note SUNAT rejected or never received: everything it did is undone and it no longer counts
 * against its sale; an accepted note is only voided (/manage_cpe).
 */

export interface NoteActor {
  idusuario: number;
  rol: string;
  idsucursal: number | null;
}

/** Engine states a note may be withdrawn from: SUNAT never received it (and no answer is pending). */
const NEVER_SENT: readonly string[] = CPE_NEVER_SENT_STATES.values;

/** The 07/08 series of the sale's branch with the letter of its type (F facturas, B boletas). */
async function resolveSeries(
  tx: Executor,
  idserie: number | null | undefined,
  tipo: NoteType,
  letra: 'F' | 'B',
  idsucursal: number,
  actor: NoteActor,
) {
  const rows = await queryRows<{
    idserie: number;
    serie: string;
    idsucursal: number;
    estado: number;
    asignada: boolean;
  }>(
    tx,
    sql`select s.idserie, s.serie, s.idsucursal, s.estado,
               exists (select 1 from usuario_serie us where us.idserie = s.idserie and us.idusuario = ${actor.idusuario} and us.estado = 1) as asignada
          from serie s join comprobante c on c.idcomprobante = s.idcomprobante
         where c.codigo = ${tipo} and ${idserie ? sql`s.idserie = ${idserie}` : sql`s.idsucursal = ${idsucursal} and s.estado = 1 and s.serie like ${`${letra}%`}`}
         order by 5 desc, s.serie`,
  );
  const nombre = tipo === CREDIT_NOTE ? 'notas de crédito' : 'notas de débito';
  const row = rows[0];
  if (!row) {
    if (idserie) throw new BusinessError(`La serie no es de ${nombre}`);
    throw new BusinessError(
      `La sucursal de la venta no tiene una serie activa de ${nombre} de ${letra === 'F' ? 'facturas' : 'boletas'} (${letra}${tipo === CREDIT_NOTE ? 'C' : 'D'}01...); créela en Series`,
    );
  }
  if (!row.serie.startsWith(letra))
    throw new BusinessError(
      `La serie ${row.serie} no corresponde: una nota de ${letra === 'F' ? 'una factura' : 'una boleta'} usa una serie que empieza con ${letra}`,
    );
  if (row.estado !== 1) throw new BusinessError(`La serie ${row.serie} está desactivada`);
  if (row.idsucursal !== idsucursal) throw new BusinessError(`La serie ${row.serie} no es de la sucursal de la venta`);
  if (idserie && !row.asignada && actor.rol !== 'admin')
    throw new BusinessError(`La serie ${row.serie} no está asignada a su usuario`);
  return row;
}

/**
 * The adjustment reasons SUNAT ties to a kind of sale: an IVAP sale is adjusted only with type 12
 * (3230: its lines are 17), and type 12 only adjusts IVAP (2644); type 11 adjusts only exports (2642).
 */
function checkAdjustmentReason(tipo: NoteType, codigo: string, sale: SaleFigures, documento: string) {
  const nota = tipo === CREDIT_NOTE ? 'nota de crédito' : 'nota de débito';
  if (sale.ivap && codigo !== '12')
    throw new BusinessError(
      `La venta ${documento} está sujeta al IVAP: se ajusta con la ${nota} 12 (Ajustes afectos al IVAP)`,
    );
  if (!sale.ivap && codigo === '12')
    throw new BusinessError(`La ${nota} 12 (Ajustes afectos al IVAP) solo ajusta una venta sujeta al IVAP`);
  if (!sale.exportacion && codigo === '11')
    throw new BusinessError(`La ${nota} 11 (Ajustes de operaciones de exportación) solo ajusta una exportación`);
}

export function creditNotesService(
  db: Database,
  cpe: CpeService,
  { stock, cash, reduceCredit }: { stock: StockDoor; cash: CashDoor; reduceCredit: ReduceCredit },
) {
  const engine = cpeRepository(db);

  async function rucOf(tx: Executor, idsucursal: number) {
    const [row] = await queryRows<{ ruc: string }>(
      tx,
      sql`select e.ruc from sucursal s join empresa e on e.idempresa = s.idempresa where s.idsucursal = ${idsucursal}`,
    );
    if (!row) throw new BusinessError('Registre la empresa antes de emitir notas');
    return row.ruc;
  }

  /** The note in the engine's terms, from what is stored. */
  async function document(tx: Executor, n: typeof notaCredito.$inferSelect, computed?: ComputedNote): Promise<Nota> {
    const s = await saleForNote(tx, n.idventa);
    const lines = computed ?? (await storedComputation(tx, n));
    const motivo = motivoOf(n.tipo as NoteType, n.codigo_motivo)!;
    return {
      tipoDoc: n.tipo as '07' | '08',
      serie: n.serie,
      numero: n.numero,
      fechaEmision: n.fecha,
      moneda: s.moneda,
      cliente: {
        tipoDoc: s.cliente_tipo,
        numDoc: s.cliente_documento,
        razonSocial: s.cliente,
        ...(s.cliente_direccion ? { direccion: { direccion: s.cliente_direccion } } : {}),
      },
      lineas: lines.engine,
      descuentos: lines.descuentos,
      cargos: lines.cargos,
      codigoMotivo: n.codigo_motivo,
      descripcionMotivo: n.sustento || motivo.descripcion,
      documentoAfectado: { tipoDoc: s.codigo_comprobante as '01' | '03', serie: s.serie, numero: s.numero },
      ...(motivo.efecto === 'cuotas'
        ? {
            formaPago: {
              tipo: 'Credito' as const,
              montoPendiente: fixed(
                n.cuotas.reduce((a, c) => a.plus(dec(c.monto)), dec(0)),
                2,
              ),
              cuotas: n.cuotas.map((c) => ({ monto: c.monto, fechaPago: c.fecha_vencimiento })),
            },
          }
        : {}),
    };
  }

  /** A stored note recomputed from its lines (for a CPE generated later): the same inputs as when saved. */
  async function storedComputation(tx: Executor, n: typeof notaCredito.$inferSelect): Promise<ComputedNote> {
    const rows = await tx
      .select()
      .from(notaCreditoDetalle)
      .where(eq(notaCreditoDetalle.idnota, n.idnota))
      .orderBy(notaCreditoDetalle.item);
    const codes = await queryRows<{ producto_id: number; codigo_producto: string | null }>(
      tx,
      sql`select producto_id, codigo_producto from producto where producto_id in (select producto_id from nota_credito_detalle where idnota = ${n.idnota})`,
    );
    const lines = rows.map((r) => ({
      ...r,
      codigo_producto: codes.find((c) => c.producto_id === r.producto_id)?.codigo_producto ?? null,
      costo_unitario: null,
    }));
    return computeNote(n.fecha, await saleFigures(tx, n.idventa), lines);
  }

  async function issue(tx: Executor, n: typeof notaCredito.$inferSelect, enviar: boolean, computed?: ComputedNote) {
    const info = await cpe.emitirNota(await rucOf(tx, n.idsucursal), await document(tx, n, computed), {
      tx,
      enviar: await sendAlone(tx, n.serie, enviar),
    });
    await tx
      .update(notaCredito)
      .set({ cpe_documento_id: info.id, actualizado: new Date() })
      .where(eq(notaCredito.idnota, n.idnota));
    return info;
  }

  async function locked(tx: Executor, idnota: number) {
    const n = await noteRow(tx, idnota);
    if (!n) throw notFound('La nota');
    return n;
  }

  const docOf = (n: typeof notaCredito.$inferSelect): NoteDocument => ({
    idnota: n.idnota,
    tipo: n.tipo as NoteType,
    serie: n.serie,
    numero: n.numero,
    fecha: n.fecha,
    documento: formatDocumentNumber(n.serie, n.numero),
  });

  /** Everything a note did, undone (stock taken back, receivable restored, cash reversed); the note gets estado 0. */
  async function undo(tx: Executor, n: typeof notaCredito.$inferSelect, why: string) {
    const doc = docOf(n);
    if (n.devuelve_stock && n.idalmacen) {
      const returned = await tx
        .select({
          producto_id: notaCreditoDetalle.producto_id,
          series: notaCreditoDetalle.series,
          descripcion: notaCreditoDetalle.descripcion,
        })
        .from(notaCreditoDetalle)
        .where(eq(notaCreditoDetalle.idnota, n.idnota));
      await takeStockBack(stock, tx, doc, n.idalmacen, returned);
    }
    if (n.idcredito && n.credito_antes) await restoreReceivable(tx, n.idcredito, n.credito_antes, doc.documento);
    await reverseNoteCash(cash, tx, doc, { idusuario: n.idusuario, idsucursal: n.idsucursal });
    await tx
      .update(notaCredito)
      .set({ estado: 0, motivo_reversion: why.slice(0, 250), actualizado: new Date() })
      .where(eq(notaCredito.idnota, n.idnota));
    await tx.update(venta).set({ actualizado: new Date() }).where(eq(venta.idventa, n.idventa));
  }

  return {
    /** rnotacredito: see above. Answers the new note's id. */
    async create(input: NoteBody, tx: Executor, actor: NoteActor): Promise<number> {
      const tipo = input.tipo;
      const motivo = motivoOf(tipo, input.codigo_motivo);
      if (!motivo)
        throw new BusinessError(
          `El motivo ${input.codigo_motivo} no es del catálogo ${tipo === CREDIT_NOTE ? '09 (notas de crédito)' : '10 (notas de débito)'}`,
        );
      if (!motivo.disponible)
        throw new BusinessError(`El motivo ${motivo.codigo} (${motivo.descripcion}) no se emite desde una venta`);
      const fecha = input.fecha ?? todayLima();
      checkDate(fecha);
      const sale: SaleForNote = await saleForNote(tx, input.idventa, true);
      const impediment = noteImpediment(sale);
      if (impediment) throw new BusinessError(impediment);
      const documentoVenta = formatDocumentNumber(sale.serie, sale.numero);
      if (fecha < sale.fecha)
        throw new BusinessError(`La nota no puede tener fecha anterior a la venta ${documentoVenta} (${sale.fecha})`);
      if (fecha > todayLima()) throw new BusinessError('La nota no puede tener fecha futura');
      if (motivo.efecto === 'cuotas' && (sale.codigo_comprobante !== '01' || sale.tipo_pago_id !== 2))
        throw new BusinessError('La nota de crédito 13 solo corrige las cuotas de una factura al crédito');
      if (motivo.efecto !== 'cuotas' && input.cuotas?.length && tipo === CREDIT_NOTE)
        throw new BusinessError(
          'Las cuotas solo se indican en una nota de crédito 13 o en una nota de débito al crédito',
        );

      const letra = sale.codigo_comprobante === '01' ? 'F' : 'B';
      const series = await resolveSeries(tx, input.idserie, tipo, letra, sale.idsucursal, actor);
      const figures = await saleFigures(tx, sale.idventa);
      checkAdjustmentReason(tipo, motivo.codigo, figures, documentoVenta);
      const hasEarlier = dec(sale.acreditado).gt(0) || dec(sale.debitado).gt(0);
      const lines = await noteLines(stock, tx, figures, tipo, motivo.efecto, input, hasEarlier);
      const computed = computeNote(fecha, figures, lines);
      const total = computed.totals.total;
      const symbol = sale.moneda === 'USD' ? 'US$' : 'S/';
      // Goods given free (a debit note of them: SUNAT allows 0.00) charge nothing; anything else does.
      if (motivo.efecto !== 'cuotas' && total.lte(0) && !lines.every((l) => l.gratuito))
        throw new BusinessError('El total de la nota debe ser mayor que cero');
      if (tipo === CREDIT_NOTE) {
        const left = saleBalance(sale);
        if (total.gt(left))
          throw new BusinessError(
            `La nota (${symbol} ${fixed(total, 2)}) supera lo que queda de la venta ${documentoVenta} (${symbol} ${fixed(left, 2)}, descontadas las notas anteriores)`,
          );
      }

      const taken = await takeNextNumber(tx, series.idserie);
      const t = computed.totals;
      const [created] = await tx
        .insert(notaCredito)
        .values({
          tipo,
          idventa: sale.idventa,
          idsucursal: sale.idsucursal,
          idusuario: actor.idusuario,
          idserie: series.idserie,
          serie: taken.serie,
          numero: taken.numero,
          fecha,
          codigo_motivo: motivo.codigo,
          sustento: input.sustento.trim(),
          idpersona: sale.idpersona,
          idmoneda: sale.idmoneda,
          tipo_cambio: sale.tipo_cambio,
          gravadas: fixed(t.gravadas, 2),
          exoneradas: fixed(t.exoneradas, 2),
          inafectas: fixed(t.inafectas, 2),
          exportacion: fixed(t.exportacion, 2),
          gratuitas: fixed(t.gratuitas, 2),
          igv: fixed(t.igv, 2),
          isc: fixed(t.isc, 2),
          base_ivap: fixed(t.baseIvap, 2),
          ivap: fixed(t.ivap, 2),
          icbper: fixed(t.icbper, 2),
          codigo_cargo: computed.cargos[0]?.codigo ?? null,
          cargo: computed.cargos[0]?.monto ?? '0',
          total: fixed(total, 2),
          devuelve_stock: lines.some((l) => l.devuelve),
          idalmacen: sale.idalmacen,
          estado: NOTE_ISSUED,
        })
        .returning();
      const n = created!;
      await tx.insert(notaCreditoDetalle).values(
        computed.lines.map((l, i) => ({
          idnota: n.idnota,
          item: i + 1,
          iddetalle: l.iddetalle,
          producto_id: l.producto_id,
          descripcion: l.descripcion,
          unidad_medida_id: l.unidad_medida_id,
          codigo_sunat: l.codigo_sunat,
          factor: l.factor,
          cantidad: l.cantidad,
          cantidad_base: l.cantidad_base,
          precio_unitario: l.precio_unitario,
          valor_unitario: l.valor_unitario!,
          descuento: l.descuento,
          gratuito: l.gratuito,
          tipo_afectacion: l.tipo_afectacion,
          icbper: l.icbper,
          valor_venta: l.valor_venta!,
          igv: l.igv!,
          monto_icbper: l.monto_icbper!,
          isc_sistema: l.isc_sistema,
          isc_tasa: l.isc_tasa,
          isc_precio_sugerido: l.isc_precio_sugerido,
          monto_isc: l.monto_isc!,
          importe: l.importe!,
          devuelve: l.devuelve,
          series: l.series,
        })),
      );

      const doc = docOf(n);
      if (lines.some((l) => l.devuelve)) await returnStock(stock, tx, doc, sale.idalmacen, lines);
      let credit: CreditEffect;
      if (total.isZero() && motivo.efecto !== 'cuotas')
        credit = { idcredito: null, monto: dec(0), antes: null, cuotas: [], resto: dec(0) };
      else if (motivo.efecto === 'cuotas') credit = await rescheduleReceivable(tx, sale.idcredito, fecha, input.cuotas);
      else if (tipo === DEBIT_NOTE) credit = await raiseReceivable(tx, sale.idcredito, total, fecha, input.cuotas);
      else credit = await reduceReceivable(tx, reduceCredit, sale.idcredito, total);
      const caja = await postNoteCash(
        cash,
        tx,
        doc,
        { idusuario: actor.idusuario, idsucursal: sale.idsucursal },
        credit.resto,
        sale.tipo_cambio,
        sale.moneda,
      );
      await tx
        .update(notaCredito)
        .set({
          idcredito: credit.idcredito,
          monto_credito: fixed(credit.monto, 2),
          credito_antes: credit.antes,
          monto_caja: fixed(caja, 2),
          cuotas: credit.cuotas,
        })
        .where(eq(notaCredito.idnota, n.idnota));
      await issue(tx, { ...n, cuotas: credit.cuotas }, true, computed);
      return n.idnota;
    },

    /** generanotacredito / firmanotacredito: the engine builds and signs in one step; a note that has its document keeps it. */
    async generate(idnota: number, tx: Executor): Promise<void> {
      const n = await locked(tx, idnota);
      if (n.estado !== NOTE_ISSUED) throw new BusinessError('La nota fue revertida: emita una nueva');
      if (!n.cpe_documento_id) await issue(tx, n, false);
    },

    /** envianotacredito: queues a signed note, retries one in error; one sent or answered is left as it is. */
    async send(idnota: number, tx: Executor): Promise<void> {
      const n = await locked(tx, idnota);
      if (n.estado !== NOTE_ISSUED) throw new BusinessError('La nota fue revertida: emita una nueva');
      const id = n.cpe_documento_id ?? (await issue(tx, n, false)).id;
      const row = await engine.get(id, tx);
      if (row.estado === 'firmado') {
        await refuseSendingAlone(tx, n.serie, n.numero);
        await cpe.enviar(id, { tx });
      } else if (row.estado === 'error') await cpe.reintentar(id, { tx });
      else if (row.estado === 'invalido')
        throw new BusinessError(
          `La nota ${n.serie}-${n.numero} tiene errores y no se envía; reviértala y emita una nueva`,
        );
    },

    /**
     * revercecpe tipo_documento 2: a note SUNAT rejected or never received is withdrawn — its stock
     * leaves again, the receivable and the cash are restored, and it no longer counts against its
     * sale (estado 0); an unsent document is marked invalido so nobody sends it later. An accepted
     * note is only voided by comunicación de baja or resumen diario (/manage_cpe).
     */
    async revert(idnota: number, motivo: string | null): Promise<SaleCpe> {
      return db.transaction(async (tx) => {
        const n = await locked(tx, idnota);
        const doc = docOf(n);
        if (n.estado !== NOTE_ISSUED) throw new BusinessError(`La nota ${doc.documento} ya fue revertida`);
        if (!n.cpe_documento_id) throw new BusinessError(`La nota ${doc.documento} no tiene comprobante electrónico`);
        const row = await engine.get(n.cpe_documento_id, tx);
        if (['aceptado', 'observado'].includes(row.estado)) {
          throw new BusinessError(
            `La nota ${doc.documento} fue aceptada por SUNAT: no se revierte. Anúlela con una comunicación de baja o resumen diario (Gestión CPE)`,
          );
        }
        if (row.estado === 'anulado') throw new BusinessError(`La nota ${doc.documento} está anulada ante SUNAT`);
        const neverSent = NEVER_SENT.includes(row.estado) && row.envios === 0 && !row.porVerificar;
        if (!neverSent && row.estado !== 'rechazado')
          throw new BusinessError(
            `La nota ${doc.documento} está en envío a SUNAT (${row.estado}); espere su respuesta antes de revertirla`,
          );
        const why = motivo?.trim() || 'Nota revertida';
        if (neverSent && row.estado !== 'invalido')
          await engine.update(
            row.id,
            { estado: 'invalido', proximoIntento: null },
            { estado: 'invalido', detalle: `Nota revertida: ${why}; no se enviará` },
            undefined,
            tx,
          );
        else await engine.addEvent(row.id, row.estado, `Nota revertida: ${why}`, tx);

        await undo(tx, n, why);
        return cpeOfRow((await tx.select().from(cpeDocumento).where(eq(cpeDocumento.id, row.id)))[0])!;
      });
    },

    /**
     * A note voided before SUNAT (its comunicación de baja or resumen diario requested from Gestión
     * CPE), in the caller's transaction: everything it did is undone as by a revert, so it no longer
     * counts (stock, receivable, cash, the utility and the dashboard).
     */
    async annulVoided(idnota: number, tx: Executor, motivo: string): Promise<void> {
      const n = await locked(tx, idnota);
      if (n.estado !== NOTE_ISSUED) throw new BusinessError(`La nota ${docOf(n).documento} ya fue revertida`);
      await undo(tx, n, motivo);
    },
  };
}
export type CreditNotesService = ReturnType<typeof creditNotesService>;
