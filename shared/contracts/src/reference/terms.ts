/*
 * The terms a document is issued on: its currency and its payment type.
 */

/**
 * The two currencies documents are issued in (`moneda.idmoneda` of the reference data, migration
 * 0004): the screens keep the ISO code in a document's header, the API takes the id.
 */
export const CURRENCIES = [
  { idmoneda: 1, codigo: 'PEN', label: 'Soles (S/)', simbolo: 'S/' },
  { idmoneda: 2, codigo: 'USD', label: 'Dólares (US$)', simbolo: 'US$' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['codigo'];

/** The id of a currency code (soles when unknown). */
export const currencyId = (codigo: unknown): number => CURRENCIES.find((c) => c.codigo === codigo)?.idmoneda ?? 1;
/** The code of a currency id (undefined when unknown). */
export const currencyCode = (idmoneda: unknown): CurrencyCode | undefined =>
  CURRENCIES.find((c) => c.idmoneda === Number(idmoneda))?.codigo;
/** 'S/' or 'US$'. */
export const currencySymbol = (codigo: unknown): string => (codigo === 'USD' ? 'US$' : 'S/');

/** tipo_pago_id of sales and purchases: 1 contado, 2 crédito (spec: 2 means credit). */
export const PAYMENT_TYPES: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Contado' },
  { value: 2, label: 'Crédito' },
];
