import { afectacion } from './catalogs.js';
import { type Decimal, HUNDRED, ZERO, round, sum } from './decimal.js';
import type { LineaCalculada } from './line.js';

/**
 * Lines given by a price with taxes pay exactly what was typed (line.ts); their value and tax are then
 * split per document so that the document's tax is its base × rate within a cent, at any number of
 * lines: SUNAT compares the document's IGV (IVAP) with its base × rate within ±1 (4290 / 3291 / 3295),
 * and per-line rounding alone drifts by up to half a cent a line (500 lines of S/ 1.00: S/ 1.50).
 * Per rate, the document's IGV base is the sum of what those lines pay ÷ (1 + rate), rounded once; each
 * line gets its exact share rounded down, and the cents left go to the lines with the largest
 * remainders (a line that would round to 0.00 first: SUNAT wants a taxable base on every line, 3105).
 * Each line keeps what it pays and its ISC; its value is its base less its ISC, its tax what it pays less
 * its base, within a cent of its base × rate.
 */
export function repartirValores(lineas: LineaCalculada[]): LineaCalculada[] {
  const grupos = new Map<string, number[]>();
  lineas.forEach((l, i) => {
    if (!l.pagoConImpuesto) return;
    const key = `${afectacion(l.tipoAfectacion).grupo}:${l.porcentajeIgv.toFixed()}`;
    grupos.set(key, [...(grupos.get(key) ?? []), i]);
  });
  const out = [...lineas];
  for (const indices of grupos.values()) {
    const factor = out[indices[0]!]!.porcentajeIgv.div(HUNDRED).plus(1);
    const exactos = indices.map((i) => out[i]!.pagoConImpuesto!.div(factor));
    const objetivo = sum(exactos).toDecimalPlaces(2);
    const pisos = exactos.map((x) => x.toDecimalPlaces(2, 1 /* ROUND_DOWN */));
    let centavos = objetivo.minus(sum(pisos)).times(HUNDRED).toNumber();
    const orden = indices
      .map((_, k) => k)
      .sort((a, b) => {
        const ceroA = pisos[a]!.isZero() && out[indices[a]!]!.pagoConImpuesto!.gt(0);
        const ceroB = pisos[b]!.isZero() && out[indices[b]!]!.pagoConImpuesto!.gt(0);
        if (ceroA !== ceroB) return ceroA ? -1 : 1;
        return exactos[b]!.minus(pisos[b]!).comparedTo(exactos[a]!.minus(pisos[a]!)) || a - b;
      });
    const valores = [...pisos];
    for (const k of orden) {
      if (centavos <= 0) break;
      valores[k] = valores[k]!.plus('0.01');
      centavos -= 1;
    }
    indices.forEach((i, k) => {
      out[i] = conValor(out[i]!, valores[k]!);
    });
  }
  return out;
}

/**
 * The line with its IGV base re-split: tax = what it pays − base. Without ISC, or with an ISC of a
 * fixed amount (02) or over the suggested price (03), the ISC stays and value = base − ISC. An ISC over
 * the value (01) is split from the base as well (value = base ÷ (1 + rate), ISC the rest), so that it
 * stays value × rate within a cent: kept fixed, a value moved by the split would leave it off by more.
 */
function conValor(l: LineaCalculada, baseIgv: Decimal): LineaCalculada {
  const igv = l.pagoConImpuesto!.minus(baseIgv);
  const alValor = l.subtotales.find((s) => s.sistemaIsc === '01');
  const valorVenta = alValor ? round(baseIgv.div(alValor.porcentaje!.div(HUNDRED).plus(1))) : baseIgv.minus(l.isc);
  const isc = baseIgv.minus(valorVenta);
  const sobreValor = (s: LineaCalculada['subtotales'][number]) => s.sistemaIsc === '01' || s.sistemaIsc === '02';
  const baseIsc = l.subtotales.some(sobreValor) ? valorVenta : l.baseIsc;
  const subtotales = l.subtotales.map((s) => {
    if (s.tipoAfectacion === l.tipoAfectacion) return { ...s, base: baseIgv, monto: igv };
    if (!sobreValor(s)) return s;
    // 02's percent is its amount over its base (SUNAT checks every ISC as base × percent, 3108).
    const porcentaje =
      s.sistemaIsc === '02' && valorVenta.gt(0) ? round(isc.div(valorVenta).times(HUNDRED), 5) : s.porcentaje;
    return { ...s, base: valorVenta, monto: isc, porcentaje };
  });
  const totalImpuestos = isc.plus(igv).plus(l.icbper);
  return { ...l, valorVenta, baseIgv, baseIsc, isc, igv, subtotales, totalImpuestos: totalImpuestos.plus(ZERO) };
}
