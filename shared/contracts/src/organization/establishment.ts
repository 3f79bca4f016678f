import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Digits,
  Done,
  Email,
  Envelope,
  EstadoFilter,
  Id,
  ListQuery,
  Nullable,
  NullableText,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';

const Ubigeo = Digits('Ubigeo', 6);
/** Names of a row's ubigeo (null when an old code has no district any more). */
const UbigeoNames = {
  departamento: Nullable(T.String()),
  provincia: Nullable(T.String()),
  distrito: Nullable(T.String()),
};

/** The company (one per installation). */
export const CompanyRow = T.Object({
  idempresa: T.Integer(),
  ruc: T.String(),
  razon_social: T.String(),
  nombre_comercial: Nullable(T.String()),
  direccion: T.String(),
  ubigeo: T.String(),
  ...UbigeoNames,
  telefono: Nullable(T.String()),
  email: Nullable(T.String()),
  registro_mtc: Nullable(T.String()),
});
/** The MTC registration of a carrier, as SUNAT checks it on a carrier's guide (31, rule 4392). */
export const MTC_REGISTRATION_PATTERN = '^$|^(?!0+$)[0-9A-Z]{1,20}$';
export const CompanyBody = T.Object({
  ruc: Text('RUC', 11, { minLength: 11, pattern: '^[0-9]{11}$' }),
  razon_social: Text('Razón social', 200),
  nombre_comercial: NullableText('Nombre comercial', 200),
  direccion: Text('Dirección fiscal', 200),
  ubigeo: Ubigeo,
  telefono: NullableText('Teléfono', 30),
  email: Email(),
  /** Its MTC registration as a carrier, written on its carrier's guides (31); absent keeps the stored one. */
  registro_mtc: NullableText('Registro MTC', 20, MTC_REGISTRATION_PATTERN),
});

/** A branch: SUNAT establishment code, address and its voucher logo. */
export const BranchRow = T.Object({
  idsucursal: T.Integer(),
  nombre: T.String(),
  direccion: T.String(),
  ubigeo: T.String(),
  ...UbigeoNames,
  codigo_sunat: T.String(),
  telefono: Nullable(T.String()),
  email: Nullable(T.String()),
  logo: Nullable(T.String()),
  estado: T.Integer(),
});
export const BranchBody = T.Object({
  nombre: Text('Nombre', 120),
  direccion: Text('Dirección', 200),
  ubigeo: Ubigeo,
  codigo_sunat: Text('Código de establecimiento SUNAT', 4, { minLength: 4, pattern: '^[0-9]{4}$' }),
  telefono: NullableText('Teléfono', 30),
  email: Email(),
});

export const BRANCH_SORT = ['codigo_sunat', 'nombre', 'direccion', 'distrito'] as const;
export const BranchListQuery = ListQuery({ ...Search, ...Sort(BRANCH_SORT), estado: EstadoFilter });
export const LogoAnswer = T.Object({
  idsucursal: T.Integer(),
  logo: T.String(),
  tipo: T.String(),
  tamano: T.Integer(),
});
const IdSucursal = { idsucursal: Id('Sucursal') };

const branchesCrud = crud({
  tag: 'establecimiento',
  noun: { singular: 'sucursal', plural: 'Sucursales', gender: 'f' },
  id: 'idsucursal',
  idTitle: 'Sucursal',
  row: BranchRow,
  body: BranchBody,
  listQuery: BranchListQuery,
  // Users, series, employees and complaint establishments pick a branch.
  listMenus: [
    '/establishments',
    '/users',
    '/series',
    '/employees',
    '/manage_cpe',
    '/establishments_complaints',
    // Transport picks the branches at both ends of a route.
    '/parcel_register',
    '/exit_vehicles',
    '/advance_shift',
    '/report_parcel_register',
    '/report_exit_vehicles',
    '/report_advance_shift',
    // Hospitality: a room's branch, and the branch the booking grid and the reports show.
    '/room',
    '/grid',
    '/report_hospitality',
    // Workshop: the branch of the orders' reports.
    '/report_service_orders',
  ],
  menus: ['/establishments'],
  paths: {
    list: '/esucursal',
    create: '/resucursal',
    update: '/aesucursal',
    state: '/cesucursal',
    remove: '/eesucursal',
  },
});

export const branches = {
  ...branchesCrud,
  endpoints: {
    ...branchesCrud.endpoints,
    ...endpoints('establecimiento', {
      uploadLogo: {
        method: 'POST',
        path: '/ropcioneslogo',
        summary:
          'Sube el logo de comprobantes de una sucursal (multipart: idsucursal y el archivo logo; PNG o JPEG, máx. 1 MB)',
        menus: ['/establishments'],
        multipart: true,
        response: Envelope(LogoAnswer),
      },
      logo: {
        method: 'GET',
        path: '/sucursallogo/:id',
        summary: 'La imagen del logo de una sucursal',
        menus: ['/establishments'],
        params: T.Object({ id: Id('Sucursal') }),
        response: Binary('image/*'),
      },
      removeLogo: {
        method: 'POST',
        path: '/esucursallogo',
        summary: 'Quita el logo de una sucursal',
        menus: ['/establishments'],
        body: T.Object(IdSucursal),
        response: Done,
      },
    }),
  },
};

export const company = {
  row: CompanyRow,
  body: CompanyBody,
  endpoints: endpoints('establecimiento', {
    get: {
      method: 'GET',
      path: '/establecimiento',
      summary: 'Datos de la empresa (null si aún no se registran)',
      menus: ['/establishments'],
      response: Envelope(Nullable(CompanyRow)),
    },
    save: {
      method: 'POST',
      path: '/raestablecimiento',
      summary: 'Registra o actualiza los datos de la empresa',
      menus: ['/establishments'],
      body: CompanyBody,
      response: Envelope(CompanyRow),
    },
  }),
};

export type CompanyRow = Static<typeof CompanyRow>;
export type CompanyBody = Static<typeof CompanyBody>;
export type BranchRow = Static<typeof BranchRow>;
export type BranchBody = Static<typeof BranchBody>;
export type BranchListQuery = Static<typeof BranchListQuery>;
export type LogoAnswer = Static<typeof LogoAnswer>;
