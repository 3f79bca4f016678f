import type { FastifyInstance } from 'fastify';
import {
  CPE_STATES,
  CPE_TIPO_NOMBRES,
  PLAZO_BAJA_DIAS,
  type CpeDocumentRow,
  type CpeStatusAnswer,
  type CpeTipo,
  type CpeVoidAnswer,
} from '@trade/contracts/billing-cpe';
import { formatDate } from '@trade/formats';
import { sql } from 'drizzle-orm';
import { BusinessError } from '../../core/envelope.js';
import { queryRows } from '../../db/client.js';
import { readCdr } from '../../cpe/cdr/reader.js';
import { describeSunatCode } from '../../cpe/codes.js';
import { cpeRepository } from '../../cpe/queue/repository.js';
import { SunatFault, SunatUnavailable } from '../../cpe/sender/errors.js';
import { SunatGreClient } from '../../cpe/sender/gre.js';
import { SunatSoapClient } from '../../cpe/sender/soap.js';
import { endpointsFor, solUsername } from '../../cpe/settings.js';
import { limaDate } from '../../cpe/zip.js';
import { DATED_TYPES, cpeDocumentsRepository } from './cpe-documents.repository.js';
import type { SaleActor } from './sale-rules.js';

/**
 * The actions of /manage_cpe, over the CPE engine (app.cpe): consult SUNAT, retry, void (RA or RC
 * with estado 3) inside SUNAT's window, inform pending boletas in a resumen diario, and the files.
 * Each write is one transaction; the worker is woken after it commits.
 */

/** Ticket answers of getStatus and the GRE API. */
const TICKET_TEXT: Record<string, string> = {
  '0': 'Procesado correctamente',
  '98': 'En proceso',
  '99': 'Procesado con errores',
};

/** The simulator the worker sends to: SUNAT_SIMULATOR_URL, else the API's own origin (as server.ts starts the worker). */
function simulatorBaseUrl(app: FastifyInstance): string | undefined {
  if (app.config.sunatSimulatorUrl) return app.config.sunatSimulatorUrl;
  const address = app.server.address();
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}/sunat-simulator` : undefined;
}

const label = (row: CpeDocumentRow) =>
  `${CPE_TIPO_NOMBRES[row.tipo_doc as CpeTipo] ?? row.tipo_doc} ${row.serie_numero}`;
const estadoText = (estado: string) => CPE_STATES.label(estado).toLowerCase();

export function cpeDocumentsService(app: FastifyInstance) {
  const repo = cpeDocumentsRepository(app.db);
  const engineRepo = cpeRepository(app.db);
  const hoy = () => limaDate(app.clock());

  /** Asks SUNAT what it has of the document, without changing its state; the answer goes to the history. */
  async function consult(id: number): Promise<CpeStatusAnswer> {
    const row = await repo.get(id, hoy());
    const settings = await app.cpeSettings(row.ruc);
    const ep = endpointsFor(settings, simulatorBaseUrl(app));
    const timeoutMs = settings.timeoutMs ?? 30_000;
    const soap = new SunatSoapClient({
      billService: ep.billService,
      billConsultService: ep.billConsultService,
      username: solUsername(settings),
      password: settings.solClave,
      timeoutMs,
    });
    let codigo: string;
    let mensaje: string;
    let content: Uint8Array | undefined;
    // A boleta (or its note) informed in a resumen diario has no CDR of its own: its summary's ticket answers for it.
    const summary =
      row.serie.startsWith('B') && DATED_TYPES.includes(row.tipo_doc) ? await repo.informingSummary(id) : undefined;
    try {
      if (summary) {
        const st = await soap.getStatus(summary.ticket);
        codigo = st.statusCode;
        mensaje = `Resumen ${summary.serie_numero}: ${TICKET_TEXT[st.statusCode] ?? describeSunatCode(st.statusCode) ?? 'Sin mensaje'}`;
        content = st.content;
      } else if (DATED_TYPES.includes(row.tipo_doc)) {
        if (!ep.billConsultService)
          throw new BusinessError(
            'El destino configurado (beta de SUNAT) no ofrece la consulta de comprobantes (getStatusCdr)',
          );
        const st = await soap.getStatusCdr(row.ruc, row.tipo_doc, row.serie, row.numero);
        codigo = st.statusCode;
        mensaje = st.statusMessage ?? describeSunatCode(st.statusCode) ?? 'Sin mensaje';
        content = st.content;
      } else {
        if (!row.ticket) throw new BusinessError(`${label(row)} aún no tiene ticket de SUNAT: no se ha enviado`);
        if (['09', '31'].includes(row.tipo_doc)) {
          if (!ep.greToken || !ep.greApi || !settings.greClientId || !settings.greClientSecret)
            throw new BusinessError(
              'Faltan las credenciales de la API de guías (GRE) en la configuración de la empresa',
            );
          const gre = new SunatGreClient({
            tokenUrl: ep.greToken,
            apiUrl: ep.greApi,
            clientId: settings.greClientId,
            clientSecret: settings.greClientSecret,
            username: solUsername(settings),
            password: settings.solClave,
            timeoutMs,
          });
          const st = await gre.status(row.ticket);
          codigo = st.codRespuesta;
          mensaje = st.error
            ? `${st.error.code} - ${st.error.message}`
            : (TICKET_TEXT[st.codRespuesta] ?? 'Sin mensaje');
          content = st.cdrZip;
        } else {
          const st = await soap.getStatus(row.ticket);
          codigo = st.statusCode;
          mensaje = TICKET_TEXT[st.statusCode] ?? describeSunatCode(st.statusCode) ?? 'Sin mensaje';
          content = st.content;
        }
      }
    } catch (error) {
      if (error instanceof SunatFault || error instanceof SunatUnavailable)
        throw new BusinessError(`SUNAT no respondió la consulta: ${error.message}`);
      throw error;
    }
    let cdr: { responseCode: number; description: string } | undefined;
    if (content) {
      try {
        cdr = readCdr(content);
      } catch {
        cdr = undefined;
      }
    }
    const cdrText = cdr ? `; CDR ${cdr.responseCode} - ${cdr.description}` : '';
    await engineRepo.addEvent(id, 'consulta', `Consulta en SUNAT: ${codigo} - ${mensaje}${cdrText}`);
    return {
      documento: await repo.get(id, hoy()),
      codigo,
      mensaje,
      con_cdr: Boolean(content),
      cdr_codigo: cdr?.responseCode ?? null,
      cdr_descripcion: cdr?.description ?? null,
    };
  }

  /** Back to the queue: only a document in "error" (attempts exhausted). */
  async function retry(id: number): Promise<CpeDocumentRow> {
    await app.db.transaction(async (tx) => {
      await repo.lock(id, tx);
      const row = await repo.get(id, hoy(), tx);
      if (row.estado !== 'error')
        throw new BusinessError(
          `Solo se reintentan comprobantes en estado error (${label(row)} está ${estadoText(row.estado)})`,
        );
      await app.cpe.reintentar(id, { tx });
    });
    app.cpe.despertar();
    return repo.get(id, hoy());
  }

  /** Why a document cannot be voided now, or undefined. */
  function voidRefusal(row: CpeDocumentRow, enCurso: boolean, today: string): string | undefined {
    if (!DATED_TYPES.includes(row.tipo_doc))
      return ['09', '31'].includes(row.tipo_doc)
        ? 'Las guías de remisión no se anulan por comunicación de baja: se dan de baja en SUNAT Operaciones en Línea'
        : `${label(row)} no se anula: es un envío a SUNAT, no un comprobante`;
    if (row.estado === 'anulado') return `${label(row)} ya está anulado`;
    if (enCurso) return `La baja de ${label(row)} ya fue solicitada y está en curso`;
    if (row.estado === 'rechazado')
      return `${label(row)} fue rechazado por SUNAT y no tiene validez: no se anula, se corrige y se emite uno nuevo`;
    if (!['aceptado', 'observado'].includes(row.estado))
      return `Solo se anulan comprobantes aceptados por SUNAT (${label(row)} está ${estadoText(row.estado)})`;
    if (row.plazo_baja && today > row.plazo_baja)
      return `El plazo para anular ${label(row)} venció el ${formatDate(row.plazo_baja)} (${PLAZO_BAJA_DIAS} días calendario desde el día siguiente a su emisión): emita una nota de crédito`;
    return undefined;
  }

  /**
   * Comunicación de baja (facturas and their notes) or resumen diario with estado 3 (boletas and
   * their notes). In the same transaction the sale or note it voids is annulled with everything it
   * did (stock, credit, cash): it stops counting the moment its baja is requested.
   */
  async function voidDocument(id: number, motivo: string, actor: SaleActor): Promise<CpeVoidAnswer> {
    const today = hoy();
    const bajaId = await app.db.transaction(async (tx) => {
      await repo.lock(id, tx);
      const row = await repo.get(id, today, tx);
      const refusal = voidRefusal(row, await repo.voidInProgress(id, tx), today);
      if (refusal) throw new BusinessError(refusal);
      const [baja] = await app.cpe.anular(row.ruc, [{ id, motivo: motivo.trim() }], { tx });
      const why = `Baja ante SUNAT: ${motivo.trim()}`;
      const [owner] = await queryRows<{ idventa: number | null; idnota: number | null }>(
        tx,
        sql`select (select idventa from venta where cpe_documento_id = ${id} and estado_venta = 1) as idventa,
                   (select idnota from nota_credito where cpe_documento_id = ${id} and estado = 1) as idnota`,
      );
      if (owner?.idventa) await app.billing.sales.annulVoided(owner.idventa, tx, actor, why);
      if (owner?.idnota) await app.billing.creditNotes.annulVoided(owner.idnota, tx, why);
      return baja!.id;
    });
    app.cpe.despertar();
    return { documento: await repo.get(id, today), baja: await repo.get(bajaId, today) };
  }

  /** Resumen diario of the boletas of `fecha` still to be informed (one per issuing RUC). */
  async function summary(fecha: string): Promise<CpeDocumentRow[]> {
    const today = hoy();
    if (fecha > today) throw new BusinessError('La fecha del resumen no puede ser posterior a hoy');
    const ids = await app.db.transaction(async (tx) => {
      const pending = await repo.pendingSummaryIds(fecha, tx);
      if (!pending.length) throw new BusinessError(`No hay boletas pendientes de informar del ${formatDate(fecha)}`);
      const byRuc = new Map<string, number[]>();
      for (const p of pending) byRuc.set(p.ruc, [...(byRuc.get(p.ruc) ?? []), p.id]);
      const out: number[] = [];
      for (const [ruc, docIds] of byRuc) out.push((await app.cpe.resumenDiario(ruc, fecha, docIds, { tx })).id);
      return out;
    });
    app.cpe.despertar();
    return Promise.all(ids.map((i) => repo.get(i, today)));
  }

  /** The signed XML, the zip sent or SUNAT's CDR, with its file name and type. */
  async function file(
    id: number,
    kind: 'xml' | 'zip' | 'cdr',
  ): Promise<{ content: Buffer; name: string; type: string }> {
    const row = await repo.get(id, hoy());
    if (kind === 'xml') {
      const xml = await app.cpe.xml(id);
      if (!xml) throw new BusinessError(`${label(row)} no tiene XML`);
      return { content: Buffer.from(xml, 'utf8'), name: `${row.nombre}.xml`, type: 'application/xml' };
    }
    if (kind === 'zip') {
      const { nombre, zip } = await app.cpe.zip(id);
      if (!zip) throw new BusinessError(`${label(row)} no tiene zip`);
      return { content: zip, name: nombre, type: 'application/zip' };
    }
    const cdr = await app.cpe.cdr(id);
    if (!cdr) throw new BusinessError(`SUNAT aún no devolvió la constancia de recepción (CDR) de ${label(row)}`);
    return { content: cdr.zip, name: cdr.nombre, type: 'application/zip' };
  }

  return { repo, hoy, consult, retry, voidDocument, summary, file };
}

export type CpeDocumentsService = ReturnType<typeof cpeDocumentsService>;
