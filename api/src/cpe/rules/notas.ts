import { MOTIVOS_NOTA_CREDITO, MOTIVOS_NOTA_DEBITO } from '../catalogs.js';
import { NOTAS, conBase, formaPago, type Regla } from './regla.js';
import type { UblDocumento } from './ubl.js';

/** Credit and debit notes: the reason (catálogos 09 / 10) and the document they modify. */

const afectado = (d: UblDocumento) => d.afectados[0];
const serieNota = (d: UblDocumento) => d.id.slice(0, 1);
const FORMATO: Record<string, RegExp> = {
  '01': /^(F[A-Z0-9]{3}|\d{4})-\d{1,8}$/,
  '03': /^(B[A-Z0-9]{3}|\d{4})-\d{1,8}$/,
};

export const reglasNotas: Regla[] = [
  {
    codigo: 2524,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'La nota indica el comprobante que modifica',
    revisar: (d) => d.afectados.length === 0 && '',
  },
  {
    codigo: 2128,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'La nota indica su motivo (ResponseCode)',
    revisar: (d) => !d.motivoNota && '',
  },
  {
    codigo: 2172,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'El motivo es del catálogo 09 (crédito) o 10 (débito)',
    revisar: (d) =>
      Boolean(d.motivoNota) && !(d.tipoDoc === '07' ? MOTIVOS_NOTA_CREDITO : MOTIVOS_NOTA_DEBITO)[d.motivoNota!] && '',
  },
  {
    codigo: 2116,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'Una nota de crédito de serie F modifica una factura (01); de serie B, una boleta',
    revisar: (d) =>
      Boolean(afectado(d)) &&
      (!['01', '03', '12'].includes(afectado(d)!.tipoDoc ?? '') ||
        (serieNota(d) === 'F' && afectado(d)!.tipoDoc !== '01')) &&
      '',
  },
  {
    codigo: 2399,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'Una nota de crédito de serie B modifica una boleta',
    revisar: (d) => serieNota(d) === 'B' && Boolean(afectado(d)) && afectado(d)!.tipoDoc !== '03' && '',
  },
  {
    codigo: 2204,
    familia: 'notas',
    tipos: ['08'],
    descripcion: 'Una nota de débito modifica una factura, una boleta o un ticket',
    revisar: (d) =>
      Boolean(afectado(d)) &&
      (!['01', '03', '12'].includes(afectado(d)!.tipoDoc ?? '') ||
        (serieNota(d) === 'B' && afectado(d)!.tipoDoc !== '03') ||
        (serieNota(d) === 'F' && afectado(d)!.tipoDoc !== '01')) &&
      '',
  },
  {
    codigo: 2117,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'La serie-número del comprobante modificado tiene el formato de su tipo',
    revisar: (d) =>
      d.afectados
        .filter((a) => FORMATO[a.tipoDoc ?? ''] && !FORMATO[a.tipoDoc!]!.test(a.id ?? ''))
        .map((a) => a.id ?? ''),
  },
  {
    codigo: 2205,
    familia: 'notas',
    tipos: ['08'],
    descripcion: 'La serie-número del comprobante modificado tiene el formato de su tipo',
    revisar: (d) =>
      d.afectados
        .filter((a) => FORMATO[a.tipoDoc ?? ''] && !FORMATO[a.tipoDoc!]!.test(a.id ?? ''))
        .map((a) => a.id ?? ''),
  },
  {
    codigo: 3257,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'Una nota de crédito tipo 13 informa la operación al crédito (FormaPago)',
    revisar: (d) => d.motivoNota === '13' && formaPago(d).length === 0 && '',
  },
  {
    codigo: 3260,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'Una nota de crédito tipo 13 modifica una factura',
    revisar: (d) => d.motivoNota === '13' && d.afectados.some((a) => a.tipoDoc !== '01') && '',
  },
  {
    codigo: 3261,
    familia: 'notas',
    tipos: ['07'],
    descripcion: 'Una nota de crédito tipo 13 modifica una sola factura',
    revisar: (d) => d.motivoNota === '13' && d.afectados.length > 1 && '',
  },
  // Adjustment notes: IVAP sales are adjusted only with type 12, export adjustments (11) carry only exports.
  {
    codigo: 3230,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'Una nota con líneas afectas al IVAP (17) es del tipo 12, Ajustes afectos al IVAP',
    revisar: (d) => d.motivoNota !== '12' && lineasCon(d, (a) => a === '17').length > 0 && '',
  },
  {
    codigo: 2644,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'Una nota tipo 12 solo tiene líneas afectas al IVAP (17)',
    revisar: (d) => (d.motivoNota === '12' ? lineasCon(d, (a) => a !== '17') : []),
  },
  {
    codigo: 2642,
    familia: 'notas',
    tipos: NOTAS,
    descripcion: 'Una nota tipo 11 (ajustes de exportación) solo tiene líneas de exportación (40)',
    revisar: (d) => (d.motivoNota === '11' ? lineasCon(d, (a) => a !== '40') : []),
  },
  {
    codigo: 3221,
    familia: 'notas',
    tipos: NOTAS,
    descripcion:
      'Una nota tipo 12 no totaliza exportación, exonerado ni inafecto; una tipo 11, ni exonerado ni inafecto',
    revisar(d) {
      const prohibidos =
        d.motivoNota === '12' ? ['9995', '9997', '9998'] : d.motivoNota === '11' ? ['9997', '9998'] : [];
      return d.subtotales.some((s) => prohibidos.includes(s.tributo) && conBase(s)) && '';
    },
  },
];

/** The lines whose IGV-family affectation (catálogo 07, with a taxable amount) meets the condition, as "línea N". */
function lineasCon(d: UblDocumento, cumple: (afectacion: string) => boolean): string[] {
  return d.lineas
    .filter((l) => l.subtotales.some((s) => s.afectacion && conBase(s) && cumple(s.afectacion)))
    .map((l) => `línea ${l.numero}`);
}
