import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AVISO_PLAZO_DIAS,
  CPE_PENDING_STATES,
  CPE_STATES,
  CPE_TIPO_NOMBRES,
  PLAZO_BAJA_DIAS,
  PLAZO_ENVIO_DIAS,
  type CpeCounters,
  type CpeCountersQuery,
  type CpeDocumentDetail,
  type CpeDocumentListQuery,
  type CpeDocumentRow,
  type CpeLinkRow,
  type CpePendingSummaryRow,
  type CpeTipo,
  CPE_DOCUMENT_OWNER,
} from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { comprobante, cpeDocumento, cpeEvento, serie, sucursal } from '../../db/schema/index.js';
import { dateRange, pagedList, selectRows, wordsFilter, type ListSpec } from '../../core/lists.js';
import { notFound, type Page } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { describeSunatCode } from '../../cpe/codes.js';
import { ESTADOS_FINALES, type CpeEstado } from '../../cpe/queue/repository.js';

/**
 * Reads of /manage_cpe over the engine's table (cpe_documento, cpe_evento): the list with its
 * filters, the counters by state and deadline, a document's detail and the days with boletas still
 * to be informed. The deadline columns are SQL so the `plazo` filter and the counters agree with
 * what each row shows; "today" is the Lima day of the API's clock, given by the caller.
 */

const d = cpeDocumento;
/** Types SUNAT gives a sending window (and voids by RA or RC). */
export const DATED_TYPES = ['01', '03', '07', '08'];
/** Not accepted yet, and still able to become accepted: what the sending deadline watches. */
export const PENDING_STATES = CPE_PENDING_STATES.values;

const plazoEnvio = sql`(${d.fechaEmision}::date + ${sql.raw(String(PLAZO_ENVIO_DIAS))})`;
const plazoBaja = sql`(${d.fechaEmision}::date + ${sql.raw(String(PLAZO_BAJA_DIAS))})`;
const dated = inArray(d.tipoDoc, DATED_TYPES);

/** 'por_vencer' | 'vencido' | null on the Lima day `hoy`. */
export const plazoOf = (hoy: string) =>
  sql<string | null>`case when ${dated} and ${inArray(d.estado, PENDING_STATES)} then
    case when ${hoy}::date > ${plazoEnvio} then 'vencido' when ${hoy}::date >= ${plazoEnvio} - ${sql.raw(String(AVISO_PLAZO_DIAS))} then 'por_vencer' end end`;

/**
 * The outer row's id, always qualified: drizzle writes bare column names in single-table queries,
 * and a bare "id" inside the subqueries below would mean the subquery's own row.
 */
const outerId = sql.raw('"cpe_documento"."id"');

/** A summary (RC) or voided communication (RA) asking to void this document, not refused by SUNAT. */
export const bajaEnCurso = sql<boolean>`exists (select 1 from cpe_documento b where b.tipo_doc in ('RA', 'RC')
  and b.referencias @> jsonb_build_array(jsonb_build_object('id', ${outerId}, 'accion', 'anular')) and b.estado not in ('rechazado', 'invalido'))`;
/** Already included in a summary that informs it (pending or accepted). */
const informadoEnResumen = sql<boolean>`exists (select 1 from cpe_documento b where b.tipo_doc = 'RC'
  and b.referencias @> jsonb_build_array(jsonb_build_object('id', ${outerId}, 'accion', 'informar')) and b.estado not in ('rechazado', 'invalido'))`;

interface RawRow {
  id: number;
  ruc: string;
  tipo_doc: string;
  serie: string;
  numero: number;
  nombre: string;
  fecha_emision: string;
  moneda: string | null;
  total: string | null;
  igv: string | null;
  cliente_tipo_doc: string | null;
  cliente_num_doc: string | null;
  cliente_nombre: string | null;
  idsucursal: number | null;
  sucursal: string | null;
  estado: string;
  codigo_respuesta: number | null;
  descripcion_respuesta: string | null;
  observaciones: number;
  ticket: string | null;
  intentos: number;
  envios: number;
  ultimo_error: string | null;
  plazo_envio: string | null;
  plazo: string | null;
  plazo_baja: string | null;
  baja_en_curso: boolean;
  creado_en: Date | string;
  actualizado_en: Date | string;
}

function listing(hoy: string): ListSpec<RawRow> {
  return {
    columns: {
      id: d.id,
      ruc: d.ruc,
      tipo_doc: d.tipoDoc,
      serie: d.serie,
      numero: d.numero,
      nombre: d.nombre,
      fecha_emision: d.fechaEmision,
      moneda: d.moneda,
      total: d.total,
      igv: d.igv,
      cliente_tipo_doc: d.clienteTipoDoc,
      cliente_num_doc: d.clienteNumDoc,
      cliente_nombre: d.clienteNombre,
      idsucursal: serie.idsucursal,
      sucursal: sucursal.nombre,
      estado: d.estado,
      codigo_respuesta: d.codigoRespuesta,
      descripcion_respuesta: d.descripcionRespuesta,
      observaciones: sql<number>`coalesce(jsonb_array_length(${d.observaciones}), 0)::int`,
      ticket: d.ticket,
      intentos: d.intentos,
      envios: d.envios,
      ultimo_error: d.ultimoError,
      plazo_envio: sql<string | null>`case when ${dated} then to_char(${plazoEnvio}, 'YYYY-MM-DD') end`,
      plazo: plazoOf(hoy),
      plazo_baja: sql<string | null>`case when ${dated} then to_char(${plazoBaja}, 'YYYY-MM-DD') end`,
      baja_en_curso: bajaEnCurso,
      creado_en: d.creadoEn,
      actualizado_en: d.actualizadoEn,
    },
    from: (select) =>
      select
        .from(d)
        .leftJoin(comprobante, eq(comprobante.codigo, d.tipoDoc))
        .leftJoin(serie, and(eq(serie.idcomprobante, comprobante.idcomprobante), eq(serie.serie, d.serie)))
        .leftJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal)),
    search: [d.serie, sql`${d.serie} || '-' || ${d.numero}`, d.clienteNumDoc, d.clienteNombre, d.nombre],
    orderBy: [desc(sql`${d.fechaEmision}::date`), desc(d.id)],
    dates: { column: sql`${d.fechaEmision}::date`, kind: 'date' },
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The contract's row: names, the SUNAT code's Spanish text and what may be done with it. */
export function toRow(r: RawRow, hoy: string): CpeDocumentRow {
  const { baja_en_curso: enCurso, ...rest } = r;
  return {
    ...rest,
    idsucursal: r.idsucursal === null ? null : Number(r.idsucursal),
    tipo: CPE_TIPO_NOMBRES[r.tipo_doc as CpeTipo] ?? r.tipo_doc,
    serie_numero: `${r.serie}-${r.numero}`,
    codigo_descripcion: r.codigo_respuesta === null ? null : (describeSunatCode(r.codigo_respuesta) ?? null),
    observaciones: Number(r.observaciones),
    anulable:
      ['aceptado', 'observado'].includes(r.estado) &&
      DATED_TYPES.includes(r.tipo_doc) &&
      r.plazo_baja !== null &&
      hoy <= r.plazo_baja &&
      !enCurso,
    reintentable: r.estado === 'error',
    final: ESTADOS_FINALES.includes(r.estado as CpeEstado),
    creado_en: iso(r.creado_en),
    actualizado_en: iso(r.actualizado_en),
  };
}

/** Conditions of the filters the list and the counters share. */
function sharedConditions(spec: ListSpec<RawRow>, query: CpeCountersQuery): (SQL | undefined)[] {
  return [
    wordsFilter(query.q, spec.search),
    dateRange(spec.dates, query),
    query.tipo_doc ? eq(d.tipoDoc, query.tipo_doc) : undefined,
    query.idsucursal ? eq(serie.idsucursal, query.idsucursal) : undefined,
    query.ruc ? eq(d.ruc, query.ruc) : undefined,
    scopeOfCurrent(CPE_DOCUMENT_OWNER),
  ];
}

export function cpeDocumentsRepository(db: Database) {
  async function get(id: number, hoy: string, ex: Executor = db): Promise<CpeDocumentRow> {
    const [row] = await selectRows(ex, listing(hoy), eq(d.id, id));
    if (!row) throw notFound('El comprobante electrónico');
    return toRow(row, hoy);
  }

  async function links(
    where: SQL,
    accion: (row: { id: number; referencias: unknown }) => string,
    ex: Executor,
  ): Promise<CpeLinkRow[]> {
    const rows = await ex
      .select({
        id: d.id,
        tipo_doc: d.tipoDoc,
        serie: d.serie,
        numero: d.numero,
        estado: d.estado,
        referencias: d.referencias,
      })
      .from(d)
      .where(where)
      .orderBy(asc(d.id));
    return rows.map((r) => ({
      id: r.id,
      tipo_doc: r.tipo_doc,
      serie_numero: `${r.serie}-${r.numero}`,
      estado: r.estado,
      accion: accion(r),
    }));
  }

  return {
    get,

    async list(query: CpeDocumentListQuery, hoy: string, ex: Executor = db): Promise<Page<CpeDocumentRow>> {
      const spec = listing(hoy);
      // The shared filters go in as conditions (the counters use the same ones), not as pagedList's q and dates.
      const page = await pagedList(ex, spec, { ...query, q: undefined, desde: undefined, hasta: undefined }, [
        ...sharedConditions(spec, query),
        query.estado ? eq(d.estado, query.estado) : undefined,
        query.plazo ? sql`${plazoOf(hoy)} = ${query.plazo}` : undefined,
      ]);
      return { ...page, rows: page.rows.map((r) => toRow(r, hoy)) };
    },

    /** Counts by state and by deadline for the list's filters except `estado` and `plazo`. */
    async counters(query: CpeCountersQuery, hoy: string, ex: Executor = db): Promise<CpeCounters> {
      const spec = listing(hoy);
      const plazo = plazoOf(hoy);
      const rows = (await spec
        .from(
          ex.select({
            estado: d.estado,
            n: sql<number>`count(*)::int`,
            porVencer: sql<number>`(count(*) filter (where ${plazo} = 'por_vencer'))::int`,
            vencido: sql<number>`(count(*) filter (where ${plazo} = 'vencido'))::int`,
          }),
        )
        .where(and(...sharedConditions(spec, query)))
        .groupBy(d.estado)) as { estado: string; n: number; porVencer: number; vencido: number }[];
      const estados = Object.fromEntries(CPE_STATES.values.map((e) => [e, 0])) as CpeCounters['estados'];
      let total = 0;
      let porVencer = 0;
      let vencido = 0;
      for (const r of rows) {
        if (r.estado in estados) estados[r.estado as keyof typeof estados] = Number(r.n);
        total += Number(r.n);
        porVencer += Number(r.porVencer);
        vencido += Number(r.vencido);
      }
      return { total, estados, por_vencer: porVencer, vencido };
    },

    async detail(id: number, hoy: string, ex: Executor = db): Promise<CpeDocumentDetail> {
      const documento = await get(id, hoy, ex);
      const [extra] = await ex
        .select({
          hash: d.hash,
          observaciones: d.observaciones,
          errores: d.errores,
          referencias: d.referencias,
          tieneXml: sql<boolean>`${d.xml} is not null`,
          tieneZip: sql<boolean>`${d.zip} is not null`,
          tieneCdr: sql<boolean>`${d.cdrZip} is not null`,
        })
        .from(d)
        .where(eq(d.id, id));
      const eventos = await ex.select().from(cpeEvento).where(eq(cpeEvento.documentoId, id)).orderBy(asc(cpeEvento.id));
      const refs = extra!.referencias ?? [];
      const accionDe = new Map(refs.map((r) => [r.id, r.accion]));
      const referencias = refs.length
        ? await links(
            inArray(
              d.id,
              refs.map((r) => r.id),
            ),
            (r) => accionDe.get(r.id) ?? 'informar',
            ex,
          )
        : [];
      const incluidoEn = await links(
        and(
          inArray(d.tipoDoc, ['RA', 'RC']),
          sql`${d.referencias} @> jsonb_build_array(jsonb_build_object('id', ${id}::int))`,
        )!,
        (r) => (r.referencias as { id: number; accion: string }[]).find((x) => x.id === id)?.accion ?? 'informar',
        ex,
      );
      return {
        documento,
        hash: extra!.hash,
        observaciones: (extra!.observaciones ?? []).map((o) => ({ codigo: o.code ?? null, mensaje: o.message })),
        errores: (extra!.errores ?? []).map((e) => ({ linea: e.line ?? null, mensaje: e.message })),
        eventos: eventos.map((e) => ({ id: e.id, estado: e.estado, detalle: e.detalle, creado_en: iso(e.creadoEn) })),
        referencias,
        incluido_en: incluidoEn,
        tiene_xml: Boolean(extra!.tieneXml),
        tiene_zip: Boolean(extra!.tieneZip),
        tiene_cdr: Boolean(extra!.tieneCdr),
      };
    },

    /** Boletas and their notes (series B) signed without sending and not in any live summary, by day. */
    async pendingSummaries(hoy: string, ruc?: string, ex: Executor = db): Promise<CpePendingSummaryRow[]> {
      const rows = await queryRows<{ fecha: string; cantidad: number; total: string }>(
        ex,
        sql`select ${d.fechaEmision} as fecha, count(*)::int as cantidad, coalesce(sum(${d.total}), 0)::numeric(18,2)::text as total
              from ${d}
             where ${d.estado} = 'firmado' and ${inArray(d.tipoDoc, ['03', '07', '08'])} and ${d.serie} like 'B%' and not ${informadoEnResumen}
               ${ruc ? sql`and ${d.ruc} = ${ruc}` : sql``}
             group by ${d.fechaEmision} order by ${d.fechaEmision}`,
      );
      return rows.map((r) => {
        const plazoEnvioDia = addDays(r.fecha, PLAZO_ENVIO_DIAS);
        const plazo =
          hoy > plazoEnvioDia ? 'vencido' : hoy >= addDays(plazoEnvioDia, -AVISO_PLAZO_DIAS) ? 'por_vencer' : null;
        return { fecha: r.fecha, cantidad: Number(r.cantidad), total: r.total, plazo_envio: plazoEnvioDia, plazo };
      });
    },

    /** The documents a summary of `fecha` would inform now (same rule as pendingSummaries), with their issuer. */
    async pendingSummaryIds(fecha: string, ex: Executor = db): Promise<{ id: number; ruc: string }[]> {
      return ex
        .select({ id: d.id, ruc: d.ruc })
        .from(d)
        .where(
          and(
            eq(d.fechaEmision, fecha),
            eq(d.estado, 'firmado'),
            inArray(d.tipoDoc, ['03', '07', '08']),
            sql`${d.serie} like 'B%'`,
            sql`not ${informadoEnResumen}`,
          ),
        )
        .orderBy(asc(d.id));
    },

    /** The latest resumen diario with a ticket that informs this boleta (or note), not rejected. */
    async informingSummary(
      id: number,
      ex: Executor = db,
    ): Promise<{ ticket: string; serie_numero: string } | undefined> {
      const [row] = await ex
        .select({ ticket: d.ticket, serie: d.serie, numero: d.numero })
        .from(d)
        .where(
          and(
            eq(d.tipoDoc, 'RC'),
            sql`${d.ticket} is not null`,
            sql`${d.estado} not in ('rechazado', 'invalido')`,
            sql`${d.referencias} @> jsonb_build_array(jsonb_build_object('id', ${id}::int, 'accion', 'informar'))`,
          ),
        )
        .orderBy(desc(d.id))
        .limit(1);
      return row?.ticket ? { ticket: row.ticket, serie_numero: `${row.serie}-${row.numero}` } : undefined;
    },

    /** A live summary or voided communication already asks to void it. */
    async voidInProgress(id: number, ex: Executor = db): Promise<boolean> {
      const [row] = await ex.select({ live: bajaEnCurso }).from(d).where(eq(d.id, id));
      return Boolean(row?.live);
    },

    /** Locks a document's row for a void or a retry (two clicks never make two communications). */
    async lock(id: number, ex: Executor): Promise<{ id: number; ruc: string } | undefined> {
      const [row] = await queryRows<{ id: number; ruc: string }>(
        ex,
        sql`select id, ruc from cpe_documento where id = ${id} for update`,
      );
      return row ? { id: Number(row.id), ruc: row.ruc } : undefined;
    },
  };
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export type CpeDocumentsRepository = ReturnType<typeof cpeDocumentsRepository>;
