import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused } from '../organization/support.js';
import { scopeUser } from '../security/scope-users.js';
import { flat, pdfText } from '../print/pdf.js';

/**
 * The complaints book (issue 28): establishments and their staff, holidays, the legal sheet with its
 * number per establishment and year and its deadline in business days, the answer, the consumer's
 * mails in the outbox, the claimer's data scope and the public form with its limit per address.
 */
export default function complaintsCases() {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin: string;
  let now = Date.parse('2026-03-02T15:00:00Z');
  const establishments: Record<string, number> = {};

  const one = async <T>(text: ReturnType<typeof sql>) => (await queryRows<T>(t.db, text))[0]!;

  beforeAll(async () => {
    // The clock only drives the throttle's waits; the product's days are the database's.
    t = await createTestApp({ complaintsMaxPerAddress: 2 }, { clock: () => new Date(now) });
    api = caller(t);
    admin = await t.login();
    const { body } = await api.get(admin, '/establecimientoreclamo?page=1&pageSize=50');
    for (const row of body.detalles) establishments[row.nombre] = row.idestablecimiento;
  });
  afterAll(() => t.close());

  const LIMA = 'Tienda Lima - Principal';
  const AREQUIPA = 'Tienda Arequipa - Cercado';
  const sheet = (overrides: Record<string, unknown> = {}) => ({
    idestablecimiento: establishments[LIMA],
    nombres: 'ELENA TORRES VILCA',
    idtipodocumento: 1,
    numero_documento: '40123456',
    direccion: 'Jr. Huancavelica 320, Cercado de Lima',
    telefono: '999 888 777',
    email: 'elena.torres@example.com',
    tipo_bien: 'producto',
    monto: '80.00',
    descripcion_bien: 'Taladro percutor 650 W',
    tipo: 'reclamo',
    detalle: 'El taladro dejó de funcionar al segundo uso.',
    pedido: 'Cambio por uno nuevo.',
    ...overrides,
  });
  const mailsOf = async (id: number) =>
    (await api.get(admin, `/correos?page=1&pageSize=10&origen=reclamacion&idorigen=${id}`)).body.detalles as {
      asunto: string;
      para: string;
      estado: string;
      adjuntos: string[];
    }[];

  describe('establishments, their staff and the holidays', () => {
    test('the demo lists its establishments with their staff and pending complaints', async () => {
      const { body } = await api.get(admin, '/establecimientoreclamo?page=1&pageSize=50');
      expect(body.detalles.map((r: { nombre: string }) => r.nombre)).toEqual([AREQUIPA, LIMA, 'Tienda virtual']);
      const lima = body.detalles.find((r: { nombre: string }) => r.nombre === LIMA);
      expect(lima).toMatchObject({ sucursal: expect.any(String), usuarios: 1, pendientes: 3, estado: 1 });
    });

    test('save creates and updates; a missing branch and a missing establishment are refused', async () => {
      const created = await api.post(admin, '/establecimientoreclamo/guardar', {
        nombre: 'Almacén Callao',
        direccion: 'Av. Argentina 3100, Callao',
        idsucursal: null,
      });
      expect(created.body).toMatchObject({ status: 200, mensaje: 'Establecimiento registrado correctamente' });
      const id = created.body.detalles.idestablecimiento;
      const updated = await api.post(admin, '/establecimientoreclamo/guardar', {
        idestablecimiento: id,
        nombre: 'Almacén Callao',
        direccion: 'Av. Argentina 3150, Callao',
        estado: 0,
      });
      expect(updated.body).toMatchObject({
        mensaje: 'Establecimiento actualizado correctamente',
        detalles: { direccion: 'Av. Argentina 3150, Callao', estado: 0 },
      });
      await expectRefused(
        t,
        'establecimiento_reclamo',
        () => api.post(admin, '/establecimientoreclamo/guardar', { nombre: 'X', direccion: 'Y', idsucursal: 999999 }),
        'La sucursal no existe o fue eliminada',
      );
      await expectMissing(
        t,
        'establecimiento_reclamo',
        () => api.post(admin, '/establecimientoreclamo/eliminar', { idestablecimiento: 999999 }),
        'El establecimiento no existe o fue eliminado',
      );
      // An inactive establishment takes no complaints; without complaints it can be deleted.
      await expectRefused(
        t,
        'reclamacion',
        () => api.post(admin, '/reclamacion/guardar', sheet({ idestablecimiento: id })),
        'El establecimiento no recibe reclamaciones (está desactivado)',
      );
      const removed = await api.post(admin, '/establecimientoreclamo/eliminar', { idestablecimiento: id });
      expect(removed.body.mensaje).toBe('Establecimiento eliminado correctamente');
      await expectRefused(
        t,
        'establecimiento_reclamo',
        () => api.post(admin, '/establecimientoreclamo/eliminar', { idestablecimiento: establishments[LIMA] }),
        'El establecimiento tiene reclamaciones registradas; desactívelo en su lugar',
      );
    });

    test('users are assigned once, listed per establishment (0: all) and removed', async () => {
      const [seller] = (
        await api.get(admin, `/establecimientoreclamo/usuarios?idestablecimiento=${establishments[LIMA]}`)
      ).body.detalles;
      expect(seller).toMatchObject({ usuario: 'vendedor', establecimiento: LIMA });
      const added = await api.post(admin, '/establecimientoreclamo/usuarios/guardar', {
        idestablecimiento: establishments[AREQUIPA],
        idusuario: seller.idusuario,
      });
      expect(added.body).toMatchObject({
        mensaje: 'Usuario asignado al establecimiento',
        detalles: { establecimiento: AREQUIPA },
      });
      await expectRefused(
        t,
        'establecimiento_reclamo_usuario',
        () =>
          api.post(admin, '/establecimientoreclamo/usuarios/guardar', {
            idestablecimiento: establishments[AREQUIPA],
            idusuario: seller.idusuario,
          }),
        'El usuario ya atiende las reclamaciones de este establecimiento',
      );
      expect((await api.get(admin, '/establecimientoreclamo/usuarios?idestablecimiento=0')).body.detalles).toHaveLength(
        2,
      );
      const removed = await api.post(admin, '/establecimientoreclamo/usuarios/eliminar', {
        idestablecimiento: establishments[AREQUIPA],
        idusuario: seller.idusuario,
      });
      expect(removed.body.mensaje).toBe('Usuario quitado del establecimiento');
      await expectRefused(
        t,
        'establecimiento_reclamo_usuario',
        () =>
          api.post(admin, '/establecimientoreclamo/usuarios/eliminar', {
            idestablecimiento: establishments[AREQUIPA],
            idusuario: seller.idusuario,
          }),
        'El usuario no atiende las reclamaciones de este establecimiento',
      );
    });

    test('holidays: listed by dates, one per day, updated and removed', async () => {
      const { body } = await api.get(admin, '/feriado?page=1&pageSize=50&desde=2026-12-01&hasta=2026-12-31');
      expect(body.detalles.map((h: { fecha: string }) => h.fecha)).toEqual(['2026-12-08', '2026-12-09', '2026-12-25']);
      await expectRefused(
        t,
        'feriado',
        () => api.post(admin, '/feriado/guardar', { fecha: '2026-12-25', nombre: 'Otra Navidad' }),
        'Ya hay un feriado el 25/12/2026',
      );
      const saved = await api.post(admin, '/feriado/guardar', { fecha: '2028-01-01', nombre: 'Año nuevo' });
      const updated = await api.post(admin, '/feriado/guardar', { ...saved.body.detalles, nombre: 'Año Nuevo' });
      expect(updated.body).toMatchObject({
        mensaje: 'Feriado actualizado correctamente',
        detalles: { nombre: 'Año Nuevo' },
      });
      const removed = await api.post(admin, '/feriado/eliminar', { idferiado: saved.body.detalles.idferiado });
      expect(removed.body.mensaje).toBe('Feriado eliminado correctamente');
    });
  });

  describe('the deadline in business days', () => {
    test('15 business days skip weekends and holidays: filed on Friday 4 Dec 2026, due Wednesday 30 Dec', async () => {
      // Weekends, 8 and 9 December (Inmaculada Concepción, Batalla de Ayacucho) and Christmas are skipped.
      const row = await one<{ limite: string }>(sql`select sumar_dias_habiles('2026-12-04', 15)::text as limite`);
      expect(row.limite).toBe('2026-12-30');
    });

    test('a holiday the administrator adds inside the window moves the next filing’s deadline by one business day', async () => {
      const before = await api.post(admin, '/reclamacion/guardar', sheet());
      const { dia } = await one<{ dia: string }>(
        sql`select sumar_dias_habiles((now() at time zone 'America/Lima')::date, 1)::text as dia`,
      );
      const holiday = await api.post(admin, '/feriado/guardar', { fecha: dia, nombre: 'Día no laborable decretado' });
      const after = await api.post(admin, '/reclamacion/guardar', sheet());
      const { next } = await one<{ next: string }>(
        sql`select sumar_dias_habiles(${before.body.detalles.fecha_limite}::date, 1)::text as next`,
      );
      expect(after.body.detalles.fecha_limite).toBe(next);
      expect(after.body.detalles.dias_restantes).toBe(15);
      await api.post(admin, '/feriado/eliminar', { idferiado: holiday.body.detalles.idferiado });
    });
  });

  describe('the complaint sheet', () => {
    test('filed by the staff: the next number of its establishment and year, a sale linked, the copy in the outbox', async () => {
      const year = await one<{ anio: number; last: number }>(
        sql`select extract(year from now() at time zone 'America/Lima')::int as anio,
                 coalesce((select ultimo from reclamacion_correlativo c where c.idestablecimiento = ${establishments[LIMA]}
                            and c.anio = extract(year from now() at time zone 'America/Lima')), 0) as last`,
      );
      const sale = await one<{ serie: string; numero: number; nombres: string }>(
        sql`select v.serie, v.numero, p.nombres from venta v join persona p using (idpersona) order by v.idventa desc limit 1`,
      );
      const { body } = await api.post(
        admin,
        '/reclamacion/guardar',
        sheet({ comprobante: `${sale.serie}-${sale.numero}` }),
      );
      const numero = `${String(year.last + 1).padStart(6, '0')}-${year.anio}`;
      expect(body).toMatchObject({
        status: 200,
        mensaje: `Reclamación N° ${numero} registrada correctamente. El correo al consumidor quedó en la bandeja de salida.`,
        detalles: {
          numero,
          estado: 1,
          dias_restantes: 15,
          vencida: false,
          origen: 'local',
          tipodocumento: 'DNI',
          comprobante: `${sale.serie}-${String(sale.numero).padStart(8, '0')}`,
          cliente: sale.nombres,
        },
      });
      const [mail] = await mailsOf(body.detalles.idreclamacion);
      expect(mail).toMatchObject({
        asunto: `Hoja de reclamación N° ${numero} - ${LIMA}`,
        para: 'elena.torres@example.com',
        estado: 'bandeja',
        adjuntos: [`Hoja de reclamación ${numero}.pdf`],
      });
    });

    test('refusals write nothing: a wrong document, a minor without guardian, an unknown sale, a missing establishment', async () => {
      const refuse = (payload: Record<string, unknown>, mensaje: string | RegExp) =>
        expectRefused(t, 'reclamacion', () => api.post(admin, '/reclamacion/guardar', sheet(payload)), mensaje);
      await refuse({ numero_documento: '4012345' }, 'El DNI tiene 8 dígitos');
      await refuse({ idtipodocumento: 2, numero_documento: '40123456' }, 'El RUC tiene 11 dígitos');
      await refuse(
        { menor_edad: true, apoderado: ' ' },
        'Indique el nombre del padre, madre o apoderado del menor de edad',
      );
      await refuse({ comprobante: 'B999-77' }, 'El comprobante B999-77 no existe');
      await refuse({ monto: '0' }, 'El monto reclamado debe ser mayor que cero');
      await refuse({ tipo: 'sugerencia' }, /Tipo de reclamación/);
      await expectMissing(
        t,
        'reclamacion',
        () => api.post(admin, '/reclamacion/guardar', sheet({ idestablecimiento: 999999 })),
        'El establecimiento no existe o fue eliminado',
      );
      expect(await one<{ n: number }>(sql`select count(*)::int as n from correo where asunto like '%999%'`)).toEqual({
        n: 0,
      });
    });

    test('answered once: 0 accepts, 2 rejects; the answer reaches the outbox and prints on the sheet', async () => {
      const filed = (await api.post(admin, '/reclamacion/guardar', sheet({ nombres: 'RAÚL CCAHUANA PUMA' }))).body
        .detalles;
      await expectRefused(
        t,
        'reclamacion',
        () =>
          api.post(admin, '/reclamacion/responder', { idreclamacion: filed.idreclamacion, estado: 1, respuesta: 'x' }),
        'Elija aceptar (0) o rechazar (2) la reclamación',
      );
      const respuesta = 'Cambiamos el taladro por uno nuevo; puede recogerlo en tienda.';
      const answered = await api.post(admin, '/reclamacion/responder', {
        idreclamacion: filed.idreclamacion,
        estado: 0,
        respuesta,
      });
      expect(answered.body).toMatchObject({
        mensaje: 'Reclamación aceptada. El correo al consumidor quedó en la bandeja de salida.',
        detalles: { estado: 0, respuesta, dias_restantes: null, usuario_respuesta: 'Administrador Demo' },
      });
      expect(answered.body.detalles.fecha_respuesta).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const again = await api.post(admin, '/reclamacion/responder', {
        idreclamacion: filed.idreclamacion,
        estado: 2,
        respuesta: 'Otra',
      });
      expect(again.body.mensaje).toBe('La reclamación ya fue respondida');
      const mails = await mailsOf(filed.idreclamacion);
      expect(mails.map((m) => m.asunto).sort()).toEqual(
        [
          `Hoja de reclamación N° ${filed.numero} - ${LIMA}`,
          `Respuesta a su hoja de reclamación N° ${filed.numero}`,
        ].sort(),
      );

      const pdf = await api.get(admin, `/pdfreclamaciona4/${filed.idreclamacion}`);
      expect(pdf.res.headers['content-type']).toBe('application/pdf');
      const text = flat(pdfText(pdf.res.rawPayload));
      expect(text).toContain(`N° ${filed.numero}`);
      expect(text).toContain('RAÚL CCAHUANA PUMA');
      expect(text).toContain(respuesta);
      expect(text).toContain('Aceptada');
    });

    test('the list: pending by default, every state with -1, overdue and due-soon terms, alerts that agree', async () => {
      const list = async (query: string) =>
        (await api.get(admin, `/reclamacion?page=1&pageSize=100${query}`)).body.detalles as {
          estado: number;
          vencida: boolean;
          dias_restantes: number | null;
          nombres: string;
        }[];
      const pending = await list('');
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((r) => r.estado === 1)).toBe(true);
      const all = await list('&estado=-1');
      expect(new Set(all.map((r) => r.estado))).toEqual(new Set([0, 1, 2]));
      const overdue = await list('&plazo=vencidas');
      // The demo's sheet filed 26 days ago is past its 15 business days.
      expect(overdue.map((r) => r.nombres)).toContain('ROSA QUISPE MAMANI');
      expect(overdue.every((r) => r.vencida && r.dias_restantes! < 0)).toBe(true);
      const soon = await list('&plazo=por_vencer');
      expect(soon.every((r) => !r.vencida && r.dias_restantes! <= 3)).toBe(true);
      const alerts = (await api.get(admin, '/reclamacion/alertas')).body.detalles;
      expect(alerts).toEqual({ pendientes: pending.length, por_vencer: soon.length, vencidas: overdue.length });
      expect((await list(`&estado=-1&idestablecimiento=${establishments[AREQUIPA]}`)).map((r) => r.nombres)).toEqual([
        'MATEO QUISPE ROJAS',
      ]);
      expect((await list('&estado=-1&q=quispe rosa')).map((r) => r.nombres)).toEqual(['ROSA QUISPE MAMANI']);
    });
  });

  describe('data scope: a claimer works only with the complaints of the establishments he attends', () => {
    test('his list, prints, answers and filings stay within his establishments; the grants widen it', async () => {
      const idsucursal = (
        await one<{ id: number }>(sql`select idsucursal as id from establecimiento_reclamo where nombre = ${LIMA}`)
      ).id;
      const claimer = await scopeUser(t, 'reclamos.lima', idsucursal, [], ['/complaints_book'], 'claimer');
      await api.post(admin, '/establecimientoreclamo/usuarios/guardar', {
        idestablecimiento: establishments[LIMA],
        idusuario: claimer.idusuario,
      });
      const token = await claimer.token();
      const mine = (await api.get(token, '/reclamacion?page=1&pageSize=100&estado=-1')).body.detalles;
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((r: { establecimiento: string }) => r.establecimiento))).toEqual(new Set([LIMA]));
      const foreign = await one<{ id: number }>(
        sql`select idreclamacion as id from reclamacion where idestablecimiento = ${establishments[AREQUIPA]} limit 1`,
      );
      const missing = { status: 400, mensaje: 'La reclamación no existe o fue eliminada', detalles: null };
      const print = await api.get(token, `/pdfreclamaciona4/${foreign.id}`);
      expect([print.res.statusCode, print.body]).toEqual([404, missing]);
      await expectMissing(
        t,
        'reclamacion',
        () => api.post(token, '/reclamacion/responder', { idreclamacion: foreign.id, estado: 0, respuesta: 'No' }),
        'La reclamación no existe o fue eliminada',
      );
      await expectMissing(
        t,
        'reclamacion',
        () => api.post(token, '/reclamacion/guardar', sheet({ idestablecimiento: establishments[AREQUIPA] })),
        'El establecimiento no existe o fue eliminado',
      );
      const filed = await api.post(token, '/reclamacion/guardar', sheet());
      expect(filed.body.status).toBe(200);
      // The establishments screen is not his: 403.
      expect((await api.get(token, '/establecimientoreclamo/usuarios?idestablecimiento=0')).res.statusCode).toBe(403);

      const boss = await scopeUser(
        t,
        'reclamos.jefe',
        idsucursal,
        ['otros_usuarios', 'todas_sucursales'],
        ['/complaints_book'],
        'admin-complaints',
      );
      const everything = (await api.get(await boss.token(), '/reclamacion?page=1&pageSize=100&estado=-1')).body
        .detalles;
      expect(everything.length).toBeGreaterThan(mine.length);
    });
  });

  describe('the public complaints book', () => {
    const file = (payload: object, address = '10.9.0.1') =>
      t.call(undefined, { method: 'POST', url: '/api/libroreclamaciones', payload, remoteAddress: address });

    test('lists the provider and its active establishments without a session', async () => {
      const { res, body } = await t.call(undefined, { method: 'GET', url: '/api/libroreclamaciones' });
      expect(res.statusCode).toBe(200);
      expect(body.detalles).toMatchObject({ ruc: '20000000001', plazo: 15 });
      expect(body.detalles.establecimientos.map((e: { nombre: string }) => e.nombre)).toEqual([
        AREQUIPA,
        LIMA,
        'Tienda virtual',
      ]);
    });

    test('a consumer files a sheet: its number, the copy by its code and in the outbox; the e-mail is required', async () => {
      const noMail = await file(sheet({ email: '' }), '10.9.0.9');
      expect(noMail.res.statusCode).toBe(400);
      const { body } = await file(
        sheet({ idestablecimiento: establishments['Tienda virtual'], nombres: 'SONIA LLANOS' }),
      );
      expect(body).toMatchObject({
        status: 200,
        mensaje: `Su reclamación N° ${body.detalles.numero} fue registrada.`,
        detalles: {
          establecimiento: 'Tienda virtual',
          correo: 'bandeja',
          codigo: expect.stringMatching(/^[\w-]{24}$/),
        },
      });
      const copy = await t.call(undefined, { method: 'GET', url: `/api/hojareclamacion/${body.detalles.codigo}` });
      expect(copy.res.headers['content-type']).toBe('application/pdf');
      expect(flat(pdfText(copy.res.rawPayload))).toContain('SONIA LLANOS');
      const wrong = await t.call(undefined, { method: 'GET', url: `/api/hojareclamacion/${'x'.repeat(24)}` });
      expect(wrong.body.mensaje).toBe('La hoja de reclamación no existe o fue eliminada');
      const row = await one<{ id: number; origen: string }>(
        sql`select idreclamacion as id, origen from reclamacion where codigo_acceso = ${body.detalles.codigo}`,
      );
      expect(row.origen).toBe('web');
      expect((await mailsOf(row.id)).map((m) => m.para)).toEqual(['elena.torres@example.com']);
    });

    test('limited per client address like the tracking: a clear 429, nothing written, other addresses go on', async () => {
      await file(sheet(), '10.9.0.2');
      await file(sheet(), '10.9.0.2');
      const before = await one<{ n: number }>(sql`select count(*)::int as n from reclamacion`);
      const refused = await file(sheet(), '10.9.0.2');
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        429,
        'Demasiadas reclamaciones registradas desde su conexión. Espere 1 minuto e intente nuevamente.',
      ]);
      expect(await one<{ n: number }>(sql`select count(*)::int as n from reclamacion`)).toEqual(before);
      expect((await file(sheet(), '10.9.0.3')).res.statusCode).toBe(200);
      now += 61_000;
      expect((await file(sheet(), '10.9.0.2')).res.statusCode).toBe(200);
    });
  });
}
