import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * The company's own product codes, proposed to a product saved without one: P-000001, P-000002, …
 * (issue 29: a product without a code was listed as '—'). Only codes of that shape count, so codes
 * the company types itself ('FER-0015') never collide with the sequence.
 */
const PREFIX = 'P-';
const SHAPE = '^P-[0-9]{6}$';
/** Held while a code is taken, so two products saved at once never get the same one. */
const LOCK = sql`hashtext('producto_codigo_propuesto')`;

export async function proposedProductCode(ex: Executor): Promise<string> {
  const [row] = await queryRows<{ n: number }>(
    ex,
    sql`select coalesce(max(substring(codigo_producto from 3)::int), 0) + 1 as n from producto where codigo_producto ~ ${SHAPE}`,
  );
  return `${PREFIX}${String(row!.n).padStart(6, '0')}`;
}

/** The next code, for a product being saved in the transaction `tx`. */
export async function takeProductCode(tx: Executor): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
  return proposedProductCode(tx);
}
