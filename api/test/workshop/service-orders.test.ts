import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';

/*
 * Service orders: labour and parts lines, parts out of stock through the ledger and back when a
 * line is annulled or removed or the order annulled; the requirements taken (2) and attended (3);
 * the lines by group; the two A4 prints from the saved order.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let admin = '';
let vehicle = 0;
let customer = 0;
let warehouse = 0;
let labour = { producto_id: 0, unidad_medida_id: 0 };
let part = { producto_id: 0, unidad_medida_id: 0 };
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
  const [service] = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
    t.db,
    sql`select producto_id, unidad_medida_id from producto where servicio and estado = 1 order by producto_id limit 1`,
  );
  labour = service!;
  // A good kept in stock (no serials) with at least 5 base units in some warehouse.
  const [good] = await queryRows<{ producto_id: number; unidad_medida_id: number; idalmacen: number }>(
    t.db,
    sql`select p.producto_id, p.unidad_medida_id, s.idalmacen from producto p join stock s on s.producto_id = p.producto_id
         where not p.servicio and p.control_stock and not p.control_serie and p.estado = 1 and s.cantidad >= 5
         order by p.producto_id, s.idalmacen limit 1`,
  );
  part = { producto_id: good!.producto_id, unidad_medida_id: good!.unidad_medida_id };
  warehouse = good!.idalmacen;
});
afterAll(() => t.close());

const stockOf = async () =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db,
        sql`select cantidad::text as n from stock where producto_id = ${part.producto_id} and idalmacen = ${warehouse}`,
      )
    )[0]!.n,
  );
const requirementState = async (id: number) =>
  (await api.get(admin, `/grequerimiento/${id}`)).body.detalles.estado as number;
const newRequirement = async (descripcion: string) =>
  (await api.post(admin, '/rrequerimiento', { idvehiculo: vehicle, idpersona: customer, descripcion })).body.detalles
    .idrequerimiento as number;
const order = (extra: object = {}) => ({
  idvehiculo: vehicle,
  idpersona: customer,
  idalmacen: warehouse,
  falla: 'Ruido al frenar',
  items: [
    { ...labour, cantidad: '1', precio_unitario: '80' },
    { ...part, cantidad: '2', precio_unitario: '25.50' },
  ],
  ...extra,
});

test('an order takes its parts out of stock and its requirements; lines by group; added, annulled and removed lines move the stock back', async () => {
  const requirement = await newRequirement('Revisar frenos delanteros');
  const before = await stockOf();
  const { body } = await api.post(admin, '/rordenservicio', order({ requerimientos: [requirement] }));
  expect(body).toMatchObject({
    status: 200,
    mensaje: 'Orden de servicio registrada correctamente',
    detalles: { placa: 'F3K-452', estado: 1, total: '131.00', usuario: 'admin', falla: 'Ruido al frenar' },
  });
  const saved = body.detalles;
  expect(saved.documento).toBe(`OS-${String(saved.numero).padStart(8, '0')}`);
  expect(saved.items.map((l: { servicio: boolean }) => l.servicio)).toEqual([true, false]);
  expect(saved.requerimientos).toEqual([
    { idrequerimiento: requirement, descripcion: 'Revisar frenos delanteros', estado: 2 },
  ]);
  expect(await stockOf()).toBe(before - 2);
  // A requirement in an order no longer changes through its own screen.
  expect((await api.post(admin, '/erequerimiento', { idrequerimiento: requirement })).body.mensaje).toBe(
    'El requerimiento ya está en una orden de servicio; no se puede eliminar',
  );

  const group = async (b: number) =>
    (await api.get(admin, `/dosrgrupo/${saved.idordenservicio}/${b}`)).body.detalles.map(
      (l: { producto_id: number }) => l.producto_id,
    );
  expect(await group(1)).toEqual([labour.producto_id]);
  expect(await group(2)).toEqual([part.producto_id]);

  const added = (
    await api.post(admin, '/rdosr', {
      idordenservicio: saved.idordenservicio,
      ...part,
      cantidad: '1',
      precio_unitario: '25.50',
    })
  ).body.detalles;
  expect(added.total).toBe('156.50');
  expect(await stockOf()).toBe(before - 3);
  const extra = added.items[2].iddetalle;
  const annulled = (await api.post(admin, '/cdosr', { iddetalle: extra, estado: 0 })).body.detalles;
  expect(annulled.total).toBe('131.00');
  expect(await stockOf()).toBe(before - 2);
  // Restored, the part leaves again; done, it stays out.
  await api.post(admin, '/cdosr', { iddetalle: extra, estado: 1 });
  expect(await stockOf()).toBe(before - 3);
  await api.post(admin, '/cdosr', { iddetalle: extra, estado: 2 });
  expect(await stockOf()).toBe(before - 3);
  const removed = (await api.post(admin, '/edosr', { iddetalle: saved.items[1].iddetalle })).body.detalles;
  expect(removed.items).toHaveLength(2);
  expect(removed.total).toBe('105.50');
  expect(await stockOf()).toBe(before - 1);
  const kardex = await queryRows<{ anulacion: boolean }>(
    t.db,
    sql`select anulacion from kardex where documento_tipo = 'OS' and iddocumento in (${saved.items[1].iddetalle}, ${extra}) order by idkardex`,
  );
  // Nothing is deleted from the ledger: out, back, out again (the extra line); out, back (the removed one).
  expect(kardex.map((k) => k.anulacion).sort()).toEqual([false, false, false, true, true]);

  // In progress, then finished: the requirement is attended and the order no longer changes.
  expect(
    (await api.post(admin, '/cordenservicio', { idordenservicio: saved.idordenservicio, estado: 2 })).body.mensaje,
  ).toBe('Orden de servicio: En proceso');
  await api.post(admin, '/cordenservicio', { idordenservicio: saved.idordenservicio, estado: 3 });
  expect(await requirementState(requirement)).toBe(3);
  await expectRefused(
    t,
    'orden_servicio_detalle',
    () =>
      api.post(admin, '/rdosr', {
        idordenservicio: saved.idordenservicio,
        ...labour,
        cantidad: '1',
        precio_unitario: '1',
      }),
    'La orden de servicio está terminada; no se puede modificar',
  );
  expect((await api.post(admin, '/eordenservicio', { idordenservicio: saved.idordenservicio })).body.mensaje).toBe(
    'Solo se elimina una orden de servicio registrada o anulada; anúlela primero',
  );
});

test('refusals write nothing; an update swaps parts and requirements; annulling and deleting give everything back', async () => {
  const before = await stockOf();
  await expectRefused(
    t,
    'orden_servicio',
    () => api.post(admin, '/rordenservicio', order({ items: [{ ...part, cantidad: '999999', precio_unitario: '1' }] })),
    /disponible .* solicitado 999999/,
  );
  const other = (
    await queryRows<{ id: number }>(
      t.db,
      sql`select r.idrequerimiento as id from requerimiento r where r.idvehiculo <> ${vehicle} and r.estado = 1 limit 1`,
    )
  )[0]!.id;
  await expectRefused(
    t,
    'orden_servicio',
    () => api.post(admin, '/rordenservicio', order({ requerimientos: [other] })),
    `El requerimiento ${other} es de otro vehículo`,
  );
  await expectRefused(
    t,
    'orden_servicio',
    () => api.post(admin, '/rordenservicio', order({ kilometraje: 1 })),
    /El kilometraje no puede ser menor al último registrado del vehículo/,
  );
  expect(await stockOf()).toBe(before);

  const first = await newRequirement('Cambiar pastillas');
  const second = await newRequirement('Revisar luces');
  const saved = (await api.post(admin, '/rordenservicio', order({ requerimientos: [first] }))).body.detalles;
  expect(await stockOf()).toBe(before - 2);
  const updated = (
    await api.post(admin, '/aordenservicio', {
      idordenservicio: saved.idordenservicio,
      ...order({ requerimientos: [second], items: [{ ...part, cantidad: '3', precio_unitario: '20' }] }),
      diagnostico: 'Pastillas gastadas',
    })
  ).body;
  expect(updated).toMatchObject({
    mensaje: 'Orden de servicio actualizada correctamente',
    detalles: { numero: saved.numero, total: '60.00', diagnostico: 'Pastillas gastadas' },
  });
  expect(await stockOf()).toBe(before - 3);
  expect([await requirementState(first), await requirementState(second)]).toEqual([1, 2]);

  const pdf = await t.call(admin, { method: 'GET', url: `/api/pdfordenservicioa4/${saved.idordenservicio}` });
  expect(pdf.res.headers['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(join(tmpdir(), 'os-pdf-'));
  writeFileSync(join(dir, 'os.pdf'), pdf.res.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'os.pdf'), '-'], { encoding: 'utf8' });
  expect(text).toContain('ORDEN DE SERVICIO');
  expect(text).toContain(`OS-${String(saved.numero).padStart(8, '0')}`);
  expect(text).toContain('F3K-452');
  expect(text).toContain('Pastillas gastadas');
  expect(text).toContain('Revisar luces');
  const sheet = await t.call(admin, {
    method: 'GET',
    url: `/api/pdfinventarioordenservicioa4/${saved.idordenservicio}`,
  });
  writeFileSync(join(dir, 'inv.pdf'), sheet.res.rawPayload);
  const sheetText = execFileSync('pdftotext', ['-layout', join(dir, 'inv.pdf'), '-'], { encoding: 'utf8' });
  expect(sheetText).toContain('INVENTARIO DE RECEPCIÓN');
  expect(sheetText).toContain('F3K-452');
  const missing = await t.call(admin, { method: 'GET', url: '/api/pdfordenservicioa4/999999' });
  // A call naming an order declares it (data scope): a missing one answers like one out of scope.
  expect([missing.res.statusCode, missing.body.mensaje]).toEqual([
    404,
    'La orden de servicio no existe o fue eliminada',
  ]);

  const annulled = (await api.post(admin, '/cordenservicio', { idordenservicio: saved.idordenservicio, estado: 0 }))
    .body;
  expect(annulled.detalles.estado).toBe(0);
  expect(await stockOf()).toBe(before);
  expect(await requirementState(second)).toBe(1);
  expect(
    (await api.post(admin, '/cordenservicio', { idordenservicio: saved.idordenservicio, estado: 2 })).body.mensaje,
  ).toBe('La orden de servicio está anulada; no se puede cambiar su estado');
  expect((await api.post(admin, '/eordenservicio', { idordenservicio: saved.idordenservicio })).body.status).toBe(200);
  expect((await api.get(admin, `/gordenservicio/${saved.idordenservicio}`)).body.mensaje).toBe(
    'La orden de servicio no existe o fue eliminada',
  );
  expect(await stockOf()).toBe(before);

  const listed = (await api.get(admin, `/ordenesservicio?page=1&idvehiculo=${vehicle}&estado=3`)).body;
  expect(listed.detalles.length).toBeGreaterThan(0);
  expect(listed.detalles.every((r: { estado: number; placa: string }) => r.estado === 3 && r.placa === 'F3K-452')).toBe(
    true,
  );
});

test("the orders list holds the orders of the caller's branch: those of its warehouses", async () => {
  const { branch, otherBranch } = await demoOwners(t);
  const [home] = await queryRows<{ idsucursal: number }>(
    t.db,
    sql`select idsucursal from almacen where idalmacen = ${warehouse}`,
  );
  const { body } = await api.post(admin, '/rordenservicio', order({ falla: 'Alcance por sucursal' }));
  expect(body.status).toBe(200);
  const reader = (idsucursal: number, usuario: string) =>
    scopeUser(t, usuario, idsucursal, [], ['/vehicle_order_services']).then((u) => u.token());
  const listed = async (token: string) =>
    (await api.get(token, `/ordenesservicio?page=1&q=${encodeURIComponent('Alcance por sucursal')}`)).body.detalles.map(
      (r: { idordenservicio: number }) => r.idordenservicio,
    );
  const same = await reader(home!.idsucursal, 'taller.misma');
  const other = await reader(home!.idsucursal === branch ? otherBranch : branch, 'taller.otra');
  expect(await listed(same)).toEqual([body.detalles.idordenservicio]);
  // Found by its number as printed, too.
  const byNumber = (await api.get(admin, `/ordenesservicio?page=1&q=${body.detalles.documento}`)).body.detalles;
  expect(byNumber.map((r: { documento: string }) => r.documento)).toEqual([body.detalles.documento]);
  expect(await listed(other)).toEqual([]);
  expect((await api.get(other, `/gordenservicio/${body.detalles.idordenservicio}`)).body.mensaje).toBe(
    'La orden de servicio no existe o fue eliminada',
  );
});
