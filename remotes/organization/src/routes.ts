import { defineScreens } from '@trade/session';

/** Screens of the organization area (administration). */
export default defineScreens([
  { path: '/menu_control', menuKey: 'menu_control', title: 'Control de menús', load: () => import('./pages/menu-control') },
  { path: '/access_control', menuKey: 'access_control', title: 'Control de accesos', load: () => import('./pages/access-control') },
]);
