import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cpeDocumento } from '../../db/schema/index.js';
import { readCdr, cdrSummary, type Cdr } from '../cdr/reader.js';
import { classifySunatCode, sunatMessage } from '../codes.js';
import { SunatFault, SunatUnavailable } from '../sender/errors.js';
import { SunatGreClient } from '../sender/gre.js';
import { COMPROBANTE_NO_EXISTE, SunatSoapClient } from '../sender/soap.js';
import { endpointsFor, solUsername, type CpeSettings, type SettingsProvider } from '../settings.js';
import { validateXml } from '../xsd/validator.js';
import { cpeRepository, type CpeRow } from './repository.js';
import { signPending } from './signing.js';

/**
 * The send queue worker. Each round it claims due documents (FOR UPDATE SKIP LOCKED + lease) and:
 * - en_cola: sends (sendBill, sendSummary or GRE), after marking the attempt as "por verificar";
 * - enviando + por verificar: the last answer was lost (time-out, crash): asks getStatusCdr first
 *   and resends only when SUNAT never received the document;
 * - enviado: polls the ticket (98 in process, 0/99 with the CDR).
 * Time-outs and exceptions (100-1999) retry with exponential backoff; 2000-3999 is a final rejection.
 */

export interface WorkerOptions {
  db: Database;
  settings: SettingsProvider;
  /** Base URL of the bundled simulator (for companies whose destino is "simulador"). */
  simulatorBaseUrl?: string;
  /** Documents processed at once, default 4. */
  concurrency?: number;
  /** Idle wait between rounds, default 1 s. */
  pollIntervalMs?: number;
  /** How long a claimed document stays reserved to this worker, default 2 min. */
  leaseMs?: number;
  /** Attempts before the document goes to "error", default 8. */
  maxIntentos?: number;
  /** First retry delay, doubled each attempt (±20 % jitter), default 5 s, at most backoffMaxMs (10 min). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Delay between ticket polls, default 3 s. */
  ticketPollMs?: number;
  workerId?: string;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

export interface CpeWorker {
  readonly id: string;
  /** Processes one round; answers how many documents were claimed. */
  runOnce(): Promise<number>;
  /** Starts the background loop. */
  start(): void;
  /** Processes now instead of waiting for the next round. */
  wake(): void;
  /**
   * Stops claiming at once; documents in flight get graceMs (default 5 s), then every lease this
   * worker still holds is released (the documents stay "por verificar": the next worker asks SUNAT
   * before sending again, and a late answer to this worker is dropped by the lease check).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const BILL = new Set(['01', '03', '07', '08']);
/** Guías (remitente 09, transportista 31): SUNAT's GRE REST API, answered by ticket. */
const GRE = new Set(['09', '31']);

export function createCpeWorker(options: WorkerOptions): CpeWorker {
  const repo = cpeRepository(options.db);
  const id = options.workerId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxIntentos = options.maxIntentos ?? 8;
  const backoffBase = options.backoffBaseMs ?? 5_000;
  const backoffMax = options.backoffMaxMs ?? 600_000;
  const ticketPollMs = options.ticketPollMs ?? 3_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const log = options.log ?? (() => {});

  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let stopping: Promise<void> | undefined;

  const later = (ms: number) => new Date(Date.now() + ms);
  function backoff(intentos: number): number {
    const raw = Math.min(backoffMax, backoffBase * 2 ** Math.max(0, intentos - 1));
    return Math.round(raw * (0.8 + Math.random() * 0.4));
  }

  function clients(settings: CpeSettings) {
    const ep = endpointsFor(settings, options.simulatorBaseUrl);
    const timeoutMs = settings.timeoutMs ?? 30_000;
    const soap = new SunatSoapClient({
      billService: ep.billService,
      billConsultService: ep.billConsultService,
      username: solUsername(settings),
      password: settings.solClave,
      timeoutMs,
    });
    const gre =
      ep.greToken && ep.greApi && settings.greClientId && settings.greClientSecret
        ? new SunatGreClient({
            tokenUrl: ep.greToken,
            apiUrl: ep.greApi,
            clientId: settings.greClientId,
            clientSecret: settings.greClientSecret,
            username: solUsername(settings),
            password: settings.solClave,
            timeoutMs,
          })
        : undefined;
    return { soap, gre, canVerify: Boolean(ep.billConsultService) };
  }

  const release = { bloqueadoHasta: null, bloqueadoPor: null };

  /** Stores a CDR and the final state it gives. */
  async function recordCdr(row: CpeRow, cdrZip: Uint8Array, how: string): Promise<void> {
    let cdr: Cdr;
    try {
      cdr = readCdr(cdrZip);
    } catch (error) {
      throw new SunatUnavailable(`El CDR recibido no se pudo leer: ${(error as Error).message}`);
    }
    if (cdr.resultado === 'excepcion')
      throw new SunatFault(cdr.responseCode, sunatMessage(cdr.responseCode, cdr.description));
    const estado = cdr.resultado;
    await repo.update(
      row.id,
      {
        estado,
        cdrZip: Buffer.from(cdrZip),
        codigoRespuesta: cdr.responseCode,
        descripcionRespuesta: cdr.description,
        observaciones: cdr.notes,
        porVerificar: false,
        proximoIntento: null,
        ultimoError: null,
        ...release,
      },
      { estado, detalle: `${how}: ${cdrSummary(cdr)}` },
      id,
    );
    // An accepted summary or voided communication informs or voids its documents.
    if ((estado === 'aceptado' || estado === 'observado') && row.referencias?.length) {
      for (const ref of row.referencias) {
        const target = ref.accion === 'anular' ? 'anulado' : 'aceptado';
        const [doc] = await repo.byIds([ref.id]);
        if (
          !doc ||
          doc.estado === 'anulado' ||
          (ref.accion === 'informar' && ['aceptado', 'observado'].includes(doc.estado))
        )
          continue;
        await repo.update(
          doc.id,
          { estado: target },
          {
            estado: target,
            detalle: `${ref.accion === 'anular' ? 'Anulado' : 'Informado'} en ${row.serie}-${row.numero} (${cdr.description})`,
          },
        );
      }
    }
  }

  async function markSending(row: CpeRow): Promise<boolean> {
    return repo.update(
      row.id,
      { estado: 'enviando', porVerificar: true, intentos: row.intentos + 1, envios: row.envios + 1 },
      { estado: 'enviando', detalle: `Envío ${row.envios + 1} a SUNAT (intento ${row.intentos + 1})` },
      id,
    );
  }

  async function send(row: CpeRow, settings: CpeSettings): Promise<void> {
    const xsd = validateXml(row.xml ?? '');
    if (!xsd.valid) {
      await repo.update(
        row.id,
        { estado: 'invalido', errores: xsd.errors, porVerificar: false, ...release },
        { estado: 'invalido', detalle: `No se envió: el XML no cumple el esquema (${xsd.errors[0]?.message ?? ''})` },
        id,
      );
      return;
    }
    const { soap, gre } = clients(settings);
    if (!(await markSending(row))) return;
    const fileName = `${row.nombre}.zip`;
    const zip = row.zip!;
    if (BILL.has(row.tipoDoc)) {
      const cdrZip = await soap.sendBill(fileName, zip);
      await recordCdr(row, cdrZip, 'Respuesta de SUNAT');
      return;
    }
    let ticket: string;
    if (GRE.has(row.tipoDoc)) {
      if (!gre)
        throw new SunatFault(0, 'Faltan las credenciales de la API de guías (GRE) en la configuración de la empresa');
      ticket = await gre.send(row.nombre, zip);
    } else ticket = await soap.sendSummary(fileName, zip);
    await repo.update(
      row.id,
      { estado: 'enviado', ticket, porVerificar: false, proximoIntento: later(ticketPollMs), ...release },
      { estado: 'enviado', detalle: `Ticket ${ticket}` },
      id,
    );
  }

  /** The answer to the last send was lost. Answers true when the document's fate is now known. */
  async function verify(row: CpeRow, settings: CpeSettings): Promise<boolean> {
    const { soap, canVerify } = clients(settings);
    if (!BILL.has(row.tipoDoc) || !canVerify) return false; // tickets: resending the same file is answered with the same ticket
    const st = await soap.getStatusCdr(row.ruc, row.tipoDoc, row.serie, row.numero);
    if (st.content) {
      await recordCdr(row, st.content, 'CDR recuperado con getStatusCdr (sin reenviar)');
      return true;
    }
    if (COMPROBANTE_NO_EXISTE.includes(st.statusCode)) {
      await repo.update(
        row.id,
        { porVerificar: false },
        {
          estado: row.estado,
          detalle: `SUNAT no recibió el envío anterior (${st.statusCode} ${st.statusMessage ?? ''}); se reenvía`,
        },
        id,
      );
      row.porVerificar = false;
      return false;
    }
    throw new SunatUnavailable(`getStatusCdr respondió ${st.statusCode} ${st.statusMessage ?? ''}`.trim());
  }

  async function poll(row: CpeRow, settings: CpeSettings): Promise<void> {
    const { soap, gre } = clients(settings);
    if (GRE.has(row.tipoDoc)) {
      if (!gre)
        throw new SunatFault(0, 'Faltan las credenciales de la API de guías (GRE) en la configuración de la empresa');
      const st = await gre.status(row.ticket!);
      if (st.codRespuesta === '98')
        return void (await repo.update(row.id, { proximoIntento: later(ticketPollMs), ...release }, undefined, id));
      if (st.cdrZip) return recordCdr(row, st.cdrZip, `Ticket ${row.ticket}`);
      const code = st.error?.code ?? 0;
      await repo.update(
        row.id,
        {
          estado: 'rechazado',
          codigoRespuesta: code,
          descripcionRespuesta: st.error?.message ?? 'Rechazado',
          porVerificar: false,
          proximoIntento: null,
          ...release,
        },
        { estado: 'rechazado', detalle: sunatMessage(code, st.error?.message) },
        id,
      );
      return;
    }
    const st = await soap.getStatus(row.ticket!);
    if (st.statusCode === '98')
      return void (await repo.update(row.id, { proximoIntento: later(ticketPollMs), ...release }, undefined, id));
    if (!st.content) throw new SunatUnavailable(`El ticket ${row.ticket} respondió ${st.statusCode} sin CDR`);
    await recordCdr(row, st.content, `Ticket ${row.ticket}`);
  }

  async function failed(row: CpeRow, error: unknown): Promise<void> {
    const [current] = await repo.byIds([row.id]);
    if (!current || current.bloqueadoPor !== id) return;
    const intentos = current.intentos;
    if (
      error instanceof SunatFault &&
      error.code >= 2000 &&
      error.code < 4000 &&
      !(BILL.has(row.tipoDoc) && error.code === 2223)
    ) {
      await repo.update(
        row.id,
        {
          estado: 'rechazado',
          codigoRespuesta: error.code,
          descripcionRespuesta: error.message,
          porVerificar: false,
          proximoIntento: null,
          ...release,
        },
        { estado: 'rechazado', detalle: error.message },
        id,
      );
      return;
    }
    // A fault means SUNAT answered without processing: nothing to verify. No answer: keep "por verificar".
    const answered = error instanceof SunatFault;
    const message = error instanceof Error ? error.message : String(error);
    const estado = current.estado === 'enviado' ? 'enviado' : answered ? 'en_cola' : current.estado;
    if (intentos >= maxIntentos) {
      await repo.update(
        row.id,
        {
          estado: 'error',
          ultimoError: message,
          porVerificar: answered ? false : current.porVerificar,
          proximoIntento: null,
          ...release,
        },
        { estado: 'error', detalle: `Se agotaron los ${maxIntentos} intentos: ${message}` },
        id,
      );
      return;
    }
    const wait = backoff(Math.max(1, intentos));
    await repo.update(
      row.id,
      {
        estado,
        ultimoError: message,
        porVerificar: answered ? false : current.porVerificar,
        proximoIntento: later(wait),
        ...release,
      },
      { estado: 'reintento', detalle: `${message}. Nuevo intento en ${Math.round(wait / 1000)} s` },
      id,
    );
    log('cpe: reintento programado', { documento: row.nombre, error: message });
  }

  async function processRow(claimed: CpeRow): Promise<void> {
    let row = claimed;
    try {
      // Registered with its sale and not generated yet: build, sign and validate it first.
      if (row.xml === null && row.entrada) {
        row = await signPending(options.db, options.settings, row);
        if (row.estado === 'invalido') return;
      }
      const settings = await options.settings(row.ruc);
      if (row.estado === 'enviado' && row.ticket) return await poll(row, settings);
      if (row.porVerificar && (await verify(row, settings))) return;
      try {
        await send(row, settings);
      } catch (error) {
        // Already registered: SUNAT has it, fetch its CDR instead of failing.
        if (
          error instanceof SunatFault &&
          (error.code === 1033 || error.code === 1032) &&
          BILL.has(row.tipoDoc) &&
          clients(settings).canVerify
        ) {
          row.porVerificar = true;
          const [fresh] = await repo.byIds([row.id]);
          if (fresh && (await verify(fresh, settings))) return;
        }
        throw error;
      }
    } catch (error) {
      try {
        await failed(row, error);
      } catch (inner) {
        log('cpe: no se pudo registrar el error', { documento: row.nombre, error: String(inner) });
      }
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await repo.claim(id, concurrency, leaseMs);
    await Promise.all(rows.map(processRow));
    return rows.length;
  }

  return {
    id,
    runOnce,
    start() {
      if (running) return;
      running = true;
      stopping = undefined;
      loop = (async () => {
        while (running) {
          let n = 0;
          try {
            n = await runOnce();
          } catch (error) {
            log('cpe: error en la cola', { error: String(error) });
          }
          if (n === 0 && running)
            await new Promise<void>((r) => {
              const t = setTimeout(r, pollIntervalMs);
              wakeUp = () => {
                clearTimeout(t);
                r();
              };
            });
          wakeUp = undefined;
        }
      })();
    },
    wake() {
      wakeUp?.();
    },
    stop({ graceMs = 5_000 } = {}) {
      stopping ??= (async () => {
        running = false;
        wakeUp?.();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([loop, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
        try {
          await options.db.update(cpeDocumento).set(release).where(eq(cpeDocumento.bloqueadoPor, id));
        } catch (error) {
          log('cpe: no se pudieron liberar los documentos reservados', { error: String(error) });
        }
      })();
      return stopping;
    },
  };
}
