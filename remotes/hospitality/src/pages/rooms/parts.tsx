import { Tabs } from 'antd';
import { call } from '@trade/session';
import { defineResource, ResourceScreen } from '@trade/ui';
import {
  RoomBedBody,
  RoomClassBody,
  RoomServiceBody,
  rooms,
  type RoomBedRow,
  type RoomClassLinkRow,
  type RoomRow,
  type RoomServiceLinkRow,
} from '@trade/contracts/hospitality';
import { BED_OPTIONS, ROOM_CLASS_OPTIONS, SERVICE_OPTIONS } from '../../options';

const r = rooms.endpoints;
/** The room of a sub-list (`params: { idhabitacion }`); each API answers every row, paged here. */
const room = (params: Record<string, unknown>) => ({ params: { id: Number(params.idhabitacion) } });
const small = { search: false, exportable: false, defaultPageSize: 10 } as const;
const noPrice = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** The beds of a room (`params: { idhabitacion }`); the same bed again changes how many. */
const bedResource = defineResource<RoomBedRow>({
  key: 'habitacion_cama',
  title: 'Camas',
  noun: 'cama',
  gender: 'f',
  createLabel: 'Agregar cama',
  idField: 'idhabitacioncama',
  nameOf: 'cama',
  schema: RoomBedBody,
  api: {
    list: (_q, params) => call(r.beds, room(params)),
    paging: 'client',
    create: r.addBed,
    update: r.addBed,
    remove: r.removeBed,
  },
  ...small,
  columns: [
    { key: 'cama', title: 'Cama' },
    { key: 'cantidad', title: 'Cantidad', type: 'integer' },
    { key: 'plazas', title: 'Plazas', type: 'number' },
  ],
  form: {
    defaults: { cantidad: 1 },
    toBody: (v, { row, params }) => ({
      idhabitacion: Number(params.idhabitacion),
      idcama: row?.idcama ?? v.idcama,
      cantidad: v.cantidad,
    }),
    fields: [
      { name: 'idcama', label: 'Cama', type: 'select', options: BED_OPTIONS, disabled: (ctx) => ctx.mode === 'update' },
      { name: 'cantidad', label: 'Cantidad', type: 'integer', min: 1, max: 10 },
    ],
  },
  messages: { saveError: 'Error al guardar el registro', removeError: 'Error al borrar el registro' },
});

/** The classes a room is offered in, each with its nightly rate and weekend rate (Friday and Saturday nights). */
const classResource = defineResource<RoomClassLinkRow>({
  key: 'habitacion_clase',
  title: 'Clases y tarifas',
  noun: 'clase',
  gender: 'f',
  createLabel: 'Agregar clase',
  idField: 'idhabitacionclase',
  nameOf: 'clase',
  schema: RoomClassBody,
  api: {
    list: (_q, params) => call(r.classes, room(params)),
    paging: 'client',
    create: r.addClass,
    update: r.addClass,
    remove: r.removeClass,
  },
  ...small,
  columns: [
    { key: 'clase', title: 'Clase' },
    { key: 'precio_noche', title: 'Tarifa por noche (S/)', type: 'money' },
    { key: 'precio_fin_semana', title: 'Viernes y sábado (S/)', type: 'money' },
  ],
  form: {
    toValues: (row) => ({ ...row, precio_fin_semana: row.precio_fin_semana ?? undefined }),
    toBody: (v, { row, params }) => ({
      idhabitacion: Number(params.idhabitacion),
      idclasehabitacion: row?.idclasehabitacion ?? v.idclasehabitacion,
      precio_noche: String(v.precio_noche),
      precio_fin_semana: noPrice(v.precio_fin_semana),
    }),
    fields: [
      {
        name: 'idclasehabitacion',
        label: 'Clase',
        type: 'select',
        options: ROOM_CLASS_OPTIONS,
        disabled: (ctx) => ctx.mode === 'update',
      },
      { name: 'precio_noche', label: 'Tarifa por noche', type: 'money' },
      {
        name: 'precio_fin_semana',
        label: 'Tarifa de fin de semana',
        type: 'money',
        help: 'Noches de viernes y sábado; vacío: la tarifa por noche.',
      },
    ],
  },
  messages: { saveError: 'Error al guardar el registro', removeError: 'Error al borrar el registro' },
});

/** The services of a room. */
const serviceResource = defineResource<RoomServiceLinkRow>({
  key: 'habitacion_servicio',
  title: 'Servicios',
  noun: 'servicio',
  createLabel: 'Agregar servicio',
  idField: 'idhabitacionservicio',
  nameOf: 'servicio',
  schema: RoomServiceBody,
  api: {
    list: (_q, params) => call(r.services, room(params)),
    paging: 'client',
    create: r.addService,
    remove: r.removeService,
  },
  ...small,
  columns: [{ key: 'servicio', title: 'Servicio' }],
  form: {
    toBody: (v, { params }) => ({ idhabitacion: Number(params.idhabitacion), idservicio: v.idservicio }),
    fields: [{ name: 'idservicio', label: 'Servicio', type: 'select', options: SERVICE_OPTIONS }],
  },
  messages: { saveError: 'Error al guardar el registro', removeError: 'Error al borrar el registro' },
});

/** A room's drawer: its beds, its classes with their rates and its services; each change refreshes the room's row. */
export function RoomParts({ room, reload }: { room: RoomRow; reload: () => Promise<void> }) {
  const list = { params: { idhabitacion: room.idhabitacion }, syncUrl: false, onChanged: () => void reload() };
  return (
    <Tabs
      items={[
        { key: 'camas', label: 'Camas', children: <ResourceScreen resource={bedResource} {...list} /> },
        { key: 'clases', label: 'Clases y tarifas', children: <ResourceScreen resource={classResource} {...list} /> },
        { key: 'servicios', label: 'Servicios', children: <ResourceScreen resource={serviceResource} {...list} /> },
      ]}
    />
  );
}
