import { defineScreens } from '@trade/session';

/** Screens of the finance-loans area: the cash register, petty cash receipts, operating expenses and loans. */
export default defineScreens([
  { path: '/manage_cash', menuKey: 'manage_cash', title: 'Caja', load: () => import('./pages/cash') },
  {
    path: '/income_receipt',
    menuKey: 'income_receipt',
    title: 'Recibos de ingreso',
    load: () => import('./pages/petty-cash/income'),
  },
  {
    path: '/expenses_receipt',
    menuKey: 'expenses_receipt',
    title: 'Recibos de egreso',
    load: () => import('./pages/petty-cash/expenses'),
  },
  { path: '/loans', menuKey: 'loans', title: 'Préstamos', load: () => import('./pages/loans') },
  {
    path: '/operating_expenses',
    menuKey: 'operating_expenses',
    title: 'Gastos operativos',
    load: () => import('./pages/operating-expenses'),
  },
]);
