import { people } from '@trade/contracts/purchasing-credits';
import { vehicleBrands, vehicleModels } from '@trade/contracts/workshop';
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
