import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import {
  MAIL_STATE_NAMES,
  type MailListQuery,
  type MailRow,
  type MailSettingsBody,
  type MailSettingsRow,
  type MailState,
} from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { correo, correoConfig, empresa, usuario } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { NO_COMPANY } from './establishment.repository.js';
import { decryptText, encryptSecret } from '../../core/secrets.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A mail another area asks for: a document's PDF and XML to its client, for instance. */
export interface MailRequest {
  para: string | string[];
  asunto: string;
  texto: string;
  html?: string;
  adjuntos?: MailAttachment[];
  /** What the mail is about ('venta', 'nota', 'guia', 'proforma', 'pedido', 'prueba') and its id. */
  origen: string;
  idorigen?: number;
  idusuario?: number;
}

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAIL_FOLDER = 'correos';
/** Each secret is bound to its company and column (authenticated data of AES-GCM). */
const purpose = (idempresa: number) => `empresa:${idempresa}:smtp_clave`;

type ConfigRow = typeof correoConfig.$inferSelect;

const SENT_MESSAGE = {
  enviado: 'Correo enviado',
  fallido: 'No se pudo enviar el correo',
  bandeja: 'El correo quedó en la bandeja de salida: configure el servidor de correo para enviarlo',
} as const;

/** The recipients of a request, checked: one to twenty addresses. */
export function recipients(para: string | string[]): string[] {
  const list = (Array.isArray(para) ? para : para.split(/[;,]/)).map((a) => a.trim()).filter(Boolean);
  if (list.length === 0) throw new BusinessError('Ingrese el correo del destinatario');
  if (list.length > 20) throw new BusinessError('Un correo puede tener a lo más 20 destinatarios');
  const wrong = list.find((a) => a.length > 200 || !ADDRESS.test(a));
  if (wrong) throw new BusinessError(`El correo «${wrong}» no es válido`);
  return list;
}

/** Why the server refused, in Spanish, for the user and the mail's record. */
function failureText(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.code === 'EAUTH')
    return `El servidor de correo rechazó el usuario o la contraseña${e.response ? ` (${e.response})` : ''}`;
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'ETIMEDOUT' || e.code === 'EDNS')
    return `No se pudo conectar con el servidor de correo (${e.message ?? e.code})`;
  if (e.responseCode) return `El servidor de correo rechazó el mensaje: ${e.response ?? e.responseCode}`;
  return `No se pudo enviar el correo: ${e.message ?? String(error)}`;
}

const rowColumns = {
  idcorreo: correo.idcorreo,
  fecha: sql<string>`to_char(${correo.fecha} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  para: correo.para,
  asunto: correo.asunto,
  estado: correo.estado,
  estadoNombre: sql<string>`case ${correo.estado} when 'enviado' then ${MAIL_STATE_NAMES.enviado} when 'fallido' then ${MAIL_STATE_NAMES.fallido} else ${MAIL_STATE_NAMES.bandeja} end`,
  detalle: correo.detalle,
  origen: correo.origen,
  idorigen: correo.idorigen,
  adjuntos: correo.adjuntos,
  intentos: sql<number>`${correo.intentos}::int`,
  usuario: usuario.usuario,
};
const listSpec: ListSpec<MailRow> = {
  columns: rowColumns,
  from: (select) => select.from(correo).leftJoin(usuario, eq(usuario.idusuario, correo.idusuario)),
  search: [correo.para, correo.asunto],
  orderBy: [desc(correo.fecha), desc(correo.idcorreo)],
  dates: { column: correo.fecha, kind: 'timestamp' },
};

/**
 * The company's outgoing mail. Every mail is composed once (with its attachments) and stored as an
 * .eml file under <dataDir>/correos, then sent through the company's SMTP server; with no server
 * configured it stays in the outbox. Sent, failed and kept mails are all recorded (`correo`), so
 * nothing is lost: a failed or kept mail can be downloaded or sent again as it was.
 */
export function mailService(db: Database, key: Buffer, dataDir: string, options: { timeoutMs?: number } = {}) {
  const timeout = options.timeoutMs ?? 15_000;

  async function company(ex: Pick<Executor, 'select'> = db) {
    const [row] = await ex
      .select({
        idempresa: empresa.idempresa,
        razon_social: empresa.razon_social,
        nombre_comercial: empresa.nombre_comercial,
        email: empresa.email,
        config: correoConfig,
      })
      .from(empresa)
      .leftJoin(correoConfig, eq(correoConfig.idempresa, empresa.idempresa))
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    if (!row) throw new BusinessError(NO_COMPANY);
    return row;
  }

  function answer(config: ConfigRow | null): MailSettingsRow {
    return {
      host: config?.host ?? null,
      puerto: config?.puerto ?? 587,
      seguro: config?.seguro ?? false,
      usuario: config?.usuario ?? null,
      claveConfigurada: Boolean(config?.clave),
      remitenteNombre: config?.remitente_nombre ?? null,
      remitenteCorreo: config?.remitente_correo ?? null,
      modo: config?.host ? 'smtp' : 'bandeja',
      actualizado: config?.actualizado ? new Date(config.actualizado).toISOString() : null,
    };
  }

  /** The From line: the configured sender, else the company's own e-mail. */
  function sender(c: Awaited<ReturnType<typeof company>>) {
    const address = c.config?.remitente_correo ?? c.email;
    if (!address)
      throw new BusinessError(
        'Configure el correo del remitente (Configuración SUNAT › Correo saliente) o el correo de la empresa',
      );
    return { name: c.config?.remitente_nombre ?? c.nombre_comercial ?? c.razon_social, address };
  }

  /** Sends a stored message through the configured server, or keeps it in the outbox. */
  async function deliver(
    c: Awaited<ReturnType<typeof company>>,
    from: string,
    to: string[],
    raw: Buffer,
  ): Promise<{ estado: MailState; detalle: string | null }> {
    const config = c.config;
    if (!config?.host)
      return {
        estado: 'bandeja',
        detalle: 'Sin servidor de correo configurado: el mensaje quedó en la bandeja de salida',
      };
    const transport = nodemailer.createTransport({
      host: config.host,
      port: config.puerto,
      secure: config.seguro,
      ...(config.usuario
        ? {
            auth: {
              user: config.usuario,
              pass: config.clave ? decryptText(key, purpose(c.idempresa), config.clave) : '',
            },
          }
        : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    });
    try {
      const info = await transport.sendMail({ envelope: { from, to }, raw });
      return { estado: 'enviado', detalle: String(info.response ?? '').slice(0, 500) || null };
    } catch (error) {
      return { estado: 'fallido', detalle: failureText(error).slice(0, 500) };
    } finally {
      transport.close();
    }
  }

  async function byId(idcorreo: number): Promise<MailRow> {
    const [row] = await selectRows(db, listSpec, eq(correo.idcorreo, idcorreo));
    if (!row) throw new BusinessError('El correo no existe', 404);
    return row;
  }

  return {
    /**
     * The answer's message for a mail just sent (every area's "send by mail" call): a mail that was
     * not sent answers 200 with its record (it is kept), but the message says why.
     */
    sentMessage: ({ estado, detalle }: Pick<MailRow, 'estado' | 'detalle'>) =>
      estado === 'fallido'
        ? `${SENT_MESSAGE.fallido}: ${detalle ?? ''}`.trim()
        : (SENT_MESSAGE[estado as keyof typeof SENT_MESSAGE] ?? SENT_MESSAGE.enviado),

    async settings(): Promise<MailSettingsRow> {
      return answer((await company()).config);
    },

    async saveSettings(input: MailSettingsBody, idusuario: number, tx: Executor): Promise<MailSettingsRow> {
      const c = await company(tx);
      const values = {
        host: input.host?.trim() || null,
        puerto: input.puerto,
        seguro: input.seguro,
        usuario: input.usuario?.trim() || null,
        remitente_nombre: input.remitenteNombre?.trim() || null,
        remitente_correo: input.remitenteCorreo.trim(),
        actualizado: new Date(),
        idusuario,
        ...(input.clave ? { clave: encryptSecret(key, purpose(c.idempresa), input.clave) } : {}),
      };
      const [saved] = await tx
        .insert(correoConfig)
        .values({ idempresa: c.idempresa, ...values })
        .onConflictDoUpdate({ target: correoConfig.idempresa, set: values })
        .returning();
      return answer(saved ?? null);
    },

    /**
     * Composes, stores and sends one mail (outside any business transaction: a mail server that is
     * slow or down never holds a sale). Answers the mail's record whatever happened to it.
     */
    async send(request: MailRequest): Promise<MailRow> {
      const to = recipients(request.para);
      const asunto = request.asunto.trim().slice(0, 300);
      if (!asunto) throw new BusinessError('Ingrese el asunto del correo');
      const c = await company();
      const from = sender(c);
      const adjuntos = request.adjuntos ?? [];
      const raw = await new MailComposer({
        from,
        to,
        subject: asunto,
        text: request.texto,
        ...(request.html ? { html: request.html } : {}),
        attachments: adjuntos.map((a) => ({
          filename: a.filename,
          content: a.content,
          ...(a.contentType ? { contentType: a.contentType } : {}),
        })),
      })
        .compile()
        .build();
      const day = new Date().toISOString().slice(0, 7);
      const archivo = `${day}/${randomUUID()}.eml`;
      const path = join(dataDir, MAIL_FOLDER, archivo);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, raw);
      const outcome = await deliver(c, from.address, to, raw);
      const [row] = await db
        .insert(correo)
        .values({
          idusuario: request.idusuario ?? null,
          para: to.join(', '),
          asunto,
          origen: request.origen,
          idorigen: request.idorigen ?? null,
          adjuntos: adjuntos.map((a) => a.filename),
          archivo,
          ...outcome,
        })
        .returning({ idcorreo: correo.idcorreo });
      return byId(row!.idcorreo);
    },

    /** Sends a failed or kept mail again, exactly as it was composed. */
    async resend(idcorreo: number): Promise<MailRow> {
      const [stored] = await db.select().from(correo).where(eq(correo.idcorreo, idcorreo));
      if (!stored) throw new BusinessError('El correo no existe', 404);
      if (stored.estado === 'enviado') throw new BusinessError('El correo ya fue enviado');
      const c = await company();
      if (!c.config?.host) throw new BusinessError('Configure el servidor de correo antes de reenviar');
      const raw = await readFile(join(dataDir, MAIL_FOLDER, stored.archivo));
      const outcome = await deliver(c, sender(c).address, stored.para.split(', '), raw);
      await db
        .update(correo)
        .set({ ...outcome, intentos: sql`${correo.intentos} + 1`, fecha: new Date() })
        .where(eq(correo.idcorreo, idcorreo));
      return byId(idcorreo);
    },

    list(query: MailListQuery, ex: Executor = db) {
      return pagedList(ex, listSpec, query, [
        query.estado ? eq(correo.estado, query.estado) : undefined,
        query.origen ? eq(correo.origen, query.origen) : undefined,
        query.idorigen ? eq(correo.idorigen, query.idorigen) : undefined,
      ]);
    },

    /** The stored message (.eml) and a file name for it. */
    async file(idcorreo: number): Promise<{ content: Buffer; name: string }> {
      const [stored] = await db
        .select({ archivo: correo.archivo, origen: correo.origen, idorigen: correo.idorigen })
        .from(correo)
        .where(eq(correo.idcorreo, idcorreo));
      if (!stored) throw new BusinessError('El correo no existe', 404);
      const content = await readFile(join(dataDir, MAIL_FOLDER, stored.archivo)).catch(() => {
        throw new BusinessError('El archivo del correo no está en la carpeta de datos', 404);
      });
      return {
        content,
        name: `correo-${idcorreo}-${stored.origen}${stored.idorigen ? `-${stored.idorigen}` : ''}.eml`,
      };
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
