/** SUNAT catalogues used by the engine (only the codes the builders need). */

/** Catálogo 01: document types. */
export const TIPO_DOCUMENTO = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '07': 'Nota de crédito',
  '08': 'Nota de débito',
  '09': 'Guía de remisión remitente',
  '31': 'Guía de remisión transportista',
  RC: 'Resumen diario',
  RA: 'Comunicación de baja',
} as const;
export type TipoDocumento = keyof typeof TIPO_DOCUMENTO;

/** Tax catalogues (05 tributos, 07 afectación, ICBPER rates) live in the shared money engine. */
export {
  TRIBUTOS,
  AFECTACIONES,
  afectacion,
  tributoDeAfectacion,
  tasaIcbper,
  type Tributo,
  type TipoAfectacion,
  type GrupoAfectacion,
  type Afectacion,
} from '@trade/money';

/** UN/ECE 5305 tax category of each scheme. */
export const CATEGORIA_IMPUESTO: Record<string, string> = {
  '1000': 'S',
  '1016': 'S',
  '2000': 'S',
  '7152': 'S',
  '9995': 'G',
  '9996': 'Z',
  '9997': 'E',
  '9998': 'O',
  '9999': 'S',
};

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
