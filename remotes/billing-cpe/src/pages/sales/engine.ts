import { afectacion, afectacionGratuita, dec, Decimal, fixed, IGV_PORCENTAJE, type CargoDescuento, type LineaInput } from '@trade/money';
import type { AnyRow, DocLine } from '@trade/ui';

/*
 * A sale line as the money engine reads it: the SAME mapping the server applies to a saved line
 * (free items valued at their reference value without IGV, ICBPER bags, the discount before IGV
 * as code 00, the global discount as code 02), so the totals shown are the figures it signs.
 */

export const isFree = (line: DocLine) => Boolean(line.extra?.gratuito);
export const hasIcbper = (line: DocLine) => Boolean(line.extra?.icbper);

/** The line's catálogo 07 code: a free line takes the free code of its group (15 gravado, 21 exonerado, 31 inafecto). */
export function saleAffectation(code: string, gratuito: boolean): string {
  const afe = afectacion(code || '10');
  if (!gratuito || afe.gratuito) return code || '10';
  return afectacionGratuita(afe.grupo);
}

/** The engine's input of a sale line: `base` is the document kit's (price with IGV, discount taken out of its IGV). */
export function saleEngineLine(line: DocLine, _header: AnyRow, base: LineaInput | null): LineaInput | null {
  if (!base) return null;
  const code = saleAffectation(line.tipoAfectacion, isFree(line));
  const bags = hasIcbper(line) ? { bolsasPlasticas: true } : {};
  const afe = afectacion(code);
  if (afe.gratuito) {
    // Valued at its reference value without IGV (the typed price includes it for a gravado product); nothing charged.
    const price = dec(base.precioUnitario ?? '0');
    const referencia = afe.grupo === 'gravado' ? price.div(dec(IGV_PORCENTAJE).div(100).plus(1)) : price;
    const { descuentos: _d, precioUnitario: _p, ...rest } = base;
    return { ...rest, ...bags, tipoAfectacion: code, valorReferencial: fixed(referencia.toDecimalPlaces(6, Decimal.ROUND_HALF_UP), 6) };
  }
  return { ...base, ...bags, tipoAfectacion: code };
}

/** The header's global discount (before IGV, catálogo 53 code 02). */
export function saleDiscounts(header: AnyRow): CargoDescuento[] {
  const amount = String(header.descuento_global ?? '').trim();
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount) || dec(amount).isZero()) return [];
  return [{ codigo: '02', monto: fixed(dec(amount), 2) }];
}
