import {
  accessories,
  vehicleBrands,
  vehicleModels,
  type AccessoryRow,
  type VehicleBrandRow,
  type VehicleModelRow,
} from '@trade/contracts/workshop';
import { defineResource, ESTADO_OPTIONS, type FieldSpec, type Resource } from '@trade/ui';
import { BRAND_LOOKUP, BRAND_OPTIONS } from '../../options';

/*
 * The vehicle catalogues: brands, models (of a brand) and the accessories checked at intake. They
 * have no state call: the edit form's 'Activo' switch sends estado with the update.
 */

const estadoFilter = { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 };
const nameField: FieldSpec = { name: 'nombre', label: 'Nombre' };
const activeField: FieldSpec = { name: 'estado', label: 'Activo', type: 'switch', only: 'update' };
const estadoColumn = { key: 'estado', title: 'Estado', type: 'estado' } as const;

/** The spec's failure text of these catalogues (001 §8). */
const CATALOGUE_ERROR =
  'Error al guardar, actualizar o eliminar la estación, marca, modelo, vehículo, propietario or accesorio';
const messages = {
  listError: 'Error al obtener registros',
  saveError: CATALOGUE_ERROR,
  updateError: CATALOGUE_ERROR,
  removeError: CATALOGUE_ERROR,
};

export const brandResource = defineResource<VehicleBrandRow>({
  key: 'marcavehiculo',
  title: vehicleBrands.noun.plural,
  noun: vehicleBrands.noun.singular,
  gender: 'f',
  idField: 'idmarcavehiculo',
  nameOf: 'nombre',
  schema: vehicleBrands.body,
  api: {
    list: vehicleBrands.endpoints.list,
    create: vehicleBrands.endpoints.create,
    update: vehicleBrands.endpoints.update,
    remove: vehicleBrands.endpoints.remove,
  },
  columns: [{ key: 'nombre', title: 'Nombre', sortable: true }, estadoColumn],
  filters: [estadoFilter],
  form: { fields: [nameField, activeField] },
  messages,
});

export const modelResource = defineResource<VehicleModelRow>({
  key: 'modelovehiculo',
  title: vehicleModels.noun.plural,
  noun: vehicleModels.noun.singular,
  idField: 'idmodelovehiculo',
  nameOf: (r) => `${r.marca} ${r.nombre}`,
  schema: vehicleModels.body,
  api: {
    list: vehicleModels.endpoints.list,
    create: vehicleModels.endpoints.create,
    update: vehicleModels.endpoints.update,
    remove: vehicleModels.endpoints.remove,
  },
  columns: [
    { key: 'nombre', title: 'Modelo', sortable: true },
    { key: 'marca', title: 'Marca', sortable: true },
    estadoColumn,
  ],
  filters: [{ name: 'idmarcavehiculo', label: 'Marca', numeric: true, options: BRAND_OPTIONS }, estadoFilter],
  form: {
    fields: [{ name: 'idmarcavehiculo', label: 'Marca', type: 'lookup', lookup: BRAND_LOOKUP }, nameField, activeField],
  },
  messages,
});

export const accessoryResource = defineResource<AccessoryRow>({
  key: 'accesorio',
  title: accessories.noun.plural,
  noun: accessories.noun.singular,
  idField: 'idaccesorio',
  nameOf: 'nombre',
  schema: accessories.body,
  api: {
    list: accessories.endpoints.list,
    create: accessories.endpoints.create,
    update: accessories.endpoints.update,
    remove: accessories.endpoints.remove,
  },
  columns: [{ key: 'nombre', title: 'Nombre', sortable: true }, estadoColumn],
  filters: [estadoFilter],
  form: { fields: [nameField, activeField] },
  messages,
});

/** The tabs of /vehicles after the vehicles themselves: key in the URL (`?tab=marcas`), label, resource. */
export const CATALOGUE_TABS: { key: string; label: string; resource: Resource<any> }[] = [
  { key: 'marcas', label: 'Marcas', resource: brandResource },
  { key: 'modelos', label: 'Modelos', resource: modelResource },
  { key: 'accesorios', label: 'Accesorios', resource: accessoryResource },
];
