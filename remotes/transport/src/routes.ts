import { defineScreens } from '@trade/session';

/** Screens of the transport area: parcels, vehicle exits, departure shifts, drivers and their reports. */
export default defineScreens([
  { path: '/parcel_register', menuKey: 'parcel_register', title: 'Encomiendas', load: () => import('./pages/parcels') },
  {
    path: '/exit_vehicles',
    menuKey: 'exit_vehicles',
    title: 'Salidas de vehículos',
    load: () => import('./pages/exits'),
  },
  {
    path: '/advance_shift',
    menuKey: 'advance_shift',
    title: 'Adelantos de turno',
    load: () => import('./pages/shifts'),
  },
  {
    path: '/management_driver',
    menuKey: 'management_driver',
    title: 'Conductores',
    load: () => import('./pages/drivers'),
  },
  {
    path: '/report_parcel_register',
    menuKey: 'report_parcel_register',
    title: 'Reporte de encomiendas',
    load: () => import('./pages/reports/parcels'),
  },
  {
    path: '/report_exit_vehicles',
    menuKey: 'report_exit_vehicles',
    title: 'Reporte de salidas',
    load: () => import('./pages/reports/exits'),
  },
  {
    path: '/report_advance_shift',
    menuKey: 'report_advance_shift',
    title: 'Reporte de adelantos de turno',
    load: () => import('./pages/reports/shifts'),
  },
]);
