import { UnorderedListOutlined } from '@ant-design/icons';
import {
  REQUIREMENT_STATES,
  requirements,
  type RequirementRow,
  type VehiclePendingRow,
} from '@trade/contracts/workshop';
import { defineResource, PersonQuickCreate, ResourceScreen } from '@trade/ui';
import { PERSON_LOOKUP, VEHICLE_LOOKUP } from '../../options';

/** What a service order took (en orden, atendido) no longer changes. */
const changeable = (r: RequirementRow) => r.estado === 1 || r.estado === 0;
const calls = requirements.endpoints;

/** The customers' requirements: register, edit or annul (estado), delete while no order took them. */
export const requirementResource = defineResource<RequirementRow>({
  key: 'requerimiento',
  title: 'Requerimientos',
  noun: 'requerimiento',
  idField: 'idrequerimiento',
  nameOf: (r) => `${r.placa} ${r.descripcion}`,
  schema: requirements.body,
  api: { list: calls.list, create: calls.create, update: calls.update, remove: calls.remove },
  search: { placeholder: 'Placa, cliente o requerimiento' },
  columns: [
    { key: 'placa', title: 'Placa', sortable: true, width: 100 },
    { key: 'fecharegistro', title: 'Fecha', type: 'date', sortable: true, width: 110 },
    { key: 'vehiculo', title: 'Vehículo', ellipsis: true, width: 130 },
    { key: 'cliente', title: 'Cliente', sortable: true, ellipsis: true, width: 180 },
    { key: 'descripcion', title: 'Requerimiento', ellipsis: true, width: 220 },
    { key: 'kilometraje', title: 'Kilometraje', type: 'integer', width: 110 },
    { key: 'estado', title: 'Estado', type: 'tag', options: REQUIREMENT_STATES.states, width: 110 },
    { key: 'usuario', title: 'Registró', hidden: true },
  ],
  filters: [
    { name: 'fecharegistro', label: 'Fecha', type: 'dateRange' },
    { name: 'estado', label: 'Estado', numeric: true, options: REQUIREMENT_STATES.options, width: 140 },
  ],
  form: {
    columns: 2,
    fields: [
      { name: 'idvehiculo', label: 'Vehículo', type: 'lookup', lookup: VEHICLE_LOOKUP },
      {
        name: 'idpersona',
        label: 'Cliente',
        type: 'lookup',
        lookup: {
          ...PERSON_LOOKUP,
          labelField: (r) => `${String(r.documento).split(' ').pop()} · ${r.cliente}`,
          create: (ctx) => <PersonQuickCreate {...ctx} noun="cliente" ubica={1} />,
        },
      },
      { name: 'descripcion', label: 'Requerimiento', type: 'textarea' },
      { name: 'kilometraje', label: 'Kilometraje', type: 'integer', min: 0, max: 9_999_999 },
      {
        name: 'estado',
        label: 'Estado',
        type: 'select',
        only: 'update',
        options: REQUIREMENT_STATES.pick([1, 0]).options,
      },
    ],
    toBody: (v, { row }) => ({
      ...(row ? { idrequerimiento: row.idrequerimiento, estado: v.estado } : {}),
      idvehiculo: v.idvehiculo,
      idpersona: v.idpersona,
      descripcion: v.descripcion,
      kilometraje: v.kilometraje ?? null,
    }),
  },
  canEdit: changeable,
  canRemove: changeable,
  messages: {
    listError: 'Error al obtener registros',
    saveError: 'Error al guardar el requerimiento',
    updateError: 'Error al actualizar el requerimiento',
    removeError: 'Error al eliminar el requerimiento',
  },
});

/** A vehicle's pending requirements, oldest first (what its next service order takes). */
const pendingResource = defineResource<RequirementRow>({
  key: 'requerimientopendiente',
  title: 'Requerimientos pendientes',
  noun: 'requerimiento',
  idField: 'idrequerimiento',
  nameOf: 'descripcion',
  api: {
    list: calls.pendingOfVehicle,
    paging: 'client',
    listInput: (_query, params) => ({ params: { id: params.idvehiculo } }),
  },
  columns: [
    { key: 'fecharegistro', title: 'Fecha', type: 'datetime' },
    { key: 'descripcion', title: 'Requerimiento' },
    { key: 'cliente', title: 'Cliente' },
    { key: 'kilometraje', title: 'Kilometraje', type: 'integer' },
  ],
  messages: { listError: 'Error al obtener requerimientos pendientes del vehiculo' },
  exportable: false,
});

/** Vehicles waiting for the workshop: how many pending requirements, the latest one's date. */
export const pendingVehiclesResource = defineResource<VehiclePendingRow>({
  key: 'vehiculorequerimientos',
  title: 'Vehículos con requerimientos pendientes',
  noun: 'vehículo',
  idField: 'idvehiculo',
  nameOf: 'placa',
  api: { list: calls.vehiclesWithPending },
  search: { placeholder: 'Placa, vehículo o propietario' },
  columns: [
    { key: 'placa', title: 'Placa', width: 110 },
    { key: 'vehiculo', title: 'Vehículo' },
    { key: 'propietarios', title: 'Propietarios', ellipsis: true },
    { key: 'pendientes', title: 'Pendientes', type: 'integer' },
    { key: 'ultimo', title: 'Último', type: 'datetime' },
  ],
  detail: {
    label: 'Pendientes',
    icon: <UnorderedListOutlined />,
    title: (v) => `Requerimientos pendientes de ${v.placa} (${v.vehiculo})`,
    width: 820,
    render: (v) => <ResourceScreen resource={pendingResource} params={{ idvehiculo: v.idvehiculo }} syncUrl={false} />,
  },
  messages: { listError: 'Error al obtener registros' },
});
