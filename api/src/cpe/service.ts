import { XMLParser } from 'fast-xml-parser';
import type { Database, Executor } from '../db/client.js';
import { BusinessError } from '../core/envelope.js';
import { readCdr, type Cdr } from './cdr/reader.js';
import { dec, fixed } from '@trade/money';
import { buildDocument, prepareDocument, qrText } from './pipeline.js';
import { assertReglasSunat, eventoDeObservacion, notasDeObservacion, type Hallazgo } from './rules/index.js';
import { emisorOf } from './settings.js';
import { signPending } from './queue/signing.js';
import { cpeRepository, ESTADOS_FINALES, type CpeEstado, type CpeRow } from './queue/repository.js';
import type { CpeWorker } from './queue/worker.js';
import type { SettingsProvider } from './settings.js';
import type { Comprobante, DocumentoCpe, GuiaRemision, GuiaTransportista, LineaResumen, Nota } from './types.js';
import { limaDate } from './zip.js';
import { documentName } from './builders/common.js';

/**
 * The engine's public service: issue (build, sign, validate, store, enqueue), void, summarise,
 * and read back state, XML, zip, CDR and the printed QR. Other areas (sales, credit notes,
 * guías) call only these functions.
 */

export interface CpeServiceOptions {
  db: Database;
  settings: SettingsProvider;
  /** The running worker, woken up after each enqueue (optional). */
  worker?: Pick<CpeWorker, 'wake'>;
}

/** A document's state without the heavy blobs. */
export interface CpeInfo {
  id: number;
  ruc: string;
  tipoDoc: string;
  serie: string;
  numero: number;
  nombre: string;
  fechaEmision: string;
  moneda: string | null;
  total: string | null;
  igv: string | null;
  estado: CpeEstado;
  /** DigestValue: the printed hash. */
  hash: string | null;
  codigoRespuesta: number | null;
  descripcionRespuesta: string | null;
  observaciones: { code?: number; message: string }[];
  errores: { line?: number; message: string }[];
  ticket: string | null;
  intentos: number;
  envios: number;
  ultimoError: string | null;
  final: boolean;
  creadoEn: Date;
  actualizadoEn: Date;
}

export function toInfo(r: CpeRow): CpeInfo {
  return {
    id: r.id,
    ruc: r.ruc,
    tipoDoc: r.tipoDoc,
    serie: r.serie,
    numero: r.numero,
    nombre: r.nombre,
    fechaEmision: r.fechaEmision,
    moneda: r.moneda,
    total: r.total,
    igv: r.igv,
    estado: r.estado as CpeEstado,
    hash: r.hash,
    codigoRespuesta: r.codigoRespuesta,
    descripcionRespuesta: r.descripcionRespuesta,
    observaciones: r.observaciones ?? [],
    errores: r.errores ?? [],
    ticket: r.ticket,
    intentos: r.intentos,
    envios: r.envios,
    ultimoError: r.ultimoError,
    final: ESTADOS_FINALES.includes(r.estado as CpeEstado),
    creadoEn: r.creadoEn,
    actualizadoEn: r.actualizadoEn,
  };
}

/** What revisarComprobante answers: the figures the stored row carries before its XML exists. */
export interface RevisionComprobante {
  moneda: string | null;
  total: string;
  igv: string;
  /** What SUNAT would observe (accepted with a note): shown to the user and recorded on the document. */
  observaciones: Hallazgo[];
}

/** The caller's open transaction: the engine's rows commit or roll back with the business operation. */
export interface EnTransaccion {
  /**
   * An open transaction (`db.transaction(async (tx) => ...)`). The worker only sees the document once it
   * commits, and is not woken inside the transaction: it finds it on its next round (1 s) or right
   * after `despertar()`.
   */
  tx?: Executor;
}

export interface EmitirOpciones extends EnTransaccion {
  /** Enqueue for sending now (default true). Boletas to be informed in a resumen diario: false. */
  enviar?: boolean;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (n) => n === 'TaxSubtotal',
});

/** Summary-line amounts of a stored boleta or note, read back from its XML. */
function summaryAmounts(
  row: CpeRow,
): Omit<LineaResumen, 'tipoDoc' | 'serie' | 'numero' | 'estado' | 'cliente' | 'documentoAfectado'> {
  const parsed = parser.parse(row.xml ?? '');
  const root = parsed[Object.keys(parsed).find((k) => k !== '?xml')!];
  const get = (id: string, field: 'TaxableAmount' | 'TaxAmount') => {
    const s = (root.TaxTotal?.TaxSubtotal ?? []).find((x: any) => String(x.TaxCategory?.TaxScheme?.ID) === id);
    return s ? fixed(dec(String(s[field] ?? '0'))) : undefined;
  };
  const lmt = root.LegalMonetaryTotal ?? root.RequestedMonetaryTotal;
  return {
    moneda: row.moneda ?? 'PEN',
    total: fixed(dec(String(lmt?.PayableAmount ?? '0'))),
    gravadas: get('1000', 'TaxableAmount'),
    exoneradas: get('9997', 'TaxableAmount'),
    inafectas: get('9998', 'TaxableAmount'),
    exportacion: get('9995', 'TaxableAmount'),
    gratuitas: get('9996', 'TaxableAmount'),
    igv: get('1000', 'TaxAmount') ?? '0.00',
    isc: get('2000', 'TaxAmount'),
    ivap: get('1016', 'TaxAmount'),
    icbper: get('7152', 'TaxAmount'),
    otrosCargos: lmt?.ChargeTotalAmount ? fixed(dec(String(lmt.ChargeTotalAmount))) : undefined,
  };
}

export function createCpeService(options: CpeServiceOptions) {
  const repo = cpeRepository(options.db);

  /** Wakes the worker now, unless the change is still inside the caller's transaction. */
  const wake = (tx: Executor | undefined) => {
    if (!tx) options.worker?.wake();
  };

  async function store(
    ruc: string,
    doc: Parameters<typeof prepareDocument>[1],
    enviar: boolean,
    extra: { referencias?: CpeRow['referencias']; tx?: Executor } = {},
  ): Promise<CpeInfo> {
    const settings = await options.settings(ruc, extra.tx);
    if (settings.ruc !== ruc) throw new BusinessError('La configuración no corresponde a la empresa');
    const p = prepareDocument(settings, doc);
    const t = p.built.totales;
    const cliente = 'cliente' in doc ? doc.cliente : 'destinatario' in doc ? doc.destinatario : undefined;
    const now = new Date();
    const row = await repo.insert(
      {
        ruc,
        tipoDoc: p.built.tipoDoc,
        serie: p.built.serie,
        numero: p.built.numero,
        nombre: p.built.nombre,
        fechaEmision: p.built.fecha,
        moneda: p.built.moneda ?? null,
        total: t ? fixed(t.total) : null,
        igv: t ? fixed(t.igv.plus(t.ivap)) : null,
        clienteTipoDoc: cliente?.tipoDoc ?? null,
        clienteNumDoc: cliente?.numDoc ?? null,
        clienteNombre: cliente?.razonSocial ?? null,
        estado: enviar ? 'en_cola' : 'firmado',
        hash: p.hash,
        xml: p.xml,
        zip: Buffer.from(p.zip),
        referencias: extra.referencias ?? null,
        proximoIntento: enviar ? now : null,
        ...(p.observaciones.length ? { observaciones: notasDeObservacion(p.observaciones) } : {}),
      },
      [
        { estado: 'generado', detalle: `XML ${p.built.nombre}.xml generado` },
        ...eventoDeObservacion(p.observaciones),
        { estado: 'firmado', detalle: `Firmado y validado contra el XSD; hash ${p.hash}` },
        ...(enviar ? [{ estado: 'en_cola', detalle: 'En cola de envío a SUNAT' }] : []),
      ],
      extra.tx,
    );
    if (enviar) wake(extra.tx);
    return toInfo(row);
  }

  const get = (id: number, tx?: Executor): Promise<CpeRow> => repo.get(id, tx);
  /** The row, generated and signed first when it was registered unsigned (encolarComprobante). */
  const signed = async (id: number): Promise<CpeRow> => signPending(options.db, options.settings, await get(id));

  /**
   * What SUNAT would say of a factura or boleta, without signing or storing it: built and checked
   * against SUNAT's business rules (the same refusal as emitirComprobante). The caller registers it
   * afterwards with encolarComprobante, e.g. once its number is taken.
   */
  async function revisar(ruc: string, doc: Comprobante, tx?: Executor): Promise<RevisionComprobante> {
    const settings = await options.settings(ruc, tx);
    if (settings.ruc !== ruc) throw new BusinessError('La configuración no corresponde a la empresa');
    const built = buildDocument(emisorOf(settings), doc);
    const observaciones = assertReglasSunat(built.xml);
    const t = built.totales!;
    return { moneda: built.moneda ?? null, total: fixed(t.total), igv: fixed(t.igv.plus(t.ivap)), observaciones };
  }
  const emitir = (ruc: string, doc: DocumentoCpe, opciones: EmitirOpciones) =>
    store(ruc, doc, opciones.enviar ?? true, { tx: opciones.tx });

  return {
    /** Factura or boleta: build, sign, validate against the XSD, store and enqueue. An invalid document throws (400) with its errors. */
    emitirComprobante: (ruc: string, doc: Comprobante, opciones: EmitirOpciones = {}) => emitir(ruc, doc, opciones),
    revisarComprobante: (ruc: string, doc: Comprobante, opciones: EnTransaccion = {}) => revisar(ruc, doc, opciones.tx),

    /**
     * Registers a factura or boleta in the caller's transaction WITHOUT generating it: one row,
     * `en_cola`, with the engine's input; the worker builds, signs, validates and sends it after the
     * commit (or a print, XML or QR request generates it first). Give it the answer of
     * revisarComprobante for the same document (same lines, any number): SUNAT's rules were checked
     * there, before the caller took its number. A repeated serie-número throws (the transaction is
     * then unusable: roll it back).
     */
    async encolarComprobante(
      ruc: string,
      doc: Comprobante,
      revision: RevisionComprobante,
      { tx }: EnTransaccion = {},
    ): Promise<CpeInfo> {
      const nombre = documentName(ruc, doc.tipoDoc, doc.serie, doc.numero);
      const row = await repo.insertQueued(
        {
          ruc,
          tipoDoc: doc.tipoDoc,
          serie: doc.serie,
          numero: doc.numero,
          nombre,
          fechaEmision: doc.fechaEmision,
          moneda: revision.moneda,
          total: revision.total,
          igv: revision.igv,
          clienteTipoDoc: doc.cliente.tipoDoc,
          clienteNumDoc: doc.cliente.numDoc,
          clienteNombre: doc.cliente.razonSocial,
          estado: 'en_cola',
          entrada: doc,
          proximoIntento: new Date(),
          ...(revision.observaciones?.length ? { observaciones: notasDeObservacion(revision.observaciones) } : {}),
        },
        {
          estado: 'en_cola',
          detalle: `Registrado con su operación; se genera, firma y envía en la cola${
            revision.observaciones?.length
              ? `. SUNAT lo aceptaría con observaciones: ${revision.observaciones.map((h) => h.mensaje).join('; ')}`
              : ''
          }`,
        },
        tx,
      );
      wake(tx);
      return toInfo(row);
    },

    /** Generates and signs now a document registered with encolarComprobante (idempotent; prints call it before reading the hash). */
    firmarPendiente: async (id: number): Promise<CpeInfo> => toInfo(await signed(id)),

    /** Nota de crédito (07) or débito (08). */
    emitirNota: (ruc: string, doc: Nota, opciones: EmitirOpciones = {}) => emitir(ruc, doc, opciones),
    /** Guía de remisión remitente (09), sent through the GRE REST API. */
    emitirGuia: (ruc: string, doc: GuiaRemision, opciones: EmitirOpciones = {}) => emitir(ruc, doc, opciones),
    /** Guía de remisión transportista (31), sent through the same GRE REST API. */
    emitirGuiaTransportista: (ruc: string, doc: GuiaTransportista, opciones: EmitirOpciones = {}) =>
      emitir(ruc, doc, opciones),
    /** Any document (dispatches on tipoDoc). */
    emitir: (ruc: string, doc: DocumentoCpe, opciones: EmitirOpciones = {}) => emitir(ruc, doc, opciones),

    /** Enqueues a signed document that was stored with enviar: false. */
    async enviar(id: number, { tx }: EnTransaccion = {}): Promise<CpeInfo> {
      const row = await get(id, tx);
      if (row.estado !== 'firmado')
        throw new BusinessError(
          `El comprobante ${row.serie}-${row.numero} no está pendiente de envío (estado ${row.estado})`,
        );
      await repo.update(
        id,
        { estado: 'en_cola', proximoIntento: new Date() },
        { estado: 'en_cola', detalle: 'En cola de envío a SUNAT' },
        undefined,
        tx,
      );
      wake(tx);
      return toInfo(await get(id, tx));
    },

    /** Processes the queue now (after committing a transaction that enqueued documents). */
    despertar: () => options.worker?.wake(),

    /**
     * Resumen diario (RC) of the boletas and their notes issued on `fecha` that were stored without
     * being sent (estado firmado), or of the given ids. Accepted, they become "aceptado".
     */
    async resumenDiario(ruc: string, fecha: string, ids?: number[], { tx }: EnTransaccion = {}): Promise<CpeInfo> {
      const rows = ids
        ? await repo.byIds(ids, tx)
        : (await repo.list({ ruc, fechaEmision: fecha, estado: 'firmado' }, 500, tx)).filter(
            (r) => ['03', '07', '08'].includes(r.tipoDoc) && r.serie.startsWith('B'),
          );
      if (!rows.length) throw new BusinessError(`No hay boletas pendientes de informar del ${fecha}`);
      for (const r of rows)
        if (r.ruc !== ruc || r.fechaEmision !== fecha || !r.serie.startsWith('B'))
          throw new BusinessError(`${r.serie}-${r.numero} no se puede incluir en el resumen del ${fecha}`);
      const lineas: LineaResumen[] = rows.map((r) => ({ ...lineaResumen(r), estado: '1' }));
      const out = await withCorrelativo(ruc, 'RC', tx, (correlativo, hoy) =>
        store(ruc, { tipoDoc: 'RC', fechaEmisionDocumentos: fecha, fechaGeneracion: hoy, correlativo, lineas }, true, {
          referencias: rows.map((r) => ({ id: r.id, accion: 'informar' as const })),
          tx,
        }),
      );
      for (const r of rows)
        await repo.update(
          r.id,
          {},
          { estado: r.estado, detalle: `Incluido en el resumen ${out.serie}-${out.numero}` },
          undefined,
          tx,
        );
      return out;
    },

    /**
     * Voids accepted documents: facturas and their notes (and guías) by comunicación de baja (RA);
     * boletas and their notes by resumen diario with status 3. They become "anulado" once SUNAT accepts.
     */
    async anular(ruc: string, items: { id: number; motivo: string }[], { tx }: EnTransaccion = {}): Promise<CpeInfo[]> {
      const rows = await repo.byIds(
        items.map((i) => i.id),
        tx,
      );
      if (rows.length !== items.length) throw new BusinessError('Alguno de los comprobantes no existe');
      for (const r of rows) {
        if (r.ruc !== ruc) throw new BusinessError('El comprobante no pertenece a la empresa');
        if (!['aceptado', 'observado'].includes(r.estado))
          throw new BusinessError(
            `Solo se anulan comprobantes aceptados por SUNAT (${r.serie}-${r.numero} está ${r.estado})`,
          );
        if (!['01', '03', '07', '08'].includes(r.tipoDoc))
          throw new BusinessError(`${r.serie}-${r.numero} no se anula por comunicación de baja`);
      }
      const motivo = new Map(items.map((i) => [i.id, i.motivo]));
      const groups = new Map<string, CpeRow[]>();
      for (const r of rows) {
        const key = `${r.serie.startsWith('B') ? 'RC' : 'RA'}|${r.fechaEmision}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      const out: CpeInfo[] = [];
      for (const [key, group] of groups) {
        const [tipo, fecha] = key.split('|') as ['RC' | 'RA', string];
        const referencias = group.map((r) => ({ id: r.id, accion: 'anular' as const }));
        const info = await withCorrelativo(ruc, tipo, tx, (correlativo, hoy) =>
          tipo === 'RA'
            ? store(
                ruc,
                {
                  tipoDoc: 'RA',
                  fechaEmisionDocumentos: fecha,
                  fechaGeneracion: hoy,
                  correlativo,
                  lineas: group.map((r) => ({
                    tipoDoc: r.tipoDoc,
                    serie: r.serie,
                    numero: r.numero,
                    motivo: motivo.get(r.id)!,
                  })),
                },
                true,
                { referencias, tx },
              )
            : store(
                ruc,
                {
                  tipoDoc: 'RC',
                  fechaEmisionDocumentos: fecha,
                  fechaGeneracion: hoy,
                  correlativo,
                  lineas: group.map((r) => ({ ...lineaResumen(r), estado: '3' })),
                },
                true,
                { referencias, tx },
              ),
        );
        for (const r of group)
          await repo.addEvent(
            r.id,
            r.estado,
            `Baja solicitada en ${info.serie}-${info.numero}: ${motivo.get(r.id)}`,
            tx,
          );
        out.push(info);
      }
      return out;
    },

    /** Re-queues a document in "error" (after fixing the settings or when SUNAT is back). A lost answer is verified first. */
    async reintentar(id: number, { tx }: EnTransaccion = {}): Promise<CpeInfo> {
      const row = await get(id, tx);
      if (row.estado !== 'error') throw new BusinessError('Solo se reintentan comprobantes en estado error');
      await repo.update(
        id,
        {
          estado: row.ticket ? 'enviado' : row.porVerificar ? 'enviando' : 'en_cola',
          intentos: 0,
          proximoIntento: new Date(),
        },
        { estado: 'en_cola', detalle: 'Reintento solicitado' },
        undefined,
        tx,
      );
      wake(tx);
      return toInfo(await get(id, tx));
    },

    obtener: async (id: number, { tx }: EnTransaccion = {}): Promise<CpeInfo> => toInfo(await get(id, tx)),
    async buscar(
      ruc: string,
      tipoDoc: string,
      serie: string,
      numero: number,
      { tx }: EnTransaccion = {},
    ): Promise<CpeInfo | undefined> {
      const r = await repo.find(ruc, tipoDoc, serie, numero, tx);
      return r ? toInfo(r) : undefined;
    },
    listar: async (filtro: { ruc?: string; tipoDoc?: string; estado?: string; fechaEmision?: string } = {}) =>
      (await repo.list(filtro)).map(toInfo),
    eventos: (id: number) => repo.events(id),
    /** The signed XML. */
    xml: async (id: number): Promise<string> => (await signed(id)).xml ?? '',
    /** The zip sent to SUNAT (RUC-TT-SERIE-NUMERO.zip). */
    async zip(id: number): Promise<{ nombre: string; zip: Buffer }> {
      const r = await signed(id);
      return { nombre: `${r.nombre}.zip`, zip: r.zip! };
    },
    /** SUNAT's answer (R-RUC-TT-SERIE-NUMERO.zip) and its reading; undefined until answered. */
    async cdr(id: number): Promise<{ nombre: string; zip: Buffer; cdr: Cdr } | undefined> {
      const r = await get(id);
      if (!r.cdrZip) return undefined;
      return { nombre: `R-${r.nombre}.zip`, zip: r.cdrZip, cdr: readCdr(r.cdrZip) };
    },
    /** QR text of the printed document: RUC|TT|SERIE|NUMERO|IGV|TOTAL|FECHA|TIPODOC|NUMDOC|HASH. */
    async qr(id: number): Promise<string> {
      const r = await signed(id);
      if (!r.hash || !r.total) throw new BusinessError('El documento no tiene representación impresa con QR');
      return qrText({
        ruc: r.ruc,
        tipoDoc: r.tipoDoc,
        serie: r.serie,
        numero: r.numero,
        igv: r.igv ?? '0.00',
        total: r.total,
        fechaEmision: r.fechaEmision,
        clienteTipoDoc: r.clienteTipoDoc ?? '-',
        clienteNumDoc: r.clienteNumDoc ?? '-',
        hash: r.hash,
      });
    },
  };

  function lineaResumen(r: CpeRow): Omit<LineaResumen, 'estado'> {
    const ref = r.tipoDoc === '03' ? undefined : refOf(r);
    return {
      tipoDoc: r.tipoDoc as '03' | '07' | '08',
      serie: r.serie,
      numero: r.numero,
      cliente: { tipoDoc: r.clienteTipoDoc ?? '1', numDoc: r.clienteNumDoc ?? '00000000' },
      ...(ref ? { documentoAfectado: ref } : {}),
      ...summaryAmounts(r),
    };
  }

  function refOf(r: CpeRow): LineaResumen['documentoAfectado'] {
    const id = /<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>([^<]+)<\/cbc:ID>/.exec(r.xml ?? '')?.[1];
    if (!id) throw new BusinessError(`No se encontró el comprobante que modifica la nota ${r.serie}-${r.numero}`);
    const [serie, numero] = id.split('-');
    return { tipoDoc: '03', serie: serie!, numero: Number(numero) };
  }

  /** Summaries are numbered per generation date; a concurrent insert of the same number is retried (its savepoint rolled back). */
  async function withCorrelativo(
    ruc: string,
    tipo: 'RC' | 'RA',
    tx: Executor | undefined,
    make: (correlativo: number, hoy: string) => Promise<CpeInfo>,
  ): Promise<CpeInfo> {
    const hoy = limaDate();
    for (let i = 0; i < 5; i++) {
      const correlativo = await repo.nextCorrelativo(ruc, tipo, `${tipo}-${hoy.replaceAll('-', '')}`, tx);
      try {
        return await make(correlativo, hoy);
      } catch (error) {
        if (!(error instanceof BusinessError) || !/ya fue registrado/.test(error.message)) throw error;
      }
    }
    throw new BusinessError('No se pudo numerar el resumen; intente nuevamente');
  }
}

export type CpeService = ReturnType<typeof createCpeService>;
