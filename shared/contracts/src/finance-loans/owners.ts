import { owner } from '../kit/index.js';

/** Cash, receipts, expenses and loans belong to the user who made them, in their branch (kit/scope.ts). */
const madeBy = { user: 'idusuario', branch: ['idsucursal'] } as const;
export const CASH_OWNER = owner({ noun: 'La caja', table: 'caja_apertura', key: 'idapertura', ...madeBy });
export const PETTY_CASH_OWNER = owner({ noun: 'El recibo', table: 'caja_chica', key: 'idcajachica', ...madeBy });
export const EXPENSE_OWNER = owner({ noun: 'El gasto', table: 'gasto_operativo', key: 'idgasto', ...madeBy });
export const LOAN_OWNER = owner({ noun: 'El préstamo', table: 'prestamo', key: 'idprestamo', ...madeBy });
/** A payment is its loan's (whoever took it in). */
export const LOAN_PAYMENT_OWNER = owner({
  noun: 'El pago',
  table: 'prestamo_pago',
  key: 'idpago',
  parents: [{ column: 'idprestamo', owner: LOAN_OWNER }],
});
