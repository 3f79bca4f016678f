import { AsyncLocalStorage } from 'node:async_hooks';
import { or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_INT,
  hasBranch,
  hasUser,
  recordsOf,
  type Endpoint,
  type GrantCode,
  type Owner,
  type RecordRef,
} from '@trade/contracts/kit';
import { queryRows, type Executor } from '../db/client.js';
import { isAdmin, type SessionUser } from './access.js';
import { MissingRecordError } from './envelope.js';

/**
 * Data scope (the rule of shared/contracts/src/kit/scope.ts): which records of an entity a user
 * sees. Entities declare their owner in the contracts; this module turns it into ONE condition,
 * used by the route layer for every call naming a record by id and by `pagedList` for every list
 * of a declared entity, so calls, prints, print links, mails, exports and lists agree.
 */

/** Who is asking: the session user (its grants included). */
export type Viewer = Pick<SessionUser, 'idusuario' | 'rol' | 'idsucursal' | 'permisos'>;

const grants = (viewer: Viewer, grant: GrantCode) => viewer.permisos?.includes(grant) === true;

const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/** `exists (select 1 from <parent> where <parent key> = <alias.column> and <inner>)`: a condition met through a parent record. */
function throughParent(
  alias: string,
  by: string,
  parent: Owner,
  depth: number,
  index: number,
  inner: (alias: string) => SQL,
) {
  const parentAlias = `alcance_${depth}_${index}`;
  return sql`exists (select 1 from ${sql.identifier(parent.table)} ${sql.identifier(parentAlias)} where ${column(parentAlias, parent.key)} = ${column(alias, by)} and ${inner(parentAlias)})`;
}

/** The record (aliased `alias`) is the viewer's: its own user column, its members, else the first parent that has one. */
function mine(owner: Owner, alias: string, viewer: Viewer, depth = 1): SQL {
  if (owner.user) return sql`${column(alias, owner.user)} = ${viewer.idusuario}`;
  if (owner.members) {
    const { table, column: by, user } = owner.members;
    const members = `miembros_${depth}`;
    return sql`exists (select 1 from ${sql.identifier(table)} ${sql.identifier(members)} where ${column(members, by)} = ${column(alias, owner.key)} and ${column(members, user)} = ${viewer.idusuario})`;
  }
  const index = (owner.parents ?? []).findIndex((p) => hasUser(p.owner));
  const { column: by, owner: parent } = owner.parents![index]!;
  return throughParent(alias, by, parent, depth, index, (inner) => mine(parent, inner, viewer, depth + 1));
}

/** The record is in the viewer's branch: one of its own branch columns or a parent's (a null branch is every branch's). */
function inBranch(owner: Owner, alias: string, viewer: Viewer, depth = 1): SQL {
  const own = (owner.branch ?? []).map((name) =>
    viewer.idsucursal === null
      ? sql`${column(alias, name)} is null`
      : sql`(${column(alias, name)} = ${viewer.idsucursal} or ${column(alias, name)} is null)`,
  );
  const parents = (owner.parents ?? []).flatMap(({ column: by, owner: parent }, index) =>
    hasBranch(parent)
      ? [throughParent(alias, by, parent, depth, index, (inner) => inBranch(parent, inner, viewer, depth + 1))]
      : [],
  );
  return or(...own, ...parents) ?? sql`false`;
}

/**
 * The condition "`viewer` sees this record of `owner`" on the table aliased `alias` (default: the
 * owner's table, as Drizzle names it in a FROM without alias); undefined when the viewer sees them all.
 */
export function visibleTo(viewer: Viewer, owner: Owner, alias = owner.table): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  const user = hasUser(owner);
  const branch = hasBranch(owner);
  if (!user && !branch) return undefined;
  const sameBranch = !branch || grants(viewer, 'todas_sucursales') ? undefined : inBranch(owner, alias, viewer);
  if (!user) return sameBranch;
  if (!grants(viewer, 'otros_usuarios')) return mine(owner, alias, viewer);
  return sameBranch ? or(mine(owner, alias, viewer), sameBranch) : undefined;
}

/** The viewer of the request being served (set by route() for every signed-in call): lists scope their rows by it. */
const current = new AsyncLocalStorage<Viewer>();
export const currentViewer = (): Viewer | undefined => current.getStore();
export const asViewer = <T>(viewer: Viewer | undefined, work: () => T): T =>
  viewer ? current.run(viewer, work) : work();

/** `owner`'s condition for the viewer of the current request (none outside a request, or for one who sees everything). */
export const scopeOfCurrent = (owner: Owner, alias?: string): SQL | undefined => {
  const viewer = currentViewer();
  return viewer ? visibleTo(viewer, owner, alias) : undefined;
};

/** Whether the record exists and `viewer` sees it (one indexed read). */
export async function canSee(ex: Executor, viewer: Viewer, owner: Owner, id: number): Promise<boolean> {
  const condition = visibleTo(viewer, owner) ?? sql`true`;
  const [row] = await queryRows<{ visible: boolean }>(
    ex,
    sql`select (${condition}) as visible from ${sql.identifier(owner.table)} where ${column(owner.table, owner.key)} = ${id}`,
  );
  return row?.visible === true;
}

/** The value at `field` ('pedido/idpedido') of a request part. */
export function valueAt(source: unknown, field: string): unknown {
  let value = source;
  for (const key of field.split('/')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A record id as the request sent it (path and query are text, JSON bodies numbers); anything else is the schema's to refuse. */
function idOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT ? id : undefined;
}

interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The records a request names: each declared reference whose `when` matches and whose id is present. */
export function namedRecords(endpoint: Endpoint, request: RequestParts): { ref: RecordRef; id: number }[] {
  const found: { ref: RecordRef; id: number }[] = [];
  for (const ref of recordsOf(endpoint)) {
    const read = (field: string) =>
      valueAt(request.params, field) ?? valueAt(request.query, field) ?? valueAt(request.body, field);
    if (ref.when && Object.entries(ref.when).some(([field, value]) => String(read(field)) !== String(value))) continue;
    const id = idOf(read(ref.field));
    if (id !== undefined) found.push({ ref, id });
  }
  return found;
}

/**
 * The route layer's check (before validation, so a refused id costs no handler): every record the
 * request names must exist and be in the caller's scope, else it answers as if it did not exist.
 */
export async function checkNamedRecords(
  ex: Executor,
  viewer: Viewer,
  endpoint: Endpoint,
  request: RequestParts,
): Promise<void> {
  for (const { ref, id } of namedRecords(endpoint, request))
    if (!(await canSee(ex, viewer, ref.owner, id))) throw new MissingRecordError(ref.owner.noun);
}
