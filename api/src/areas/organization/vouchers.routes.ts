import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Estado, EstadoFilter, Id, Nullable, NullableString, SearchText, toggledMessage } from './common.js';
import { vouchersRepository } from './vouchers.repository.js';

const VoucherRow = Type.Object({
  idcomprobante: Type.Integer(),
  codigo: Type.String(),
  nombre: Type.String(),
  abreviatura: Nullable(Type.String()),
  sunat: Type.Boolean(),
  prefijo: Nullable(Type.String()),
  series: Type.Integer(),
  estado: Type.Integer(),
});
const VoucherFields = {
  codigo: Type.String({ minLength: 1, maxLength: 4, pattern: '^[A-Za-z0-9]+$', title: 'Código' }),
  nombre: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', title: 'Nombre' }),
  abreviatura: NullableString({ maxLength: 10, title: 'Abreviatura' }),
};
const IdComprobante = { idcomprobante: Id('Tipo de comprobante') };
const tags = ['comprobantes'];

/** Voucher (comprobante) types. */
export default async function vouchersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const vouchers = vouchersRepository(app.db);

  app.get(
    '/comprobante',
    {
      schema: {
        tags,
        summary: 'Tipos de comprobante, paginados; q filtra por código, nombre y abreviatura',
        querystring: Type.Intersect([PageQuery, Type.Object({ q: SearchText, estado: EstadoFilter, sunat: Type.Optional(Type.Boolean({ title: 'SUNAT' })) })]),
        response: { 200: PagedSchema(VoucherRow) },
      },
    },
    async (request) => {
      const { rows, total } = await vouchers.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Comprobantes');
    },
  );

  app.post(
    '/rcomprobante',
    { schema: { tags, summary: 'Registra un tipo de comprobante interno', body: Type.Object(VoucherFields), response: { 200: EnvelopeSchema(VoucherRow) } } },
    async (request) => ok(await vouchers.create(request.body), 'Comprobante registrado correctamente'),
  );

  app.post(
    '/acomprobante',
    { schema: { tags, summary: 'Actualiza un tipo de comprobante', body: Type.Object({ ...IdComprobante, ...VoucherFields }), response: { 200: EnvelopeSchema(VoucherRow) } } },
    async (request) => {
      const { idcomprobante, ...input } = request.body;
      return ok(await vouchers.update(idcomprobante, input), 'Comprobante actualizado correctamente');
    },
  );

  app.post(
    '/ccomprobante',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) un tipo de comprobante', body: Type.Object({ ...IdComprobante, estado: Estado }), response: { 200: EnvelopeSchema(VoucherRow) } } },
    async (request) =>
      ok(await vouchers.setState(request.body.idcomprobante, request.body.estado), toggledMessage(request.body.estado, 'Comprobante activado', 'Comprobante desactivado')),
  );

  app.post('/ecomprobante', { schema: { tags, summary: 'Elimina un tipo de comprobante interno sin series', body: Type.Object(IdComprobante) } }, async (request) => {
    await vouchers.remove(request.body.idcomprobante);
    return ok(null, 'Comprobante eliminado correctamente');
  });
}
