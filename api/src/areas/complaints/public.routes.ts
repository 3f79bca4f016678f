import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { COMPLAINT_DEADLINE_DAYS, publicComplaints } from '@trade/contracts/complaints';
import { empresa, establecimientoReclamo as est } from '../../db/schema/index.js';
import { route } from '../../core/routes.js';
import { notFound, ok } from '../../core/envelope.js';
import { TooManyAttempts, type ThrottleRule } from '../../core/throttle.js';
import { sendPdf } from '../../print/index.js';
import type { consumerMails } from './complaints.mail.js';

/**
 * The virtual complaints book (no session), linked from the business's website and premises: the
 * provider and its establishments, the filing (limited per client address, like the public
 * tracking), and the consumer's copy by the unguessable code the filing answers (144 random bits:
 * a code cannot be guessed, so reading it is not limited).
 */
export default function publicComplaintRoutes(app: FastifyInstance, mails: ReturnType<typeof consumerMails>) {
  const e = publicComplaints.endpoints;
  const { complaints } = app.complaints;
  const perAddress = {
    free: app.config.complaintsMaxPerAddress,
    baseSeconds: 60,
    maxDelaySeconds: 60 * 60,
    quietSeconds: 60 * 60,
  } satisfies ThrottleRule;

  route(app, e.book, async () => {
    const [company] = await app.db
      .select({ razon_social: empresa.razon_social, ruc: empresa.ruc, nombre_comercial: empresa.nombre_comercial })
      .from(empresa)
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    const places = await app.db
      .select({ idestablecimiento: est.idestablecimiento, nombre: est.nombre, direccion: est.direccion })
      .from(est)
      .where(eq(est.estado, 1))
      .orderBy(asc(est.nombre));
    if (!company) throw notFound('La empresa');
    return ok({ ...company, plazo: COMPLAINT_DEADLINE_DAYS, establecimientos: places }, 'Libro de reclamaciones');
  });

  route(app, e.file, async (request) => {
    const wait = await app.throttle.claim(`reclamo-ip:${request.ip}`, perAddress);
    if (wait) {
      request.log.warn({ ip: request.ip, espera: wait }, 'public complaint throttled');
      throw new TooManyAttempts(wait, 'Demasiadas reclamaciones registradas desde su conexión');
    }
    const row = await app.db.transaction((tx) => complaints.file(request.body, tx, { origen: 'web' }));
    const correo = (await mails.copy(row)) ?? 'bandeja';
    const codigo = (await complaints.accessCode(row.idreclamacion))!;
    return ok(
      {
        numero: row.numero,
        establecimiento: row.establecimiento,
        fecha: row.fecha,
        fecha_limite: row.fecha_limite,
        codigo,
        correo,
      },
      `Su reclamación N° ${row.numero} fue registrada.`,
    );
  });

  route(app, e.copy, async (request, reply) => {
    const id = await complaints.byCode(request.params.codigo);
    if (id === undefined) throw notFound('La hoja de reclamación');
    const { pdf, archivo } = await app.complaints.sheets.render(await complaints.get(id));
    return sendPdf(reply, pdf, archivo);
  });
}
