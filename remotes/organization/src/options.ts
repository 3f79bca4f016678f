import type { LookupSource, OptionsSource } from '@trade/ui';

/** Choices loaded from the API for the organization screens' selects and filters. */
export const BRANCH_OPTIONS: OptionsSource = {
  url: '/esucursal',
  params: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
};
export const VOUCHER_OPTIONS: OptionsSource = {
  url: '/comprobante',
  params: { page: 1, pageSize: 500 },
  value: 'idcomprobante',
  label: (r) => `${r.codigo} · ${r.nombre}`,
};
export const ACTIVE_VOUCHER_OPTIONS: OptionsSource = {
  ...VOUCHER_OPTIONS,
  params: { page: 1, pageSize: 500, estado: 1 },
};
export const USER_OPTIONS: OptionsSource = {
  url: '/usuario',
  params: { page: 1, pageSize: 500 },
  value: 'idusuario',
  label: (r) => `${r.nombres} (${r.usuario})`,
};

/** Searched on the server as the user types (a business may have many branches and users). */
export const ACTIVE_BRANCH_LOOKUP: LookupSource = {
  url: '/esucursal',
  params: { estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
  labelField: 'sucursal',
};
export const USER_LOOKUP: LookupSource = {
  url: '/usuario',
  value: 'idusuario',
  label: (r) => `${r.nombres} (${r.usuario})`,
  labelField: 'usuario',
};
/** The roles the API knows (GET /roles answers every one; the lookup filters them as typed). */
export const ROLE_LOOKUP: LookupSource = { url: '/roles', value: 'rol', label: 'nombre', labelField: 'rolNombre' };
export const BANK_OPTIONS: OptionsSource = { url: '/bancos', value: 'idbanco', label: 'nombre', cache: true };
export const CURRENCY_OPTIONS: OptionsSource = {
  url: '/tipomoneda',
  value: 'idmoneda',
  label: (r) => `${r.nombre} (${r.simbolo})`,
  cache: true,
};
export const DOCUMENT_TYPE_OPTIONS: OptionsSource = {
  url: '/tipodocumento',
  value: 'idtipodocumento',
  label: (r) => `${r.abreviatura} · ${r.nombre}`,
  cache: true,
};
