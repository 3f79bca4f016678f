import { defineResource } from '@trade/ui';
import { ROOM_STATES, RoomBody, rooms, type RoomRow } from '@trade/contracts/hospitality';
import { BRANCH_LOOKUP, BRANCH_OPTIONS, LOCATION_OPTIONS, ROOM_TYPE_OPTIONS } from '../../options';
import { RoomParts } from './parts';
import { RoomState } from './RoomState';

const r = rooms.endpoints;

/** Rooms of the branches (spec 001 §7 Rooms): state 1 available, 2 occupied, 3 cleaning or maintenance. */
export const roomResource = defineResource<RoomRow>({
  key: 'habitacion',
  title: 'Habitaciones',
  noun: 'habitación',
  gender: 'f',
  idField: 'idhabitacion',
  nameOf: (row) => `Habitación ${row.numero}`,
  schema: RoomBody,
  api: { list: r.list, create: r.create, update: r.update, remove: r.remove },
  search: { placeholder: 'Buscar número, piso o tipo' },
  columns: [
    { key: 'numero', title: 'Número', sortable: true, width: 90 },
    { key: 'ubicacion', title: 'Ubicación', sortable: true },
    {
      key: 'tipohabitacion',
      title: 'Tipo',
      sortable: true,
      value: (row) => `${row.tipohabitacion} (${row.capacidad})`,
    },
    { key: 'camas', title: 'Camas', ellipsis: true },
    { key: 'tarifa_desde', title: 'Desde (S/)', type: 'money' },
    { key: 'sucursal', title: 'Sucursal', sortable: true },
    { key: 'descripcion', title: 'Descripción', hidden: true },
    {
      key: 'estado',
      title: 'Estado',
      sortable: true,
      type: 'tag',
      options: ROOM_STATES.states,
      render: (row, ctx) => <RoomState row={row} notify={ctx.notify} reload={ctx.reload} />,
    },
  ],
  filters: [
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'idubicacion', label: 'Ubicación', numeric: true, options: LOCATION_OPTIONS },
    { name: 'idtipohabitacion', label: 'Tipo', numeric: true, options: ROOM_TYPE_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: ROOM_STATES.options, width: 200 },
  ],
  canRemove: (row) => row.estado !== 2,
  detail: {
    label: 'Camas, clases y servicios',
    title: (row) => `Habitación ${row.numero} · ${row.sucursal}`,
    width: 720,
    render: (row, ctx) => <RoomParts room={row} reload={ctx.reload} />,
  },
  form: {
    columns: 2,
    defaults: { estado: 1 },
    toValues: (row) => ({ ...row, descripcion: row.descripcion ?? undefined }),
    toBody: (v, { row }) => {
      const body = {
        idsucursal: v.idsucursal,
        numero: v.numero,
        idubicacion: v.idubicacion,
        idtipohabitacion: v.idtipohabitacion,
        descripcion: v.descripcion ? v.descripcion : null,
        estado: v.estado,
      };
      return row ? { idhabitacion: row.idhabitacion, ...body } : body;
    },
    fields: [
      { name: 'numero', label: 'Número' },
      { name: 'idsucursal', label: 'Sucursal', type: 'lookup', lookup: BRANCH_LOOKUP, required: true },
      { name: 'idubicacion', label: 'Ubicación', type: 'select', options: LOCATION_OPTIONS },
      { name: 'idtipohabitacion', label: 'Tipo de habitación', type: 'select', options: ROOM_TYPE_OPTIONS },
      {
        name: 'estado',
        label: 'Estado',
        type: 'select',
        options: ROOM_STATES.options,
        help: 'Disponible, ocupada, o en limpieza o mantenimiento (no se alquila hasta quedar disponible).',
      },
      { name: 'descripcion', label: 'Descripción', type: 'textarea', wide: true },
    ],
  },
  messages: {
    saving: 'Guardando habitación...',
    updating: 'Actualizando habitación...',
    removing: 'Eliminando habitación...',
    saveError: 'Error al guardar el registro',
    updateError: 'Error al guardar el registro',
    removeError: 'Error al borrar el registro',
  },
});
