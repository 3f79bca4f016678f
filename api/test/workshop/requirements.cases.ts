import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';

/**
 * Requirements: what a customer asks for a vehicle, with that visit's mileage (it becomes the
 * vehicle's, never lower), pending until a service order takes it; the vehicles with pending ones.
 */
export default function requirementsCases() {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  let vehicle = 0;
  let customer = 0;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    const [row] = await queryRows<{ idvehiculo: number; idpersona: number }>(
      t.db,
      sql`select v.idvehiculo, p.idpersona from vehiculo v, persona p where v.placa = 'F3K-452' and p.numero_documento = '70214589'`,
    );
    vehicle = row!.idvehiculo;
    customer = row!.idpersona;
  });
  afterAll(() => t.close());

  const kmOf = async (idvehiculo: number) =>
    (
      await queryRows<{ km: number }>(
        t.db,
        sql`select kilometraje as km from vehiculo where idvehiculo = ${idvehiculo}`,
      )
    )[0]!.km;

  test('registered pending by the signed-in user; the mileage becomes the vehicle’s and never goes back', async () => {
    const { body } = await api.post(admin, '/rrequerimiento', {
      idvehiculo: vehicle,
      idpersona: customer,
      descripcion: ' Alinear y balancear ',
      kilometraje: 33000,
    });
    expect(body).toMatchObject({
      status: 200,
      mensaje: 'Requerimiento registrado correctamente',
      detalles: {
        placa: 'F3K-452',
        vehiculo: 'Toyota Yaris',
        cliente: 'HUAMÁN TORRES JORGE LUIS',
        documento: 'DNI 70214589',
        descripcion: 'Alinear y balancear',
        kilometraje: 33000,
        estado: 1,
        usuario: 'admin',
      },
    });
    expect(await kmOf(vehicle)).toBe(33000);
    await expectRefused(
      t,
      'requerimiento',
      () =>
        api.post(admin, '/rrequerimiento', {
          idvehiculo: vehicle,
          idpersona: customer,
          descripcion: 'Otro',
          kilometraje: 32999,
        }),
      'El kilometraje no puede ser menor al último registrado del vehículo (33,000 km)',
    );
    // Editing it with its own mileage unchanged is no step back; the read call answers the same row.
    const edited = await api.post(admin, '/arequerimiento', {
      idrequerimiento: body.detalles.idrequerimiento,
      idvehiculo: vehicle,
      idpersona: customer,
      descripcion: 'Alinear, balancear y rotar llantas',
      kilometraje: 33000,
    });
    expect(edited.body).toMatchObject({ status: 200, mensaje: 'Requerimiento actualizado correctamente' });
    const read = await api.get(admin, `/grequerimiento/${body.detalles.idrequerimiento}`);
    expect(read.body.detalles).toEqual(edited.body.detalles);

    const [retired] = await queryRows<{ id: number }>(
      t.db,
      sql`select idvehiculo as id from vehiculo where placa = 'D2M-771'`,
    );
    await expectRefused(
      t,
      'requerimiento',
      () => api.post(admin, '/rrequerimiento', { idvehiculo: retired!.id, idpersona: customer, descripcion: 'x' }),
      'El vehículo está desactivado',
    );
    await expectRefused(
      t,
      'requerimiento',
      () => api.post(admin, '/rrequerimiento', { idvehiculo: vehicle, idpersona: 999999, descripcion: 'x' }),
      /no existe/,
    );
    // A refused requirement changes no mileage either (one transaction).
    expect(await kmOf(vehicle)).toBe(33000);
  });

  test('pending ones of a vehicle, the vehicles with pending ones; annulled, restored, and fixed once an order took it', async () => {
    const created = await api.post(admin, '/rrequerimiento', {
      idvehiculo: vehicle,
      idpersona: customer,
      descripcion: 'Cambiar plumillas',
    });
    const id = created.body.detalles.idrequerimiento;
    const pending = await api.get(admin, `/greqpendientesvehiculo/${vehicle}`);
    expect(pending.body.detalles.map((r: { descripcion: string }) => r.descripcion)).toContain('Cambiar plumillas');
    expect((await api.get(admin, '/greqpendientesvehiculo/999999')).body.mensaje).toBe(
      'El vehículo no existe o fue eliminado',
    );
    const before = (await api.get(admin, '/vehiculosrequerimientos?q=f3k')).body.detalles[0];
    expect(before).toMatchObject({ placa: 'F3K-452', vehiculo: 'Toyota Yaris', pendientes: expect.any(Number) });

    const body = { idrequerimiento: id, idvehiculo: vehicle, idpersona: customer, descripcion: 'Cambiar plumillas' };
    const annulled = await api.post(admin, '/arequerimiento', { ...body, estado: 0 });
    expect(annulled.body.detalles.estado).toBe(0);
    const after = (await api.get(admin, '/vehiculosrequerimientos?q=f3k')).body.detalles[0];
    expect(after.pendientes).toBe(before.pendientes - 1);
    expect((await api.get(admin, '/requerimientos?estado=0&q=plumillas')).body.totalRegistros).toBe(1);
    await api.post(admin, '/arequerimiento', { ...body, estado: 1 });

    // What a service order does to the requirements it takes (the orders come in the next part).
    await t.db.execute(sql`update requerimiento set estado = 2 where idrequerimiento = ${id}`);
    await expectRefused(
      t,
      'requerimiento',
      () => api.post(admin, '/erequerimiento', { idrequerimiento: id }),
      'El requerimiento ya está en una orden de servicio; no se puede eliminar',
    );
    const refused = await api.post(admin, '/arequerimiento', { ...body, descripcion: 'Otra cosa' });
    expect(refused.body).toMatchObject({
      status: 400,
      mensaje: 'El requerimiento ya está en una orden de servicio; no se puede modificar',
    });
    await t.db.execute(sql`update requerimiento set estado = 1 where idrequerimiento = ${id}`);
    const removed = await api.post(admin, '/erequerimiento', { idrequerimiento: id });
    expect(removed.body).toEqual({ status: 200, mensaje: 'Requerimiento eliminado correctamente', detalles: null });
  });

  test('the demo requirements: pending ones, one annulled, one in an order, one attended, newest first', async () => {
    const { body } = await api.get(admin, '/requerimientos?pageSize=50');
    const demo = body.detalles.filter((r: { usuario: string; descripcion: string }) =>
      /Mantenimiento de 85,000|suspensión|pastillas|check engine|parachoques|Cambio de aceite y filtro$/.test(
        r.descripcion,
      ),
    );
    expect(demo.map((r: { placa: string; estado: number }) => [r.placa, r.estado])).toEqual([
      ['F3K-452', 3],
      ['C7T-210', 0],
      ['BXR-908', 2],
      ['F3K-452', 1],
      ['ABC-123', 1],
      ['ABC-123', 1],
    ]);
    const vehicles = await api.get(admin, '/vehiculosrequerimientos');
    expect(vehicles.body.detalles.find((v: { placa: string }) => v.placa === 'ABC-123')).toMatchObject({
      pendientes: 2,
      propietarios: 'QUISPE MAMANI ROSA ELENA',
    });
    expect(vehicles.body.detalles.map((v: { placa: string }) => v.placa)).not.toContain('C7T-210');
  });
}
