import type { FastifyInstance } from 'fastify';
import { purchases } from '@trade/contracts/purchasing-credits';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';

/** Purchases (/buys): every write is one transaction with its stock, serials and provider credit. */
export default function purchasesRoutes(app: FastifyInstance): void {
  const service = app.purchasingCredits.purchases;
  const p = purchases.endpoints;
  const actor = (user: { idusuario: number; idsucursal: number | null }) => ({
    idusuario: user.idusuario,
    idsucursal: user.idsucursal,
  });

  route(
    app,
    p.list,
    async (request) => paged(await service.list(request.query), request.query.pageSize, 'Compras') as never,
  );
  route(app, p.get, async (request) => ok(await service.get(request.params.id), 'Compra'));
  route(app, p.create, async (request) =>
    ok(
      await app.db.transaction((tx) => service.create(request.body, tx, actor(request.user))),
      request.body.precios
        ? 'Compra registrada correctamente; precios de venta actualizados'
        : 'Compra registrada correctamente',
    ),
  );
  route(app, p.update, async (request) =>
    ok(
      await app.db.transaction((tx) => service.update(request.body, tx, actor(request.user))),
      request.body.precios
        ? 'Compra actualizada correctamente; precios de venta actualizados'
        : 'Compra actualizada correctamente',
    ),
  );
  route(app, p.annul, async (request) =>
    ok(
      await app.db.transaction((tx) => service.annul(request.params.id, tx, actor(request.user))),
      'Compra anulada correctamente',
    ),
  );
  route(app, p.prices, async (request) => {
    const rows = await app.db.transaction((tx) => service.updatePrices(request.body, tx));
    return ok(
      rows,
      `${rows.length} ${rows.length === 1 ? 'precio actualizado' : 'precios actualizados'} correctamente`,
    );
  });
}
