import type { FastifyInstance } from 'fastify';
import { counter } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import type { Executor } from '../../db/client.js';
import type { DraftOwner } from './counter-drafts.repository.js';

/**
 * The counter (/counter): the state it opens with and the sales in progress. The sale itself is
 * saved by rfacturacion, the same call and service as the sale screen.
 */
export default function counterRoutes(app: FastifyInstance): void {
  const drafts = app.billing.counterDrafts;
  const cash = app.finance.posting;
  const e = counter.endpoints;
  const owner = (user: DraftOwner): DraftOwner => ({ idusuario: user.idusuario, idsucursal: user.idsucursal });

  const stateOf = async (me: DraftOwner, tx: Executor) => ({
    idapertura: me.idsucursal ? ((await cash.openCashOf(tx, me.idusuario, me.idsucursal)) ?? null) : null,
    caja_requerida: await cash.saleRequiresOpenCash(tx),
    borradores: await drafts.list(me, tx),
  });

  route(app, e.state, async (request) =>
    ok(await app.db.transaction((tx) => stateOf(owner(request.user), tx)), 'Punto de venta'),
  );
  route(app, e.saveDraft, async (request) =>
    ok(await drafts.save(owner(request.user), request.body), 'Venta en curso guardada'),
  );
  route(app, e.park, async (request) => {
    const me = owner(request.user);
    const state = await app.db.transaction(async (tx) => {
      await drafts.park(me, request.body.etiqueta ?? null, tx);
      return stateOf(me, tx);
    });
    return ok(state, 'Venta aparcada');
  });
  route(app, e.resume, async (request) => {
    const me = owner(request.user);
    const state = await app.db.transaction(async (tx) => {
      await drafts.resume(me, request.body.idborrador, tx);
      return stateOf(me, tx);
    });
    return ok(state, 'Venta retomada');
  });
  route(app, e.discard, async (request) => {
    await app.db.transaction((tx) => drafts.discard(owner(request.user), request.body.idborrador, tx));
    return ok(null, 'Venta en curso descartada');
  });
}
