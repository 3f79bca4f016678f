import { owner } from '../kit/index.js';
import { WAREHOUSE_BRANCH_OWNER } from '../inventory/owners.js';

/**
 * Purchases belong to the user who made them, in their warehouse's branch; credits are the branch's
 * receivables and payables (any collector of the branch takes their payments) (kit/scope.ts).
 */
export const PURCHASE_OWNER = owner({
  noun: 'La compra',
  table: 'compra',
  key: 'idcompra',
  user: 'idusuario',
  parents: [{ column: 'idalmacen', owner: WAREHOUSE_BRANCH_OWNER }],
});
export const CREDIT_OWNER = owner({
  noun: 'El crédito',
  table: 'credito',
  key: 'idcredito',
  user: 'idusuario',
  branch: ['idsucursal'],
});
/** A payment or an instalment (letra) is its credit's. */
export const CREDIT_PAYMENT_OWNER = owner({
  noun: 'El pago',
  table: 'credito_pago',
  key: 'idpago',
  parents: [{ column: 'idcredito', owner: CREDIT_OWNER }],
});
export const CREDIT_INSTALMENT_OWNER = owner({
  noun: 'La letra',
  table: 'credito_cuota',
  key: 'idcuota',
  parents: [{ column: 'idcredito', owner: CREDIT_OWNER }],
});
