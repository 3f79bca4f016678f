import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Enum, Estado, EstadoFilter, Id, Nullable, NullableString, SearchText, toggledMessage } from './common.js';
import { ACCOUNT_TYPES, bankAccountsRepository } from './bank-accounts.repository.js';

const AccountRow = Type.Object({
  idcuentabancaria: Type.Integer(),
  idbanco: Type.Integer(),
  banco: Type.String(),
  idmoneda: Type.Integer(),
  moneda: Type.String(),
  simbolo: Type.String(),
  tipo: Type.String(),
  numero: Type.String(),
  cci: Nullable(Type.String()),
  titular: Type.String(),
  estado: Type.Integer(),
});
const AccountFields = {
  idbanco: Id('Banco'),
  idmoneda: Id('Moneda'),
  tipo: Enum(ACCOUNT_TYPES, 'Tipo de cuenta'),
  numero: Type.String({ minLength: 5, maxLength: 30, pattern: '^[0-9][0-9 -]*[0-9]$', title: 'Número de cuenta' }),
  cci: NullableString({ maxLength: 20, pattern: '^$|^[0-9]{20}$', title: 'CCI' }),
  titular: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', title: 'Titular' }),
};
const IdCuenta = { idcuentabancaria: Id('Cuenta bancaria') };
const tags = ['cuentas bancarias'];

/** The company's bank accounts. */
export default async function bankAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const accounts = bankAccountsRepository(app.db);

  app.get(
    '/gcuentasbancarias',
    {
      schema: {
        tags,
        summary: 'Cuentas bancarias, paginadas; q filtra por banco, número, CCI y titular',
        querystring: Type.Intersect([PageQuery, Type.Object({ q: SearchText, estado: EstadoFilter, idbanco: Type.Optional(Id('Banco')), idmoneda: Type.Optional(Id('Moneda')) })]),
        response: { 200: PagedSchema(AccountRow) },
      },
    },
    async (request) => {
      const { rows, total } = await accounts.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Cuentas bancarias');
    },
  );

  app.post('/rcuentabancaria', { schema: { tags, summary: 'Registra una cuenta bancaria', body: Type.Object(AccountFields), response: { 200: EnvelopeSchema(AccountRow) } } }, async (request) =>
    ok(await accounts.create(request.body), 'Cuenta bancaria registrada correctamente'),
  );

  app.post(
    '/acuentabancaria',
    { schema: { tags, summary: 'Actualiza una cuenta bancaria', body: Type.Object({ ...IdCuenta, ...AccountFields }), response: { 200: EnvelopeSchema(AccountRow) } } },
    async (request) => {
      const { idcuentabancaria, ...input } = request.body;
      return ok(await accounts.update(idcuentabancaria, input), 'Cuenta bancaria actualizada correctamente');
    },
  );

  app.post(
    '/ccuentabancaria',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) una cuenta bancaria', body: Type.Object({ ...IdCuenta, estado: Estado }), response: { 200: EnvelopeSchema(AccountRow) } } },
    async (request) =>
      ok(
        await accounts.setState(request.body.idcuentabancaria, request.body.estado),
        toggledMessage(request.body.estado, 'Cuenta bancaria activada', 'Cuenta bancaria desactivada'),
      ),
  );

  app.post('/ecuentabancaria', { schema: { tags, summary: 'Elimina una cuenta bancaria', body: Type.Object(IdCuenta) } }, async (request) => {
    await accounts.remove(request.body.idcuentabancaria);
    return ok(null, 'Cuenta bancaria eliminada correctamente');
  });
}
