import { MAIL_STATE_NAMES, MAIL_STATES, mail, type MailRow, type MailSettingsRow } from '@trade/contracts/organization';
import { call, downloadFile, type Envelope } from '@trade/session';
import type { Notify } from '@trade/session/notify';

export type CorreoSaliente = MailSettingsRow;
export type Correo = MailRow;

export const MAIL_STATE_OPTIONS = MAIL_STATES.map((value) => ({ value, label: MAIL_STATE_NAMES[value] }));
export const MAIL_STATE_COLORS: Record<string, string> = { enviado: 'green', fallido: 'red', bandeja: 'orange' };

/** What a mail is about, as the list shows it. */
export const ORIGIN_NAMES: Record<string, string> = {
  prueba: 'Prueba',
  venta: 'Venta',
  nota: 'Nota de crédito',
  guia: 'Guía de remisión',
  proforma: 'Proforma',
  pedido: 'Pedido',
};

export const getMailSettings = () => call(mail.endpoints.settings);
export const sendTestMail = (para: string) => call(mail.endpoints.test, { body: { para } });
export const resendMail = (id: number) => call(mail.endpoints.resend, { params: { id } });
export const downloadMail = (row: Correo) =>
  downloadFile(mail.endpoints.download, { params: { id: row.idcorreo } }, `correo-${row.idcorreo}.eml`);

/** A mail answer: sent (success), kept in the outbox (warning) or refused by the server (error). */
export function showMailOutcome(notify: Notify, key: string, answer: Envelope<Correo>) {
  if (answer.status !== 200 || answer.detalles?.estado === 'fallido') notify.fail(key, answer.mensaje);
  else if (answer.detalles?.estado === 'bandeja') notify.warn(key, answer.mensaje);
  else notify.answer(answer, { key });
}
