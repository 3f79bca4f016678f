import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Email, Estado, EstadoFilter, Id, Nullable, NullableInteger, NullableString, SearchText, toggledMessage } from './common.js';
import { employeesRepository } from './employees.repository.js';

const EmployeeRow = Type.Object({
  idempleado: Type.Integer(),
  idtipodocumento: Type.Integer(),
  tipodocumento: Type.String(),
  numero_documento: Type.String(),
  nombres: Type.String(),
  apellidos: Type.String(),
  cargo: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  email: Nullable(Type.String()),
  direccion: Nullable(Type.String()),
  fecha_ingreso: Nullable(Type.String()),
  sueldo: Nullable(Type.String()),
  idsucursal: Nullable(Type.Integer()),
  sucursal: Nullable(Type.String()),
  idusuario: Nullable(Type.Integer()),
  usuario: Nullable(Type.String()),
  estado: Type.Integer(),
});
const EmployeeFields = {
  idtipodocumento: Id('Tipo de documento'),
  numero_documento: Type.String({ minLength: 1, maxLength: 15, pattern: '\\S', title: 'Número de documento' }),
  nombres: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', title: 'Nombres' }),
  apellidos: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', title: 'Apellidos' }),
  cargo: NullableString({ maxLength: 80, title: 'Cargo' }),
  telefono: NullableString({ maxLength: 30, title: 'Teléfono' }),
  email: Email(),
  direccion: NullableString({ maxLength: 200, title: 'Dirección' }),
  fecha_ingreso: NullableString({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$', title: 'Fecha de ingreso' }),
  sueldo: NullableString({ maxLength: 13, pattern: '^$|^[0-9]{1,10}(\\.[0-9]{1,2})?$', title: 'Sueldo' }),
  idsucursal: NullableInteger({ title: 'Sucursal' }),
  idusuario: NullableInteger({ title: 'Usuario' }),
};
const LookupRow = Type.Object({
  idempleado: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  numero_documento: Type.String(),
  cargo: Nullable(Type.String()),
  idusuario: Nullable(Type.Integer()),
});
const IdEmpleado = { idempleado: Id('Empleado') };
const tags = ['empleados'];

/** Employees. */
export default async function employeesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const employees = employeesRepository(app.db);

  app.get(
    '/empleado',
    {
      schema: {
        tags,
        summary: 'Empleados, paginados; q filtra por documento, nombres, apellidos y cargo',
        querystring: Type.Intersect([PageQuery, Type.Object({ q: SearchText, estado: EstadoFilter, idsucursal: Type.Optional(Id('Sucursal')) })]),
        response: { 200: PagedSchema(EmployeeRow) },
      },
    },
    async (request) => {
      const { rows, total } = await employees.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Empleados');
    },
  );

  app.get(
    '/uempleado',
    {
      schema: {
        tags,
        summary: 'Empleados activos para listas de selección (sinUsuario: solo los que no tienen usuario)',
        querystring: Type.Object({ sinUsuario: Type.Optional(Type.Boolean({ title: 'Sin usuario' })) }),
        response: { 200: EnvelopeSchema(Type.Array(LookupRow)) },
      },
    },
    async (request) => ok(await employees.lookup(request.query.sinUsuario), 'Empleados'),
  );

  app.post('/rempleado', { schema: { tags, summary: 'Registra un empleado', body: Type.Object(EmployeeFields), response: { 200: EnvelopeSchema(EmployeeRow) } } }, async (request) =>
    ok(await employees.create(request.body), 'Empleado registrado correctamente'),
  );

  app.post(
    '/aempleado',
    { schema: { tags, summary: 'Actualiza un empleado', body: Type.Object({ ...IdEmpleado, ...EmployeeFields }), response: { 200: EnvelopeSchema(EmployeeRow) } } },
    async (request) => {
      const { idempleado, ...input } = request.body;
      return ok(await employees.update(idempleado, input), 'Empleado actualizado correctamente');
    },
  );

  app.post(
    '/cempleado',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) un empleado', body: Type.Object({ ...IdEmpleado, estado: Estado }), response: { 200: EnvelopeSchema(EmployeeRow) } } },
    async (request) =>
      ok(await employees.setState(request.body.idempleado, request.body.estado), toggledMessage(request.body.estado, 'Empleado activado', 'Empleado desactivado')),
  );

  app.post('/eempleado', { schema: { tags, summary: 'Elimina un empleado', body: Type.Object(IdEmpleado) } }, async (request) => {
    await employees.remove(request.body.idempleado);
    return ok(null, 'Empleado eliminado correctamente');
  });
}
