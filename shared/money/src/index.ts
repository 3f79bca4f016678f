/**
 * @trade/money: the one money and tax engine of the product, used by the API (the CPE XML builder,
 * the printed documents) and by the browser (sale, purchase and order screens preview exactly the
 * totals the server signs). Plain TypeScript and decimal.js: no DOM, no Node APIs. See docs/money.md.
 */
export { Decimal, ZERO, HUNDRED, dec, round, fixed, limited, sum, type DecimalInput } from './decimal.js';
export { MoneyInputError } from './errors.js';
export {
  TRIBUTOS,
  AFECTACIONES,
  SISTEMAS_ISC,
  IGV_PORCENTAJE,
  IVAP_PORCENTAJE,
  VALOR_REFERENCIAL_BOLSA,
  afectacion,
  afectacionGratuita,
  tributoDeAfectacion,
  tasaIcbper,
  type Tributo,
  type TipoAfectacion,
  type GrupoAfectacion,
  type Afectacion,
} from './catalogs.js';
export type { CargoDescuento, IscLinea, LineaInput, DocumentoInput } from './types.js';
export { calcularLinea, type LineaCalculada, type SubtotalImpuesto, type CargoCalculado } from './line.js';
export {
  calcularTotales,
  calcularDocumento,
  dentroDeTolerancia,
  type Totales,
  type OpcionesTotales,
} from './totals.js';
export { calcularTabla, type FilaTabla, type TotalesTabla, type ResultadoTabla } from './table.js';
export { amountInWords, integerToWords, CURRENCY_WORDS, MAX_WORDS_EXCLUSIVE } from './words.js';
