import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused, multipart } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';

/**
 * The intake inventory of a service order (issue 26, fourth part): fuel, mileage, observations,
 * the accessories checklist, photos through core/images.ts, the signed sheet read back from the PDF
 * (its text and its pictures); several technicians per order, each seeing it and a third not; a
 * photo with a technician's pause note.
 */
export default function intakeCases() {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  let vehicle = 0;
  let customer = 0;
  let warehouse = 0;
  let accessories: { idaccesorio: number; nombre: string }[] = [];
  let inactiveAccessory = 0;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    const [row] = await queryRows<{ idvehiculo: number; idpersona: number; idalmacen: number }>(
      t.db,
      sql`select v.idvehiculo, p.idpersona, (select min(idalmacen) from almacen where estado = 1) as idalmacen
          from vehiculo v, persona p where v.placa = 'F3K-452' and p.numero_documento = '70214589'`,
    );
    ({ idvehiculo: vehicle, idpersona: customer, idalmacen: warehouse } = row!);
    accessories = await queryRows(
      t.db,
      sql`select idaccesorio, nombre from accesorio_vehiculo where estado = 1 order by nombre limit 2`,
    );
    const [off] = await queryRows<{ idaccesorio: number }>(
      t.db,
      sql`select idaccesorio from accesorio_vehiculo where estado = 0 limit 1`,
    );
    inactiveAccessory = off!.idaccesorio;
    // A phone-sized photo (2000 × 1500): stored reduced to 1280 × 960.
    photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const newOrder = async (extra: object = {}) =>
    (
      await api.post(admin, '/rordenservicio', {
        idvehiculo: vehicle,
        idpersona: customer,
        idalmacen: warehouse,
        falla: 'Revisión general',
        items: [],
        ...extra,
      })
    ).body.detalles;

  async function upload(token: string, fields: Record<string, string>, data: Buffer, filename = 'foto.jpg') {
    const form = await multipart([
      ...Object.entries(fields),
      ['foto', { filename, data, type: 'image/jpeg' }],
    ] as Parameters<typeof multipart>[0]);
    return t.call(token, { method: 'POST', url: '/api/rinventariofoto', ...form });
  }

  test('the intake inventory: fuel, mileage, observations, accessories and photos; its refusals write nothing; the signed sheet prints them', async () => {
    const order = await newOrder();
    const id = order.idordenservicio as number;

    const observed = (
      await api.post(admin, '/rinventarioobservacion', {
        idordenservicio: id,
        combustible: 4,
        kilometraje: 61250,
        observaciones: 'Rayón en la puerta trasera izquierda',
      })
    ).body;
    expect(observed).toMatchObject({
      status: 200,
      mensaje: 'Inventario de ingreso guardado',
      detalles: { idordenservicio: id, combustible: 4, kilometraje: 61250, accesorios: [], fotos: [] },
    });
    // Saved again: the one row changes.
    await api.post(admin, '/rinventarioobservacion', {
      idordenservicio: id,
      combustible: 3,
      kilometraje: 61250,
      observaciones: 'Rayón en la puerta trasera izquierda',
    });
    expect(
      await queryRows(t.db, sql`select combustible from orden_servicio_inventario where idordenservicio = ${id}`),
    ).toEqual([{ combustible: 3 }]);
    await expectRefused(
      t,
      'orden_servicio_inventario',
      () => api.post(admin, '/rinventarioobservacion', { idordenservicio: id, combustible: 9 }),
      /Combustible/,
    );

    const [first, second] = accessories;
    const added = (
      await api.post(admin, '/rinventarioaccesorio', {
        idordenservicio: id,
        idaccesorio: first!.idaccesorio,
        estado: 2,
        observacion: 'Sin seguro',
      })
    ).body.detalles;
    await api.post(admin, '/rinventarioaccesorio', { idordenservicio: id, idaccesorio: second!.idaccesorio });
    await expectRefused(
      t,
      'orden_servicio_accesorio',
      () => api.post(admin, '/rinventarioaccesorio', { idordenservicio: id, idaccesorio: first!.idaccesorio }),
      `Error al guardar accesorio en el inventario: ${first!.nombre} ya está en el inventario de la orden`,
    );
    await expectRefused(
      t,
      'orden_servicio_accesorio',
      () => api.post(admin, '/rinventarioaccesorio', { idordenservicio: id, idaccesorio: inactiveAccessory }),
      /^Error al guardar accesorio en el inventario: .+ está desactivado$/,
    );
    expect(added.accesorios).toEqual([
      {
        idinventarioaccesorio: expect.any(Number),
        idaccesorio: first!.idaccesorio,
        accesorio: first!.nombre,
        cantidad: 1,
        estado: 2,
        observacion: 'Sin seguro',
      },
    ]);

    // Photos: resized and re-encoded as JPEG; not an image, or too large, is refused and nothing kept.
    const saved = await upload(admin, { idordenservicio: String(id), descripcion: 'Lado izquierdo' }, photo);
    expect(saved.body.mensaje).toBe('Foto guardada en la orden');
    const kept = saved.body.detalles.fotos;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      idtiempo: null,
      descripcion: 'Lado izquierdo',
      ancho: 1280,
      alto: 960,
      usuario: 'admin',
    });
    expect(kept[0].imagen.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    await expectRefused(
      t,
      'orden_servicio_foto',
      () => upload(admin, { idordenservicio: String(id) }, Buffer.from('<html>no soy una foto</html>'), 'foto.jpg'),
      'Error al guardar foto en el inventario: solo se aceptan imágenes PNG, JPEG o WebP',
    );
    await expectRefused(
      t,
      'orden_servicio_foto',
      () => upload(admin, { idordenservicio: String(id) }, Buffer.concat([photo, Buffer.alloc(8 * 1024 * 1024)])),
      'Error al guardar foto en el inventario: la imagen supera 8 MB',
    );
    // A stretch of another order is not this photo's note.
    const other = await newOrder({ falla: 'Otra orden' });
    await api.post(admin, '/tordenservicio', { idordenservicio: other.idordenservicio, accion: 1 });
    const [stretch] = await queryRows<{ idtiempo: number }>(
      t.db,
      sql`select idtiempo from orden_servicio_tiempo where idordenservicio = ${other.idordenservicio}`,
    );
    await expectRefused(
      t,
      'orden_servicio_foto',
      () => upload(admin, { idordenservicio: String(id), idtiempo: String(stretch!.idtiempo) }, photo),
      'Error al guardar foto en el inventario: el tiempo indicado es de otra orden',
    );
    const second2 = (await upload(admin, { idordenservicio: String(id) }, photo)).body.detalles.fotos;
    expect(second2).toHaveLength(2);
    const removed = (await api.post(admin, '/einventariofoto', { idfoto: second2[1].idfoto })).body;
    expect([removed.mensaje, removed.detalles.fotos.length]).toEqual(['Foto eliminada de la orden', 1]);

    const read = (await api.get(admin, `/ginventarioaccesoriosorden/${id}`)).body.detalles;
    expect(read).toMatchObject({
      combustible: 3,
      kilometraje: 61250,
      observaciones: 'Rayón en la puerta trasera izquierda',
    });
    expect(read.accesorios.map((a: { accesorio: string }) => a.accesorio)).toEqual([first!.nombre, second!.nombre]);

    // The sheet the customer signs, from the saved records: text, and the photo drawn as a picture.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/pdfinventarioordenservicioa4/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'intake-'));
    writeFileSync(join(dir, 'inv.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'inv.pdf'), '-'], { encoding: 'utf8' });
    for (const expected of [
      'INVENTARIO DE RECEPCIÓN',
      '3/8',
      '61,250',
      first!.nombre,
      'Regular — Sin seguro',
      second!.nombre,
      'Bueno',
      'Rayón en la puerta trasera izquierda',
      'FOTOS DE INGRESO',
      'Lado izquierdo',
      'Firma del cliente',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    const images = execFileSync('pdfimages', ['-list', join(dir, 'inv.pdf')], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s+\d+\s+\d+\s+image/.test(l));
    expect(images.map((l) => l.trim().split(/\s+/).slice(3, 5))).toEqual([['1280', '960']]);

    // The accessory removed; a finished order's inventory no longer changes.
    const without = (
      await api.post(admin, '/einventarioaccesorio', {
        idinventarioaccesorio: read.accesorios[0].idinventarioaccesorio,
      })
    ).body.detalles;
    expect(without.accesorios.map((a: { accesorio: string }) => a.accesorio)).toEqual([second!.nombre]);
    await api.post(admin, '/cordenservicio', { idordenservicio: id, estado: 2 });
    await api.post(admin, '/cordenservicio', { idordenservicio: id, estado: 3 });
    await expectRefused(
      t,
      'orden_servicio_accesorio',
      () => api.post(admin, '/rinventarioaccesorio', { idordenservicio: id, idaccesorio: first!.idaccesorio }),
      'Error al guardar accesorio en el inventario: la orden de servicio está terminada; no se puede modificar',
    );
    await expectRefused(
      t,
      'orden_servicio_foto',
      () => upload(admin, { idordenservicio: String(id) }, photo),
      'Error al guardar foto en el inventario: la orden de servicio está terminada; no se puede modificar',
    );
  });

  /** A technician: an employee with a user who holds only the technician's view, without grants. */
  async function technician(usuario: string, documento: string, idsucursal: number) {
    const user = await scopeUser(t, usuario, idsucursal, [], ['/attention_service_orders'], 'tech');
    const [row] = await queryRows<{ idempleado: number }>(
      t.db,
      sql`insert into empleado (idtipodocumento, numero_documento, nombres, apellidos, cargo, idusuario)
        select idtipodocumento, ${documento}, ${usuario}, 'Prueba', 'Técnico', ${user.idusuario}
          from tipo_documento order by idtipodocumento limit 1 returning idempleado`,
    );
    return { idempleado: row!.idempleado, token: await user.token() };
  }

  test('several technicians per order: the main one and a helper see it and work on it, a third does not; a photo goes with a pause note', async () => {
    const [home] = await queryRows<{ idsucursal: number }>(
      t.db,
      sql`select idsucursal from almacen where idalmacen = ${warehouse}`,
    );
    await demoOwners(t);
    const ana = await technician('ana', '41000001', home!.idsucursal);
    const beto = await technician('beto', '41000002', home!.idsucursal);
    const ciro = await technician('ciro', '41000003', home!.idsucursal);
    const order = await newOrder({ idempleado: ana.idempleado, ayudantes: [beto.idempleado, ana.idempleado] });
    const id = order.idordenservicio as number;
    expect(order.tecnicos).toEqual([
      { idempleado: ana.idempleado, nombre: 'ana Prueba', rol: 1 },
      { idempleado: beto.idempleado, nombre: 'beto Prueba', rol: 2 },
    ]);
    const listed = async (who: { token: string; idempleado: number }) =>
      (await api.get(who.token, `/ordenesserviciotecnico/${who.idempleado}?page=1`)).body.detalles.map(
        (r: { idordenservicio: number }) => r.idordenservicio,
      );
    expect(await listed(ana)).toEqual([id]);
    expect(await listed(beto)).toEqual([id]);
    expect(await listed(ciro)).toEqual([]);
    // The admin's list filtered by technician finds it by its helper too.
    const byHelper = (await api.get(admin, `/ordenesservicio?page=1&idempleado=${beto.idempleado}`)).body.detalles;
    expect(byHelper.map((r: { idordenservicio: number }) => r.idordenservicio)).toEqual([id]);

    // The helper works: starts, takes a photo with his note, pauses.
    await api.post(beto.token, '/tordenservicio', { idordenservicio: id, accion: 1 });
    const [open] = await queryRows<{ idtiempo: number }>(
      t.db,
      sql`select idtiempo from orden_servicio_tiempo where idordenservicio = ${id} and fin is null`,
    );
    const taken = await upload(beto.token, { idordenservicio: String(id), idtiempo: String(open!.idtiempo) }, photo);
    expect(taken.body.status).toBe(200);
    const paused = (
      await api.post(beto.token, '/tordenservicio', { idordenservicio: id, accion: 2, nota: 'Falta el repuesto' })
    ).body.detalles;
    expect(paused.tiempos).toEqual([
      expect.objectContaining({
        tecnico: 'beto Prueba',
        nota: 'Falta el repuesto',
        fotos: [taken.body.detalles.fotos[0].idfoto],
      }),
    ]);
    expect((await api.get(ana.token, `/ginventarioaccesoriosorden/${id}`)).body.detalles.fotos).toHaveLength(1);

    // The third technician reaches nothing of it.
    const missing = 'La orden de servicio no existe o fue eliminada';
    for (const call of [
      () => api.get(ciro.token, `/gordenservicio/${id}`),
      () => api.get(ciro.token, `/ginventarioaccesoriosorden/${id}`),
      () => upload(ciro.token, { idordenservicio: String(id) }, photo),
    ])
      await expectMissing(t, 'orden_servicio_foto', call, missing);
    await expectMissing(
      t,
      'orden_servicio_foto',
      () => api.post(ciro.token, '/einventariofoto', { idfoto: taken.body.detalles.fotos[0].idfoto }),
      'La foto de la orden no existe o fue eliminada',
    );

    // The helper taken off the order no longer sees it.
    await api.post(admin, '/aordenservicio', {
      idordenservicio: id,
      idvehiculo: vehicle,
      idpersona: customer,
      idalmacen: warehouse,
      idempleado: ana.idempleado,
      ayudantes: [ciro.idempleado],
      falla: 'Revisión general',
      items: [],
    });
    expect(await listed(beto)).toEqual([]);
    expect(await listed(ciro)).toEqual([id]);
    expect((await api.get(beto.token, `/gordenservicio/${id}`)).body.mensaje).toBe(missing);
  });

  test("the demo: the technician 'tecnico' signs in and sees the orders assigned to him; an order's intake has its accessories and photo", async () => {
    const tecnico = await t.login('tecnico', 'Tecnico2026');
    const me = (await api.get(tecnico, '/tecnicoservicio')).body.detalles;
    expect(me.nombre).toBe('JORGE LUIS RAMOS PAREDES');
    const his = (await api.get(tecnico, `/ordenesserviciotecnico/${me.idempleado}?page=1`)).body.detalles;
    expect(his.map((r: { placa: string; estado: number }) => [r.placa, r.estado])).toEqual([
      ['ABC-123', 2],
      ['BXR-908', 1],
      ['F3K-452', 3],
    ]);
    // The orders' list holds the same three (the scope): not the warranty nor the annulled one, not his.
    const all = (await api.get(tecnico, '/ordenesservicio?page=1')).body.detalles;
    expect(all.map((r: { idordenservicio: number }) => r.idordenservicio).sort()).toEqual(
      his.map((r: { idordenservicio: number }) => r.idordenservicio).sort(),
    );
    const engine = his.find((r: { placa: string }) => r.placa === 'BXR-908');
    const intake = (await api.get(tecnico, `/ginventarioaccesoriosorden/${engine.idordenservicio}`)).body.detalles;
    expect([intake.combustible, intake.kilometraje, intake.accesorios.length, intake.fotos.length]).toEqual([
      3, 121950, 3, 1,
    ]);
    const working = (await api.get(tecnico, `/gordenservicio/${his[0].idordenservicio}`)).body.detalles;
    expect(working.tecnicos.map((x: { nombre: string; rol: number }) => [x.nombre, x.rol])).toEqual([
      ['JORGE LUIS RAMOS PAREDES', 1],
      ['LUIS ALBERTO CCAMA HUAMÁN', 2],
    ]);
    expect(working.items.map((l: { denominacion: string }) => l.denominacion)[0]).toBe('ALINEAMIENTO Y BALANCEO');
  });
}
