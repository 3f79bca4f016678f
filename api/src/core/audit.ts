import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@trade/contracts/kit';
import type { Database, Executor } from '../db/client.js';
import { auditoria } from '../db/schema/index.js';
import type { SessionUser } from './access.js';
import { namedRecords, valueAt } from './scope.js';

/**
 * The audit trail (table `auditoria`, append-only): a call whose contract declares `audit` writes
 * one row — who, what, when, from which address, why — in the SAME transaction as its change. The
 * route layer states the pending row for the request; the first transaction the request opens
 * through `app.db` writes it just before committing (`auditingDatabase`), so a rolled-back change
 * leaves no row and a committed one always has its row. A call that changed data without a
 * transaction of its own gets its row right after it answered.
 */
export type AuditEntry = typeof auditoria.$inferInsert;

interface Pending {
  entry: AuditEntry;
  /** The field of the record's id in what the work answers (a record just created has no id in the request). */
  idField?: string;
  written: boolean;
}

/** The id of a record just created, from what its work answered (the row, or the envelope's `detalles`). */
function completeId(state: Pending, answer: unknown) {
  if (state.entry.idregistro != null || !state.idField || !answer || typeof answer !== 'object') return;
  const row = (answer as { detalles?: unknown }).detalles ?? answer;
  const id = (row as Record<string, unknown> | null)?.[state.idField];
  if (typeof id === 'number' && Number.isSafeInteger(id)) state.entry.idregistro = id;
}
const pending = new AsyncLocalStorage<Pending>();

const MAX_DETAIL = 4000;
const SECRET = /password|contrase|token|clave|secret/i;

/** Where the contract declares each part of a request (a part it does not declare was never validated). */
const DECLARED = { params: 'params', query: 'querystring', body: 'body' } as const;

/**
 * The request's data as the trail keeps it: the params, query and body its contract declares (so
 * validated; an undeclared body, however deep, is not the call's data), without secrets, at most
 * 4,000 characters.
 */
function detailOf(endpoint: Endpoint, request: FastifyRequest): string | null {
  const parts = Object.fromEntries(
    (['params', 'query', 'body'] as const)
      .filter((key) => endpoint[DECLARED[key]] !== undefined)
      .map((key) => [key, request[key]] as const)
      .filter(([, value]) => value && typeof value === 'object' && Object.keys(value).length > 0),
  );
  if (Object.keys(parts).length === 0) return null;
  const text = JSON.stringify(parts, (key, value) => (SECRET.test(key) && value ? '(oculto)' : value));
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

/** The trail's row for a call of `endpoint`; undefined when the contract does not audit it. */
export function auditEntryOf(endpoint: Endpoint, request: FastifyRequest, user: SessionUser): AuditEntry | undefined {
  const spec = endpoint.audit;
  if (!spec) return undefined;
  const read = (field: string) =>
    valueAt(request.params, field) ?? valueAt(request.query, field) ?? valueAt(request.body, field);
  const [named] = namedRecords(endpoint, request);
  const ownId = spec.id === undefined ? undefined : Number(read(spec.id));
  const motivo = spec.motivo === undefined ? undefined : read(spec.motivo);
  return {
    idusuario: user.idusuario,
    usuario: user.usuario,
    nombres: user.nombres,
    ip: request.ip.slice(0, 64),
    accion: spec.accion,
    llamada: `${endpoint.method} /api${endpoint.path}`.slice(0, 200),
    entidad: spec.entidad ?? named?.ref.owner.table ?? endpoint.path.slice(1, 61),
    idregistro: Number.isSafeInteger(ownId) ? ownId : (named?.id ?? null),
    motivo: typeof motivo === 'string' && motivo.trim() ? motivo.trim().slice(0, 500) : null,
    detalle: detailOf(endpoint, request),
  };
}

export const writeAudit = (ex: Executor, entry: AuditEntry) => ex.insert(auditoria).values(entry);

/**
 * Runs a call's work with its pending trail row (none: the work alone), and writes the row after the
 * work when no transaction did.
 */
export async function withAudit<T>(
  db: Database,
  entry: AuditEntry | undefined,
  work: () => Promise<T>,
  idField?: string,
): Promise<T> {
  if (!entry) return work();
  const state: Pending = { entry, idField, written: false };
  const result = await pending.run(state, work);
  if (!state.written) {
    state.written = true;
    completeId(state, result);
    await writeAudit(db, entry);
  }
  return result;
}

/**
 * The app's database whose `transaction()` also writes the pending trail row of the request it
 * serves, inside that transaction, once the work succeeded. Everything else is the database itself.
 */
export function auditingDatabase(db: Database): Database {
  const audited = Object.create(db) as Database;
  audited.transaction = ((work, config) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      const state = pending.getStore();
      if (state && !state.written) {
        completeId(state, result);
        await writeAudit(tx, state.entry);
        state.written = true;
      }
      return result;
    }, config)) as Database['transaction'];
  return audited;
}
