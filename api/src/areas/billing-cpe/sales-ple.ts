import { dec, fixed } from '@trade/money';
import type { SalesReport, SalesReportRow } from '@trade/contracts/billing-cpe';

/**
 * The register of sales in SUNAT's PLE layout 14.1 (Registro de Ventas e Ingresos): one line per
 * document, 35 fields separated and ended by '|', amounts in soles with two decimals, a credit note's
 * negative, a note with the date, type, series and number of the document it modifies, an annulled
 * document with its amounts at zero and state 2. The file is named as SUNAT asks:
 * LE + RUC + period (AAAAMM00) + 140100 + 00 + 1 (operations) + 1 (with content) + 1 (soles) + 1 .txt.
 */

/** Catálogo 06 of the client as PLE's table 2 wants it ('-' and the "varios" are 0). */
const clientType = (t: string) => (t === '-' ? '0' : t);
const date = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
const soles = (f: SalesReportRow, k: keyof SalesReportRow) =>
  f.estado_venta === 1 ? fixed(dec(f[k] as string).times(dec(f.tipo_cambio)), 2) : '0.00';

export function pleLine(f: SalesReportRow, index: number): string {
  const period = `${f.fecha.slice(0, 4)}${f.fecha.slice(5, 7)}00`;
  const [modSerie, modNumero] = (f.modificado_documento ?? '').split('-');
  const fields = [
    period,
    `${f.origen === 'venta' ? 'V' : 'N'}${f.idnota ?? f.idventa}`,
    `M${index + 1}`,
    date(f.fecha),
    '',
    f.codigo_comprobante,
    f.serie,
    String(f.numero),
    '',
    clientType(f.cliente_tipo_documento),
    f.cliente_documento,
    f.cliente,
    soles(f, 'exportacion'),
    soles(f, 'gravadas'),
    '0.00',
    soles(f, 'igv'),
    '0.00',
    soles(f, 'exoneradas'),
    soles(f, 'inafectas'),
    soles(f, 'isc'),
    soles(f, 'base_ivap'),
    soles(f, 'ivap'),
    soles(f, 'icbper'),
    // Field 24: other taxes and charges outside the taxable base (the global charges 46 and 50).
    soles(f, 'cargo'),
    soles(f, 'total'),
    f.moneda,
    fixed(dec(f.tipo_cambio), 3),
    date(f.modificado_fecha),
    f.modificado_codigo ?? '',
    modSerie ?? '',
    modNumero ? String(Number(modNumero)) : '',
    '',
    '',
    '',
    f.estado_venta === 1 ? '1' : '2',
  ];
  return `${fields.join('|')}|`;
}

/** The PLE text of the register's electronic documents (notas de venta are internal: not in SUNAT's register). */
export function salesPle(report: SalesReport, ruc: string, desde: string): { name: string; text: string } {
  const rows = report.filas.filter((f) => f.codigo_comprobante !== 'NV');
  const period = `${desde.slice(0, 4)}${desde.slice(5, 7)}00`;
  return {
    name: `LE${ruc}${period}140100001${rows.length ? 1 : 0}11.txt`,
    text: rows.map((f, i) => `${pleLine(f, i)}\r\n`).join(''),
  };
}
