import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '@trade/contracts/kit';
import type { SessionUser } from '../core/access.js';
import { auditEntryOf, writeAudit } from '../core/audit.js';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { usuario } from '../db/schema/index.js';

/** What a call carries that the trail reads (its params and body), as the route layer would see it. */
interface CallInput {
  params?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/**
 * Runs a demo step that a screen would do through an audited call (an annulment, a removal) and
 * writes the call's trail row in the same transaction, so the demo's Auditoría shows what its data
 * went through. The seed calls the areas' services, not the routes that write the trail.
 */
export async function asAuditedCall<T>(
  ex: Executor,
  actor: Pick<SessionUser, 'idusuario'>,
  endpoint: Endpoint,
  input: CallInput,
  work: () => Promise<T>,
): Promise<T> {
  const request = { params: input.params ?? {}, query: {}, body: input.body ?? {}, ip: '127.0.0.1' };
  // The seeds' actors carry only the user's id: the trail names the user as a session would.
  const [user] = await ex
    .select({ usuario: usuario.usuario, nombres: usuario.nombres })
    .from(usuario)
    .where(eq(usuario.idusuario, actor.idusuario));
  if (!user) throw new Error(`El usuario ${actor.idusuario} del demo no existe`);
  const session = { ...actor, ...user, rol: '', idsucursal: null, menus: [] };
  const entry = auditEntryOf(endpoint, request as unknown as FastifyRequest, session);
  if (!entry) throw new Error(`${endpoint.method} ${endpoint.path} no es una llamada auditada`);
  const result = await work();
  await writeAudit(ex, entry);
  return result;
}
