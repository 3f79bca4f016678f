import { owner } from '../kit/index.js';

/**
 * Whom billing records belong to (kit/scope.ts): the user who made them, in their branch; orders
 * and proformas are the branch's (waiters add to an order, a seller quotes, the cashier invoices
 * them). The calls naming one by id declare it with `record` in their entity's contract.
 */
const madeBy = { user: 'idusuario', branch: ['idsucursal'] } as const;
export const SALE_OWNER = owner({ noun: 'La venta', table: 'venta', key: 'idventa', ...madeBy });
/** A sale in progress on the counter (a draft) is its user's, in their branch. */
export const DRAFT_OWNER = owner({ noun: 'El borrador', table: 'venta_borrador', key: 'idborrador', ...madeBy });
export const CREDIT_NOTE_OWNER = owner({ noun: 'La nota', table: 'nota_credito', key: 'idnota', ...madeBy });
export const GUIDE_OWNER = owner({ noun: 'La guía', table: 'guia', key: 'idguia', ...madeBy });
export const ORDER_OWNER = owner({ noun: 'El pedido', table: 'pedido', key: 'idpedido', branch: ['idsucursal'] });
export const PROFORMA_OWNER = owner({
  noun: 'La proforma',
  table: 'proforma',
  key: 'idproforma',
  branch: ['idsucursal'],
});
/**
 * An electronic document belongs to the sale, note or guide it was issued for (the view
 * `cpe_documento_origen`, migration 0028, names them, replaced documents included); a daily summary
 * or a voided communication to no user and no branch: users with `otros_usuarios` see it.
 */
const CPE_ORIGIN_OWNER = owner({
  noun: 'El comprobante electrónico',
  table: 'cpe_documento_origen',
  key: 'id',
  ...madeBy,
});
export const CPE_DOCUMENT_OWNER = owner({
  noun: 'El comprobante electrónico',
  table: 'cpe_documento',
  key: 'id',
  parents: [{ column: 'id', owner: CPE_ORIGIN_OWNER }],
});
