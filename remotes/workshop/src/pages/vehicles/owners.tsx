import { vehicleOwners, type VehicleOwnerRow, type VehicleRow } from '@trade/contracts/workshop';
import { PersonQuickCreate, defineResource, ResourceScreen } from '@trade/ui';
import { PERSON_LOOKUP } from '../../options';

const OWNER_ERROR =
  'Error al guardar, actualizar o eliminar la estación, marca, modelo, vehículo, propietario or accesorio';

/** A vehicle's owners (people of the people area): add one, activate or deactivate, remove. */
export const ownerResource = defineResource<VehicleOwnerRow>({
  key: 'propietario',
  title: 'Propietarios',
  noun: 'propietario',
  createLabel: 'Agregar propietario',
  idField: 'idvehiculopropietario',
  nameOf: 'nombres',
  schema: vehicleOwners.body,
  api: {
    list: vehicleOwners.endpoints.list,
    paging: 'client',
    listInput: (_query, params) => ({ params: { id: params.idvehiculo } }),
    create: vehicleOwners.endpoints.create,
    state: vehicleOwners.endpoints.state,
    remove: vehicleOwners.endpoints.remove,
  },
  columns: [
    { key: 'nombres', title: 'Propietario' },
    { key: 'numero_documento', title: 'Documento', value: (r) => `${r.tipodocumento} ${r.numero_documento}` },
    { key: 'telefono', title: 'Teléfono' },
    { key: 'fecharegistro', title: 'Desde', type: 'date' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  form: {
    fields: [
      {
        name: 'idpersona',
        label: 'Persona',
        type: 'lookup',
        lookup: { ...PERSON_LOOKUP, create: (ctx) => <PersonQuickCreate {...ctx} noun="propietario" ubica={1} /> },
      },
    ],
  },
  messages: {
    listError: 'Error al obtener los propietarios',
    saveError: OWNER_ERROR,
    removeError: OWNER_ERROR,
    toggleError: OWNER_ERROR,
  },
  exportable: false,
});

export function VehicleOwners({ vehicle }: { vehicle: VehicleRow }) {
  return <ResourceScreen resource={ownerResource} params={{ idvehiculo: vehicle.idvehiculo }} syncUrl={false} />;
}
