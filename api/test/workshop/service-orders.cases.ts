import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';
import { cpeState, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';

/**
 * Service orders: labour and parts lines, parts out of stock through the ledger and back when a
 * line is annulled or removed or the order annulled; the requirements taken (2) and attended (3);
 * the lines by group; the two A4 prints from the saved order; the technician's view and time; the
 * invoice through the sale service (CPE accepted by the bundled simulator); the approval link.
 */
export default function serviceOrdersCases() {
  let s: SalesApp;
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  let vehicle = 0;
  let customer = 0;
  let warehouse = 0;
  let labour = { producto_id: 0, unidad_medida_id: 0 };
  let part = { producto_id: 0, unidad_medida_id: 0 };
  beforeAll(async () => {
    // The sale service's app: the SUNAT simulator and the CPE worker, the admin's cash open.
    s = await salesApp();
    t = s.t;
    api = caller(t);
    admin = s.admin;
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
      () =>
        api.post(admin, '/rordenservicio', order({ items: [{ ...part, cantidad: '999999', precio_unitario: '1' }] })),
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
    expect((await api.post(admin, '/eordenservicio', { idordenservicio: saved.idordenservicio })).body.status).toBe(
      200,
    );
    expect((await api.get(admin, `/gordenservicio/${saved.idordenservicio}`)).body.mensaje).toBe(
      'La orden de servicio no existe o fue eliminada',
    );
    expect(await stockOf()).toBe(before);

    const listed = (await api.get(admin, `/ordenesservicio?page=1&idvehiculo=${vehicle}&estado=3`)).body;
    expect(listed.detalles.length).toBeGreaterThan(0);
    expect(
      listed.detalles.every((r: { estado: number; placa: string }) => r.estado === 3 && r.placa === 'F3K-452'),
    ).toBe(true);
  });

  test("the orders list holds the orders of the caller's branch (grant otros_usuarios): those of its warehouses", async () => {
    const { branch, otherBranch } = await demoOwners(t);
    const [home] = await queryRows<{ idsucursal: number }>(
      t.db,
      sql`select idsucursal from almacen where idalmacen = ${warehouse}`,
    );
    const { body } = await api.post(admin, '/rordenservicio', order({ falla: 'Alcance por sucursal' }));
    expect(body.status).toBe(200);
    const reader = (idsucursal: number, usuario: string) =>
      scopeUser(t, usuario, idsucursal, ['otros_usuarios'], ['/vehicle_order_services']).then((u) => u.token());
    const listed = async (token: string) =>
      (
        await api.get(token, `/ordenesservicio?page=1&q=${encodeURIComponent('Alcance por sucursal')}`)
      ).body.detalles.map((r: { idordenservicio: number }) => r.idordenservicio);
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

  /** A technician: an employee with a user who holds only the technician's view, without grants. */
  async function technician(usuario: string, documento: string, idsucursal: number) {
    const user = await scopeUser(t, usuario, idsucursal, [], ['/attention_service_orders'], 'tech');
    const [row] = await queryRows<{ idempleado: number }>(
      t.db,
      sql`insert into empleado (idtipodocumento, numero_documento, nombres, apellidos, cargo, idusuario)
        select idtipodocumento, ${documento}, ${`Técnico ${usuario}`}, 'Prueba', 'Técnico', ${user.idusuario}
          from tipo_documento order by idtipodocumento limit 1 returning idempleado`,
    );
    return { idempleado: row!.idempleado, token: await user.token() };
  }

  test('a technician sees and works only his own orders: start, pause, resume and finish with times and notes', async () => {
    const { branch } = await demoOwners(t);
    const ana = await technician('tecnico.ana', '40000001', branch);
    const beto = await technician('tecnico.beto', '40000002', branch);
    const requirement = await newRequirement('Cambiar pastillas');
    const mine = (
      await api.post(admin, '/rordenservicio', order({ idempleado: ana.idempleado, requerimientos: [requirement] }))
    ).body.detalles;
    await api.post(admin, '/rordenservicio', order({ idempleado: beto.idempleado, falla: 'Orden de Beto' }));
    const listed = async (token: string, idempleado: number) =>
      (await api.get(token, `/ordenesserviciotecnico/${idempleado}?page=1`)).body.detalles.map(
        (r: { idordenservicio: number }) => r.idordenservicio,
      );
    expect(await listed(ana.token, ana.idempleado)).toEqual([mine.idordenservicio]);
    expect((await api.get(ana.token, '/tecnicoservicio')).body.detalles).toEqual({
      idempleado: ana.idempleado,
      nombre: 'Técnico tecnico.ana Prueba',
    });
    // Beto reaches none of Ana's orders, through any call: her list is empty to him, her order missing.
    expect(await listed(beto.token, ana.idempleado)).toEqual([]);
    expect(await listed(beto.token, beto.idempleado)).toHaveLength(1);
    const missing = 'La orden de servicio no existe o fue eliminada';
    const id = mine.idordenservicio;
    for (const call of [
      () => api.get(beto.token, `/gordenservicio/${id}`),
      () => api.get(beto.token, `/dosrgrupo/${id}/1`),
      () => api.get(beto.token, `/pdfordenservicioa4/${id}`),
      () => api.post(beto.token, '/tordenservicio', { idordenservicio: id, accion: 1 }),
      () => api.post(beto.token, '/cordenservicio', { idordenservicio: id, estado: 2 }),
    ])
      await expectMissing(t, 'orden_servicio_tiempo', call, missing);
    await expectMissing(
      t,
      'orden_servicio_detalle',
      () => api.post(beto.token, '/edosr', { iddetalle: mine.items[0].iddetalle }),
      'La línea de la orden no existe o fue eliminada',
    );

    // Start: the registered order goes in progress and a stretch opens, in Ana's name.
    const work = (accion: number, nota?: string) =>
      api.post(ana.token, '/tordenservicio', { idordenservicio: id, accion, nota });
    const started = await work(1);
    expect(started.body).toMatchObject({ status: 200, mensaje: 'Trabajo iniciado', detalles: { estado: 2 } });
    expect(started.body.detalles.tiempos).toMatchObject([{ tecnico: 'Técnico tecnico.ana Prueba', fin: null }]);
    await expectRefused(t, 'orden_servicio_tiempo', () => work(1), 'La orden ya está en trabajo; páusela o termínela');
    const paused = (await work(2, 'Falta repuesto')).body.detalles;
    expect(paused.tiempos).toHaveLength(1);
    expect(paused.tiempos[0].fin).not.toBeNull();
    expect(paused.tiempos[0].nota).toBe('Falta repuesto');
    await expectRefused(t, 'orden_servicio_tiempo', () => work(2), 'La orden no está en trabajo');
    await work(1);
    const row = (await api.get(ana.token, `/ordenesserviciotecnico/${ana.idempleado}?page=1`)).body.detalles[0];
    expect(row).toMatchObject({ trabajando: true, nota: 'Falta repuesto', estado: 2 });
    // Finish: the stretch closes with its note, the order is finished, its requirement attended.
    const finished = await work(3, 'Pastillas cambiadas');
    expect(finished.body).toMatchObject({ mensaje: 'Orden de servicio terminada', detalles: { estado: 3 } });
    expect(
      finished.body.detalles.tiempos.map((r: { fin: string | null; nota: string | null }) => [!!r.fin, r.nota]),
    ).toEqual([
      [true, 'Falta repuesto'],
      [true, 'Pastillas cambiadas'],
    ]);
    expect(await requirementState(requirement)).toBe(3);
    await expectRefused(
      t,
      'orden_servicio_tiempo',
      () => work(1),
      'La orden de servicio está terminada; no se puede modificar',
    );
  });

  test('a finished order becomes one sale of its lines (CPE accepted); its parts leave once; a warranty order is not invoiced', async () => {
    const [good] = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      t.db,
      sql`select p.producto_id, p.unidad_medida_id from producto p join stock s on s.producto_id = p.producto_id
         where not p.servicio and p.control_stock and not p.control_serie and p.estado = 1 and s.cantidad >= 5
           and s.idalmacen = ${s.principal} order by p.producto_id limit 1`,
    );
    const stockHere = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.db,
            sql`select cantidad::text as n from stock where producto_id = ${good!.producto_id} and idalmacen = ${s.principal}`,
          )
        )[0]!.n,
      );
    const before = await stockHere();
    const saved = (
      await api.post(
        admin,
        '/rordenservicio',
        order({
          idalmacen: s.principal,
          items: [
            { ...labour, cantidad: '1', precio_unitario: '80' },
            { ...good!, cantidad: '2', precio_unitario: '25.50' },
          ],
        }),
      )
    ).body.detalles;
    const id = saved.idordenservicio;
    // One click: no series named, the customer's DNI takes the user's boleta series of the branch.
    const invoice = () => api.post(admin, '/fordenservicio', { idordenservicio: id });
    await expectRefused(t, 'venta', () => invoice(), 'Solo se factura una orden de servicio terminada');
    await api.post(admin, '/cordenservicio', { idordenservicio: id, estado: 2 });
    await api.post(admin, '/cordenservicio', { idordenservicio: id, estado: 3 });
    expect(await stockHere()).toBe(before - 2);

    const { body } = await invoice();
    expect(body).toMatchObject({ status: 200, mensaje: 'Orden de servicio facturada correctamente' });
    expect(body.detalles.venta).toMatch(/^B\d{3}-\d{8}$/);
    expect(await cpeState(t, body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
    const lines = await queryRows<{ producto_id: number; cantidad: string; importe: string }>(
      t.db,
      sql`select producto_id, cantidad::text, importe::text from venta_detalle where idventa = ${body.detalles.idventa} order by item`,
    );
    expect(lines).toEqual([
      { producto_id: labour.producto_id, cantidad: '1.0000', importe: '80.00' },
      { producto_id: good!.producto_id, cantidad: '2.0000', importe: '51.00' },
    ]);
    const [sale] = await queryRows<{ total: string; idpersona: number }>(
      t.db,
      sql`select total::text, idpersona from venta where idventa = ${body.detalles.idventa}`,
    );
    expect(sale).toEqual({ total: '131.00', idpersona: customer });
    // The parts left once: the order's output came back and the sale took them out.
    expect(await stockHere()).toBe(before - 2);
    await expectRefused(t, 'venta', () => invoice(), 'La orden de servicio ya fue facturada');

    // A warranty order redoes the work of the finished one: it is not invoiced.
    const open = (await api.post(admin, '/rordenservicio', order({ falla: 'Aún abierta' }))).body.detalles;
    await expectRefused(
      t,
      'orden_servicio',
      () => api.post(admin, '/rordenservicio', order({ idorden_garantia: open.idordenservicio })),
      'La garantía se da sobre una orden terminada',
    );
    const warranty = (
      await api.post(admin, '/rordenservicio', order({ idalmacen: s.principal, idorden_garantia: id, items: [] }))
    ).body.detalles;
    expect(warranty.garantia).toBe(saved.documento);
    await api.post(admin, '/cordenservicio', { idordenservicio: warranty.idordenservicio, estado: 2 });
    await api.post(admin, '/cordenservicio', { idordenservicio: warranty.idordenservicio, estado: 3 });
    await expectRefused(
      t,
      'venta',
      () => api.post(admin, '/fordenservicio', { idordenservicio: warranty.idordenservicio, idserie: s.serie('B001') }),
      'Una orden de garantía no se factura',
    );
  });

  test('the approval link: valid once, with date and address; a used, replaced, expired or forged link is refused', async () => {
    const saved = (await api.post(admin, '/rordenservicio', order({ falla: 'Cotización por enlace' }))).body.detalles;
    const id = saved.idordenservicio;
    const made = async () => (await api.post(admin, '/enlaceaprobacionorden', { idordenservicio: id })).body.detalles;
    const link = async () => (await made()).token as string;
    const firstLink = await made();
    expect(firstLink.enlace).toMatch(/^http:\/\/[^/]+\/trade\/aprobacion\//);
    expect(firstLink.enlace.endsWith(firstLink.token)).toBe(true);
    const first = firstLink.token as string;
    const quote = (token: string) => api.get(undefined, `/aprobacionorden/${token}`);
    const answer = (token: string, aprobacion: number) =>
      api.post(undefined, '/aprobacionorden', { token, aprobacion });
    // No session needed: the customer sees the quote.
    expect((await quote(first)).body.detalles).toMatchObject({
      documento: saved.documento,
      placa: 'F3K-452',
      total: '131.00',
      aprobacion: null,
    });
    // A newer link replaces it.
    const second = await link();
    await expectRefused(
      t,
      'orden_servicio',
      () => quote(first),
      'El enlace fue reemplazado por uno nuevo; use el último que le enviaron',
    );
    // A forged signature, or a changed id, is not ours.
    const forged = second.replace(/^\d+/, String(id + 1));
    await expectRefused(
      t,
      'orden_servicio',
      () => answer(forged, 1),
      'El enlace no es válido; revise que lo copió completo',
    );
    const approved = await answer(second, 1);
    expect(approved.body).toMatchObject({
      status: 200,
      mensaje: 'Cotización aprobada. Gracias.',
      detalles: { aprobacion: 1 },
    });
    const recorded = (await api.get(admin, `/gordenservicio/${id}`)).body.detalles;
    expect(recorded).toMatchObject({ aprobacion: 1, aprobacion_ip: '127.0.0.1' });
    expect(recorded.aprobacion_fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Used once: it answers no more, and the answer stays.
    await expectRefused(
      t,
      'orden_servicio',
      () => answer(second, 0),
      'La cotización ya fue respondida; el enlace ya se usó',
    );
    expect((await api.get(admin, `/gordenservicio/${id}`)).body.detalles.aprobacion).toBe(1);
    // Expired: a link made eight days ago (its week has passed).
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 8 * 86_400_000);
    const expired = await link();
    clock.mockRestore();
    await expectRefused(t, 'orden_servicio', () => answer(expired, 1), 'El enlace venció; pida uno nuevo al taller');
    expect((await api.get(admin, `/gordenservicio/${id}`)).body.detalles.aprobacion).toBeNull();
  });
}
