import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { NullableString } from '../organization/common.js';
import { httpExchangeRateProvider } from './exchange-rate.provider.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';

const RateRow = Type.Object({ fecha: Type.String(), compra: Type.String(), venta: Type.String(), fuente: Type.String(), esHoy: Type.Boolean() });
const Rate = (title: string) => Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]{1,5}(\\.[0-9]{1,4})?$', title });
const DateFilter = (title: string) => Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', title }));
const tags = ['tipo de cambio'];

/** The dollar's daily exchange rate: reads for everyone, writes for the organization area. */
export default async function exchangeRateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { exchangeRateUrl, exchangeRateToken, exchangeRateTimeoutMs } = app.config;
  const provider = exchangeRateUrl
    ? httpExchangeRateProvider({ url: exchangeRateUrl, token: exchangeRateToken, timeoutMs: exchangeRateTimeoutMs }) : undefined;
  const rates = exchangeRateRepository(app.db, provider, (message) => app.log.warn(message));

  app.get(
    '/preciodollar',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Último tipo de cambio conocido y su fecha', response: { 200: EnvelopeSchema(RateRow) } } },
    async () => ok(await rates.current(), 'Tipo de cambio'),
  );

  app.get(
    '/tipocambio',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Historial del tipo de cambio, del más reciente al más antiguo',
        querystring: Type.Intersect([PageQuery, Type.Object({ desde: DateFilter('Desde'), hasta: DateFilter('Hasta') })]),
        response: { 200: PagedSchema(RateRow) },
      },
    },
    async (request) => {
      const { rows, total } = await rates.history(request.query);
      return paged(rows, total, request.query.pageSize, 'Tipos de cambio');
    },
  );

  app.post(
    '/rpreciodollar',
    {
      schema: {
        tags,
        summary: 'Registra a mano el tipo de cambio de un día (hoy por defecto)',
        body: Type.Object({ fecha: NullableString({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$', title: 'Fecha' }), compra: Rate('Compra'), venta: Rate('Venta') }),
        response: { 200: EnvelopeSchema(RateRow) },
      },
    },
    async (request) => ok(await rates.record(request.body, request.user!.idusuario), 'Tipo de cambio registrado'),
  );

  app.post('/apreciodollar', { schema: { tags, summary: 'Obtiene ahora el tipo de cambio de hoy del proveedor', response: { 200: EnvelopeSchema(RateRow) } } }, async () =>
    ok(await rates.fetchToday(), 'Tipo de cambio actualizado desde el proveedor'),
  );
}
