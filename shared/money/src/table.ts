import { type Decimal, ZERO, fixed, limited, sum } from './decimal.js';
import { MoneyInputError } from './errors.js';
import { calcularLinea, type LineaCalculada } from './line.js';
import { repartirValores } from './split.js';
import { calcularTotales, type Totales } from './totals.js';
import type { DocumentoInput, LineaInput } from './types.js';
import { amountInWords } from './words.js';

/**
 * The engine for a screen's line table (sales, purchases, orders, proformas, notes): every row and the
 * document totals as display-ready strings, computed by the same functions that build the signed XML,
 * so the screen shows exactly what the server will sign. It never throws: a row still being typed
 * (no quantity yet, an unknown code) gets its Spanish `error` and is left out of the totals.
 */

export interface FilaTabla {
  /** Position of the row in the given lines. */
  indice: number;
  /** Why the row cannot be computed yet (Spanish); the amounts are then empty. */
  error?: string;
  tipoAfectacion: string;
  gratuito: boolean;
  /** Unit value without taxes (up to 10 decimals, at least 2). */
  valorUnitario: string;
  /** Unit price with taxes (PricingReference 01), or the reference value of a free line (up to 10 decimals). */
  precioUnitario: string;
  /** Discounts of the row (00 and 01). */
  descuento: string;
  /** Valor de venta: quantity × unit value − discounts 00 + charges 47. */
  valorVenta: string;
  isc: string;
  /** IGV or IVAP of the row (for a free row: the IGV reported but not charged). */
  igv: string;
  icbper: string;
  /** What the customer pays for the row (0.00 for a free row, except its ICBPER). */
  importe: string;
}

export interface TotalesTabla {
  gravadas: string;
  exoneradas: string;
  inafectas: string;
  exportacion: string;
  gratuitas: string;
  ivap: string;
  isc: string;
  igv: string;
  icbper: string;
  totalImpuestos: string;
  /** Global and line discounts that do not reduce the base, and charges that do not raise it. */
  descuentos: string;
  cargos: string;
  /** LineExtensionAmount and TaxInclusiveAmount of the XML. */
  valorVenta: string;
  subtotal: string;
  /** Amount payable. */
  total: string;
  /** '... Y nn/100 SOLES'. */
  enLetras: string;
}

export interface ResultadoTabla {
  filas: FilaTabla[];
  totales: TotalesTabla;
  /** Problems of the document as a whole (e.g. a global discount above the taxable base), Spanish. */
  error?: string;
}

const VACIA = {
  valorUnitario: '',
  precioUnitario: '',
  descuento: '',
  valorVenta: '',
  isc: '',
  igv: '',
  icbper: '',
  importe: '',
};

function fila(indice: number, l: LineaCalculada): FilaTabla {
  return {
    indice,
    tipoAfectacion: l.tipoAfectacion,
    gratuito: l.gratuito,
    valorUnitario: limited(l.valorUnitario),
    precioUnitario: limited(l.precioReferencia),
    descuento: fixed(sum(l.descuentos.map((d) => d.monto))),
    valorVenta: fixed(l.valorVenta),
    isc: fixed(l.isc),
    igv: fixed(l.igv),
    icbper: fixed(l.icbper),
    importe: fixed(l.importe),
  };
}

function totalesTabla(t: Totales | undefined, moneda: string): TotalesTabla {
  const z = (v: Decimal | undefined) => fixed(v ?? ZERO);
  let enLetras = '';
  try {
    enLetras = amountInWords(t?.total ?? ZERO, moneda);
  } catch {
    // An unknown currency or a negative total has no words; the screen shows the figures.
  }
  return {
    gravadas: z(t?.gravadas),
    exoneradas: z(t?.exoneradas),
    inafectas: z(t?.inafectas),
    exportacion: z(t?.exportacion),
    gratuitas: z(t?.gratuitas),
    ivap: z(t?.ivap),
    isc: z(t?.isc),
    igv: z(t?.igv),
    icbper: z(t?.icbper),
    totalImpuestos: z(t?.totalImpuestos),
    descuentos: z(t?.descuentos),
    cargos: z(t?.cargos),
    valorVenta: z(t?.valorVenta),
    subtotal: z(t?.subtotal),
    total: z(t?.total),
    enLetras,
  };
}

const message = (error: unknown) =>
  error instanceof MoneyInputError || error instanceof TypeError ? error.message : 'No se pudo calcular';

/**
 * Rows and totals for a screen. `lineas` may hold rows still being typed (null, or missing fields);
 * `moneda` (ISO 4217, default PEN) only names the amount in words.
 */
export function calcularTabla(
  doc: Omit<DocumentoInput, 'lineas'> & { lineas: (LineaInput | null | undefined)[]; moneda?: string },
): ResultadoTabla {
  const validas: { indice: number; linea: LineaCalculada }[] = [];
  const filas = doc.lineas.map((input, indice): FilaTabla => {
    if (!input) return { indice, error: 'Fila vacía', tipoAfectacion: '', gratuito: false, ...VACIA };
    try {
      validas.push({ indice, linea: calcularLinea(input, doc.fechaEmision) });
      return { indice, tipoAfectacion: input.tipoAfectacion ?? '10', gratuito: false, ...VACIA };
    } catch (error) {
      return { indice, error: message(error), tipoAfectacion: input.tipoAfectacion ?? '10', gratuito: false, ...VACIA };
    }
  });
  // The same split of value and tax as the signed document (split.ts).
  const calculadas = repartirValores(validas.map((v) => v.linea));
  validas.forEach((v, k) => {
    filas[v.indice] = fila(v.indice, calculadas[k]!);
  });
  const moneda = doc.moneda ?? 'PEN';
  if (!calculadas.length) return { filas, totales: totalesTabla(undefined, moneda) };
  try {
    // Percepción (51-53) is charged outside the document's total, as in calcularDocumento.
    const cargos = (doc.cargos ?? []).filter((c) => !['51', '52', '53'].includes(c.codigo));
    const totales = calcularTotales(calculadas, {
      descuentos: doc.descuentos,
      cargos,
      anticipos: doc.anticipos,
      redondeo: doc.redondeo,
    });
    return { filas, totales: totalesTabla(totales, moneda) };
  } catch (error) {
    return { filas, totales: totalesTabla(calcularTotales(calculadas), moneda), error: message(error) };
  }
}
