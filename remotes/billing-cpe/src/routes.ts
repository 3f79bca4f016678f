import { defineScreens } from '@trade/session';

/** Screens of the billing-cpe area. */
export default defineScreens([
  { path: '/sales', menuKey: 'sales', title: 'Ventas', load: () => import('./pages/sales') },
  { path: '/report_sales', menuKey: 'report_sales', title: 'Reporte de ventas', load: () => import('./pages/report-sales') },
  { path: '/dispatches', menuKey: 'dispatches', title: 'Despachos', load: () => import('./pages/dispatches') },
]);
