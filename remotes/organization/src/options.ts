import { branches, users, vouchers } from '@trade/contracts/organization';
import { referenceLists } from '@trade/contracts/reference';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices loaded from the API for the organization screens' selects and filters. */
export const BRANCH_OPTIONS = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
});
export const VOUCHER_OPTIONS = optionsFrom(vouchers.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idcomprobante',
  label: (r) => `${r.codigo} · ${r.nombre}`,
});
export const ACTIVE_VOUCHER_OPTIONS = optionsFrom(vouchers.endpoints.list, {
  ...VOUCHER_OPTIONS,
  query: { page: 1, pageSize: 500, estado: 1 },
});
export const USER_OPTIONS = optionsFrom(users.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idusuario',
  label: (r) => `${r.nombres} (${r.usuario})`,
});

/** Searched on the server as the user types (a business may have many branches and users). */
export const ACTIVE_BRANCH_LOOKUP = lookupFrom(branches.endpoints.list, {
  query: { estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
  labelField: 'sucursal',
});
export const USER_LOOKUP = lookupFrom(users.endpoints.list, {
  value: 'idusuario',
  label: (r) => `${r.nombres} (${r.usuario})`,
  labelField: 'usuario',
});
/** The roles the API knows (the list answers every one; the lookup filters them as typed). */
export const ROLE_LOOKUP = lookupFrom(users.endpoints.roles, {
  value: 'rol',
  label: 'nombre',
  labelField: 'rolNombre',
});
export const BANK_OPTIONS = optionsFrom(referenceLists.endpoints.banks, {
  value: 'idbanco',
  label: 'nombre',
  cache: true,
});
export const CURRENCY_OPTIONS = optionsFrom(referenceLists.endpoints.currencies, {
  value: 'idmoneda',
  label: (r) => `${r.nombre} (${r.simbolo})`,
  cache: true,
});
export const DOCUMENT_TYPE_OPTIONS = optionsFrom(referenceLists.endpoints.documentTypes, {
  value: 'idtipodocumento',
  label: (r) => `${r.abreviatura} · ${r.nombre}`,
  cache: true,
});
