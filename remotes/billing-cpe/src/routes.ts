import { defineScreens } from '@trade/session';

/** Screens of the billing-cpe area. */
export default defineScreens([
  { path: '/electronic_guide', menuKey: 'electronic_guide', title: 'Guías de remisión', load: () => import('./pages/guides') },
]);
