import { eq } from 'drizzle-orm';
import { todayLima, formatDate } from '@trade/formats';
import { PROFORMA_CONVERTED } from '@trade/contracts/billing-cpe';
import type { Executor } from '../../db/client.js';
import { proforma } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { formatDocumentNumber } from '../../core/numbering.js';

/**
 * A proforma turned into what it became, inside THAT document's transaction: the sale
 * (rfacturacion with `idproforma`) or the order (rpedidodeproforma). `lockOpenProforma` runs before
 * the new document takes its number, so a converted or expired proforma refuses the whole save; the
 * row stays locked until commit, so two cashiers cannot sell the same proforma twice.
 */
export type ProformaRecord = typeof proforma.$inferSelect;

export async function lockOpenProforma(tx: Executor, idproforma: number): Promise<ProformaRecord> {
  const [row] = await tx.select().from(proforma).where(eq(proforma.idproforma, idproforma)).for('update');
  if (!row) throw notFound('La proforma');
  const documento = formatDocumentNumber(row.serie, row.numero);
  if (row.estado === PROFORMA_CONVERTED)
    throw new BusinessError(
      `La proforma ${documento} ya fue convertida${row.idventa ? ' en una venta' : row.idpedido ? ' en un pedido' : ''}`,
    );
  if (row.fecha_validez < todayLima())
    throw new BusinessError(
      `La proforma ${documento} venció el ${formatDate(row.fecha_validez)}: actualice su fecha de validez antes de convertirla`,
    );
  return row;
}

/** Marks the (locked, open) proforma converted with the document it became. */
export async function markProformaConverted(
  tx: Executor,
  idproforma: number,
  link: { idventa: number } | { idpedido: number },
): Promise<void> {
  await tx
    .update(proforma)
    .set({ ...link, estado: PROFORMA_CONVERTED, convertido: new Date(), actualizado: new Date() })
    .where(eq(proforma.idproforma, idproforma));
}
