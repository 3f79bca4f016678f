import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { comprobante, cpeDocumento, serie, sucursal } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { pgErrorCode, notFoundFeminine } from './common.js';

/** Highest correlative a series can reach (8 digits, as SUNAT numbers documents). */
export const MAX_CORRELATIVO = 99_999_999;

export interface SeriesListQuery {
  page: number;
  pageSize: number;
  q?: string;
  idsucursal?: number;
  estado?: number;
}

export interface SeriesInput {
  idcomprobante: number;
  idsucursal: number;
  serie: string;
  correlativo?: number;
}

export interface TakenNumber {
  idserie: number;
  serie: string;
  numero: number;
  codigo_comprobante: string;
  idsucursal: number;
}

/**
 * Takes the next number of a series atomically: call it INSIDE the transaction that saves the
 * document. The row stays locked until that transaction ends, so concurrent saves (and `aserie`)
 * queue behind it and never get the same number; a rolled-back save gives its number back.
 * Marks the series used (it can then only be disabled, never deleted).
 */
export async function takeNextNumber(tx: Executor, idserie: number): Promise<TakenNumber> {
  const [taken] = await queryRows<TakenNumber>(
    tx,
    sql`update serie s
           set correlativo = s.correlativo + 1, ultimo_emitido = s.correlativo, usado = true
          from comprobante c
         where s.idserie = ${idserie} and s.estado = 1 and s.correlativo <= ${MAX_CORRELATIVO} and c.idcomprobante = s.idcomprobante
     returning s.idserie, s.serie, s.correlativo - 1 as numero, c.codigo as codigo_comprobante, s.idsucursal`,
  );
  if (taken) return { ...taken, numero: Number(taken.numero) };
  const [row] = await queryRows<{ estado: number }>(tx, sql`select estado from serie where idserie = ${idserie}`);
  if (!row) throw notFoundFeminine('La serie');
  if (row.estado !== 1) throw new BusinessError('La serie está desactivada');
  throw new BusinessError('La serie llegó a su número máximo');
}

/** "F001-00000123": a document number as printed and sent to SUNAT (8 digits). */
export const formatDocumentNumber = (serieText: string, numero: number) => `${serieText}-${String(numero).padStart(8, '0')}`;

const USED = 'La serie ya tiene documentos emitidos: solo puede cambiar su correlativo o desactivarla';

/** Document series of each voucher type and branch. */
export function seriesRepository(db: Database) {
  const columns = {
    idserie: serie.idserie,
    serie: serie.serie,
    idcomprobante: serie.idcomprobante,
    comprobante: comprobante.nombre,
    codigo_comprobante: comprobante.codigo,
    idsucursal: serie.idsucursal,
    sucursal: sucursal.nombre,
    correlativo: serie.correlativo,
    ultimo_emitido: serie.ultimo_emitido,
    usado: serie.usado,
    estado: serie.estado,
  };
  const base = () => db.select(columns).from(serie).innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante)).innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal));
  const order = [asc(serie.idcomprobante), asc(serie.serie)];

  async function get(idserie: number) {
    const [row] = await base().where(eq(serie.idserie, idserie));
    if (!row) throw notFoundFeminine('La serie');
    return row;
  }

  /** A series is used once a number was taken, or when an electronic document already carries it. */
  async function issued(ex: Executor, row: { idserie: number; usado: boolean }): Promise<boolean> {
    if (row.usado) return true;
    const [doc] = await queryRows<{ one: number }>(
      ex,
      sql`select 1 as one from ${cpeDocumento} d join serie s on s.serie = d.serie join comprobante c on c.idcomprobante = s.idcomprobante and c.codigo = d.tipo_doc
           where s.idserie = ${row.idserie} limit 1`,
    );
    return Boolean(doc);
  }

  /** The voucher type and branch exist and are active; the letters suit a SUNAT type. */
  async function checkInput(ex: Executor, input: SeriesInput): Promise<string> {
    const text = input.serie.trim().toUpperCase();
    const [type] = await ex.select().from(comprobante).where(eq(comprobante.idcomprobante, input.idcomprobante));
    if (!type) throw notFound('El tipo de comprobante');
    if (type.estado !== 1) throw new BusinessError('El tipo de comprobante está desactivado');
    const [branch] = await ex.select({ estado: sucursal.estado }).from(sucursal).where(eq(sucursal.idsucursal, input.idsucursal));
    if (!branch) throw notFoundFeminine('La sucursal');
    if (branch.estado !== 1) throw new BusinessError('La sucursal está desactivada');
    if (type.prefijo && !type.prefijo.includes(text[0]!)) {
      throw new BusinessError(`La serie de ${type.nombre} debe empezar con ${[...type.prefijo].join(' o ')}`);
    }
    return text;
  }
  /** A unique violation names the series and its voucher type. */
  async function refusingDuplicateSeries<T>(input: SeriesInput, text: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      const [type] = await db.select({ nombre: comprobante.nombre }).from(comprobante).where(eq(comprobante.idcomprobante, input.idcomprobante));
      throw new BusinessError(`Ya existe la serie ${text} para ${type?.nombre ?? 'ese comprobante'}`);
    }
  }

  return {
    get,
    async list(idcomprobante: number, { page, pageSize, q, idsucursal, estado }: SeriesListQuery) {
      const where = and(
        ...([
          idcomprobante === -1 ? undefined : eq(serie.idcomprobante, idcomprobante),
          wordsFilter(q, [serie.serie, comprobante.nombre, sucursal.nombre]),
          idsucursal === undefined ? undefined : eq(serie.idsucursal, idsucursal),
          estado === undefined ? undefined : eq(serie.estado, estado),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        base().where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(serie)
          .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
          .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Series of one voucher type (optionally of a branch or state), not paged. */
    byVoucher(idcomprobante: number, idsucursal?: number, estado?: number) {
      return base()
        .where(
          and(
            eq(serie.idcomprobante, idcomprobante),
            idsucursal === undefined ? undefined : eq(serie.idsucursal, idsucursal),
            estado === undefined ? undefined : eq(serie.estado, estado),
          ),
        )
        .orderBy(...order);
    },

    async create(input: SeriesInput) {
      const text = await checkInput(db, input);
      const correlativo = input.correlativo ?? 1;
      const [row] = await refusingDuplicateSeries(input, text, () =>
        db.insert(serie).values({ idcomprobante: input.idcomprobante, idsucursal: input.idsucursal, serie: text, correlativo }).returning({ id: serie.idserie }),
      );
      return get(row!.id);
    },

    /**
     * Changes a series under its row lock: a number being taken concurrently is either already
     * counted in ultimo_emitido (and the correlativo cannot go back to it) or waits for this change.
     */
    async update(idserie: number, input: SeriesInput & { correlativo: number }) {
      const text = input.serie.trim().toUpperCase();
      await refusingDuplicateSeries(input, text, () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(serie).where(eq(serie.idserie, idserie)).for('update');
          if (!current) throw notFoundFeminine('La serie');
          const moved = current.idcomprobante !== input.idcomprobante || current.idsucursal !== input.idsucursal || current.serie !== text;
          if (moved) {
            if (await issued(tx, current)) throw new BusinessError(USED);
            await checkInput(tx, input);
          }
          if (input.correlativo <= current.ultimo_emitido) {
            throw new BusinessError(`El correlativo debe ser mayor que el último número emitido (${current.ultimo_emitido})`);
          }
          await tx
            .update(serie)
            .set({ idcomprobante: input.idcomprobante, idsucursal: input.idsucursal, serie: text, correlativo: input.correlativo })
            .where(eq(serie.idserie, idserie));
        }),
      );
      return get(idserie);
    },

    async setState(idserie: number, estado: number) {
      await get(idserie);
      await db.update(serie).set({ estado }).where(eq(serie.idserie, idserie));
      return get(idserie);
    },

    async remove(idserie: number) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(serie).where(eq(serie.idserie, idserie)).for('update');
        if (!current) throw notFoundFeminine('La serie');
        if (await issued(tx, current)) throw new BusinessError('La serie ya tiene documentos emitidos; no se puede eliminar, solo desactivar');
        await tx.delete(serie).where(eq(serie.idserie, idserie));
      });
    },
  };
}
