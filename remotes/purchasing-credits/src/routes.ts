import { defineScreens } from '@trade/session';

/** Screens of the purchasing-credits area (the purchases screen /buys comes with the inventory area). */
export default defineScreens([
  { path: '/clients_providers', menuKey: 'clients_providers', title: 'Clientes y proveedores', load: () => import('./pages/clients-providers') },
  { path: '/accounts_receivable', menuKey: 'accounts_receivable', title: 'Cuentas por cobrar', load: () => import('./pages/accounts-receivable') },
  { path: '/accounts_payable', menuKey: 'accounts_payable', title: 'Cuentas por pagar', load: () => import('./pages/accounts-payable') },
]);
