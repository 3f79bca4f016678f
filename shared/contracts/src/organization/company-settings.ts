import * as T from 'typebox';
import type { Static } from 'typebox';
import { Bool, Enum, Envelope, Nullable, NullableText, Text, endpoints } from '../kit/index.js';
import { ROLES } from './users.js';

export const DESTINOS = ['simulador', 'beta', 'produccion', 'ose'] as const;

export const CertificateRow = T.Object({
  origen: T.String(),
  formato: T.String(),
  subject: T.String(),
  issuer: T.String(),
  serial: T.String(),
  validoDesde: T.String(),
  validoHasta: T.String(),
  diasParaVencer: T.Integer(),
  porVencer: T.Boolean(),
  vencido: T.Boolean(),
});

/** The company's SUNAT settings as answered: secrets are never sent back, only whether they are set. */
export const SunatSettingsRow = T.Object({
  ruc: T.String(),
  razon_social: T.String(),
  destino: T.String(),
  billService: Nullable(T.String()),
  billConsultService: Nullable(T.String()),
  greToken: Nullable(T.String()),
  greApi: Nullable(T.String()),
  solUsuario: Nullable(T.String()),
  solClaveConfigurada: T.Boolean(),
  greClientId: Nullable(T.String()),
  greClientSecretConfigurado: T.Boolean(),
  credencialesDemo: T.Boolean(),
  /** Boletas and their notes go to SUNAT only in the day's resumen diario (RC), not one by one. */
  boletasPorResumen: T.Boolean(),
  certificado: Nullable(CertificateRow),
  actualizado: Nullable(T.String()),
});

const Url = (title: string) => NullableText(title, 300, '^$|^https?://[^\\s]+$');
/** An empty or absent secret keeps the stored one. */
export const SunatSettingsBody = T.Object({
  destino: Enum(DESTINOS, 'Destino'),
  billService: Url('URL de envío (billService)'),
  billConsultService: Url('URL de consulta de CDR'),
  greToken: Url('URL de token GRE'),
  greApi: Url('URL de la API GRE'),
  solUsuario: Text('Usuario SOL', 30, { pattern: '^[A-Za-z0-9]+$' }),
  solClave: NullableText('Clave SOL', 100),
  greClientId: NullableText('Client ID GRE', 100),
  greClientSecret: NullableText('Client secret GRE', 200),
  /** Absent: keeps the stored choice. */
  boletasPorResumen: T.Optional(Bool('Boletas solo por resumen diario')),
});

/** Company rules of the cash register (finance-loans' cash posting reads them). */
export const CashSettingsRow = T.Object({ venta_requiere_caja: T.Boolean() });
export const CashSettingsBody = T.Object({ venta_requiere_caja: Bool('La venta requiere caja abierta') });

/**
 * Price control per role (the sale's rule: docs/sales.md § Price control): the largest discount of
 * a line without a supervisor (percent; null: no limit) and whether the role's users are supervisors
 * (approve other users' prices). One row per role of ROLES.
 */
export const RolePriceRow = T.Object({
  rol: T.String(),
  nombre: T.String(),
  descuento_maximo: Nullable(T.String()),
  aprueba_precios: T.Boolean(),
});
export const RolePriceBody = T.Object({
  rol: Enum(ROLES, 'Rol'),
  descuento_maximo: T.Optional(
    T.Unsafe<string | null>({
      type: ['string', 'null'],
      title: 'Descuento máximo (%)',
      maxLength: 6,
      pattern: '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$',
    }),
  ),
  aprueba_precios: Bool('Aprueba precios'),
});
export const PriceSettingsBody = T.Object({
  roles: T.Array(RolePriceBody, { minItems: 1, maxItems: ROLES.length, title: 'Roles' }),
});

const menus = ['/company_settings'];
export const companySettings = {
  row: SunatSettingsRow,
  body: SunatSettingsBody,
  endpoints: endpoints('configuración SUNAT', {
    get: {
      method: 'GET',
      path: '/configuracionsunat',
      summary: 'Configuración SUNAT de la empresa (sin secretos)',
      menus,
      response: Envelope(SunatSettingsRow),
    },
    save: {
      method: 'POST',
      path: '/aconfiguracionsunat',
      summary: 'Guarda destino, URLs, usuario y clave SOL y credenciales GRE (una clave vacía conserva la guardada)',
      menus,
      body: SunatSettingsBody,
      response: Envelope(SunatSettingsRow),
    },
    cashSettings: {
      method: 'GET',
      path: '/configuracioncaja',
      summary: 'Reglas de caja de la empresa (la venta requiere caja abierta)',
      menus,
      response: Envelope(CashSettingsRow),
    },
    saveCashSettings: {
      method: 'POST',
      path: '/aconfiguracioncaja',
      summary: 'Guarda las reglas de caja de la empresa',
      menus,
      body: CashSettingsBody,
      response: Envelope(CashSettingsRow),
    },
    priceSettings: {
      method: 'GET',
      path: '/configuracionprecios',
      summary: 'Control de precios por rol: descuento máximo y si aprueba precios',
      menus,
      response: Envelope(T.Array(RolePriceRow)),
    },
    savePriceSettings: {
      method: 'POST',
      path: '/aconfiguracionprecios',
      summary: 'Guarda el control de precios de los roles (todos o ninguno)',
      menus,
      body: PriceSettingsBody,
      response: Envelope(T.Array(RolePriceRow)),
    },
    uploadCertificate: {
      method: 'POST',
      path: '/rcertificado',
      summary:
        'Sube el certificado de firma (multipart: formato=pfx con archivo y clave, o formato=pem con clavePrivada y certificado)',
      menus,
      multipart: true,
      response: Envelope(CertificateRow),
    },
  }),
};

export type SunatSettingsRow = Static<typeof SunatSettingsRow>;
export type SunatSettingsBody = Static<typeof SunatSettingsBody>;
export type CertificateRow = Static<typeof CertificateRow>;
export type CashSettingsRow = Static<typeof CashSettingsRow>;
export type CashSettingsBody = Static<typeof CashSettingsBody>;
export type RolePriceRow = Static<typeof RolePriceRow>;
export type PriceSettingsBody = Static<typeof PriceSettingsBody>;
