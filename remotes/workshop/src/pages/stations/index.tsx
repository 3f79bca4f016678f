import { stations } from '@trade/contracts/workshop';
import { defineResource, ESTADO_OPTIONS, ResourceScreen } from '@trade/ui';

const STATION_ERROR =
  'Error al guardar, actualizar o eliminar la estación, marca, modelo, vehículo, propietario or accesorio';

/** /stations: the workshop's bays, in service (active) or out of service. */
export const stationResource = defineResource({
  contract: stations,
  nameOf: 'nombre',
  columns: [
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'descripcion', title: 'Descripción' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
  form: {
    fields: [
      { name: 'nombre', label: 'Nombre' },
      { name: 'descripcion', label: 'Descripción', type: 'textarea' },
    ],
    toBody: (v, { row }) => ({
      ...(row ? { idestacion: row.idestacion } : {}),
      nombre: v.nombre,
      descripcion: v.descripcion ?? null,
    }),
  },
  messages: {
    listError: 'Error al obtener registros',
    saveError: STATION_ERROR,
    updateError: STATION_ERROR,
    removeError: STATION_ERROR,
    toggleError: STATION_ERROR,
  },
});

export default function Stations() {
  return <ResourceScreen resource={stationResource} />;
}
