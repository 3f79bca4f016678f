import { defineScreens } from '@trade/session';

/** Screens of the organization area (administration); every one is built on @trade/ui. */
export default defineScreens([
  { path: '/users', menuKey: 'users', title: 'Usuarios', load: () => import('./pages/users') },
  { path: '/series', menuKey: 'series', title: 'Series', load: () => import('./pages/series') },
  { path: '/vouchers', menuKey: 'vouchers', title: 'Comprobantes', load: () => import('./pages/vouchers') },
  {
    path: '/establishments',
    menuKey: 'establishments',
    title: 'Establecimiento',
    load: () => import('./pages/establishments'),
  },
  {
    path: '/company_settings',
    menuKey: 'company_settings',
    title: 'Configuración SUNAT',
    load: () => import('./pages/company-settings'),
  },
  { path: '/employees', menuKey: 'employees', title: 'Empleados', load: () => import('./pages/employees') },
  {
    path: '/menu_control',
    menuKey: 'menu_control',
    title: 'Control de menús',
    load: () => import('./pages/menu-control'),
  },
  {
    path: '/access_control',
    menuKey: 'access_control',
    title: 'Control de accesos',
    load: () => import('./pages/access-control'),
  },
  { path: '/audit_trail', menuKey: 'audit_trail', title: 'Auditoría', load: () => import('./pages/audit-trail') },
]);
