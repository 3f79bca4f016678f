import { defineScreens } from '@trade/session';

/** Screens of the hospitality area: the rooms so far (the booking grid and tourist packages arrive with their menus). */
export default defineScreens([
  { path: '/room', menuKey: 'room', title: 'Habitaciones', load: () => import('./pages/rooms') },
]);
