/** SUNAT catalogues used by the engine (only the codes the builders need). */

/** Catálogo 01: document types. */
export const TIPO_DOCUMENTO = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '07': 'Nota de crédito',
  '08': 'Nota de débito',
  '09': 'Guía de remisión remitente',
  RC: 'Resumen diario',
  RA: 'Comunicación de baja',
} as const;
export type TipoDocumento = keyof typeof TIPO_DOCUMENTO;

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

/** UN/ECE 5305 tax category of each scheme. */
export const CATEGORIA_IMPUESTO: Record<string, string> = {
  '1000': 'S', '1016': 'S', '2000': 'S', '7152': 'S', '9995': 'G', '9996': 'Z', '9997': 'E', '9998': 'O', '9999': 'S',
};

/** Catálogo 07: tipo de afectación del IGV. */
export const AFECTACIONES = [
  '10', '11', '12', '13', '14', '15', '16', '17', '20', '21', '30', '31', '32', '33', '34', '35', '36', '37', '40',
] as const;
export type TipoAfectacion = (typeof AFECTACIONES)[number];

export type GrupoAfectacion = 'gravado' | 'ivap' | 'exonerado' | 'inafecto' | 'exportacion';

export interface Afectacion {
  grupo: GrupoAfectacion;
  /** Free transfer (retiro, bonificación, transferencia gratuita): valued at a reference value, not charged. */
  gratuito: boolean;
}

/** 10 gravado, 11-16 gravado gratuito, 17 IVAP, 20 exonerado, 21 exonerado gratuito, 30 inafecto, 31-37 inafecto gratuito, 40 exportación. */
export function afectacion(code: string): Afectacion {
  switch (code) {
    case '10': return { grupo: 'gravado', gratuito: false };
    case '11': case '12': case '13': case '14': case '15': case '16': return { grupo: 'gravado', gratuito: true };
    case '17': return { grupo: 'ivap', gratuito: false };
    case '20': return { grupo: 'exonerado', gratuito: false };
    case '21': return { grupo: 'exonerado', gratuito: true };
    case '30': return { grupo: 'inafecto', gratuito: false };
    case '31': case '32': case '33': case '34': case '35': case '36': case '37': return { grupo: 'inafecto', gratuito: true };
    case '40': return { grupo: 'exportacion', gratuito: false };
    default: throw new Error(`Tipo de afectación del IGV no válido: ${code}`);
  }
}

/** Scheme a line's IGV subtotal is reported under (free lines go under 9996 GRA). */
export function tributoDeAfectacion(code: string): Tributo {
  const a = afectacion(code);
  if (a.gratuito) return TRIBUTOS.GRA;
  switch (a.grupo) {
    case 'gravado': return TRIBUTOS.IGV;
    case 'ivap': return TRIBUTOS.IVAP;
    case 'exonerado': return TRIBUTOS.EXO;
    case 'inafecto': return TRIBUTOS.INA;
    case 'exportacion': return TRIBUTOS.EXP;
  }
}

/** ICBPER per bag by year (Ley 30884): 0.10 in 2019 rising 0.10 a year to 0.50 from 2023. */
export function tasaIcbper(year: number): string {
  if (year <= 2019) return '0.10';
  if (year >= 2023) return '0.50';
  return `0.${year - 2019 + 1}0`;
}

/** Catálogo 09: tipos de nota de crédito. */
export const MOTIVOS_NOTA_CREDITO: Record<string, string> = {
  '01': 'Anulación de la operación',
  '02': 'Anulación por error en el RUC',
  '03': 'Corrección por error en la descripción',
  '04': 'Descuento global',
  '05': 'Descuento por ítem',
  '06': 'Devolución total',
  '07': 'Devolución por ítem',
  '08': 'Bonificación',
  '09': 'Disminución en el valor',
  '10': 'Otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
  '13': 'Corrección del monto neto pendiente de pago y/o la(s) fechas(s) de vencimiento del pago único o de las cuotas',
};

/** Catálogo 10: tipos de nota de débito. */
export const MOTIVOS_NOTA_DEBITO: Record<string, string> = {
  '01': 'Intereses por mora',
  '02': 'Aumento en el valor',
  '03': 'Penalidades / otros conceptos',
  '11': 'Ajustes de operaciones de exportación',
  '12': 'Ajustes afectos al IVAP',
};

/** Catálogo 53: allowance/charge codes the tax engine understands. */
export const CARGOS_DESCUENTOS = {
  /** Line discount that reduces the taxable base. */
  DESCUENTO_ITEM_AFECTA_BASE: '00',
  /** Line discount that does not reduce the base. */
  DESCUENTO_ITEM_NO_AFECTA_BASE: '01',
  /** Global discount that reduces the taxable base. */
  DESCUENTO_GLOBAL_AFECTA_BASE: '02',
  /** Global discount that does not reduce the base. */
  DESCUENTO_GLOBAL_NO_AFECTA_BASE: '03',
  /** Line charge that increases the base. */
  CARGO_ITEM_AFECTA_BASE: '47',
  /** Line charge that does not increase the base. */
  CARGO_ITEM_NO_AFECTA_BASE: '48',
  /** Global charge that increases the base. */
  CARGO_GLOBAL_AFECTA_BASE: '49',
  /** Global charge that does not increase the base. */
  CARGO_GLOBAL_NO_AFECTA_BASE: '50',
} as const;

/** Catálogo 06: identity document types. */
export const TIPO_DOC_IDENTIDAD = {
  SIN_DOCUMENTO: '0',
  DNI: '1',
  CARNET_EXTRANJERIA: '4',
  RUC: '6',
  PASAPORTE: '7',
} as const;
