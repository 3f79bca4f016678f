import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Nullable, NullableText, endpoints } from '../kit/index.js';

/** Where a lookup's answer came from: the provider now, or the database cache (provider down or not configured). */
export const LookupOrigin = Nullable(T.Unsafe<'proveedor' | 'cache'>({ type: 'string', enum: ['proveedor', 'cache'] }));

/** GET /consultadni/:dni — the spec's apellidoPaterno, success and message, plus the other names. */
export const DniAnswer = T.Object({
  success: T.Boolean(),
  message: T.String(),
  dni: T.String(),
  nombres: Nullable(T.String()),
  apellidoPaterno: Nullable(T.String()),
  apellidoMaterno: Nullable(T.String()),
  nombreCompleto: Nullable(T.String()),
  origen: LookupOrigin,
  consultado: Nullable(T.String()),
});

export const RucData = T.Object({
  ruc: T.String(),
  razonSocial: T.String(),
  nombreComercial: Nullable(T.String()),
  estado: Nullable(T.String()),
  condicion: Nullable(T.String()),
  direccion: Nullable(T.String()),
  ubigeo: Nullable(T.String()),
  departamento: Nullable(T.String()),
  provincia: Nullable(T.String()),
  distrito: Nullable(T.String()),
});

/** GET /consultaruc/:ruc — the spec's code and data: 200 found, 404 not found, 503 no provider answer and nothing cached. */
export const RucAnswer = T.Object({
  code: T.Integer(),
  message: T.String(),
  data: Nullable(RucData),
  /** 'El contribuyente no está ACTIVO / HABIDO en SUNAT (...)' when it is not. */
  advertencia: Nullable(T.String()),
  origen: LookupOrigin,
  consultado: Nullable(T.String()),
});

/** The lookup provider of the company (secrets never leave the server). */
export const LookupSettingsRow = T.Object({
  url: Nullable(T.String()),
  tokenConfigurado: T.Boolean(),
  actualizado: Nullable(T.String()),
});

/** url: the provider's base (https://…/v2) or a path of this server ('/consulta-simulador/v2', the bundled stand-in). An empty token keeps the stored one. */
export const LookupSettingsBody = T.Object({
  url: NullableText('URL del proveedor de consultas', 300, '^$|^https?://[^\\s]+$|^/[^\\s]*$'),
  token: NullableText('Token del proveedor de consultas', 500),
  borrarToken: T.Optional(T.Boolean({ title: 'Borrar token' })),
});

/** Screens whose forms have the lookup button: people, sale and purchase quick create, and the organization forms. */
const LOOKUP_MENUS = [
  '/clients_providers',
  '/sales',
  '/counter',
  '/buys',
  '/employees',
  '/establishments',
  '/company_settings',
];

export const documentLookup = {
  endpoints: endpoints('consulta DNI y RUC', {
    dni: {
      method: 'GET',
      path: '/consultadni/:dni',
      summary: 'Consulta un DNI en el proveedor configurado (o en la caché): nombres y apellidos',
      menus: LOOKUP_MENUS,
      params: T.Object({ dni: T.String({ pattern: '^[0-9]{8}$', maxLength: 8, title: 'DNI' }) }),
      response: Envelope(DniAnswer),
    },
    ruc: {
      method: 'GET',
      path: '/consultaruc/:ruc',
      summary:
        'Consulta un RUC en el proveedor configurado (o en la caché): razón social, dirección, estado y condición',
      menus: LOOKUP_MENUS,
      params: T.Object({ ruc: T.String({ pattern: '^[0-9]{11}$', maxLength: 11, title: 'RUC' }) }),
      response: Envelope(RucAnswer),
    },
    settings: {
      method: 'GET',
      path: '/configuracionconsulta',
      summary: 'Proveedor de consultas DNI/RUC de la empresa (sin el token)',
      menus: ['/company_settings'],
      response: Envelope(LookupSettingsRow),
    },
    saveSettings: {
      method: 'POST',
      path: '/aconfiguracionconsulta',
      summary: 'Guarda la URL y el token del proveedor de consultas DNI/RUC (un token vacío conserva el guardado)',
      menus: ['/company_settings'],
      body: LookupSettingsBody,
      response: Envelope(LookupSettingsRow),
    },
  }),
};

export type DniAnswer = Static<typeof DniAnswer>;
export type RucAnswer = Static<typeof RucAnswer>;
export type RucData = Static<typeof RucData>;
export type LookupSettingsRow = Static<typeof LookupSettingsRow>;
export type LookupSettingsBody = Static<typeof LookupSettingsBody>;
