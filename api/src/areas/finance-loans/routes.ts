import type { FastifyInstance } from 'fastify';
import {
  PETTY_CASH_MENU,
  cash,
  loans,
  operatingExpenses,
  pettyCash,
  utility,
  type PettyCashType,
} from '@trade/contracts/finance-loans';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { canReach, requireMenus } from '../../core/access.js';
import financePrintRoutes from './print.routes.js';
import { buildSchedule } from './loan-schedule.js';

/** Finance: the cash register, petty cash receipts and operating expenses. */
export default async function financeRoutes(app: FastifyInstance) {
  const { cash: cashes, pettyCash: receipts, operatingExpenses: expenses } = app.finance;
  const inTransaction = app.db.transaction.bind(app.db);

  // Cash register (spec 000 "Cash").
  const c = cash.endpoints;
  route(app, c.list, async (request) =>
    paged(await cashes.list(request.query, request.user), request.query.pageSize, 'Aperturas de caja'),
  );
  route(app, c.open, async (request) =>
    ok(await inTransaction((tx) => cashes.open(request.body, tx, request.user)), 'Caja abierta correctamente'),
  );
  route(app, c.close, async (request) =>
    ok(await inTransaction((tx) => cashes.close(request.body, tx, request.user)), 'Caja cerrada correctamente'),
  );
  route(app, c.revert, async (request) =>
    ok(
      await inTransaction((tx) => cashes.revert(request.params.id, request.query.motivo, tx, request.user)),
      'Cierre de caja revertido correctamente',
    ),
  );
  route(app, c.remove, async (request) => {
    await inTransaction((tx) => cashes.remove(request.body.idapertura, tx));
    return ok(null, 'Caja eliminada correctamente');
  });
  route(app, c.totals, async (request) =>
    ok(await cashes.totals(request.params.id, request.user), 'Totales por forma de pago'),
  );
  route(app, c.movements, async (request) =>
    ok(await cashes.movements(request.params.id, request.user), 'Ingresos y egresos de la caja'),
  );
  route(app, c.products, async (request) =>
    ok(await cashes.products(request.params.id, request.user), 'Productos vendidos'),
  );

  // Petty cash (spec 001): each type needs its own screen's menu.
  const p = pettyCash.endpoints;
  route(app, p.create, async (request) => {
    requireMenus(request.user, [PETTY_CASH_MENU[request.body.tipo]]);
    const recibo = await inTransaction((tx) => receipts.create(request.body, tx, request.user));
    return ok({ id: recibo.idcajachica, recibo }, `Recibo ${recibo.documento} registrado correctamente`);
  });
  route(
    app,
    p.incomes,
    async (request) =>
      paged(
        await receipts.list('I', request.params.n, request.query),
        request.query.pageSize,
        'Recibos de ingreso',
      ) as never,
  );
  route(
    app,
    p.expenses,
    async (request) =>
      paged(
        await receipts.list('E', request.params.n, request.query),
        request.query.pageSize,
        'Recibos de egreso',
      ) as never,
  );
  route(app, p.annul, async (request) => {
    // Either screen reaches the call; a receipt is annulled only from its own type's screen.
    const receipt = await receipts.get(request.params.id);
    if (!canReach(request.user, [PETTY_CASH_MENU[receipt.tipo as PettyCashType]])) {
      throw new BusinessError(
        `Error al eliminar el recibo: ${receipt.documento} es un recibo de ${receipt.tipo === 'I' ? 'ingreso; anúlelo en Recibos de ingreso' : 'egreso; anúlelo en Recibos de egreso'}`,
      );
    }
    const row = await inTransaction((tx) => receipts.annul(request.params.id, request.query.motivo, tx, request.user));
    return ok(row, `Recibo ${row.documento} anulado correctamente`);
  });

  // Operating expenses.
  const g = operatingExpenses.endpoints;
  route(app, g.create, async (request) =>
    ok(await inTransaction((tx) => expenses.create(request.body, tx, request.user)), 'Gasto registrado correctamente'),
  );
  route(
    app,
    g.list,
    async (request) => paged(await expenses.list(request.query), request.query.pageSize, 'Gastos operativos') as never,
  );
  route(app, g.remove, async (request) => {
    await inTransaction((tx) => expenses.remove(request.params.id, tx));
    return ok(null, 'Gasto eliminado correctamente');
  });
  route(app, g.categories, async () => ok(await expenses.categories(), 'Categorías de gastos'));
  route(app, g.summary, async (request) =>
    ok(await expenses.summary(request.query.anio, request.query.idsucursal), 'Gastos por mes y categoría'),
  );

  // Utility and monthly sales (read from the sales; the history keeps a month as saved).
  const u = utility.endpoints;
  route(app, u.products, async (request) =>
    ok(await app.finance.utility.products(request.query), 'Utilidad por producto'),
  );
  route(app, u.monthly, async (request) => ok(await app.finance.utility.monthly(request.query.anio), 'Ventas por mes'));
  route(app, u.history, async (request) =>
    ok(await app.finance.utility.history(request.query.anio), 'Histórico de ventas por mes'),
  );
  route(app, u.saveHistory, async (request) =>
    ok(
      await inTransaction((tx) => app.finance.utility.saveHistory(request.body, tx, request.user)),
      'Ventas del mes guardadas en el histórico',
    ),
  );

  // Loans to clients (spec 001 "Loans").
  const l = loans.endpoints;
  const { loans: lending } = app.finance;
  route(app, l.create, async (request) => {
    const prestamo = await inTransaction((tx) => lending.create(request.body, tx, request.user));
    return ok({ id: prestamo.idprestamo, prestamo }, `Préstamo N° ${prestamo.idprestamo} registrado correctamente`);
  });
  route(app, l.annul, async (request) =>
    ok(
      await inTransaction((tx) => lending.annul(request.query.idprestamo, tx, request.user)),
      'Préstamo anulado correctamente',
    ),
  );
  route(app, l.pay, async (request) => {
    const pago = await inTransaction((tx) => lending.pay(request.body, tx, request.user));
    return ok({ id: pago.idpago, pago }, 'Pago registrado correctamente');
  });
  route(app, l.annulPayment, async (request) =>
    ok(
      await inTransaction((tx) => lending.annulPayment(request.query.idpago, tx, request.user)),
      'Pago anulado correctamente',
    ),
  );
  route(
    app,
    l.list,
    async (request) => paged(await lending.list(request.query), request.query.pageSize, 'Préstamos') as never,
  );
  route(app, l.byClient, async (request) =>
    ok(await lending.byClient(request.query.idpersona), 'Préstamos del cliente'),
  );
  route(app, l.payments, async (request) => ok(await lending.paymentsOf(request.query.idpersona), 'Pagos del cliente'));
  route(app, l.preview, async (request) => {
    if (Number(request.body.tasa) > 100) throw new BusinessError('La tasa de interés no puede ser mayor que 100 %');
    return ok(buildSchedule(request.body), 'Cronograma del préstamo');
  });

  financePrintRoutes(app);
}
