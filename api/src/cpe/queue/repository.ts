import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CPE_FINAL_STATES, type CpeEstado } from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { cpeDocumento, cpeEvento } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';

/** Database side of the CPE engine: documents, their events, and the queue claim. */

export type CpeRow = typeof cpeDocumento.$inferSelect;
export type CpeInsert = typeof cpeDocumento.$inferInsert;
export type { CpeEstado };

/** States where nothing more happens automatically. */
export const ESTADOS_FINALES: CpeEstado[] = [...CPE_FINAL_STATES.values];
/**
 * Every method takes an optional executor as its last argument: the caller's open transaction, so a
 * sale's CPE record commits (or rolls back) with the sale. Without it, the repository's database.
 */
export function cpeRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<CpeRow> {
    const [row] = await ex.select().from(cpeDocumento).where(eq(cpeDocumento.id, id));
    if (!row) throw notFound('El comprobante electrónico');
    return row;
  }

  return {
    get,
    async findByNombre(nombre: string, ex: Executor = db): Promise<CpeRow | undefined> {
      const [row] = await ex.select().from(cpeDocumento).where(eq(cpeDocumento.nombre, nombre));
      return row;
    },
    async find(
      ruc: string,
      tipoDoc: string,
      serie: string,
      numero: number,
      ex: Executor = db,
    ): Promise<CpeRow | undefined> {
      const [row] = await ex
        .select()
        .from(cpeDocumento)
        .where(
          and(
            eq(cpeDocumento.ruc, ruc),
            eq(cpeDocumento.tipoDoc, tipoDoc),
            eq(cpeDocumento.serie, serie),
            eq(cpeDocumento.numero, numero),
          ),
        );
      return row;
    },
    async byIds(ids: number[], ex: Executor = db): Promise<CpeRow[]> {
      if (!ids.length) return [];
      return ex.select().from(cpeDocumento).where(inArray(cpeDocumento.id, ids)).orderBy(asc(cpeDocumento.id));
    },
    async list(
      filter: { ruc?: string; tipoDoc?: string; estado?: string; fechaEmision?: string } = {},
      limit = 500,
      ex: Executor = db,
    ): Promise<CpeRow[]> {
      const conds = [];
      if (filter.ruc) conds.push(eq(cpeDocumento.ruc, filter.ruc));
      if (filter.tipoDoc) conds.push(eq(cpeDocumento.tipoDoc, filter.tipoDoc));
      if (filter.estado) conds.push(eq(cpeDocumento.estado, filter.estado));
      if (filter.fechaEmision) conds.push(eq(cpeDocumento.fechaEmision, filter.fechaEmision));
      return ex
        .select()
        .from(cpeDocumento)
        .where(and(...conds))
        .orderBy(desc(cpeDocumento.id))
        .limit(limit);
    },

    /** Inserts a document with its first events, in one transaction (a savepoint inside the caller's). */
    async insert(
      values: CpeInsert,
      eventos: { estado: string; detalle?: string }[],
      ex: Executor = db,
    ): Promise<CpeRow> {
      try {
        return await ex.transaction(async (tx) => {
          const [row] = await tx.insert(cpeDocumento).values(values).returning();
          for (const e of eventos)
            await tx.insert(cpeEvento).values({ documentoId: row!.id, estado: e.estado, detalle: e.detalle });
          return row!;
        });
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string }; message?: string };
        if (e.code === '23505' || e.cause?.code === '23505' || /duplicate key|unique/i.test(e.message ?? ''))
          throw new BusinessError(`El comprobante ${values.serie}-${values.numero} ya fue registrado`);
        throw error;
      }
    },

    /**
     * Inserts a queued document and its first event in ONE statement (no savepoint: it runs inside a
     * sale's critical section). A duplicate serie-número throws BusinessError; the caller's
     * transaction is then aborted and must roll back.
     */
    async insertQueued(
      values: CpeInsert,
      evento: { estado: string; detalle?: string },
      ex: Executor = db,
    ): Promise<CpeRow> {
      try {
        const [row] = await queryRows<{ id: number }>(
          ex,
          sql`with d as (${ex.insert(cpeDocumento).values(values).returning({ id: cpeDocumento.id }).getSQL()})
              insert into cpe_evento (documento_id, estado, detalle) select d.id, ${evento.estado}, ${evento.detalle ?? null} from d returning documento_id as id`,
        );
        return {
          ...(values as CpeRow),
          id: Number(row!.id),
          xml: null,
          hash: null,
          zip: null,
          cdrZip: null,
          codigoRespuesta: null,
          descripcionRespuesta: null,
          observaciones: null,
          errores: null,
          ticket: null,
          referencias: null,
          intentos: 0,
          envios: 0,
          porVerificar: false,
          bloqueadoHasta: null,
          bloqueadoPor: null,
          ultimoError: null,
          creadoEn: new Date(),
          actualizadoEn: new Date(),
        } as CpeRow;
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string }; message?: string };
        if (e.code === '23505' || e.cause?.code === '23505' || /duplicate key|unique/i.test(e.message ?? ''))
          throw new BusinessError(`El comprobante ${values.serie}-${values.numero} ya fue registrado`);
        throw error;
      }
    },

    /** Updates a row; with `lockedBy`, only while this worker still holds the lease. Answers false when the lease was lost. */
    async update(
      id: number,
      patch: Partial<CpeInsert>,
      evento?: { estado: string; detalle?: string },
      lockedBy?: string,
      ex: Executor = db,
    ): Promise<boolean> {
      return ex.transaction(async (tx) => {
        const where = lockedBy
          ? and(eq(cpeDocumento.id, id), eq(cpeDocumento.bloqueadoPor, lockedBy))
          : eq(cpeDocumento.id, id);
        const rows = await tx
          .update(cpeDocumento)
          .set({ ...patch, actualizadoEn: new Date() })
          .where(where)
          .returning({ id: cpeDocumento.id });
        if (rows.length === 0) return false;
        if (evento)
          await tx.insert(cpeEvento).values({ documentoId: id, estado: evento.estado, detalle: evento.detalle });
        return true;
      });
    },

    async addEvent(id: number, estado: string, detalle?: string, ex: Executor = db): Promise<void> {
      await ex.insert(cpeEvento).values({ documentoId: id, estado, detalle });
    },

    async events(id: number, ex: Executor = db) {
      return ex.select().from(cpeEvento).where(eq(cpeEvento.documentoId, id)).orderBy(asc(cpeEvento.id));
    },

    /**
     * Claims up to `limit` due documents for this worker: FOR UPDATE SKIP LOCKED, so several API
     * processes never take the same row; the lease lets another process resume it if this one dies.
     */
    async claim(workerId: string, limit: number, leaseMs: number): Promise<CpeRow[]> {
      const ids = await queryRows<{ id: number }>(
        db,
        sql`update cpe_documento set bloqueado_hasta = now() + (${leaseMs} * interval '1 millisecond'), bloqueado_por = ${workerId}
            where id in (
              select id from cpe_documento
              where estado in ('en_cola', 'enviando', 'enviado') and proximo_intento <= now()
                and (bloqueado_hasta is null or bloqueado_hasta < now())
              order by proximo_intento, id
              limit ${limit}
              for update skip locked)
            returning id`,
      );
      if (!ids.length) return [];
      return db
        .select()
        .from(cpeDocumento)
        .where(
          inArray(
            cpeDocumento.id,
            ids.map((r) => Number(r.id)),
          ),
        )
        .orderBy(asc(cpeDocumento.proximoIntento), asc(cpeDocumento.id));
    },

    /** Next correlativo of a summary (RC) or voided communication (RA) for its date. */
    async nextCorrelativo(ruc: string, tipoDoc: 'RC' | 'RA', serie: string, ex: Executor = db): Promise<number> {
      const [r] = await ex
        .select({ max: sql<number>`coalesce(max(${cpeDocumento.numero}), 0)` })
        .from(cpeDocumento)
        .where(and(eq(cpeDocumento.ruc, ruc), eq(cpeDocumento.tipoDoc, tipoDoc), eq(cpeDocumento.serie, serie)));
      return Number(r?.max ?? 0) + 1;
    },
  };
}

export type CpeRepository = ReturnType<typeof cpeRepository>;
