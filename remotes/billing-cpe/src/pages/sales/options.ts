import {
  GLOBAL_CHARGE_CODES,
  GLOBAL_CHARGE_NAMES,
  SALE_VOUCHERS,
  type SaleVoucherCode,
} from '@trade/contracts/billing-cpe';
import { warehouses } from '@trade/contracts/inventory';
import { branches, users } from '@trade/contracts/organization';
import { people } from '@trade/contracts/purchasing-credits';
import { referenceLists } from '@trade/contracts/reference';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices of the sales screens (and of the other billing screens that filter the same way). */
export const VOUCHER_OPTIONS = SALE_VOUCHERS.map((v) => ({ value: v.codigo, label: v.nombre }));
/** idcomprobante of the voucher types (fixed by the reference data migration 0004). */
export const VOUCHER_ID: Record<SaleVoucherCode, number> = { '01': 1, '03': 2, NV: 6 };
export { PAYMENT_TYPES } from '@trade/contracts/reference';

/** Payment forms of cash sales (efectivo, tarjeta, transferencia, Yape, Plin...). */
export const PAYMENT_FORMS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 1 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});
export const ALL_PAYMENT_FORMS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 0 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});
export const BRANCHES = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
  cache: true,
});
export const USERS = optionsFrom(users.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idusuario',
  label: (r) => String(r.usuario ?? r.nombres ?? r.idusuario),
  cache: true,
});
export const CLIENT_FILTER = optionsFrom(people.endpoints.list, {
  query: { ubica: 1, page: 1, pageSize: 500 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
});
/** Catálogo 53 global charges a sale offers (outside the IGV base). */
export const CHARGE_OPTIONS = [
  { value: '', label: 'Sin cargo' },
  ...GLOBAL_CHARGE_CODES.map((codigo) => ({ value: codigo, label: `${codigo} · ${GLOBAL_CHARGE_NAMES[codigo]}` })),
];

export const CHANNELS = optionsFrom(referenceLists.endpoints.channels, {
  value: 'idcanal',
  label: 'nombre',
  cache: true,
});
export const WAREHOUSES = lookupFrom(warehouses.endpoints.list, {
  query: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
});

/** SUNAT's ceiling for an anonymous boleta (soles). */
export { BOLETA_ANONYMOUS_LIMIT } from '@trade/contracts/billing-cpe';
