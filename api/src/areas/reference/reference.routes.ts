import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, ok } from '../../core/envelope.js';
import { ForbiddenError, canReachArea, type SessionUser } from '../../core/access.js';
import { Nullable, SearchText } from '../organization/common.js';
import { formatDocumentNumber } from '../organization/series.repository.js';
import { userSeriesRepository } from '../organization/user-series.repository.js';
import { findUbigeo, referenceRepository } from './reference.repository.js';

const read = { access: 'authenticated' as const };
const tags = ['datos de referencia'];
const list = <T extends Parameters<typeof Type.Array>[0]>(row: T) => ({ 200: EnvelopeSchema(Type.Array(row)) });
const IdPath = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });

/** Reference lists every area reads (any signed-in user). */
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const ref = referenceRepository(app.db);
  const userSeries = userSeriesRepository(app.db);

  app.get(
    '/tipomoneda',
    { config: read, schema: { tags, summary: 'Monedas (PEN, USD)', response: list(Type.Object({ idmoneda: Type.Integer(), codigo: Type.String(), nombre: Type.String(), simbolo: Type.String() })) } },
    async () => ok(await ref.currencies(), 'Monedas'),
  );

  app.get(
    '/tipopago',
    { config: read, schema: { tags, summary: 'Tipos de pago (1 contado, 2 crédito)', response: list(Type.Object({ idtipopago: Type.Integer(), nombre: Type.String() })) } },
    async () => ok(await ref.paymentTypes(), 'Tipos de pago'),
  );

  app.get(
    '/tipoformapago/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Formas de pago de un tipo de pago (0: todas)',
        params: Type.Object({ id: Type.Integer({ minimum: 0, maximum: 2147483647, title: 'Tipo de pago' }) }),
        response: list(Type.Object({ idformapago: Type.Integer(), idtipopago: Type.Integer(), nombre: Type.String(), dias: Nullable(Type.Integer()) })),
      },
    },
    async (request) => ok(await ref.paymentForms(request.params.id), 'Formas de pago'),
  );

  app.get(
    '/bancos',
    { config: read, schema: { tags, summary: 'Bancos y cajas que operan en el Perú', response: list(Type.Object({ idbanco: Type.Integer(), nombre: Type.String(), abreviatura: Type.String() })) } },
    async () => ok(await ref.banks(), 'Bancos'),
  );

  app.get('/canales', { config: read, schema: { tags, summary: 'Canales de venta', response: list(Type.Object({ idcanal: Type.Integer(), nombre: Type.String() })) } }, async () =>
    ok(await ref.channels(), 'Canales de venta'),
  );

  app.get(
    '/tipodocumento',
    {
      config: read,
      schema: {
        tags,
        summary: 'Tipos de documento de identidad (SUNAT catálogo 06)',
        response: list(Type.Object({ idtipodocumento: Type.Integer(), codigo: Type.String(), nombre: Type.String(), abreviatura: Type.String() })),
      },
    },
    async () => ok(await ref.documentTypes(), 'Tipos de documento'),
  );

  app.get(
    '/tipoguia',
    { config: read, schema: { tags, summary: 'Tipos de guía de remisión', response: list(Type.Object({ idtipoguia: Type.Integer(), codigo: Type.String(), nombre: Type.String() })) } },
    async () => ok(await ref.guideTypes(), 'Tipos de guía'),
  );

  app.get('/departamentos', { config: read, schema: { tags, summary: 'Departamentos', response: list(Type.Object({ iddepartamento: Type.String(), nombre: Type.String() })) } }, async () =>
    ok(await ref.departments(), 'Departamentos'),
  );

  app.get(
    '/provincias',
    {
      config: read,
      schema: {
        tags,
        summary: 'Provincias (de un departamento)',
        querystring: Type.Object({ iddepartamento: Type.Optional(Type.String({ pattern: '^[0-9]{2}$', title: 'Departamento' })) }),
        response: list(Type.Object({ idprovincia: Type.String(), iddepartamento: Type.String(), nombre: Type.String() })),
      },
    },
    async (request) => ok(await ref.provinces(request.query.iddepartamento), 'Provincias'),
  );

  app.get(
    '/distritos',
    {
      config: read,
      schema: {
        tags,
        summary: 'Distritos (de una provincia o departamento); iddistrito es el ubigeo',
        querystring: Type.Object({
          idprovincia: Type.Optional(Type.String({ pattern: '^[0-9]{4}$', title: 'Provincia' })),
          iddepartamento: Type.Optional(Type.String({ pattern: '^[0-9]{2}$', title: 'Departamento' })),
          q: SearchText,
        }),
        response: list(Type.Object({ iddistrito: Type.String(), idprovincia: Type.String(), iddepartamento: Type.String(), nombre: Type.String() })),
      },
    },
    async (request) => ok(await ref.districts(request.query), 'Distritos'),
  );

  app.get(
    '/ubigeo/:ubigeo',
    {
      config: read,
      schema: {
        tags,
        summary: 'Nombres de un ubigeo',
        params: Type.Object({ ubigeo: Type.String({ pattern: '^[0-9]{6}$', title: 'Ubigeo' }) }),
        response: { 200: EnvelopeSchema(Type.Object({ ubigeo: Type.String(), departamento: Type.String(), provincia: Type.String(), distrito: Type.String() })) },
      },
    },
    async (request) => {
      const found = await findUbigeo(app.db, request.params.ubigeo);
      if (!found) throw new BusinessError('El ubigeo no existe');
      return ok(found, 'Ubigeo');
    },
  );

  /** A user reads their own series; other users' series need the organization area. */
  const checkSeriesReader = (requested: number, user: SessionUser) => {
    if (requested !== user.idusuario && !canReachArea(user, 'organization')) throw new ForbiddenError();
  };

  app.get(
    '/seriexcomprobante/:idUser/:idVoucher',
    {
      config: read,
      schema: {
        tags,
        summary: 'Series activas de un tipo de comprobante asignadas a un usuario',
        params: Type.Object({ idUser: IdPath('Usuario'), idVoucher: IdPath('Tipo de comprobante') }),
        response: list(Type.Object({ idserie: Type.Integer(), serie: Type.String(), correlativo: Type.Integer(), idsucursal: Type.Integer(), sucursal: Type.String() })),
      },
    },
    async (request) => {
      checkSeriesReader(request.params.idUser, request.user!);
      return ok(await userSeries.ofUser(request.params.idUser, request.params.idVoucher), 'Series del comprobante');
    },
  );

  app.get(
    '/seriexcomprobantexusuario/:idUser/:idVoucher/:idSerie',
    {
      config: read,
      schema: {
        tags,
        summary: 'Una serie asignada al usuario con su siguiente número',
        params: Type.Object({ idUser: IdPath('Usuario'), idVoucher: IdPath('Tipo de comprobante'), idSerie: IdPath('Serie') }),
        response: { 200: EnvelopeSchema(Type.Object({ idserie: Type.Integer(), serie: Type.String(), correlativo: Type.Integer(), numero: Type.String() })) },
      },
    },
    async (request) => {
      const { idUser, idVoucher, idSerie } = request.params;
      checkSeriesReader(idUser, request.user!);
      const [found] = await userSeries.ofUser(idUser, idVoucher, idSerie);
      if (!found) throw new BusinessError('La serie no está asignada al usuario para ese comprobante');
      return ok({ idserie: found.idserie, serie: found.serie, correlativo: found.correlativo, numero: formatDocumentNumber(found.serie, found.correlativo) }, 'Siguiente número');
    },
  );
}
