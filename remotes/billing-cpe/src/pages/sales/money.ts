import { dec, Decimal, fixed } from '@trade/money';
import { isValidAmountInput } from '@trade/formats';
import { addDays } from '@trade/ui';
import type { Cuota, PaymentLine, SaleHeader } from './types';

export type { Cuota, PaymentLine };

/*
 * The sale's payable figures from the engine's total, as the server computes them: the soles
 * equivalent, the detracción (whole soles, facturas over S/ 700), the net the client owes, the
 * cash paid and the change, and the cuotas proposed for a credit sale.
 */

export const amount = (text: string | null | undefined) =>
  text && isValidAmountInput(text, 2) ? dec(text) : new Decimal(0);
export const rateOf = (header: SaleHeader) =>
  header.moneda === 'USD' && header.tipo_cambio && /^\d+(\.\d+)?$/.test(String(header.tipo_cambio))
    ? dec(String(header.tipo_cambio))
    : new Decimal(1);
export const isCredit = (header: SaleHeader) => Number(header.tipo_pago_id) === 2;
export const symbolOf = (header: SaleHeader) => (header.moneda === 'USD' ? 'US$' : 'S/');

/** Detracción in soles (whole soles), or null when not applied or not computable yet. */
export function detraccionSoles(header: SaleHeader, total: string): Decimal | null {
  if (!header.detraccion || header.codigo_comprobante !== '01') return null;
  const pct = String(header.detraccion_porcentaje ?? '');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(pct)) return null;
  return dec(total).times(rateOf(header)).times(dec(pct)).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

/** What the client owes: the total less the detracción deposited in the Banco de la Nación (in the sale's currency). */
export function netPayable(header: SaleHeader, total: string): Decimal {
  const d = detraccionSoles(header, total);
  return d
    ? dec(total)
        .minus(d.div(rateOf(header)))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    : dec(total);
}

export const paymentsOf = (header: SaleHeader): PaymentLine[] => header.pagos ?? [];
export const cuotasOf = (header: SaleHeader): Cuota[] => header.cuotas ?? [];

/** Paid and change: typed amounts (none typed: the exact total in cash). */
export function cashFigures(header: SaleHeader, total: string) {
  const typed = paymentsOf(header).filter((p) => p.monto !== '');
  const pagado = typed.length ? typed.reduce((s, p) => s.plus(amount(p.monto)), new Decimal(0)) : dec(total);
  const vuelto = pagado.minus(dec(total));
  return {
    pagado,
    vuelto: vuelto.isNegative() ? new Decimal(0) : vuelto,
    falta: vuelto.isNegative() ? vuelto.negated() : new Decimal(0),
  };
}

let seq = 0;
export const rowKey = () => `r${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Equal cuotas of the net payable (the last takes the cents left), every `dias` days from the issue date. */
export function splitCuotas(neto: Decimal, count: number, dias: number, fecha: string): Cuota[] {
  const n = Math.max(1, Math.min(120, Math.floor(count) || 1));
  const part = neto.div(n).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Array.from({ length: n }, (_, i) => ({
    key: rowKey(),
    monto: fixed(i === n - 1 ? neto.minus(part.times(n - 1)) : part, 2),
    fecha_vencimiento: addDays(fecha, Math.max(1, dias) * (i + 1)),
  }));
}
