import { branches } from '@trade/contracts/organization';
import { roomCatalogues } from '@trade/contracts/hospitality';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices of the hospitality screens: the branches (searched as typed) and the room catalogues (loaded once). */
export const BRANCH_LOOKUP = lookupFrom(branches.endpoints.list, {
  query: { estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
  labelField: 'sucursal',
});
export const BRANCH_OPTIONS = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
});
const active = (row: { estado: number }) => row.estado === 1;
const c = roomCatalogues.endpoints;
export const LOCATION_OPTIONS = optionsFrom(c.locations, { value: 'idubicacion', label: 'nombre', where: active });
export const ROOM_TYPE_OPTIONS = optionsFrom(c.types, {
  value: 'idtipohabitacion',
  label: (r) => `${r.nombre} (${r.capacidad} ${r.capacidad === 1 ? 'huésped' : 'huéspedes'})`,
  where: active,
});
export const ROOM_CLASS_OPTIONS = optionsFrom(c.classes, {
  value: 'idclasehabitacion',
  label: 'nombre',
  where: active,
});
export const BED_OPTIONS = optionsFrom(c.beds, { value: 'idcama', label: 'nombre', where: active });
export const SERVICE_OPTIONS = optionsFrom(c.services, { value: 'idservicio', label: 'nombre', where: active });
