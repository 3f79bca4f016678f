import { defineScreens } from '@trade/session';

/** Screens of the billing-cpe area. */
export default defineScreens([
  { path: '/manage_cpe', menuKey: 'manage_cpe', title: 'Gestión de CPE', load: () => import('./pages/manage-cpe') },
]);
