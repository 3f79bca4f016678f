import type { FastifyInstance } from 'fastify';
import { COMPLAINT_STATES, type ComplaintRow } from '@trade/contracts/complaints';
import type { MailDoor } from './doors.js';

/** '2026-11-28' or '2026-11-28T10:15:00' (Lima) → '28/11/2026'. */
const day = (value: string) => value.slice(0, 10).split('-').reverse().join('/');

/** What the caller is told about the consumer's mail, after the complaint's own message. */
export function mailNote(estado: string | null, email: string | null): string {
  if (estado === 'enviado') return ` Se envió la copia a ${email}.`;
  if (estado === 'bandeja') return ' El correo al consumidor quedó en la bandeja de salida.';
  if (estado === 'fallido') return ' No se pudo enviar el correo al consumidor; quedó guardado para reenviarlo.';
  return '';
}

/**
 * The consumer's mails, sent after the filing or the answer committed (never inside it): the copy
 * of the sheet at once, and the answer when it is given, each with the sheet's PDF. The mail service
 * stores every message before sending it (outbox), so a missing or failing server loses nothing.
 */
export function consumerMails(app: FastifyInstance, mail: () => MailDoor) {
  async function send(row: ComplaintRow, asunto: string, texto: string, idusuario?: number): Promise<string | null> {
    if (!row.email) return null;
    try {
      const { pdf, archivo } = await app.complaints.sheets.render(row);
      const sent = await mail().send({
        para: row.email,
        asunto,
        texto,
        adjuntos: [
          {
            filename: archivo.endsWith('.pdf') ? archivo : `${archivo}.pdf`,
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
        origen: 'reclamacion',
        idorigen: row.idreclamacion,
        idusuario,
      });
      return sent.estado;
    } catch (error) {
      app.log.error({ err: error, idreclamacion: row.idreclamacion }, 'complaint mail not stored');
      return 'fallido';
    }
  }
  return {
    copy: (row: ComplaintRow, idusuario?: number) =>
      send(
        row,
        `Hoja de reclamación N° ${row.numero} - ${row.establecimiento}`,
        [
          `Estimado(a) ${row.nombres}:`,
          '',
          `Registramos su ${row.tipo} N° ${row.numero} en el Libro de Reclamaciones de ${row.establecimiento} el ${day(row.fecha)}. Adjuntamos la copia de su hoja de reclamación.`,
          '',
          `Le daremos respuesta a más tardar el ${day(row.fecha_limite)} (quince días hábiles).`,
        ].join('\n'),
        idusuario,
      ),
    answer: (row: ComplaintRow, idusuario: number) =>
      send(
        row,
        `Respuesta a su hoja de reclamación N° ${row.numero}`,
        [
          `Estimado(a) ${row.nombres}:`,
          '',
          `Respondimos su ${row.tipo} N° ${row.numero} (${COMPLAINT_STATES.label(row.estado).toLowerCase()}):`,
          '',
          row.respuesta ?? '',
          '',
          'Adjuntamos su hoja de reclamación con la respuesta.',
        ].join('\n'),
        idusuario,
      ),
  };
}
