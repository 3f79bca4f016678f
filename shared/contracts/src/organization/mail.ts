import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  DateRange,
  EMAIL_PATTERN,
  Enum,
  Envelope,
  Id,
  Int,
  ListQuery,
  Nullable,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';

/** Where a composed mail ended: sent, refused by the server, or kept (no mail server configured). */
export const MAIL_STATES = ['enviado', 'fallido', 'bandeja'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_STATE_NAMES: Record<MailState, string> = {
  enviado: 'Enviado',
  fallido: 'Fallido',
  bandeja: 'En bandeja de salida',
};

/** The outgoing mail server as answered: the password is never sent back, only whether it is set. */
export const MailSettingsRow = T.Object({
  host: Nullable(T.String()),
  puerto: T.Integer(),
  seguro: T.Boolean(),
  usuario: Nullable(T.String()),
  claveConfigurada: T.Boolean(),
  remitenteNombre: Nullable(T.String()),
  remitenteCorreo: Nullable(T.String()),
  /** smtp when a host is set; otherwise mails go to the outbox. */
  modo: T.String(),
  actualizado: Nullable(T.String()),
});

/** One e-mail address (required). */
const ADDRESS = EMAIL_PATTERN.replace('^$|', '');
const HOST_PATTERN = '^$|^[A-Za-z0-9]([A-Za-z0-9.-]{0,198}[A-Za-z0-9])?$';
/** An empty host keeps mails in the outbox; an empty or absent password keeps the stored one. */
export const MailSettingsBody = T.Object({
  host: NullableText('Servidor SMTP', 200, HOST_PATTERN),
  puerto: Int('Puerto', 1, 65535),
  seguro: Bool('Conexión segura (TLS)'),
  usuario: NullableText('Usuario SMTP', 200),
  clave: NullableText('Contraseña SMTP', 200),
  remitenteNombre: NullableText('Nombre del remitente', 120),
  remitenteCorreo: Text('Correo del remitente', 200, { pattern: ADDRESS }),
});

export const MailTestBody = T.Object({ para: Text('Correo de destino', 200, { pattern: ADDRESS }) });

/** One composed mail, as the outbox and every document's history show it. */
export const MailRow = T.Object({
  idcorreo: T.Integer(),
  fecha: T.String(),
  para: T.String(),
  asunto: T.String(),
  estado: T.String(),
  estadoNombre: T.String(),
  detalle: Nullable(T.String()),
  origen: T.String(),
  idorigen: Nullable(T.Integer()),
  adjuntos: T.Array(T.String()),
  intentos: T.Integer(),
  usuario: Nullable(T.String()),
});

export const MAIL_SORT = ['fecha', 'para', 'asunto', 'estado'] as const;
export const MailListQuery = ListQuery({
  ...Search,
  ...Sort(MAIL_SORT),
  ...DateRange,
  estado: T.Optional(Enum(MAIL_STATES, 'Estado')),
  origen: T.Optional(T.String({ maxLength: 30, pattern: '^[a-z_]+$', title: 'Origen' })),
  idorigen: T.Optional(Id('Documento')),
});

const menus = ['/company_settings'];
const MailId = T.Object({ id: Id('Correo') });
export const mail = {
  row: MailRow,
  endpoints: endpoints('correo', {
    settings: {
      method: 'GET',
      path: '/configuracioncorreo',
      summary: 'Servidor de correo saliente de la empresa (sin la contraseña)',
      menus,
      response: Envelope(MailSettingsRow),
    },
    saveSettings: {
      method: 'POST',
      path: '/aconfiguracioncorreo',
      summary:
        'Guarda el servidor SMTP y el remitente (una contraseña vacía conserva la guardada; sin servidor, los correos quedan en la bandeja de salida)',
      menus,
      body: MailSettingsBody,
      response: Envelope(MailSettingsRow),
    },
    test: {
      method: 'POST',
      path: '/pruebacorreo',
      summary: 'Envía un correo de prueba con la configuración guardada',
      menus,
      body: MailTestBody,
      response: Envelope(MailRow),
    },
    list: {
      method: 'GET',
      path: '/correos',
      summary: 'Correos compuestos: enviados, fallidos y en bandeja de salida',
      menus,
      querystring: MailListQuery,
      response: Paged(MailRow),
    },
    resend: {
      method: 'POST',
      path: '/reenviarcorreo/:id',
      summary: 'Vuelve a enviar un correo fallido o en bandeja de salida (el mismo mensaje guardado)',
      menus,
      params: MailId,
      response: Envelope(MailRow),
    },
    download: {
      method: 'GET',
      path: '/correo/:id/eml',
      summary: 'El mensaje completo con sus adjuntos (.eml)',
      menus,
      params: MailId,
      response: Binary('message/rfc822'),
    },
  }),
};

export type MailSettingsRow = Static<typeof MailSettingsRow>;
export type MailSettingsBody = Static<typeof MailSettingsBody>;
export type MailRow = Static<typeof MailRow>;
export type MailListQuery = Static<typeof MailListQuery>;
