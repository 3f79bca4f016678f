import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused } from '../organization/support.js';
import { demoOwners, menusForEveryScreen, scopeUser } from '../security/scope-users.js';
import { demoRooms, inDays } from './support.js';

export default function bookingsCases() {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof caller>;
  let rooms: Awaited<ReturnType<typeof demoRooms>>;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    api = caller(t);
    rooms = await demoRooms(t);
  });
  afterAll(() => t.close());

  const dmy = (iso: string) => iso.split('-').reverse().join('/');
  const book = (titular: string, estancias: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    api.post(token, '/reserva', {
      idsucursal: rooms.idsucursal,
      titular,
      telefono: '987654321',
      observacion: null,
      estancias,
      ...extra,
    });
  const stay = (numero: string, f1: number, f2: number, idclasehabitacion: number | null = null) => ({
    idhabitacion: rooms.room(numero),
    idclasehabitacion,
    f1: inDays(f1),
    f2: inDays(f2),
  });

  describe('bookings and stays', () => {
    it('books two rooms at their rates; a stay is read back and listed on the grid range', async () => {
      const { body } = await book('Lucía Quispe', [stay('201', 2, 5), stay('103', 2, 4)]);
      expect(body).toMatchObject({ status: 200, mensaje: 'Reserva registrada correctamente' });
      expect(
        body.detalles.map((s: Record<string, unknown>) => [s.numero, s.noches, s.precio_noche, s.clase, s.estado]),
      ).toEqual([
        ['103', 2, '120.00', 'Estándar', 1],
        ['201', 3, '150.00', 'Estándar', 1],
      ]);
      const [first] = body.detalles;
      const read = await api.get(token, `/aestancia/${first.reserva_estancia_id}`);
      expect(read.body.detalles).toMatchObject({
        titular: 'Lucía Quispe',
        f1: inDays(2),
        f2: inDays(4),
        ubicacion: 'Primer piso',
      });

      const grid = await api.get(
        token,
        `/reserva?desde=${inDays(4)}&hasta=${inDays(10)}&idsucursal=${rooms.idsucursal}`,
      );
      // 103 leaves on day 4 (its last night is day 3): not on a grid starting on day 4; 201 is.
      const lucia = grid.body.detalles.filter((s: { titular: string }) => s.titular === 'Lucía Quispe');
      expect(lucia.map((s: { numero: string }) => s.numero)).toEqual(['201']);
    });

    it('refuses a second stay on a night of the room, naming the other stay; the departure day can be the next arrival', async () => {
      const first = await book('Carlos Mendoza', [stay('301', 10, 13)]);
      const idreserva = first.body.detalles[0].idreserva;
      await expectRefused(
        t,
        'reserva',
        () => book('Ana Torres', [stay('301', 12, 14)]),
        `La habitación 301 ya está tomada del ${dmy(inDays(10))} al ${dmy(inDays(13))} por la reserva N° ${idreserva} de Carlos Mendoza`,
      );
      // A booking of two rooms is all or nothing: the free room is not kept when the other is taken.
      await expectRefused(
        t,
        'reserva_estancia',
        () => book('Ana Torres', [stay('304', 12, 14), stay('301', 11, 12)]),
        /La habitación 301 ya está tomada/,
      );
      const next = await book('Ana Torres', [stay('301', 13, 15, null)]);
      expect(next.body.status).toBe(200);
    });

    it('refuses bad dates, a room without rate or class, another branch’s room, and writes nothing', async () => {
      await expectRefused(
        t,
        'reserva',
        () => book('X', [stay('201', 5, 5)]),
        'La fecha de salida debe ser posterior a la fecha de ingreso',
      );
      await expectRefused(
        t,
        'reserva',
        () => book('X', [stay('201', -1, 2)]),
        'La fecha de ingreso no puede ser anterior a hoy',
      );
      await expectRefused(
        t,
        'reserva',
        () => book('X', [stay('101', 20, 21, 3)]),
        'La habitación 101 no se ofrece en esa clase',
      );
      const created = await api.post(token, '/rhabitacion', {
        idsucursal: rooms.idsucursal,
        numero: '401',
        idubicacion: 1,
        idtipohabitacion: 1,
        descripcion: null,
      });
      await expectRefused(
        t,
        'reserva',
        () => book('X', [{ ...stay('201', 20, 21), idhabitacion: created.body.detalles.idhabitacion }]),
        'La habitación 401 no tiene tarifa; agregue una clase con su tarifa en Habitaciones',
      );
      const { otherBranch } = await demoOwners(t);
      await expectRefused(
        t,
        'reserva',
        () => book('X', [stay('201', 20, 21)], { idsucursal: otherBranch }),
        'La habitación 201 es de otra sucursal',
      );
    });

    it('moves a stay to other dates and to another room (pfreserva), refusing a taken night', async () => {
      const { body } = await book('Rosa Huamán', [stay('203', 20, 22)]);
      const id = body.detalles[0].reserva_estancia_id;
      const moved = await api.post(token, '/pfreserva', {
        reserva_estancia_id: id,
        f1: inDays(21),
        f2: inDays(24),
        h: rooms.room('203'),
      });
      expect(moved.body).toMatchObject({
        mensaje: 'Estancia movida correctamente',
        detalles: { noches: 3, numero: '203', precio_noche: '180.00' },
      });
      const other = await book('Pedro Salas', [stay('204', 22, 23)]);
      await expectRefused(
        t,
        'reserva_estancia',
        () =>
          api.post(token, '/pfreserva', {
            reserva_estancia_id: id,
            f1: inDays(21),
            f2: inDays(24),
            h: rooms.room('204'),
          }),
        `La habitación 204 ya está tomada del ${dmy(inDays(22))} al ${dmy(inDays(23))} por la reserva N° ${other.body.detalles[0].idreserva} de Pedro Salas`,
      );
      // Another room takes that room's rate.
      const toSuite = await api.post(token, '/pfreserva', {
        reserva_estancia_id: id,
        f1: inDays(21),
        f2: inDays(24),
        h: rooms.room('301'),
      });
      expect(toSuite.body.detalles).toMatchObject({ numero: '301', precio_noche: '280.00', clase: 'Superior' });
    });

    it('cancels a stay (dreserva): its nights are free again; a block for maintenance takes nights without a rate', async () => {
      const { body } = await book('Jorge Ríos', [stay('202', 30, 32)]);
      const id = body.detalles[0].reserva_estancia_id;
      const cancelled = await api.post(token, '/dreserva', { reserva_estancia_id: id });
      expect(cancelled.body.mensaje).toBe('Estancia anulada correctamente');
      expect((await api.get(token, `/aestancia/${id}`)).body.detalles.estado).toBe(4);
      await expectRefused(
        t,
        'reserva_estancia',
        () => api.post(token, '/dreserva', { reserva_estancia_id: id }),
        'La estancia está anulada; no se puede anular',
      );

      const block = await book('Mantenimiento de grifería', [stay('202', 30, 33)], { bloqueo: true });
      expect(block.body.detalles[0]).toMatchObject({ estado: 5, precio_noche: null });
      await expectRefused(
        t,
        'reserva',
        () => book('Luis Vega', [stay('202', 31, 32)]),
        `La habitación 202 ya está tomada del ${dmy(inDays(30))} al ${dmy(inDays(33))} (bloqueada por mantenimiento)`,
      );
    });

    it('keeps a receptionist to the bookings of her branch', async () => {
      const { otherBranch } = await demoOwners(t);
      await menusForEveryScreen(t); // the grid's menu arrives with its screen
      const clerk = await scopeUser(t, 'recepcion_reservas', otherBranch, [], ['/grid']);
      const clerkToken = await clerk.token();
      const { body } = await book('Elena Paredes', [stay('201', 40, 41)]);
      const id = body.detalles[0].reserva_estancia_id;
      const grid = await api.get(clerkToken, `/reserva?desde=${inDays(40)}&hasta=${inDays(41)}`);
      expect(grid.body.detalles).toEqual([]);
      await expectMissing(
        t,
        'reserva_estancia',
        () => api.post(clerkToken, '/dreserva', { reserva_estancia_id: id }),
        'La estancia no existe o fue eliminada',
      );
      const rows = await api.get(clerkToken, `/greservapth?desde=${inDays(40)}&hasta=${inDays(41)}`);
      expect(rows.body.detalles.every((r: { idsucursal: number }) => r.idsucursal === otherBranch)).toBe(true);
      await expectMissing(
        t,
        'reserva',
        () => api.post(clerkToken, '/pelhreserva', { idreserva: body.detalles[0].idreserva }),
        'La reserva no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'reserva',
        () =>
          api.post(clerkToken, '/reserva', {
            idsucursal: rooms.idsucursal,
            titular: 'X',
            estancias: [stay('201', 50, 51)],
          }),
        'La habitación no existe o fue eliminada',
      );
    });

    it('draws the grid (greservapth) and its foot (rresumen); edits (ureservapth) and cancels (pelhreserva) a whole booking', async () => {
      const range = `desde=${inDays(300)}&hasta=${inDays(303)}&idsucursal=${rooms.idsucursal}`;
      const { body } = await book('Grupo Andino', [stay('201', 300, 302), stay('103', 301, 303)]);
      const idreserva = body.detalles[0].idreserva;
      await book('Pintura', [stay('202', 300, 301)], { bloqueo: true });

      const grid = (await api.get(token, `/greservapth?${range}`)).body.detalles;
      const roomsOfBranch = grid.length;
      expect(grid[0].ubicacion).toBe('Primer piso');
      const row = (numero: string) => grid.find((r: { numero: string }) => r.numero === numero);
      expect(row('201').estancias.map((s: { titular: string; f1: string }) => [s.titular, s.f1])).toEqual([
        ['Grupo Andino', inDays(300)],
      ]);
      expect(row('202').estancias[0].estado).toBe(5);
      expect(row('204').estancias).toEqual([]);

      const foot = (await api.get(token, `/rresumen?${range}`)).body.detalles;
      expect(
        foot.map((n: Record<string, number>) => [n.ocupadas, n.bloqueadas, n.libres, n.llegadas, n.salidas]),
      ).toEqual([
        [1, 1, roomsOfBranch - 2, 1, 0],
        [2, 0, roomsOfBranch - 2, 1, 0],
        [1, 0, roomsOfBranch - 1, 0, 1],
        [0, 0, roomsOfBranch, 0, 1],
      ]);
      expect(foot.map((n: { fecha: string }) => n.fecha)).toEqual([300, 301, 302, 303].map(inDays));

      const edited = await api.post(token, '/ureservapth', {
        idreserva,
        titular: 'Grupo Andino SAC',
        telefono: '',
        observacion: 'Llegan en bus',
      });
      expect(edited.body.mensaje).toBe('Reserva actualizada correctamente');
      expect(edited.body.detalles.map((s: Record<string, unknown>) => [s.titular, s.telefono, s.observacion])).toEqual([
        ['Grupo Andino SAC', null, 'Llegan en bus'],
        ['Grupo Andino SAC', null, 'Llegan en bus'],
      ]);

      const cancelled = await api.post(token, '/pelhreserva', { idreserva });
      expect(cancelled.body.mensaje).toBe('Reserva anulada correctamente');
      const after = (await api.get(token, `/rresumen?${range}`)).body.detalles;
      expect(after.map((n: { ocupadas: number }) => n.ocupadas)).toEqual([0, 0, 0, 0]);
      await expectRefused(
        t,
        'reserva',
        () => api.post(token, '/pelhreserva', { idreserva }),
        `La reserva N° ${idreserva} ya está anulada`,
      );
      await expectRefused(
        t,
        'reserva',
        () => api.post(token, '/ureservapth', { idreserva, titular: 'Otro', telefono: null, observacion: null }),
        `La reserva N° ${idreserva} está finalizada o anulada; no se puede modificar`,
      );
    });

    it('registers the guests of a stay (rhuespedr): one main guest, companions up to the capacity; removes one (dhuespedr)', async () => {
      const professions = (await api.get(token, '/gprofesion')).body.detalles;
      const teacher = professions.find((p: { nombre: string }) => p.nombre === 'Docente').idprofesion;
      const { body } = await book('Ana Torres', [stay('103', 60, 62)]); // 103: Doble, 2 guests
      const id = body.detalles[0].reserva_estancia_id;
      const guest = (
        numero_documento: string,
        nombres: string,
        principal: boolean,
        extra: Record<string, unknown> = {},
      ) =>
        api.post(token, '/rhuespedr', {
          reserva_estancia_id: id,
          tipo_documento: '1',
          numero_documento,
          nombres,
          nacionalidad: 'PE',
          idprofesion: null,
          procedencia: 'Cusco',
          principal,
          ...extra,
        });
      await guest('45871236', 'Ana Torres', true, { idprofesion: teacher });
      const second = await guest('AB123456', 'John Smith', true, {
        tipo_documento: '7',
        nacionalidad: 'US',
        procedencia: '',
      });
      expect(second.body.mensaje).toBe('Huésped registrado correctamente');
      // The new main guest goes first; Ana becomes a companion.
      expect(
        second.body.detalles.map((g: Record<string, unknown>) => [g.nombres, g.principal, g.profesion, g.procedencia]),
      ).toEqual([
        ['John Smith', true, null, null],
        ['Ana Torres', false, 'Docente', 'Cusco'],
      ]);
      await expectRefused(
        t,
        'reserva_estancia_huesped',
        () => guest('70011122', 'Rosa Huamán', false),
        'La habitación 103 (Doble) admite 2 huéspedes',
      );
      // The same document again updates the guest, even when the room is full.
      const again = await guest('45871236', 'Ana Torres Vega', false);
      expect(again.body.detalles[1].nombres).toBe('Ana Torres Vega');

      const read = (await api.get(token, `/ghuespedes/${id}`)).body.detalles;
      const removed = await api.post(token, '/dhuespedr', {
        reserva_estancia_huesped_id: read[1].reserva_estancia_huesped_id,
      });
      expect(removed.body.mensaje).toBe('Huésped quitado de la estancia');
      expect(
        (await api.get(token, `/ghuespedes/${id}`)).body.detalles.map((g: { nombres: string }) => g.nombres),
      ).toEqual(['John Smith']);

      await api.post(token, '/dreserva', { reserva_estancia_id: id });
      await expectRefused(
        t,
        'reserva_estancia_huesped',
        () => guest('70011122', 'Rosa Huamán', false),
        'La estancia está anulada; no admite huéspedes',
      );
    });
  });
}
