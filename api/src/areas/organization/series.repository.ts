import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SeriesBody, SeriesListQuery, SeriesRow, SeriesUpdateBody } from '@trade/contracts/organization';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { comprobante, cpeDocumento, serie, sucursal } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'La serie';
const USED = 'La serie ya tiene documentos emitidos: solo puede cambiar su correlativo o desactivarla';

const listing: ListSpec<SeriesRow> = {
  columns: {
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
  },
  from: (select) =>
    select
      .from(serie)
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal)),
  search: [serie.serie, comprobante.nombre, sucursal.nombre],
  orderBy: [asc(serie.idcomprobante), asc(serie.serie), asc(serie.idserie)],
};

/** Document series of each voucher type and branch (numbers are taken with core/numbering.ts). */
export function seriesRepository(db: Database) {
  async function get(idserie: number, ex: Executor = db): Promise<SeriesRow> {
    const [row] = await selectRows(ex, listing, eq(serie.idserie, idserie));
    if (!row) throw notFound(NOT_FOUND);
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

  /** The voucher type and branch exist and are active; the letters suit a SUNAT type. Answers the series text and the unique-violation message. */
  async function checkInput(ex: Executor, input: Pick<SeriesBody, 'idcomprobante' | 'idsucursal' | 'serie'>) {
    const text = input.serie.trim().toUpperCase();
    const [type] = await ex.select().from(comprobante).where(eq(comprobante.idcomprobante, input.idcomprobante));
    if (!type) throw notFound('El tipo de comprobante');
    if (type.estado !== 1) throw new BusinessError('El tipo de comprobante está desactivado');
    const [branch] = await ex
      .select({ estado: sucursal.estado })
      .from(sucursal)
      .where(eq(sucursal.idsucursal, input.idsucursal));
    if (!branch) throw notFound('La sucursal');
    if (branch.estado !== 1) throw new BusinessError('La sucursal está desactivada');
    if (type.prefijo && !type.prefijo.includes(text[0]!)) {
      throw new BusinessError(`La serie de ${type.nombre} debe empezar con ${[...type.prefijo].join(' o ')}`);
    }
    return { text, duplicate: `Ya existe la serie ${text} para ${type.nombre}` };
  }

  return {
    get,
    /** Series of one voucher type (`idcomprobante` from the path; -1 or absent: all of them). */
    list(
      { idcomprobante = -1, idsucursal, estado, ...query }: SeriesListQuery & { idcomprobante?: number },
      ex: Executor = db,
    ) {
      if (idcomprobante === 0) throw new BusinessError('Indique el tipo de comprobante o -1 para todos');
      return pagedList(ex, listing, query, [
        idcomprobante === -1 ? undefined : eq(serie.idcomprobante, idcomprobante),
        idsucursal === undefined ? undefined : eq(serie.idsucursal, idsucursal),
        estado === undefined ? undefined : eq(serie.estado, estado),
      ] as (SQL | undefined)[]);
    },

    /** Series of one voucher type (optionally of a branch or state), not paged. */
    byVoucher(idcomprobante: number, idsucursal?: number, estado?: number, ex: Executor = db) {
      return selectRows(
        ex,
        listing,
        and(
          eq(serie.idcomprobante, idcomprobante),
          idsucursal === undefined ? undefined : eq(serie.idsucursal, idsucursal),
          estado === undefined ? undefined : eq(serie.estado, estado),
        ),
      );
    },

    async create(input: SeriesBody, ex: Executor = db) {
      const { text, duplicate } = await checkInput(ex, input);
      const [row] = await refusingDuplicate(duplicate, () =>
        ex
          .insert(serie)
          .values({
            idcomprobante: input.idcomprobante,
            idsucursal: input.idsucursal,
            serie: text,
            correlativo: input.correlativo ?? 1,
          })
          .returning({ id: serie.idserie }),
      );
      return get(row!.id, ex);
    },

    /**
     * Changes a series under its row lock (`tx` is the operation's transaction): a number being
     * taken concurrently is either already counted in ultimo_emitido (and the correlativo cannot go
     * back to it) or waits for this change.
     */
    async update(idserie: number, input: SeriesUpdateBody, tx: Executor) {
      const text = input.serie.trim().toUpperCase();
      const [current] = await tx.select().from(serie).where(eq(serie.idserie, idserie)).for('update');
      if (!current) throw notFound(NOT_FOUND);
      let duplicate = `Ya existe la serie ${text}`;
      const moved =
        current.idcomprobante !== input.idcomprobante ||
        current.idsucursal !== input.idsucursal ||
        current.serie !== text;
      if (moved) {
        if (await issued(tx, current)) throw new BusinessError(USED);
        ({ duplicate } = await checkInput(tx, input));
      }
      if (input.correlativo <= current.ultimo_emitido) {
        throw new BusinessError(
          `El correlativo debe ser mayor que el último número emitido (${current.ultimo_emitido})`,
        );
      }
      await refusingDuplicate(duplicate, () =>
        tx
          .update(serie)
          .set({
            idcomprobante: input.idcomprobante,
            idsucursal: input.idsucursal,
            serie: text,
            correlativo: input.correlativo,
          })
          .where(eq(serie.idserie, idserie)),
      );
      return get(idserie, tx);
    },

    async setState(idserie: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, serie, serie.idserie, idserie, estado))) throw notFound(NOT_FOUND);
      return get(idserie, ex);
    },

    async remove(idserie: number, tx: Executor) {
      const [current] = await tx.select().from(serie).where(eq(serie.idserie, idserie)).for('update');
      if (!current) throw notFound(NOT_FOUND);
      if (await issued(tx, current))
        throw new BusinessError('La serie ya tiene documentos emitidos; no se puede eliminar, solo desactivar');
      await tx.delete(serie).where(eq(serie.idserie, idserie));
    },
  };
}
export type SeriesRepository = ReturnType<typeof seriesRepository>;
