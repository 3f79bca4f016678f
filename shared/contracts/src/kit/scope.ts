/**
 * Data scope: which records a user sees. An entity declares here whom its records belong to (a
 * user, a branch, both, or the company when it declares nothing), and each call that names one of
 * its records by id (read, print, mail, export, change) declares where the id is (`record` of the
 * endpoint). The API applies ONE rule from these declarations (api/src/core/scope.ts): a record out
 * of the caller's scope answers exactly as a missing one (HTTP 404, 'La venta no existe o fue
 * eliminada'), and the entity's paged lists leave such records out. See docs/security.md.
 *
 * Who sees what (an administrator sees everything):
 * - a record of a user: its user; and, with the grant `otros_usuarios`, every record of the user's
 *   branch (with `todas_sucursales` too, of every branch);
 * - a record of a branch only: the users of that branch; with `todas_sucursales`, everyone;
 * - a record of members (`members`): each of them, like a record of a user;
 * - a record without a branch (null) counts as of every branch.
 */

/** Grants beyond one's own records, assignable per user in Control de accesos. */
export const GRANTS = ['otros_usuarios', 'todas_sucursales'] as const;
export type GrantCode = (typeof GRANTS)[number];
export const GRANT_NAMES: Record<GrantCode, string> = {
  otros_usuarios: 'Ve registros de otros usuarios de su sucursal',
  todas_sucursales: 'Ve todas las sucursales',
};

/** Whom the records of an entity belong to: SQL names of its table and owner columns. */
export interface Owner {
  /** Subject of the not-found answer, with its article: 'La venta' → 'La venta no existe o fue eliminada'. */
  noun: string;
  /** The table (or view) holding the records, and its key column. */
  table: string;
  key: string;
  /** The column holding the user the record belongs to. */
  user?: string;
  /** Columns holding the branches it belongs to (any of them: a transfer belongs to both ends). */
  branch?: readonly string[];
  /**
   * Records that belong to several users, listed in a table of their own: `table`'s rows whose
   * `column` is this record's key name its users in `user` (a complaint establishment's staff).
   */
  members?: { table: string; column: string; user: string };
  /**
   * Records that belong (also) to whoever other records belong to, by a column of this table
   * pointing at that record's key: a loan payment is its loan's, an entry its warehouse's branch's,
   * a transfer both warehouses'. Its user is its own `user` column if it has one, else a parent's;
   * its branches are its own and every parent's.
   */
  parents?: readonly { column: string; owner: Owner }[];
}

/** Declares an entity's owner (typed, so contracts reuse it in their endpoints). */
export const owner = <const O extends Owner>(declared: O): O => declared;

/**
 * Where a call finds the id of the record it names: a field of its path, query or body (`/` for a
 * nested one: 'pedido/idpedido'). `when` limits it to calls whose body or query has these values
 * (`revercecpe`: tipo_documento 1 names a sale, 2 a credit note). A missing, null or 0 id names
 * nothing (a save that creates).
 */
export interface RecordRef {
  owner: Owner;
  field: string;
  when?: Readonly<Record<string, string | number>>;
}

/** A record's owner columns as declared: does it belong to a user, to branches? */
export const hasUser = (o: Owner): boolean =>
  Boolean(o.user) || Boolean(o.members) || Boolean(o.parents?.some((p) => hasUser(p.owner)));
export const hasBranch = (o: Owner): boolean =>
  Boolean(o.branch?.length) || Boolean(o.parents?.some((p) => hasBranch(p.owner)));

/** 'La venta' → 'La venta no existe o fue eliminada' (the words every missing record answers with). */
export function notFoundMessage(noun: string): string {
  return `${noun} no existe o fue ${noun.startsWith('La ') ? 'eliminada' : 'eliminado'}`;
}
