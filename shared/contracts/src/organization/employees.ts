import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  DateRange,
  Email,
  Envelope,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  NullableDate,
  NullableId,
  NullableMoney,
  NullableText,
  Nullable,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';

/** An employee of the business (optionally linked to a user). */
export const EmployeeRow = T.Object({
  idempleado: T.Integer(),
  idtipodocumento: T.Integer(),
  tipodocumento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  apellidos: T.String(),
  cargo: Nullable(T.String()),
  telefono: Nullable(T.String()),
  email: Nullable(T.String()),
  direccion: Nullable(T.String()),
  fecha_ingreso: Nullable(T.String()),
  sueldo: Nullable(T.String()),
  idsucursal: Nullable(T.Integer()),
  sucursal: Nullable(T.String()),
  idusuario: Nullable(T.Integer()),
  usuario: Nullable(T.String()),
  estado: T.Integer(),
});

export const EmployeeBody = T.Object({
  idtipodocumento: Id('Tipo de documento'),
  numero_documento: Text('Número de documento', 15),
  nombres: Text('Nombres', 120),
  apellidos: Text('Apellidos', 120),
  cargo: NullableText('Cargo', 80),
  telefono: NullableText('Teléfono', 30),
  email: Email(),
  direccion: NullableText('Dirección', 200),
  fecha_ingreso: NullableDate('Fecha de ingreso'),
  sueldo: NullableMoney('Sueldo'),
  idsucursal: NullableId('Sucursal'),
  idusuario: NullableId('Usuario'),
});

export const EMPLOYEE_SORT = [
  'apellidos',
  'nombres',
  'numero_documento',
  'cargo',
  'sucursal',
  'fecha_ingreso',
  'sueldo',
] as const;

/** Dates filter fecha_ingreso; totales.sueldo sums the whole filter. */
export const EmployeeListQuery = ListQuery({
  ...Search,
  ...Sort(EMPLOYEE_SORT),
  ...DateRange,
  estado: EstadoFilter,
  idsucursal: IdFilter('Sucursal'),
});

export const EmployeeLookupRow = T.Object({
  idempleado: T.Integer(),
  nombres: T.String(),
  apellidos: T.String(),
  numero_documento: T.String(),
  cargo: Nullable(T.String()),
  idusuario: Nullable(T.Integer()),
});

const employeesCrud = crud({
  tag: 'empleados',
  noun: { singular: 'empleado', plural: 'Empleados' },
  id: 'idempleado',
  idTitle: 'Empleado',
  row: EmployeeRow,
  body: EmployeeBody,
  listQuery: EmployeeListQuery,
  totals: ['sueldo'],
  listMenus: ['/employees'],
  menus: ['/employees'],
  paths: { list: '/empleado', create: '/rempleado', update: '/aempleado', state: '/cempleado', remove: '/eempleado' },
});

export const employees = {
  ...employeesCrud,
  endpoints: {
    ...employeesCrud.endpoints,
    ...endpoints('empleados', {
      lookup: {
        method: 'GET',
        path: '/uempleado',
        summary: 'Empleados activos para listas de selección (sinUsuario: solo los que no tienen usuario)',
        // The workshop's orders pick their technician; its technician's view picks whose orders.
        menus: [
          '/employees',
          '/users',
          '/vehicle_order_services',
          '/attention_service_orders',
          '/report_service_orders',
        ],
        querystring: T.Object({ sinUsuario: T.Optional(Bool('Sin usuario')) }),
        response: Envelope(T.Array(EmployeeLookupRow)),
      },
    }),
  },
};

export type EmployeeRow = Static<typeof EmployeeRow>;
export type EmployeeBody = Static<typeof EmployeeBody>;
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;
export type EmployeeLookupRow = Static<typeof EmployeeLookupRow>;
