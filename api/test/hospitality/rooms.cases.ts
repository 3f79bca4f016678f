import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';

export default function roomsCases() {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof caller>;
  let ids: { branch: number; otherBranch: number };
  /** Catalogue ids by name. */
  const cat: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    api = caller(t);
    ids = await demoOwners(t);
    for (const [path, key] of [
      ['/ubicacion', 'idubicacion'],
      ['/tipohabitacion', 'idtipohabitacion'],
      ['/clasehabitacion', 'idclasehabitacion'],
      ['/cama', 'idcama'],
      ['/servicio', 'idservicio'],
    ] as const) {
      const { body } = await api.get(token, path);
      cat[path] = Object.fromEntries(body.detalles.map((r: Record<string, number | string>) => [r.nombre, r[key]]));
    }
  });
  afterAll(() => t.close());

  const roomBody = (numero: string, extra: Record<string, unknown> = {}) => ({
    idsucursal: ids.branch,
    numero,
    idubicacion: cat['/ubicacion']!['Primer piso'],
    idtipohabitacion: cat['/tipohabitacion']!['Doble'],
    descripcion: 'Junto al ascensor',
    ...extra,
  });

  describe('room catalogues', () => {
    it('lists the seeded floors, types with capacity, classes, beds, services and airlines', async () => {
      const { body } = await api.get(token, '/tipohabitacion');
      expect(body.detalles).toContainEqual(expect.objectContaining({ nombre: 'Matrimonial', capacidad: 2, estado: 1 }));
      expect(Object.keys(cat['/ubicacion']!)).toEqual(['Primer piso', 'Segundo piso', 'Tercer piso']);
      expect(cat['/clasehabitacion']).toHaveProperty('Superior');
      expect(cat['/cama']).toHaveProperty('Queen');
      expect(cat['/servicio']).toHaveProperty('Wi-Fi');
      const airlines = await api.get(token, '/aerolinea');
      expect(airlines.body.detalles).toContainEqual(
        expect.objectContaining({ nombre: 'LATAM Airlines', codigo_iata: 'LA' }),
      );
    });
  });

  describe('rooms', () => {
    it('lists the demo rooms with their beds, lowest rate and filters', async () => {
      const all = await api.get(token, `/habitacion?idsucursal=${ids.branch}&pageSize=50`);
      expect(all.body.totalRegistros).toBe(12);
      const suite = all.body.detalles.find((r: { numero: string }) => r.numero === '301');
      expect(suite).toMatchObject({ ubicacion: 'Tercer piso', tipohabitacion: 'Suite', capacidad: 2, camas: '1 King' });
      expect(suite.tarifa_desde).toBe('280.00');
      const occupied = await api.get(token, `/habitacion?idsucursal=${ids.branch}&estado=2`);
      expect(occupied.body.detalles.map((r: { numero: string }) => r.numero)).toEqual(['101', '102', '202', '303']);
      const found = await api.get(token, '/habitacion?q=tercer%20suite');
      expect(found.body.detalles.map((r: { numero: string }) => r.numero)).toEqual(['301', '302']);
    });

    it('registers, updates and deletes a room; its state is 1 available, 2 occupied, 3 cleaning or maintenance', async () => {
      const created = await api.post(token, '/rhabitacion', roomBody(' 105 '));
      expect(created.body).toMatchObject({ status: 200, mensaje: 'Habitación registrada correctamente' });
      const room = created.body.detalles;
      expect(room).toMatchObject({
        numero: '105',
        estado: 1,
        camas: null,
        tarifa_desde: null,
        tipohabitacion: 'Doble',
      });

      const updated = await api.post(token, '/ahabitacion', {
        idhabitacion: room.idhabitacion,
        ...roomBody('105', { idtipohabitacion: cat['/tipohabitacion']!['Triple'], descripcion: '' }),
      });
      expect(updated.body.detalles).toMatchObject({
        tipohabitacion: 'Triple',
        capacidad: 3,
        descripcion: null,
        estado: 1,
      });

      const notices = [];
      for (const estado of [3, 2, 1]) {
        const { body } = await api.post(token, '/chabitacion', { idhabitacion: room.idhabitacion, estado });
        expect(body.detalles.estado).toBe(estado);
        notices.push(body.mensaje);
      }
      expect(notices).toEqual([
        'Habitación 105: en limpieza o mantenimiento',
        'Habitación 105: ocupada',
        'Habitación 105: disponible',
      ]);
      await expectRefused(
        t,
        'habitacion',
        () => api.post(token, '/chabitacion', { idhabitacion: room.idhabitacion, estado: 4 }),
        /Estado de la habitación/,
      );

      await api.post(token, '/chabitacion', { idhabitacion: room.idhabitacion, estado: 2 });
      await expectRefused(
        t,
        'habitacion',
        () => api.post(token, '/ehabitacion', { idhabitacion: room.idhabitacion }),
        'La habitación 105 está ocupada; no se puede eliminar',
      );
      await api.post(token, '/chabitacion', { idhabitacion: room.idhabitacion, estado: 1 });
      await api.post(token, '/rhcama', {
        idhabitacion: room.idhabitacion,
        idcama: cat['/cama']!['Queen'],
        cantidad: 1,
      });
      const removed = await api.post(token, '/ehabitacion', { idhabitacion: room.idhabitacion });
      expect(removed.body).toMatchObject({ status: 200, mensaje: 'Habitación eliminada correctamente' });
      const [left] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int n from habitacion_cama where idhabitacion = ${room.idhabitacion}`,
      );
      expect(left!.n).toBe(0);
      await expectMissing(
        t,
        'habitacion',
        () => api.post(token, '/ahabitacion', { idhabitacion: room.idhabitacion, ...roomBody('105') }),
        'La habitación no existe o fue eliminada',
      );
    });

    it('refuses a repeated number in the branch, a missing or inactive catalogue entry, and writes nothing', async () => {
      await expectRefused(
        t,
        'habitacion',
        () => api.post(token, '/rhabitacion', roomBody('101')),
        'Ya existe la habitación 101 en la sucursal',
      );
      // The same number in the other branch is another room.
      const other = await api.post(token, '/rhabitacion', roomBody('101', { idsucursal: ids.otherBranch }));
      expect(other.body.status).toBe(200);
      await expectRefused(
        t,
        'habitacion',
        () => api.post(token, '/rhabitacion', roomBody('106', { idubicacion: 999999 })),
        'La ubicación no existe o fue eliminada',
      );
      await t.db.execute(sql`update tipo_habitacion set estado = 0 where nombre = 'Familiar'`);
      await expectRefused(
        t,
        'habitacion',
        () =>
          api.post(token, '/rhabitacion', roomBody('106', { idtipohabitacion: cat['/tipohabitacion']!['Familiar'] })),
        'El tipo de habitación está desactivado',
      );
      await t.db.execute(sql`update tipo_habitacion set estado = 1 where nombre = 'Familiar'`);
      await expectRefused(t, 'habitacion', () => api.post(token, '/rhabitacion', roomBody('   ')), /Número/);
    });

    it('keeps a receptionist to the rooms of his branch', async () => {
      const clerk = await scopeUser(t, 'recepcion_hotel', ids.otherBranch, [], ['/room']);
      const clerkToken = await clerk.token();
      const listed = await api.get(clerkToken, '/habitacion?pageSize=100');
      expect(new Set(listed.body.detalles.map((r: { idsucursal: number }) => r.idsucursal))).toEqual(
        new Set([ids.otherBranch]),
      );
      const [mine] = await queryRows<{ idhabitacion: number }>(
        t.db,
        sql`select idhabitacion from habitacion where idsucursal = ${ids.branch} order by idhabitacion limit 1`,
      );
      await expectMissing(
        t,
        'habitacion_cama',
        () =>
          api.post(clerkToken, '/rhcama', {
            idhabitacion: mine!.idhabitacion,
            idcama: cat['/cama']!['King'],
            cantidad: 1,
          }),
        'La habitación no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'habitacion',
        () => api.post(clerkToken, '/rhabitacion', roomBody('B9')),
        'Solo puede registrar habitaciones de su sucursal',
      );
      const own = await api.post(clerkToken, '/rhabitacion', roomBody('B9', { idsucursal: ids.otherBranch }));
      expect(own.body.detalles).toMatchObject({ numero: 'B9', idsucursal: ids.otherBranch });
    });
  });

  describe('beds, classes with rates and services of a room', () => {
    it('adds, changes and removes them, and the room shows its beds and lowest rate', async () => {
      const { body } = await api.post(token, '/rhabitacion', roomBody('107'));
      const id = body.detalles.idhabitacion;

      const bed = await api.post(token, '/rhcama', {
        idhabitacion: id,
        idcama: cat['/cama']!['Una plaza'],
        cantidad: 1,
      });
      expect(bed.body).toMatchObject({
        mensaje: 'Cama agregada a la habitación',
        detalles: { cama: 'Una plaza', cantidad: 1 },
      });
      // The same bed again changes how many.
      await api.post(token, '/rhcama', { idhabitacion: id, idcama: cat['/cama']!['Una plaza'], cantidad: 2 });
      await api.post(token, '/rhcama', { idhabitacion: id, idcama: cat['/cama']!['King'], cantidad: 1 });
      const beds = await api.get(token, `/ghabitacioncama/${id}`);
      expect(beds.body.detalles.map((b: { cama: string; cantidad: number }) => `${b.cantidad} ${b.cama}`)).toEqual([
        '1 King',
        '2 Una plaza',
      ]);
      await expectRefused(
        t,
        'habitacion_cama',
        () => api.post(token, '/rhcama', { idhabitacion: id, idcama: cat['/cama']!['King'], cantidad: 11 }),
        /Cantidad/,
      );

      await api.post(token, '/rhclase', {
        idhabitacion: id,
        idclasehabitacion: cat['/clasehabitacion']!['Superior'],
        precio_noche: '150',
        precio_fin_semana: '180.50',
      });
      const standard = await api.post(token, '/rhclase', {
        idhabitacion: id,
        idclasehabitacion: cat['/clasehabitacion']!['Estándar'],
        precio_noche: '120.00',
        precio_fin_semana: null,
      });
      expect(standard.body.detalles).toMatchObject({
        clase: 'Estándar',
        precio_noche: '120.00',
        precio_fin_semana: null,
      });
      // The same class again changes its rates.
      await api.post(token, '/rhclase', {
        idhabitacion: id,
        idclasehabitacion: cat['/clasehabitacion']!['Estándar'],
        precio_noche: '110.00',
        precio_fin_semana: '130.00',
      });
      await expectRefused(
        t,
        'habitacion_clase',
        () =>
          api.post(token, '/rhclase', {
            idhabitacion: id,
            idclasehabitacion: cat['/clasehabitacion']!['Ejecutiva'],
            precio_noche: '0.00',
          }),
        'La tarifa por noche debe ser mayor que cero',
      );
      const classes = await api.get(token, `/ghabitacionclase/${id}`);
      expect(
        classes.body.detalles.map((c: Record<string, string>) => [c.clase, c.precio_noche, c.precio_fin_semana]),
      ).toEqual([
        ['Estándar', '110.00', '130.00'],
        ['Superior', '150.00', '180.50'],
      ]);

      await api.post(token, '/rhservicio', { idhabitacion: id, idservicio: cat['/servicio']!['Wi-Fi'] });
      await expectRefused(
        t,
        'habitacion_servicio',
        () => api.post(token, '/rhservicio', { idhabitacion: id, idservicio: cat['/servicio']!['Wi-Fi'] }),
        'La habitación ya tiene ese servicio',
      );
      const services = await api.get(token, `/ghabitacionservicio/${id}`);
      expect(services.body.detalles).toEqual([expect.objectContaining({ servicio: 'Wi-Fi' })]);

      const room = await api.get(token, `/habitacion?q=107`);
      expect(room.body.detalles[0]).toMatchObject({ camas: '1 King, 2 Una plaza', tarifa_desde: '110.00' });

      const [king] = beds.body.detalles;
      expect((await api.post(token, '/ehcama', { idhabitacioncama: king.idhabitacioncama })).body.mensaje).toBe(
        'Cama quitada de la habitación',
      );
      await api.post(token, '/ehclase', { idhabitacionclase: classes.body.detalles[0].idhabitacionclase });
      await api.post(token, '/ehservicio', { idhabitacionservicio: services.body.detalles[0].idhabitacionservicio });
      const after = await api.get(token, `/habitacion?q=107`);
      expect(after.body.detalles[0]).toMatchObject({ camas: '2 Una plaza', tarifa_desde: '150.00' });
      expect((await api.get(token, `/ghabitacionservicio/${id}`)).body.detalles).toEqual([]);
      await expectMissing(
        t,
        'habitacion_cama',
        () => api.post(token, '/ehcama', { idhabitacioncama: king.idhabitacioncama }),
        'La cama de la habitación no existe o fue eliminada',
      );
    });
  });
}
