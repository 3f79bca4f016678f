import { defineScreens } from '@trade/session';

/** Screens of the hospitality area: the rooms, the booking grid, the tourist packages and the reports. */
export default defineScreens([
  { path: '/room', menuKey: 'room', title: 'Habitaciones', load: () => import('./pages/rooms') },
  { path: '/grid', menuKey: 'grid', title: 'Grilla de reservas', load: () => import('./pages/grid') },
  {
    path: '/tourist-packages',
    menuKey: 'tourist-packages',
    title: 'Paquetes turísticos',
    load: () => import('./pages/packages'),
  },
  {
    path: '/report_hospitality',
    menuKey: 'report_hospitality',
    title: 'Reportes de hotel',
    load: () => import('./pages/reports'),
  },
]);
