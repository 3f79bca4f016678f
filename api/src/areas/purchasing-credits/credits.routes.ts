import type { FastifyInstance } from 'fastify';
import { clientCredits, creditDocuments, providerCredits, type CreditKind } from '@trade/contracts/purchasing-credits';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';

/** Client credits (accounts receivable) and provider credits (accounts payable); every write is one transaction. */
export default function creditsRoutes(app: FastifyInstance): void {
  const credits = app.purchasingCredits.credits;
  const inTx = <T>(work: (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => Promise<T>) =>
    app.db.transaction(work);

  // Accounts receivable.
  const c = clientCredits.endpoints;
  const CLIENT: CreditKind = 'cliente';
  route(app, c.balances, async (request) =>
    ok(await credits.balances(CLIENT, request.params.id), 'Clientes con saldo'),
  );
  route(app, c.credits, async (request) =>
    ok(await credits.creditsOf(CLIENT, request.query.idpersona, request.query.idusuario), 'Créditos del cliente'),
  );
  route(app, c.payments, async (request) =>
    ok(await credits.paymentsOfPerson(CLIENT, request.query.idpersona, request.query.idusuario), 'Pagos del cliente'),
  );
  route(app, c.instalments, async (request) =>
    ok(await credits.instalmentsOfCredit(CLIENT, request.params.id), 'Cuotas del crédito'),
  );
  route(app, c.create, async (request) =>
    ok(await inTx((tx) => credits.open(CLIENT, request.body, tx, request.user)), 'Crédito registrado correctamente'),
  );
  route(app, c.cancel, async (request) =>
    ok(await inTx((tx) => credits.cancel(CLIENT, request.params.id, tx)), 'Crédito anulado correctamente'),
  );
  route(app, c.pay, async (request) =>
    ok(await inTx((tx) => credits.pay(CLIENT, request.body, tx, request.user)), 'Pago registrado correctamente'),
  );
  route(app, c.cancelPayment, async (request) =>
    ok(
      await inTx((tx) => credits.cancelPayment(CLIENT, request.params.id, tx, request.user)),
      'Pago anulado correctamente',
    ),
  );

  // Accounts payable.
  const p = providerCredits.endpoints;
  const PROVIDER: CreditKind = 'proveedor';
  route(app, p.balances, async () => ok(await credits.balances(PROVIDER), 'Proveedores con saldo'));
  route(app, p.credits, async (request) =>
    ok(await credits.creditsOf(PROVIDER, request.params.id), 'Créditos del proveedor'),
  );
  route(app, p.payments, async (request) =>
    ok(await credits.paymentsOfCredit(PROVIDER, request.params.id), 'Pagos del crédito'),
  );
  route(app, p.letras, async (request) =>
    ok(await credits.instalmentsOfCredit(PROVIDER, request.params.id), 'Letras del crédito'),
  );
  route(app, p.providerLetras, async (request) =>
    ok(await credits.instalmentsOfPerson(PROVIDER, request.params.id), 'Letras del proveedor'),
  );
  route(app, p.create, async (request) =>
    ok(await inTx((tx) => credits.open(PROVIDER, request.body, tx, request.user)), 'Crédito registrado correctamente'),
  );
  route(app, p.cancel, async (request) =>
    ok(await inTx((tx) => credits.cancel(PROVIDER, request.params.id, tx)), 'Crédito anulado correctamente'),
  );
  route(app, p.pay, async (request) =>
    ok(await inTx((tx) => credits.pay(PROVIDER, request.body, tx, request.user)), 'Pago registrado correctamente'),
  );
  route(app, p.cancelPayment, async (request) =>
    ok(
      await inTx((tx) => credits.cancelPayment(PROVIDER, request.params.id, tx, request.user)),
      'Pago anulado correctamente',
    ),
  );
  route(app, p.addLetra, async (request) =>
    ok(await inTx((tx) => credits.addLetra(request.body, tx)), 'Letra registrada correctamente'),
  );
  route(app, p.removeLetra, async (request) =>
    ok(await inTx((tx) => credits.removeLetra(request.body.idcuota, tx)), 'Letra eliminada correctamente'),
  );

  route(app, creditDocuments.endpoints.statement, async (request) =>
    ok(await credits.statement(request.query.tipo, request.params.id, request.query), 'Estado de cuenta'),
  );
}
