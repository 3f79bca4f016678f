import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Email,
  Envelope,
  EstadoFilter,
  Id,
  IdFilter,
  Int,
  ListQuery,
  Nullable,
  NullableMoney,
  NullableText,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';

/** ubica_persona: 1 cliente, 2 proveedor, 3 ambos (a person can be both). */
export const UBICA = { cliente: 1, proveedor: 2, ambos: 3 } as const;

/** A whole number or null, in a request (one schema, one Spanish message). */
const NullableInt = (title: string, minimum: number, maximum: number) =>
  T.Optional(T.Unsafe<number | null>({ ...Int(title, minimum, maximum), type: ['integer', 'null'] }));

/** A client or provider (one table, `ubica_persona` says which). */
export const PersonRow = T.Object({
  idpersona: T.Integer(),
  idtipodocumento: T.Integer(),
  tipodocumento: T.String(),
  /** SUNAT catálogo 06 code ('1' DNI, '6' RUC...). */
  codigo_documento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  nombre_comercial: Nullable(T.String()),
  direccion: Nullable(T.String()),
  ubigeo: Nullable(T.String()),
  email: Nullable(T.String()),
  telefono: Nullable(T.String()),
  ubica_persona: T.Integer(),
  limite_credito: Nullable(T.String()),
  dias_credito: Nullable(T.Integer()),
  /** SUNAT's estado and condición of a RUC, as the last lookup answered ('ACTIVO', 'HABIDO'). */
  estado_sunat: Nullable(T.String()),
  condicion_sunat: Nullable(T.String()),
  /** Set when SUNAT reports the RUC as not ACTIVO or not HABIDO (shown on the person and the sale). */
  advertencia: Nullable(T.String()),
  estado: T.Integer(),
});

export const PersonBody = T.Object({
  idtipodocumento: Id('Tipo de documento'),
  numero_documento: Text('Número de documento', 15),
  nombres: Text('Nombres o razón social', 200),
  nombre_comercial: NullableText('Nombre comercial', 200),
  direccion: NullableText('Dirección', 250),
  ubigeo: NullableText('Ubigeo', 6, '^$|^[0-9]{6}$'),
  email: Email(),
  telefono: NullableText('Teléfono', 30),
  ubica_persona: Int('Tipo de persona', 1, 3),
  limite_credito: NullableMoney('Límite de crédito'),
  dias_credito: NullableInt('Días de crédito', 0, 365),
  estado_sunat: NullableText('Estado SUNAT', 40),
  condicion_sunat: NullableText('Condición SUNAT', 40),
});

/** The quick create of a sale or purchase screen: the document, the name and what the person is. */
export const QuickPersonBody = T.Object({
  idtipodocumento: Id('Tipo de documento'),
  numero_documento: Text('Número de documento', 15),
  nombres: Text('Nombres o razón social', 200),
  direccion: NullableText('Dirección', 250),
  ubigeo: NullableText('Ubigeo', 6, '^$|^[0-9]{6}$'),
  ubica_persona: Int('Tipo de persona', 1, 3),
  estado_sunat: NullableText('Estado SUNAT', 40),
  condicion_sunat: NullableText('Condición SUNAT', 40),
});

export const PERSON_SORT = ['nombres', 'numero_documento', 'tipodocumento', 'ubica_persona'] as const;

/** ubica: 1 clients (and both), 2 providers (and both). */
export const PersonListQuery = ListQuery({
  ...Search,
  ...Sort(PERSON_SORT),
  estado: EstadoFilter,
  ubica: T.Optional(Int('Tipo de persona', 1, 2)),
  idtipodocumento: IdFilter('Tipo de documento'),
});

/** A person with what they owe us and what we owe them (the person's page). */
export const PersonAccountRow = T.Object({
  ...PersonRow.properties,
  /** Open balances per currency: receivable (client credits) and payable (provider credits). */
  saldos: T.Array(
    T.Object({ idmoneda: T.Integer(), moneda: T.String(), por_cobrar: T.String(), por_pagar: T.String() }),
  ),
});

/** A short row for pickers (sale, purchase, credit forms). */
export const PersonPickRow = T.Object({
  idpersona: T.Integer(),
  tipodocumento: T.String(),
  codigo_documento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  direccion: Nullable(T.String()),
  ubica_persona: T.Integer(),
  advertencia: Nullable(T.String()),
});

/** Screens that read people: the people screen, and the sale, purchase and credit screens that pick one. */
const READERS = [
  '/clients_providers',
  '/accounts_receivable',
  '/accounts_payable',
  '/buys',
  '/sales',
  '/counter',
  '/loans',
  '/electronic_guide',
  '/vehicles',
  '/vehicle_requirements',
  '/vehicle_order_services',
  '/parcel_register',
];
const IdParam = T.Object({ id: Id('Persona') });

const peopleCrud = crud({
  tag: 'clientes y proveedores',
  noun: { singular: 'persona', plural: 'Clientes y proveedores', gender: 'f' },
  id: 'idpersona',
  idTitle: 'Persona',
  row: PersonRow,
  body: PersonBody,
  listQuery: PersonListQuery,
  listMenus: READERS,
  menus: ['/clients_providers'],
  paths: {
    list: '/personaprovedor',
    create: '/rpersonaprovedor',
    update: '/apersonaprovedor',
    state: '/cpersonaprovedor',
    remove: '/epersonaprovedor',
  },
});

export const people = {
  ...peopleCrud,
  endpoints: {
    ...peopleCrud.endpoints,
    ...endpoints('clientes y proveedores', {
      get: {
        method: 'GET',
        path: '/persona/:id',
        summary: 'Una persona con sus saldos por cobrar y por pagar',
        menus: READERS,
        params: IdParam,
        response: Envelope(PersonAccountRow),
      },
      search: {
        method: 'GET',
        path: '/persona/search',
        summary: 'Busca personas activas por número de documento o por cada palabra del nombre (sin tildes); hasta 20',
        menus: READERS,
        querystring: T.Object({
          parametro: T.String({ minLength: 1, maxLength: 100, title: 'Búsqueda' }),
          ubica: T.Optional(Int('Tipo de persona', 1, 2)),
        }),
        response: Envelope(T.Array(PersonPickRow)),
      },
      byKind: {
        method: 'GET',
        path: '/gupersona/:ubica',
        summary: 'Personas activas de un tipo (1 clientes, 2 proveedores) para listas de selección; q filtra, hasta 50',
        menus: READERS,
        params: T.Object({ ubica: Int('Tipo de persona', 1, 2) }),
        querystring: T.Object({ ...Search }),
        response: Envelope(T.Array(PersonPickRow)),
      },
      edit: {
        method: 'GET',
        path: '/sidpersonaprovedor/:id',
        summary: 'Una persona para editarla',
        menus: ['/clients_providers'],
        params: IdParam,
        response: Envelope(PersonRow),
      },
      quickCreate: {
        method: 'POST',
        path: '/rapersona',
        summary:
          'Registro rápido desde una venta o compra (si el documento ya existe, la devuelve y le agrega el tipo)',
        menus: [
          '/clients_providers',
          '/sales',
          '/counter',
          '/buys',
          '/electronic_guide',
          '/parcel_register',
          '/vehicles',
          '/vehicle_requirements',
          '/vehicle_order_services',
        ],
        body: QuickPersonBody,
        response: Envelope(PersonRow),
      },
    }),
  },
};

export type PersonRow = Static<typeof PersonRow>;
export type PersonBody = Static<typeof PersonBody>;
export type QuickPersonBody = Static<typeof QuickPersonBody>;
export type PersonListQuery = Static<typeof PersonListQuery>;
export type PersonAccountRow = Static<typeof PersonAccountRow>;
export type PersonPickRow = Static<typeof PersonPickRow>;
