import { defineScreens } from '@trade/session';

/** Screens of the complaints area: the complaints book and the establishments that keep one. */
export default defineScreens([
  {
    path: '/complaints_book',
    menuKey: 'complaints_book',
    title: 'Libro de reclamaciones',
    load: () => import('./pages/book'),
  },
  {
    path: '/establishments_complaints',
    menuKey: 'establishments_complaints',
    title: 'Establecimientos de reclamos',
    load: () => import('./pages/establishments'),
  },
]);
