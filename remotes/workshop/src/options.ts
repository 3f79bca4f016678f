import { warehouses } from '@trade/contracts/inventory';
import { branches, employees } from '@trade/contracts/organization';
import { people } from '@trade/contracts/purchasing-credits';
import { serviceOrders, stations, vehicleBrands, vehicleModels, vehicles } from '@trade/contracts/workshop';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices of the workshop screens: searched on the server as typed (lookups) or loaded once (short lists). */
export const BRAND_LOOKUP = lookupFrom(vehicleBrands.endpoints.list, {
  query: { estado: 1 },
  value: 'idmarcavehiculo',
  label: 'nombre',
  labelField: 'marca',
});
export const BRAND_OPTIONS = optionsFrom(vehicleBrands.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idmarcavehiculo',
  label: 'nombre',
});
export const MODEL_LOOKUP = lookupFrom(vehicleModels.endpoints.list, {
  query: { estado: 1 },
  value: 'idmodelovehiculo',
  label: (r) => `${r.marca} ${r.nombre}`,
  labelField: (r) => `${r.marca} ${r.modelo}`,
});
/** Owners: people of the people area (clients), searched by document or name. */
export const PERSON_LOOKUP = lookupFrom(people.endpoints.list, {
  query: { estado: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
});
/** Active vehicles, by plate, brand, model or owner. */
export const VEHICLE_LOOKUP = lookupFrom(vehicles.endpoints.lookup, {
  value: 'idvehiculo',
  label: (r) => `${r.placa} · ${r.marca} ${r.modelo}`,
  labelField: (r) => `${r.placa} · ${r.vehiculo}`,
});
/** Warehouses the parts of an order leave from (the inventory's list). */
export const WAREHOUSE_LOOKUP = lookupFrom(warehouses.endpoints.list, {
  query: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
});
/** Stations in service (an order may be moved only to one of them). */
export const STATION_OPTIONS = optionsFrom(stations.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idestacion',
  label: 'nombre',
});
/** Every station, for the list's filter (an order keeps a station taken out of service). */
export const STATION_FILTER = optionsFrom(stations.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idestacion',
  label: 'nombre',
  cache: true,
});
/** Active employees as the order's technician. */
export const TECHNICIAN_OPTIONS = optionsFrom(employees.endpoints.lookup, {
  value: 'idempleado',
  label: (r) => `${r.nombres} ${r.apellidos}`,
  cache: true,
});
/** Finished orders, by number, plate or customer: the original of a warranty order. */
export const FINISHED_ORDER_LOOKUP = lookupFrom(serviceOrders.endpoints.list, {
  query: { estado: 3 },
  value: 'idordenservicio',
  label: (r) => `${r.documento} · ${r.placa} · ${r.cliente}`,
  labelField: 'garantia',
});
/** The branches (the reports' filter: the branch of the orders' warehouse). */
export const BRANCH_OPTIONS = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
  cache: true,
});
