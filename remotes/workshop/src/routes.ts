import { defineScreens } from '@trade/session';

/**
 * Screens of the workshop area built so far: vehicles with their owners and catalogues, the
 * customers' requirements, the stations. Service orders, the technician's view and the reports come next.
 */
export default defineScreens([
  { path: '/vehicles', menuKey: 'vehicles', title: 'Vehículos', load: () => import('./pages/vehicles') },
  {
    path: '/vehicle_requirements',
    menuKey: 'vehicle_requirements',
    title: 'Requerimientos',
    load: () => import('./pages/requirements'),
  },
  { path: '/stations', menuKey: 'stations', title: 'Estaciones', load: () => import('./pages/stations') },
]);
