import { defineScreens } from '@trade/session';

/** Screens of the purchasing-credits area. */
export default defineScreens([
  {
    path: '/clients_providers',
    menuKey: 'clients_providers',
    title: 'Clientes y proveedores',
    load: () => import('./pages/clients-providers'),
  },
  { path: '/buys', menuKey: 'buys', title: 'Compras', load: () => import('./pages/buys') },
  {
    path: '/accounts_receivable',
    menuKey: 'accounts_receivable',
    title: 'Cuentas por cobrar',
    load: () => import('./pages/accounts-receivable'),
  },
  {
    path: '/accounts_payable',
    menuKey: 'accounts_payable',
    title: 'Cuentas por pagar',
    load: () => import('./pages/accounts-payable'),
  },
]);
