import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Decimal, dec, fixed } from '@trade/money';
import { APPROVAL_NEEDED, type PriceRulesRow, type SupervisorApproval } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import type { ComputedSale } from './sale-lines.js';
import type { SaleActor } from './sale-rules.js';

/**
 * Price control of a sale (docs/sales.md § Price control), checked by the sale service for every
 * caller of the sale door, before the number is taken: a line charged below its unit's minimum
 * price, a discount (of a line, or the global one) over the seller's role limit, or a free line
 * needs a supervisor's approval. A supervisor (a user whose role approves prices, `rol_precio`)
 * needs no one else's: their own sale records them as the approver.
 */

/** A supervisor whose password the route checked before the sale's transaction. */
export interface SaleApprover {
  idusuario: number;
  nombres: string;
  rol: string;
}

/** What the sale records of an approval (venta.idusuario_aprueba, aprobado, aprobacion). */
export interface ApprovalRecord {
  idusuario_aprueba: number;
  aprobado: Date;
  aprobacion: string;
}

const percent = (part: Decimal, whole: Decimal) => (whole.gt(0) ? part.div(whole).times(100) : dec(0));

/** The role's limits: a role without a row has no discount limit and does not approve. */
export async function rulesOf(ex: Executor, rol: string): Promise<PriceRulesRow> {
  const [row] = await queryRows<PriceRulesRow>(
    ex,
    sql`select descuento_maximo::text as descuento_maximo, aprueba_precios from rol_precio where rol = ${rol}`,
  );
  return { descuento_maximo: row?.descuento_maximo ?? null, aprueba_precios: row?.aprueba_precios ?? false };
}

/** Each exception of the sale, one text naming the line and the limit (empty: nothing to approve). */
export async function priceExceptions(
  tx: Executor,
  computed: ComputedSale,
  { rate, symbol, descuentoMaximo }: { rate: string; symbol: string; descuentoMaximo: string | null },
): Promise<string[]> {
  const lines = computed.lines;
  const minimums = await queryRows<{ producto_id: number; unidad_medida_id: number; precio_minimo: string }>(
    tx,
    sql`select producto_id, unidad_medida_id, precio_minimo::text as precio_minimo from producto_unidad
         where precio_minimo is not null and producto_id in (${sql.join(
           [...new Set(lines.map((l) => l.producto_id))].map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const limit = descuentoMaximo === null ? null : dec(descuentoMaximo);
  const exceptions: string[] = [];
  for (const l of lines) {
    const name = `Línea ${l.item} (${l.descripcion})`;
    if (l.gratuito) {
      exceptions.push(`${name}: ítem gratuito`);
      continue;
    }
    // The discount is taken before IGV: its share of the line's value is the share of the price too.
    const descuento = dec(l.descuento);
    const gross = dec(l.valor_venta).plus(descuento);
    const share = percent(descuento, gross);
    if (limit && share.gt(limit))
      exceptions.push(
        `${name}: descuento de ${fixed(share, 2)} % mayor que el máximo de su rol (${fixed(limit, 2)} %)`,
      );
    const minimum = minimums.find((m) => m.producto_id === l.producto_id && m.unidad_medida_id === l.unidad_medida_id);
    if (!minimum) continue;
    const charged = dec(l.precio_unitario)
      .times(dec(1).minus(share.div(100)))
      .times(dec(rate));
    if (charged.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).lt(dec(minimum.precio_minimo)))
      exceptions.push(
        `${name}: precio ${symbol === 'S/' ? '' : `${symbol} ${fixed(dec(l.precio_unitario), 2)} = `}S/ ${fixed(charged, 2)} menor que el mínimo S/ ${fixed(dec(minimum.precio_minimo), 2)}`,
      );
  }
  const global = dec(computed.totals.descuento_global);
  if (limit && global.gt(0)) {
    const share = percent(
      global,
      lines.reduce((s, l) => s.plus(dec(l.valor_venta)), dec(0)),
    );
    if (share.gt(limit))
      exceptions.push(`Descuento global de ${fixed(share, 2)} % mayor que el máximo de su rol (${fixed(limit, 2)} %)`);
  }
  return exceptions;
}

/**
 * The approval the sale records, or the refusal: without exceptions nothing is recorded; a
 * supervisor's own sale is approved by them; otherwise the typed supervisor's, else refused (info
 * APPROVAL_NEEDED: the screens ask for it and send the sale again).
 */
export async function approvalOf(
  tx: Executor,
  exceptions: string[],
  actor: SaleActor,
  actorApproves: boolean,
  approver: SaleApprover | undefined,
): Promise<ApprovalRecord | undefined> {
  if (!exceptions.length) return undefined;
  const record = (idusuario: number) => ({
    idusuario_aprueba: idusuario,
    aprobado: new Date(),
    aprobacion: exceptions.join('\n'),
  });
  if (actorApproves) return record(actor.idusuario);
  if (!approver)
    throw new BusinessError(`La venta necesita la aprobación de un supervisor: ${exceptions.join('; ')}`, 400, {
      info: APPROVAL_NEEDED,
    });
  // Read again in the sale's transaction: a role changed since the password check does not approve.
  if (!(await rulesOf(tx, approver.rol)).aprueba_precios)
    throw new BusinessError(`${approver.nombres} no es supervisor: su rol no aprueba precios`, 400, {
      info: APPROVAL_NEEDED,
    });
  return record(approver.idusuario);
}

/** The supervisor typed at the sale: their password checked like a login (throttled with the same counters). */
export async function supervisorOf(
  app: FastifyInstance,
  approval: SupervisorApproval | undefined,
  ip: string,
): Promise<SaleApprover | undefined> {
  if (!approval) return undefined;
  try {
    const user = await app.session.checkCredentials(approval.usuario, approval.clave, ip);
    return { idusuario: user.idusuario, nombres: user.nombres, rol: user.rol };
  } catch (error) {
    // A wrong password: the screens keep their dialog open (a throttled attempt, 429, closes it).
    if (error instanceof BusinessError && error.status === 400)
      throw new BusinessError('Usuario y/o contraseña del supervisor inválidos', 400, { info: APPROVAL_NEEDED });
    throw error;
  }
}
