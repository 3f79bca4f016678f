import { owner } from '../kit/index.js';

/**
 * Cash and petty cash receipts belong to the user who made them, in their branch; operating
 * expenses are the branch's, and loans the branch's portfolio (any cashier of the branch takes
 * their payments), whoever registered them.
 */
const madeBy = { user: 'idusuario', branch: ['idsucursal'] } as const;
export const CASH_OWNER = owner({ noun: 'La caja', table: 'caja_apertura', key: 'idapertura', ...madeBy });
export const PETTY_CASH_OWNER = owner({ noun: 'El recibo', table: 'caja_chica', key: 'idcajachica', ...madeBy });
export const EXPENSE_OWNER = owner({
  noun: 'El gasto',
  table: 'gasto_operativo',
  key: 'idgasto',
  branch: ['idsucursal'],
});
export const LOAN_OWNER = owner({ noun: 'El préstamo', table: 'prestamo', key: 'idprestamo', branch: ['idsucursal'] });
/** A payment is its loan's. */
export const LOAN_PAYMENT_OWNER = owner({
  noun: 'El pago',
  table: 'prestamo_pago',
  key: 'idpago',
  parents: [{ column: 'idprestamo', owner: LOAN_OWNER }],
});
