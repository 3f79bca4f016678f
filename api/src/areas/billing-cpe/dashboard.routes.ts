import type { FastifyInstance } from 'fastify';
import { todayLima } from '@trade/formats';
import { dashboard } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import { rangeOf, scopeOf } from './dashboard.scope.js';

/** The dashboard (/dashboard, spec 000 "Dashboard"): three reads; whose figures is decided by scopeOf (the seller rule). */
export default function dashboardRoutes(app: FastifyInstance): void {
  const repo = app.billing.dashboard;
  const e = dashboard.endpoints;

  route(app, e.summary, async (request) => {
    const now = app.clock();
    return ok(
      await repo.summary(scopeOf(request.user!, request.query), rangeOf(request.query, now), todayLima(now)),
      'Resumen de ventas',
    );
  });
  route(app, e.daily, async (request) => {
    const mes = request.query.mes ?? todayLima(app.clock()).slice(0, 7);
    return ok(await repo.daily(scopeOf(request.user!, request.query), mes), 'Ventas por día');
  });
  route(app, e.collections, async (request) => {
    const now = app.clock();
    return ok(
      await repo.collections(scopeOf(request.user!, request.query), rangeOf(request.query, now), todayLima(now)),
      'Resumen de cobranzas',
    );
  });
}
