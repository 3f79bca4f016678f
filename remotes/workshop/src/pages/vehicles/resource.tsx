import { TeamOutlined } from '@ant-design/icons';
import { PLATE_PATTERN, vehicles, type VehicleRow } from '@trade/contracts/workshop';
import { defineResource, ESTADO_OPTIONS, PersonQuickCreate } from '@trade/ui';
import { BRAND_OPTIONS, MODEL_LOOKUP, PERSON_LOOKUP } from '../../options';
import { VehicleOwners } from './owners';

const VEHICLE_ERROR =
  'Error al guardar, actualizar o eliminar la estación, marca, modelo, vehículo, propietario or accesorio';
const plateRule = new RegExp(PLATE_PATTERN);

/** Vehicles: plate, brand and model, year, colour, VIN, engine, mileage; their owners in a drawer. */
export const vehicleResource = defineResource({
  contract: vehicles,
  nameOf: 'placa',
  search: { placeholder: 'Placa, VIN, marca, modelo o propietario' },
  columns: [
    { key: 'placa', title: 'Placa', sortable: true, width: 110 },
    { key: 'marca', title: 'Marca', sortable: true },
    { key: 'modelo', title: 'Modelo', sortable: true },
    { key: 'anio', title: 'Año', sortable: true, width: 80 },
    { key: 'color', title: 'Color' },
    { key: 'kilometraje', title: 'Kilometraje', type: 'integer' },
    { key: 'propietarios', title: 'Propietarios', ellipsis: true },
    { key: 'vin', title: 'VIN', ellipsis: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idmarcavehiculo', label: 'Marca', numeric: true, options: BRAND_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  form: {
    columns: 2,
    fields: [
      {
        name: 'placa',
        label: 'Placa',
        upperCase: true,
        placeholder: 'ABC-123',
        rules: [{ pattern: plateRule, message: 'Placa: solo letras y números, con un guion o espacio' }],
      },
      { name: 'idmodelovehiculo', label: 'Marca y modelo', type: 'lookup', lookup: MODEL_LOOKUP },
      { name: 'anio', label: 'Año', type: 'integer', min: 1950, max: 2100 },
      { name: 'color', label: 'Color' },
      { name: 'vin', label: 'VIN', upperCase: true },
      { name: 'motor', label: 'Motor', upperCase: true },
      { name: 'kilometraje', label: 'Kilometraje', type: 'integer', min: 0, max: 9_999_999 },
      {
        name: 'idpersona',
        label: 'Propietario',
        type: 'lookup',
        only: 'create',
        lookup: { ...PERSON_LOOKUP, create: (ctx) => <PersonQuickCreate {...ctx} noun="propietario" ubica={1} /> },
      },
      { name: 'observacion', label: 'Observación', type: 'textarea' },
    ],
    toBody: (v, { row }) => ({
      ...(row ? { idvehiculo: row.idvehiculo } : { idpersona: v.idpersona ?? null }),
      placa: v.placa,
      idmodelovehiculo: v.idmodelovehiculo,
      anio: v.anio ?? null,
      color: v.color ?? null,
      vin: v.vin ?? null,
      motor: v.motor ?? null,
      kilometraje: v.kilometraje ?? null,
      observacion: v.observacion ?? null,
    }),
  },
  detail: {
    label: 'Propietarios',
    icon: <TeamOutlined />,
    title: (v: VehicleRow) => `Propietarios de ${v.placa} (${v.marca} ${v.modelo})`,
    width: 820,
    render: (v: VehicleRow) => <VehicleOwners vehicle={v} />,
  },
  messages: {
    listError: 'Error al obtener registros',
    saveError: VEHICLE_ERROR,
    updateError: VEHICLE_ERROR,
    removeError: VEHICLE_ERROR,
    toggleError: VEHICLE_ERROR,
  },
});
