import {
  afectacion,
  afectacionGratuita,
  dec,
  Decimal,
  fixed,
  IGV_PORCENTAJE,
  type CargoDescuento,
  type LineaInput,
} from '@trade/money';
import type { DocLine } from '@trade/ui';
import type { SaleHeader } from './types';

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
export function saleEngineLine(line: DocLine, _header: SaleHeader, base: LineaInput | null): LineaInput | null {
  if (!base) return null;
  const code = saleAffectation(line.tipoAfectacion, isFree(line));
  const bags = hasIcbper(line) ? { bolsasPlasticas: true } : {};
  const afe = afectacion(code);
  if (afe.gratuito) {
    const { descuentos: _d, precioUnitario: _p, ...rest } = base;
    return { ...rest, ...bags, tipoAfectacion: code, valorReferencial: referenceValue(base, afe.grupo) };
  }
  return { ...base, ...bags, tipoAfectacion: code };
}

/**
 * A free line is valued at its reference value without IGV: the typed price includes IGV for a
 * gravado product. Nothing is charged for it.
 */
export function referenceValue(base: LineaInput, grupo: string): string {
  const price = dec(base.precioUnitario ?? '0');
  const referencia = grupo === 'gravado' ? price.div(dec(IGV_PORCENTAJE).div(100).plus(1)) : price;
  return fixed(referencia.toDecimalPlaces(6, Decimal.ROUND_HALF_UP), 6);
}

/** A saved sale-priced line (sale, proforma, order): its discount is already without IGV, and the engine takes it as stored. */
export function savedSaleEngineLine(line: DocLine, header: SaleHeader, base: LineaInput | null): LineaInput | null {
  const stored = line.extra?.descuentoSinIgv as string | undefined;
  const input = saleEngineLine(line, header, base);
  if (!input || stored === undefined || isFree(line)) return input;
  return {
    ...input,
    ...(dec(stored).gt(0) ? { descuentos: [{ codigo: '00', monto: stored }] } : { descuentos: undefined }),
  };
}

/** The header's global discount (before IGV, catálogo 53 code 02). */
export function saleDiscounts(header: SaleHeader): CargoDescuento[] {
  const amount = String(header.descuento_global ?? '').trim();
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount) || dec(amount).isZero()) return [];
  return [{ codigo: '02', monto: fixed(dec(amount), 2) }];
}
