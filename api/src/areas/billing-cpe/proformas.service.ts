import { eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import {
  PROFORMA_CONVERTED,
  PROFORMA_DEFAULT_VALIDITY_DAYS,
  type ProformaBody,
  type ProformaDetail,
  type ProformaHeaderBody,
  type ProformaUpdateBody,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { proforma, proformaDetalle } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { formatDocumentNumber, takeNextNumber } from '../../core/numbering.js';
import { checkDate, exchangeRateOf } from '../../core/documents.js';
import { computeSale, pricedLineValues, resolveSaleLines, type ComputedSale } from './sale-lines.js';
import { clientOf, variosClient } from './sale-rules.js';
import type { SaleActor } from './sale-rules.js';
import type { ProformasRepository } from './proformas.repository.js';

/**
 * Proforma writes, each in the caller's ONE transaction: the PR series' next number (create), the
 * header with the amounts of the shared tax engine — computed exactly as a sale computes them
 * (`resolveSaleLines` + `computeSale`) — and the lines. Nothing leaves the warehouse. A converted
 * proforma is frozen: it is neither edited nor deleted.
 */
const PROFORMA_WORDS = { currencies: 'Las proformas se emiten', document: 'la proforma' };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface ProformaSeries {
  idserie: number;
  serie: string;
  idsucursal: number;
}

/**
 * The PR series to number with: the given one (active, of an active branch, assigned to the user —
 * an admin may use any), or the user's assigned one of their branch, else any assigned one (an admin:
 * any active PR series, their branch's first).
 */
async function proformaSeries(
  tx: Executor,
  idserie: number | null | undefined,
  actor: SaleActor,
): Promise<ProformaSeries> {
  const rows = await queryRows<
    ProformaSeries & { codigo: string; estado: number; sucursal_estado: number; asignada: boolean }
  >(
    tx,
    sql`select s.idserie, s.serie, s.idsucursal, c.codigo, s.estado, su.estado as sucursal_estado,
               exists (select 1 from usuario_serie us where us.idserie = s.idserie and us.idusuario = ${actor.idusuario} and us.estado = 1) as asignada
          from serie s join comprobante c on c.idcomprobante = s.idcomprobante join sucursal su on su.idsucursal = s.idsucursal
         where ${idserie ? sql`s.idserie = ${idserie}` : sql`c.codigo = 'PR' and s.estado = 1 and su.estado = 1`}
         order by (s.idsucursal = ${actor.idsucursal ?? 0}) desc, s.idserie`,
  );
  if (idserie) {
    const row = rows[0];
    if (!row) throw notFound('La serie');
    if (row.codigo !== 'PR') throw new BusinessError(`La serie ${row.serie} no es de proformas`);
    if (row.estado !== 1) throw new BusinessError(`La serie ${row.serie} está desactivada`);
    if (row.sucursal_estado !== 1) throw new BusinessError('La sucursal de la serie está desactivada');
    if (!row.asignada && actor.rol !== 'admin')
      throw new BusinessError(`La serie ${row.serie} no está asignada a su usuario`);
    return row;
  }
  const chosen = rows.find((r) => r.asignada) ?? (actor.rol === 'admin' ? rows[0] : undefined);
  if (!chosen)
    throw new BusinessError(
      'Su usuario no tiene una serie de proformas (PR) activa: regístrela en Series y asígnela en Usuarios',
    );
  return chosen;
}

export function proformasService(db: Database, reads: ProformasRepository) {
  /** The header's values and the engine's amounts, checked before anything is written. */
  async function prepare(tx: Executor, h: ProformaHeaderBody, detalles: ProformaBody['detalles']) {
    const fecha = h.fecha ?? todayLima();
    checkDate(fecha);
    const fecha_validez = h.fecha_validez ?? addDays(fecha, PROFORMA_DEFAULT_VALIDITY_DAYS);
    if (fecha_validez < fecha)
      throw new BusinessError('La fecha de validez no puede ser anterior a la fecha de emisión');
    const client = h.idpersona ? await clientOf(tx, h.idpersona) : await variosClient(tx);
    const tipo_cambio = await exchangeRateOf(tx, h.idmoneda, h.tipo_cambio, fecha, PROFORMA_WORDS);
    const lines = await resolveSaleLines(tx, detalles, { serials: false });
    const computed = computeSale(fecha, lines, h.descuento_global ?? '0', 'la proforma');
    const values = {
      fecha,
      fecha_validez,
      idmoneda: h.idmoneda,
      tipo_cambio,
      idpersona: client.idpersona,
      ...computed.totals,
      forma_pago: blankToNull(h.forma_pago),
      tiempo_entrega: blankToNull(h.tiempo_entrega),
      condiciones: blankToNull(h.condiciones),
      observaciones: blankToNull(h.observaciones),
    };
    return { values, computed };
  }

  async function writeLines(tx: Executor, idproforma: number, computed: ComputedSale) {
    await tx.insert(proformaDetalle).values(computed.lines.map((l) => ({ idproforma, ...pricedLineValues(l) })));
  }

  /** The proforma locked for a change; a converted one refuses it. */
  async function lockChangeable(tx: Executor, idproforma: number, action: string) {
    const [row] = await tx.select().from(proforma).where(eq(proforma.idproforma, idproforma)).for('update');
    if (!row) throw notFound('La proforma');
    if (row.estado === PROFORMA_CONVERTED) {
      throw new BusinessError(
        `La proforma ${formatDocumentNumber(row.serie, row.numero)} ya fue convertida${row.idventa ? ' en una venta' : ' en un pedido'}: no se ${action}`,
      );
    }
    return row;
  }

  return {
    /** rproformaform: the series' number, the header and the lines. */
    async create(input: ProformaBody, tx: Executor, actor: SaleActor): Promise<ProformaDetail> {
      const series = await proformaSeries(tx, input.proforma.idserie, actor);
      const { values, computed } = await prepare(tx, input.proforma, input.detalles);
      const taken = await takeNextNumber(tx, series.idserie);
      const [created] = await tx
        .insert(proforma)
        .values({
          ...values,
          idsucursal: series.idsucursal,
          idusuario: actor.idusuario,
          idserie: series.idserie,
          serie: taken.serie,
          numero: taken.numero,
        })
        .returning({ id: proforma.idproforma });
      await writeLines(tx, created!.id, computed);
      return reads.get(created!.id, tx);
    },

    /** aproformaform: header and lines replaced; the series and number stay (an expired proforma may get a new validity date). */
    async update(input: ProformaUpdateBody, tx: Executor): Promise<ProformaDetail> {
      const row = await lockChangeable(tx, input.idproforma, 'modifica');
      if (input.proforma.idserie && input.proforma.idserie !== row.idserie)
        throw new BusinessError('La serie de una proforma registrada no se cambia');
      const { values, computed } = await prepare(tx, input.proforma, input.detalles);
      await tx
        .update(proforma)
        .set({ ...values, actualizado: new Date() })
        .where(eq(proforma.idproforma, row.idproforma));
      await tx.delete(proformaDetalle).where(eq(proformaDetalle.idproforma, row.idproforma));
      await writeLines(tx, row.idproforma, computed);
      return reads.get(row.idproforma, tx);
    },

    /** eproforma: an open or expired proforma is deleted with its lines (its number is not reused). */
    async remove(idproforma: number, tx: Executor): Promise<string> {
      const row = await lockChangeable(tx, idproforma, 'elimina');
      await tx.delete(proforma).where(eq(proforma.idproforma, row.idproforma));
      return formatDocumentNumber(row.serie, row.numero);
    },
  };
}
export type ProformasService = ReturnType<typeof proformasService>;
