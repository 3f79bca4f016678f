import { MoneyInputError } from './errors.js';

/** The SUNAT catalogues the tax engine needs: tributos (05), afectación del IGV (07), ICBPER rates. */

/** Catálogo 05: tax schemes. */
export interface Tributo {
  id: string;
  nombre: string;
  codigo: string;
}
export const TRIBUTOS = {
  IGV: { id: '1000', nombre: 'IGV', codigo: 'VAT' },
  IVAP: { id: '1016', nombre: 'IVAP', codigo: 'VAT' },
  ISC: { id: '2000', nombre: 'ISC', codigo: 'EXC' },
  ICBPER: { id: '7152', nombre: 'ICBPER', codigo: 'OTH' },
  EXP: { id: '9995', nombre: 'EXP', codigo: 'FRE' },
  GRA: { id: '9996', nombre: 'GRA', codigo: 'FRE' },
  EXO: { id: '9997', nombre: 'EXO', codigo: 'VAT' },
  INA: { id: '9998', nombre: 'INA', codigo: 'FRE' },
  OTROS: { id: '9999', nombre: 'OTROS', codigo: 'OTH' },
} as const satisfies Record<string, Tributo>;

/** Catálogo 07: tipo de afectación del IGV. */
export const AFECTACIONES = [
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '20',
  '21',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '40',
] as const;
export type TipoAfectacion = (typeof AFECTACIONES)[number];

/** Catálogo 08: sistema de cálculo del ISC: 01 al valor, 02 específico (monto fijo por unidad), 03 al precio de venta al público. */
export const SISTEMAS_ISC = ['01', '02', '03'] as const;

export type GrupoAfectacion = 'gravado' | 'ivap' | 'exonerado' | 'inafecto' | 'exportacion';

export interface Afectacion {
  grupo: GrupoAfectacion;
  /** Free transfer (retiro, bonificación, transferencia gratuita): valued at a reference value, not charged. */
  gratuito: boolean;
}

/** 10 gravado, 11-16 gravado gratuito, 17 IVAP, 20 exonerado, 21 exonerado gratuito, 30 inafecto, 31-37 inafecto gratuito, 40 exportación. */
export function afectacion(code: string): Afectacion {
  switch (code) {
    case '10':
      return { grupo: 'gravado', gratuito: false };
    case '11':
    case '12':
    case '13':
    case '14':
    case '15':
    case '16':
      return { grupo: 'gravado', gratuito: true };
    case '17':
      return { grupo: 'ivap', gratuito: false };
    case '20':
      return { grupo: 'exonerado', gratuito: false };
    case '21':
      return { grupo: 'exonerado', gratuito: true };
    case '30':
      return { grupo: 'inafecto', gratuito: false };
    case '31':
    case '32':
    case '33':
    case '34':
    case '35':
    case '36':
    case '37':
      return { grupo: 'inafecto', gratuito: true };
    case '40':
      return { grupo: 'exportacion', gratuito: false };
    default:
      throw new MoneyInputError(`Tipo de afectación del IGV no válido: ${code}`);
  }
}

/**
 * The free-transfer code of a group, used when a plastic bag is handed out at no charge:
 * gravado / IVAP -> 15 (bonificación gravada), exonerado -> 21, inafecto / exportación -> 31 (bonificación inafecta).
 */
export function afectacionGratuita(grupo: GrupoAfectacion): TipoAfectacion {
  if (grupo === 'exonerado') return '21';
  if (grupo === 'inafecto' || grupo === 'exportacion') return '31';
  return '15';
}

/** Scheme a line's IGV subtotal is reported under (free lines go under 9996 GRA). */
export function tributoDeAfectacion(code: string): Tributo {
  const a = afectacion(code);
  if (a.gratuito) return TRIBUTOS.GRA;
  switch (a.grupo) {
    case 'gravado':
      return TRIBUTOS.IGV;
    case 'ivap':
      return TRIBUTOS.IVAP;
    case 'exonerado':
      return TRIBUTOS.EXO;
    case 'inafecto':
      return TRIBUTOS.INA;
    case 'exportacion':
      return TRIBUTOS.EXP;
  }
}

/** ICBPER per bag by year (Ley 30884): 0.10 in 2019 rising 0.10 a year to 0.50 from 2023. */
export function tasaIcbper(year: number): string {
  if (year <= 2019) return '0.10';
  if (year >= 2023) return '0.50';
  return `0.${year - 2019 + 1}0`;
}

/** IGV rate in percent (18; the restaurant regime of Ley 31556 uses 10 per line) and IVAP (4). */
export const IGV_PORCENTAJE = '18';
export const IVAP_PORCENTAJE = '4';

/**
 * Reference value per bag of a plastic bag handed out free (S/ 0.10). SUNAT rejects a line whose only
 * tax is ICBPER (3105: every line needs an IGV-family subtotal with a taxable amount), so a free bag is
 * written as a free transfer valued at this amount unless the caller gives its own valorReferencial.
 */
export const VALOR_REFERENCIAL_BOLSA = '0.10';
