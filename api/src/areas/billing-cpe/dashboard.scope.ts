import { sql, type SQL } from 'drizzle-orm';
import { firstDayOfMonthLima, todayLima } from '@trade/formats';
import { DASHBOARD_ERROR, type DashboardRole, type DashboardScope } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { isAdmin, type SessionUser } from '../../core/access.js';

/** The longest range the dashboard reads at once (the same year as the sales report and the utility). */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Whose figures: one user (idusuario > 0) or everyone (0), one branch or every branch (0). */
export interface Scope {
  rol: DashboardRole;
  idusuario: number;
  idsucursal: number;
}

export const refuse = (reason: string) => new BusinessError(`${DASHBOARD_ERROR}: ${reason}`);

/**
 * The seller rule: a user who is not an administrator gets their own figures whatever they send.
 * An administrator asks for a seller's figures (rol seller: the chosen user, or themself) or the
 * business's (rol admin: every user, or the chosen one); both may pick a branch.
 */
export function scopeOf(
  user: SessionUser,
  query: { idusuario?: number; idsucursal?: number; rol?: DashboardRole },
): Scope {
  const idsucursal = query.idsucursal ?? 0;
  if (!isAdmin(user)) return { rol: 'seller', idusuario: user.idusuario, idsucursal };
  const rol = query.rol ?? 'seller';
  if (rol === 'seller') return { rol, idusuario: query.idusuario || user.idusuario, idsucursal };
  return { rol, idusuario: query.idusuario ?? 0, idsucursal };
}

/** The scope as the answer names it; an unknown user or branch is refused. */
export async function describeScope(ex: Executor, scope: Scope): Promise<DashboardScope> {
  const [names] = await queryRows<{ usuario: string | null; sucursal: string | null }>(
    ex,
    sql`select (select nombres from usuario where idusuario = ${scope.idusuario}) as usuario, (select nombre from sucursal where idsucursal = ${scope.idsucursal}) as sucursal`,
  );
  if (scope.idusuario && names?.usuario == null) throw refuse('el usuario no existe');
  if (scope.idsucursal && names?.sucursal == null) throw refuse('la sucursal no existe');
  return {
    ...scope,
    usuario: scope.idusuario ? names!.usuario : null,
    sucursal: scope.idsucursal ? names!.sucursal : null,
  };
}

/** Conditions on a document table aliased `alias` with idusuario and idsucursal columns (none for 0: the indexes stay usable). */
export function scopeFilter(scope: Scope, alias: string): SQL {
  const parts: SQL[] = [];
  if (scope.idusuario) parts.push(sql`${sql.raw(alias)}.idusuario = ${scope.idusuario}`);
  if (scope.idsucursal) parts.push(sql`${sql.raw(alias)}.idsucursal = ${scope.idsucursal}`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface Range {
  inicio: string;
  fin: string;
}

/** The range asked for (default: first of the current Lima month to today, spec 000 section 9), checked. */
export function rangeOf(query: Partial<Range>, now: Date): Range {
  const inicio = query.inicio ?? firstDayOfMonthLima(now);
  const fin = query.fin ?? todayLima(now);
  if (fin < inicio) throw refuse('la fecha de fin no puede ser anterior a la de inicio');
  if (daysBetween(inicio, fin) > MAX_DAYS) throw refuse('el rango no puede pasar de un año');
  return { inicio, fin };
}

/** The period of the same number of days that ends the day before `range` starts. */
export function previousRange(range: Range): Range {
  const days = daysBetween(range.inicio, range.fin) + 1;
  return { inicio: addDays(range.inicio, -days), fin: addDays(range.inicio, -1) };
}
