import { people } from '@trade/contracts/purchasing-credits';
import { vehicleBrands, vehicleModels, vehicles } from '@trade/contracts/workshop';
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
