import { defineScreens } from '@trade/session';

/** Screens of the hospitality area: the rooms, the booking grid and the reports (tourist packages arrive with their menu). */
export default defineScreens([
  { path: '/room', menuKey: 'room', title: 'Habitaciones', load: () => import('./pages/rooms') },
  { path: '/grid', menuKey: 'grid', title: 'Grilla de reservas', load: () => import('./pages/grid') },
  {
    path: '/report_hospitality',
    menuKey: 'report_hospitality',
    title: 'Reportes de hotel',
    load: () => import('./pages/reports'),
  },
]);
