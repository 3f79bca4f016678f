import { TeamOutlined } from '@ant-design/icons';
import { branches } from '@trade/contracts/organization';
import {
  ComplaintEstablishmentBody,
  HolidayBody,
  complaintEstablishments,
  holidays,
  type EstablishmentUserRow,
} from '@trade/contracts/complaints';
import { call } from '@trade/session';
import { DURATIONS } from '@trade/session/notify';
import { ESTADO_OPTIONS, ResourceScreen, defineResource, lookupFrom, optionsFrom } from '@trade/ui';

const e = complaintEstablishments.endpoints;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

const BRANCH_OPTIONS = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idsucursal',
  label: 'nombre',
});
const CANDIDATES = lookupFrom(e.candidates, {
  value: 'idusuario',
  label: (r) => `${r.nombres} (${r.usuario})`,
});
const ROLE_NAMES: Record<string, string> = {
  admin: 'Administrador',
  atm: 'Cajero',
  seller: 'Vendedor',
  tech: 'Técnico',
  claimer: 'Reclamos',
  'admin-complaints': 'Administrador de reclamos',
};

/** The users who attend one establishment's complaints (a claimer sees only these establishments' complaints). */
const staffResource = (idestablecimiento: number) =>
  defineResource<EstablishmentUserRow>({
    key: 'establecimiento-usuario',
    title: 'Usuarios del establecimiento',
    noun: 'usuario',
    createLabel: 'Asignar usuario',
    idField: 'idusuario',
    nameOf: 'nombres',
    api: {
      list: e.users,
      paging: 'client',
      listInput: () => ({ query: { idestablecimiento } }),
      create: (body) =>
        call(e.addUser, { body: { idestablecimiento, idusuario: (body as { idusuario: number }).idusuario } }),
      remove: (row) => call(e.removeUser, { body: { idestablecimiento, idusuario: row.idusuario } }),
    },
    columns: [
      { key: 'nombres', title: 'Nombre' },
      { key: 'usuario', title: 'Usuario' },
      { key: 'rol', title: 'Rol', value: (r) => ROLE_NAMES[r.rol] ?? r.rol },
    ],
    form: { fields: [{ name: 'idusuario', label: 'Usuario', type: 'lookup', lookup: CANDIDATES, required: true }] },
    canEdit: () => false,
    exportable: false,
    messages: {
      saving: 'Registrando usuario...',
      removing: 'Quitando usuario...',
      saveError: 'Error inesperado. No se pudo registrar al usuario en el establecimiento',
      removeError: 'Error inesperado. No se pudo eliminar al usuario del establecimiento',
      listError: 'Error inesperado. No se pudo obtener los usuarios del establecimiento',
      noticeSeconds: DURATIONS.complaints,
    },
  });

/** The places that keep a complaints book: a branch's shop, the web store. */
export const establecimientoResource = defineResource({
  key: 'establecimiento-reclamo',
  title: 'Establecimientos de reclamos',
  noun: 'establecimiento',
  idField: 'idestablecimiento',
  schema: ComplaintEstablishmentBody,
  nameOf: 'nombre',
  api: { list: e.list, create: e.save, update: e.save, remove: e.remove },
  search: { placeholder: 'Buscar nombre, dirección o sucursal' },
  columns: [
    { key: 'nombre', title: 'Nombre' },
    { key: 'direccion', title: 'Dirección', ellipsis: true },
    { key: 'sucursal', title: 'Sucursal', value: (r) => r.sucursal ?? '—' },
    { key: 'usuarios', title: 'Usuarios', type: 'integer' },
    { key: 'pendientes', title: 'Pendientes', type: 'integer' },
    {
      key: 'estado',
      title: 'Estado',
      type: 'tag',
      options: ESTADO_OPTIONS.map((o) => ({ ...o, color: o.value === 1 ? 'green' : 'default' })),
    },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
  form: {
    defaults: { estado: 1 },
    toValues: (r) => ({
      nombre: r.nombre,
      direccion: r.direccion,
      idsucursal: r.idsucursal ?? undefined,
      estado: r.estado,
    }),
    toBody: (v, { row }) => ({
      ...(row ? { idestablecimiento: row.idestablecimiento } : {}),
      nombre: v.nombre,
      direccion: v.direccion,
      idsucursal: v.idsucursal ?? null,
      estado: v.estado,
    }),
    fields: [
      { name: 'nombre', label: 'Nombre', placeholder: 'Tienda Lima - Principal' },
      { name: 'direccion', label: 'Dirección (o página web)' },
      { name: 'idsucursal', label: 'Sucursal', type: 'select', options: BRANCH_OPTIONS, required: false },
      { name: 'estado', label: 'Recibe reclamaciones', type: 'switch', switchLabels: ['Sí', 'No'] },
    ],
  },
  detail: {
    label: 'Usuarios',
    icon: <TeamOutlined />,
    title: (r) => `Usuarios que atienden ${r.nombre}`,
    width: 640,
    render: (r) => <ResourceScreen resource={staffResource(r.idestablecimiento)} syncUrl={false} />,
  },
  messages: {
    saving: 'Registrando establecimiento...',
    updating: 'Registrando establecimiento...',
    removing: 'Eliminando establecimiento...',
    saveError: 'Error inesperado. No se pudo registrar el establecimiento',
    removeError: 'Error inesperado. No se pudo eliminar el establecimiento',
    listError: 'Error al obtener los establecimientos',
    noticeSeconds: DURATIONS.complaints,
  },
});

/** Peru's public holidays: the complaint deadline counts business days without them. */
export const feriadoResource = defineResource({
  key: 'feriado',
  title: 'Feriados',
  noun: 'feriado',
  idField: 'idferiado',
  schema: HolidayBody,
  nameOf: (r) => `${r.nombre} (${r.fecha.split('-').reverse().join('/')})`,
  api: {
    list: holidays.endpoints.list,
    create: holidays.endpoints.save,
    update: holidays.endpoints.save,
    remove: holidays.endpoints.remove,
  },
  search: { placeholder: 'Buscar feriado' },
  columns: [
    { key: 'fecha', title: 'Fecha', type: 'date' },
    { key: 'dia', title: 'Día', value: (r) => weekday(r.fecha) },
    { key: 'nombre', title: 'Nombre' },
  ],
  filters: [{ name: 'fecha', label: 'Fecha', type: 'dateRange' }],
  form: {
    toBody: (v, { row }) => ({ ...(row ? { idferiado: row.idferiado } : {}), fecha: v.fecha, nombre: v.nombre }),
    fields: [
      { name: 'fecha', label: 'Fecha', type: 'date' },
      { name: 'nombre', label: 'Nombre', placeholder: 'Día no laborable' },
    ],
  },
  messages: { saving: 'Guardando feriado...', removing: 'Eliminando feriado...', noticeSeconds: DURATIONS.complaints },
});
