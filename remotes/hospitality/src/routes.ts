import { defineScreens } from '@trade/session';

/** Screens of the hospitality area: the rooms and the booking grid (tourist packages arrive with their menu). */
export default defineScreens([
  { path: '/room', menuKey: 'room', title: 'Habitaciones', load: () => import('./pages/rooms') },
  { path: '/grid', menuKey: 'grid', title: 'Grilla de reservas', load: () => import('./pages/grid') },
]);
