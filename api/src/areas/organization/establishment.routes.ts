import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, IdParam, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Email, Estado, EstadoFilter, Id, Nullable, NullableString, SearchText, Ubigeo, toggledMessage } from './common.js';
import { establishmentRepository } from './establishment.repository.js';
import { LOGO_ERROR, megabytes, readBranchLogo, removeBranchLogo, saveBranchLogo } from './logos.js';
import { readMultipart } from './multipart.js';

const CompanyRow = Type.Object({
  idempresa: Type.Integer(),
  ruc: Type.String(),
  razon_social: Type.String(),
  nombre_comercial: Nullable(Type.String()),
  direccion: Type.String(),
  ubigeo: Type.String(),
  departamento: Nullable(Type.String()),
  provincia: Nullable(Type.String()),
  distrito: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
const BranchRow = Type.Object({
  idsucursal: Type.Integer(),
  nombre: Type.String(),
  direccion: Type.String(),
  ubigeo: Type.String(),
  departamento: Nullable(Type.String()),
  provincia: Nullable(Type.String()),
  distrito: Nullable(Type.String()),
  codigo_sunat: Type.String(),
  telefono: Nullable(Type.String()),
  email: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  estado: Type.Integer(),
});
const CompanyFields = {
  ruc: Type.String({ minLength: 11, maxLength: 11, pattern: '^[0-9]{11}$', title: 'RUC' }),
  razon_social: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', title: 'Razón social' }),
  nombre_comercial: NullableString({ maxLength: 200, title: 'Nombre comercial' }),
  direccion: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', title: 'Dirección fiscal' }),
  ubigeo: Ubigeo,
  telefono: NullableString({ maxLength: 30, title: 'Teléfono' }),
  email: Email(),
};
const BranchFields = {
  nombre: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', title: 'Nombre' }),
  direccion: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', title: 'Dirección' }),
  ubigeo: Ubigeo,
  codigo_sunat: Type.String({ minLength: 4, maxLength: 4, pattern: '^[0-9]{4}$', title: 'Código de establecimiento SUNAT' }),
  telefono: NullableString({ maxLength: 30, title: 'Teléfono' }),
  email: Email(),
};
const IdSucursal = { idsucursal: Id('Sucursal') };
const LogoAnswer = Type.Object({ idsucursal: Type.Integer(), logo: Type.String(), tipo: Type.String(), tamano: Type.Integer() });
const tags = ['establecimiento'];

/** The company (establecimiento), its branches and their voucher logos. */
export default async function establishmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const repo = establishmentRepository(app.db);

  app.get('/establecimiento', { schema: { tags, summary: 'Datos de la empresa (null si aún no se registran)', response: { 200: EnvelopeSchema(Nullable(CompanyRow)) } } }, async () =>
    ok(await repo.company(), 'Establecimiento'),
  );

  app.post(
    '/raestablecimiento',
    { schema: { tags, summary: 'Registra o actualiza los datos de la empresa', body: Type.Object(CompanyFields), response: { 200: EnvelopeSchema(CompanyRow) } } },
    async (request) => ok(await repo.saveCompany(request.body), 'Establecimiento guardado correctamente'),
  );

  app.get(
    '/esucursal',
    {
      schema: {
        tags,
        summary: 'Sucursales, paginadas; q filtra por nombre, dirección, código SUNAT y distrito',
        querystring: Type.Intersect([PageQuery, Type.Object({ q: SearchText, estado: EstadoFilter })]),
        response: { 200: PagedSchema(BranchRow) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.listBranches(request.query);
      return paged(rows, total, request.query.pageSize, 'Sucursales');
    },
  );

  app.post('/resucursal', { schema: { tags, summary: 'Registra una sucursal', body: Type.Object(BranchFields), response: { 200: EnvelopeSchema(BranchRow) } } }, async (request) =>
    ok(await repo.createBranch(request.body), 'Sucursal registrada correctamente'),
  );

  app.post(
    '/aesucursal',
    { schema: { tags, summary: 'Actualiza una sucursal', body: Type.Object({ ...IdSucursal, ...BranchFields }), response: { 200: EnvelopeSchema(BranchRow) } } },
    async (request) => {
      const { idsucursal, ...input } = request.body;
      return ok(await repo.updateBranch(idsucursal, input), 'Sucursal actualizada correctamente');
    },
  );

  app.post(
    '/cesucursal',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) una sucursal', body: Type.Object({ ...IdSucursal, estado: Estado }), response: { 200: EnvelopeSchema(BranchRow) } } },
    async (request) =>
      ok(await repo.setBranchState(request.body.idsucursal, request.body.estado), toggledMessage(request.body.estado, 'Sucursal activada', 'Sucursal desactivada')),
  );

  app.post('/eesucursal', { schema: { tags, summary: 'Elimina una sucursal sin usuarios, series ni documentos', body: Type.Object(IdSucursal) } }, async (request) => {
    await repo.removeBranch(request.body.idsucursal);
    removeBranchLogo(app.config.dataDir, request.body.idsucursal);
    return ok(null, 'Sucursal eliminada correctamente');
  });

  app.post(
    '/ropcioneslogo',
    {
      schema: {
        tags,
        summary: 'Sube el logo de comprobantes de una sucursal (multipart: idsucursal y el archivo logo; PNG o JPEG, máx. 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(LogoAnswer) },
      },
    },
    async (request) => {
      const maxBytes = app.config.logoMaxBytes;
      const form = await readMultipart(request, LOGO_ERROR, { fileSize: maxBytes, files: 1, tooLarge: `la imagen supera ${megabytes(maxBytes)}` });
      const id = Number(form.fields.idsucursal);
      if (!/^[1-9][0-9]{0,9}$/.test(form.fields.idsucursal ?? '') || id > 2147483647) throw new BusinessError(`${LOGO_ERROR}: indique la sucursal`);
      const file = form.files.logo;
      if (!file) throw new BusinessError(`${LOGO_ERROR}: seleccione una imagen`);
      await repo.branch(id);
      const saved = saveBranchLogo(app.config.dataDir, id, file.data, file.filename, maxBytes);
      await repo.setBranchLogo(id, saved.logo);
      return ok({ idsucursal: id, ...saved }, 'Logo registrado correctamente');
    },
  );

  app.get('/sucursallogo/:id', { schema: { tags, summary: 'La imagen del logo de una sucursal', params: IdParam } }, async (request, reply) => {
    await repo.branch(request.params.id);
    const logo = readBranchLogo(app.config.dataDir, request.params.id);
    if (!logo) throw new BusinessError('La sucursal no tiene logo');
    return reply.header('content-type', logo.tipo).header('cache-control', 'no-store').send(logo.data);
  });

  app.post('/esucursallogo', { schema: { tags, summary: 'Quita el logo de una sucursal', body: Type.Object(IdSucursal) } }, async (request) => {
    await repo.branch(request.body.idsucursal);
    removeBranchLogo(app.config.dataDir, request.body.idsucursal);
    await repo.setBranchLogo(request.body.idsucursal, null);
    return ok(null, 'Logo eliminado');
  });
}
