import { and, desc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DraftRow, SaveDraftBody } from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import { ventaBorrador } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';

/*
 * Sales in progress on the counter, per user and branch: ONE current draft (saved as the cashier
 * works, restored on return) and the parked ones (another customer is served meanwhile). Every call
 * works on the caller's own drafts only: an administrator's wider data scope does not make another
 * cashier's sale theirs.
 */

/** Whose drafts: the session user in their branch. */
export interface DraftOwner {
  idusuario: number;
  idsucursal: number | null;
}

const NO_BRANCH = 'Su usuario no tiene una sucursal asignada: asígnela en Usuarios para usar el punto de venta';
const EMPTY_PARK = 'No hay una venta en curso con productos para aparcar';

const columns = {
  idborrador: ventaBorrador.idborrador,
  aparcado: ventaBorrador.aparcado,
  etiqueta: ventaBorrador.etiqueta,
  total: ventaBorrador.total,
  lineas: sql<number>`jsonb_array_length(${ventaBorrador.datos} -> 'lineas')`.mapWith(Number),
  datos: ventaBorrador.datos,
  actualizado: sql<string>`${ventaBorrador.actualizado}::text`,
};

function branchOf(owner: DraftOwner): number {
  if (!owner.idsucursal) throw new BusinessError(NO_BRANCH);
  return owner.idsucursal;
}

const mine = (owner: DraftOwner) =>
  and(eq(ventaBorrador.idusuario, owner.idusuario), eq(ventaBorrador.idsucursal, branchOf(owner)));

export function counterDraftsRepository(db: Database) {
  /** The current draft first, then the parked ones, the latest first. */
  const list = (owner: DraftOwner, ex: Executor = db): Promise<DraftRow[]> =>
    ex
      .select(columns)
      .from(ventaBorrador)
      .where(mine(owner))
      .orderBy(ventaBorrador.aparcado, desc(ventaBorrador.actualizado), desc(ventaBorrador.idborrador));

  /** The caller's draft `id`, locked until the transaction ends; another's is missing. */
  async function own(owner: DraftOwner, id: number, ex: Executor) {
    const [row] = await ex
      .select({ idborrador: ventaBorrador.idborrador, aparcado: ventaBorrador.aparcado })
      .from(ventaBorrador)
      .where(and(mine(owner), eq(ventaBorrador.idborrador, id)))
      .for('update');
    if (!row) throw notFound('El borrador');
    return row;
  }

  /** Parks the current draft (named by its time when no label is given); an empty one is simply dropped. */
  async function parkCurrent(owner: DraftOwner, etiqueta: string | null, ex: Executor): Promise<boolean> {
    const [current] = await ex
      .select({ idborrador: ventaBorrador.idborrador, lineas: columns.lineas })
      .from(ventaBorrador)
      .where(and(mine(owner), eq(ventaBorrador.aparcado, false)))
      .for('update');
    if (!current) return false;
    if (!current.lineas) {
      await ex.delete(ventaBorrador).where(eq(ventaBorrador.idborrador, current.idborrador));
      return false;
    }
    await ex
      .update(ventaBorrador)
      .set({
        aparcado: true,
        etiqueta: etiqueta?.trim() || sql`'Venta de las ' || to_char(now() at time zone 'America/Lima', 'HH24:MI')`,
        actualizado: sql`now()`,
      })
      .where(eq(ventaBorrador.idborrador, current.idborrador));
    return true;
  }

  return {
    list,
    /** Saves the sale on the counter as the caller's current draft (one per user and branch). */
    async save(owner: DraftOwner, body: Static<typeof SaveDraftBody>, ex: Executor = db): Promise<DraftRow> {
      const values = { datos: body.datos, total: body.total, actualizado: sql`now()` };
      const [saved] = await ex
        .insert(ventaBorrador)
        .values({ idusuario: owner.idusuario, idsucursal: branchOf(owner), ...values })
        .onConflictDoUpdate({
          target: [ventaBorrador.idusuario, ventaBorrador.idsucursal],
          targetWhere: sql`not ${ventaBorrador.aparcado}`,
          set: values,
        })
        .returning({ idborrador: ventaBorrador.idborrador });
      const [row] = await ex.select(columns).from(ventaBorrador).where(eq(ventaBorrador.idborrador, saved!.idborrador));
      return row!;
    },
    async park(owner: DraftOwner, etiqueta: string | null, ex: Executor) {
      if (!(await parkCurrent(owner, etiqueta, ex))) throw new BusinessError(EMPTY_PARK);
    },
    /** A parked draft back on the counter; the sale there (with lines) is parked in its place. */
    async resume(owner: DraftOwner, id: number, ex: Executor) {
      const draft = await own(owner, id, ex);
      if (draft.aparcado) {
        await parkCurrent(owner, null, ex);
        await ex
          .update(ventaBorrador)
          .set({ aparcado: false, actualizado: sql`now()` })
          .where(eq(ventaBorrador.idborrador, id));
      }
    },
    async discard(owner: DraftOwner, id: number, ex: Executor) {
      await own(owner, id, ex);
      await ex.delete(ventaBorrador).where(eq(ventaBorrador.idborrador, id));
    },
  };
}
