import type { OptionsSource } from '@trade/ui';

/** Payment forms paid at once (tipo de pago 1): credit never goes through the cash. */
export const CASH_PAYMENT_FORMS: OptionsSource = {
  url: '/tipoformapago/1',
  value: 'idformapago',
  label: 'nombre',
  cache: true,
};
export const EXPENSE_CATEGORIES: OptionsSource = {
  url: '/categoriasgasto',
  value: 'idcategoria',
  label: 'nombre',
  cache: true,
};
export const ESTADO_RECIBO = [
  { value: 1, label: 'Vigente' },
  { value: 0, label: 'Anulado' },
] as const;
export const ESTADO_CAJA = [
  { value: 1, label: 'Abierta' },
  { value: 2, label: 'Cerrada' },
] as const;
