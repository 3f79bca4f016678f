import { defineScreens } from '@trade/session';

/** Screens of the billing-cpe area. */
export default defineScreens([
  { path: '/manage_cpe', menuKey: 'manage_cpe', title: 'Gestión de CPE', load: () => import('./pages/manage-cpe') },
  { path: '/sales', menuKey: 'sales', title: 'Ventas', load: () => import('./pages/sales') },
  { path: '/counter', menuKey: 'counter', title: 'Punto de venta', load: () => import('./pages/counter') },
  {
    path: '/report_sales',
    menuKey: 'report_sales',
    title: 'Reporte de ventas',
    load: () => import('./pages/report-sales'),
  },
  {
    path: '/credit_note',
    menuKey: 'credit_note',
    title: 'Notas de crédito',
    load: () => import('./pages/credit-notes'),
  },
  { path: '/dispatches', menuKey: 'dispatches', title: 'Despachos', load: () => import('./pages/dispatches') },
  {
    path: '/electronic_guide',
    menuKey: 'electronic_guide',
    title: 'Guías de remisión',
    load: () => import('./pages/guides'),
  },
  { path: '/proformas', menuKey: 'proformas', title: 'Proformas', load: () => import('./pages/proformas') },
  { path: '/orders', menuKey: 'orders', title: 'Pedidos', load: () => import('./pages/orders') },
  { path: '/dashboard', menuKey: 'dashboard', title: 'Dashboard', load: () => import('./pages/dashboard') },
]);
