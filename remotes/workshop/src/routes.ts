import { defineScreens } from '@trade/session';

/**
 * Screens of the workshop area built so far: vehicles with their owners and catalogues, the
 * customers' requirements, the service orders, the technician's view, the stations. The reports come next.
 */
export default defineScreens([
  { path: '/vehicles', menuKey: 'vehicles', title: 'Vehículos', load: () => import('./pages/vehicles') },
  {
    path: '/vehicle_requirements',
    menuKey: 'vehicle_requirements',
    title: 'Requerimientos',
    load: () => import('./pages/requirements'),
  },
  {
    path: '/vehicle_order_services',
    menuKey: 'vehicle_order_services',
    title: 'Órdenes de servicio',
    load: () => import('./pages/service-orders'),
  },
  {
    path: '/attention_service_orders',
    menuKey: 'attention_service_orders',
    title: 'Atención de órdenes',
    load: () => import('./pages/attention'),
  },
  { path: '/stations', menuKey: 'stations', title: 'Estaciones', load: () => import('./pages/stations') },
  {
    path: '/report_service_orders',
    menuKey: 'report_service_orders',
    title: 'Reporte de órdenes',
    load: () => import('./pages/reports'),
  },
]);
