import { SALE_VOUCHERS, type SaleVoucherCode } from '@trade/contracts/billing-cpe';
import type { LookupSource, OptionsSource } from '@trade/ui';

/** Choices of the sales screens. */
export const VOUCHER_OPTIONS = SALE_VOUCHERS.map((v) => ({ value: v.codigo, label: v.nombre }));
/** idcomprobante of the voucher types (fixed by the reference data migration 0004). */
export const VOUCHER_ID: Record<SaleVoucherCode, number> = { '01': 1, '03': 2, NV: 6 };
export const CURRENCIES = [
  { value: 'PEN', label: 'Soles (S/)' },
  { value: 'USD', label: 'Dólares (US$)' },
];
/** idmoneda of the reference data: 1 PEN, 2 USD. */
export const CURRENCY_ID: Record<string, number> = { PEN: 1, USD: 2 };
export const CURRENCY_CODE: Record<number, string> = { 1: 'PEN', 2: 'USD' };
export const PAYMENT_TYPES = [
  { value: 1, label: 'Contado' },
  { value: 2, label: 'Crédito' },
];
export const SALE_STATES = [
  { value: 1, label: 'Emitida', color: 'green' },
  { value: 0, label: 'Anulada', color: 'red' },
];
/** The CPE engine's states (api/src/cpe) in Spanish, with a tag colour. */
export const CPE_STATES: { value: string; label: string; color: string }[] = [
  { value: 'generado', label: 'Generado', color: 'default' },
  { value: 'firmado', label: 'Firmado', color: 'blue' },
  { value: 'en_cola', label: 'En cola', color: 'blue' },
  { value: 'enviando', label: 'Enviando', color: 'processing' },
  { value: 'enviado', label: 'Enviado', color: 'cyan' },
  { value: 'aceptado', label: 'Aceptado', color: 'green' },
  { value: 'observado', label: 'Observado', color: 'gold' },
  { value: 'rechazado', label: 'Rechazado', color: 'red' },
  { value: 'anulado', label: 'Anulado', color: 'volcano' },
  { value: 'invalido', label: 'Inválido', color: 'red' },
  { value: 'error', label: 'Error', color: 'orange' },
  { value: 'sin_cpe', label: 'Sin CPE (nota de venta)', color: 'default' },
];
export const cpeState = (estado: string | null | undefined) =>
  CPE_STATES.find((s) => s.value === (estado ?? 'sin_cpe')) ?? {
    value: String(estado),
    label: String(estado),
    color: 'default',
  };

/** Payment forms of cash sales (efectivo, tarjeta, transferencia, Yape, Plin...). */
export const PAYMENT_FORMS: OptionsSource = {
  url: '/tipoformapago/1',
  value: 'idformapago',
  label: 'nombre',
  cache: true,
};
export const ALL_PAYMENT_FORMS: OptionsSource = {
  url: '/tipoformapago/0',
  value: 'idformapago',
  label: 'nombre',
  cache: true,
};
export const BRANCHES: OptionsSource = {
  url: '/esucursal',
  params: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
  cache: true,
};
export const USERS: OptionsSource = {
  url: '/usuario',
  params: { page: 1, pageSize: 500 },
  value: 'idusuario',
  label: (r) => String(r.usuario ?? r.nombres ?? r.idusuario),
  cache: true,
};
export const CLIENT_FILTER: OptionsSource = {
  url: '/personaprovedor',
  params: { ubica: 1, page: 1, pageSize: 500 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
};
export const CHANNELS: OptionsSource = { url: '/canales', value: 'idcanal', label: 'nombre', cache: true };
export const WAREHOUSES: LookupSource = {
  url: '/almacen',
  params: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
};

/** SUNAT's ceiling for an anonymous boleta (soles). */
export { BOLETA_ANONYMOUS_LIMIT } from '@trade/contracts/billing-cpe';
