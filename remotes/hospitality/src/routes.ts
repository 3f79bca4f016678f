import { defineScreens } from '@trade/session';

/** Screens of the hospitality area: the rooms, the booking grid and the tourist packages. */
export default defineScreens([
  { path: '/room', menuKey: 'room', title: 'Habitaciones', load: () => import('./pages/rooms') },
  { path: '/grid', menuKey: 'grid', title: 'Grilla de reservas', load: () => import('./pages/grid') },
  {
    path: '/tourist-packages',
    menuKey: 'tourist-packages',
    title: 'Paquetes turísticos',
    load: () => import('./pages/packages'),
  },
]);
