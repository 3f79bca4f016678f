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
  return { ...base, ...bags, ...lineIsc(line, code), tipoAfectacion: code };
}

/**
 * The ISC the sale will charge on the line (sale-lines.ts lineIsc): a saved line's own, else the
 * product's (02's amount and 03's suggested price are per base unit: times the unit's factor). Only a
 * charged line taxed 10 pays it.
 */
function lineIsc(line: DocLine, code: string): Pick<LineaInput, 'isc'> {
  if (code !== '10') return {};
  const saved = line.extra?.isc as { sistema: string; tasa: string; precioSugerido: string | null } | null | undefined;
  const raw = line.product?.raw as
    | { isc_sistema?: string | null; isc_tasa?: string | null; isc_precio_sugerido?: string | null }
    | undefined;
  const factor = dec(line.units.find((u) => String(u.id) === String(line.unitId))?.factor ?? '1');
  const own =
    saved !== undefined
      ? saved
      : raw?.isc_sistema && raw.isc_tasa
        ? {
            sistema: raw.isc_sistema,
            tasa: raw.isc_sistema === '02' ? dec(raw.isc_tasa).times(factor).toFixed() : raw.isc_tasa,
            precioSugerido: raw.isc_precio_sugerido ? dec(raw.isc_precio_sugerido).times(factor).toFixed() : null,
          }
        : null;
  if (!own) return {};
  return {
    isc: {
      sistema: own.sistema as '01' | '02' | '03',
      tasa: own.tasa,
      ...(own.precioSugerido ? { precioSugerido: own.precioSugerido } : {}),
    },
  };
}

/** The header's global charge (catálogo 53: 46 recargo al consumo, 50 otros cargos; outside the IGV base). */
export function saleCharges(header: SaleHeader): CargoDescuento[] {
  const amount = String(header.cargo ?? '').trim();
  if (!header.codigo_cargo || !/^\d+(\.\d{1,2})?$/.test(amount) || dec(amount).isZero()) return [];
  return [{ codigo: header.codigo_cargo, monto: fixed(dec(amount), 2) }];
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
