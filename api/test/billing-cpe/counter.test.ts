import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { SELLER } from '../helpers/app.js';
import { line, salesApp, type SalesApp } from './sales-support.js';

/** The counter (/counter): the state it opens with and the sales in progress kept per user and branch. */
let s: SalesApp;
let seller: string;
beforeAll(async () => {
  s = await salesApp({ worker: false });
  // The seller is given the counter's menu (admins get it from the migration).
  await s.t.db.execute(sql`insert into menu_usuario (idusuario, idmenu)
    select u.idusuario, m.idmenu from usuario u, menu m where u.usuario = ${SELLER.usuario} and m.ruta = '/counter'
    on conflict do nothing`);
  seller = await s.t.login(SELLER.usuario, SELLER.password);
});
afterAll(async () => {
  await s.t.close();
});

const draftLine = (codigo: string, cantidad: string, precio: string) => {
  const l = line(s, codigo, cantidad, precio);
  return {
    producto_id: l.producto_id,
    unidad_medida_id: l.unidad_medida_id,
    descripcion: `Producto ${codigo}`,
    codigo,
    abreviatura: 'UND',
    factor: '1',
    codigo_sunat: 'NIU',
    tipo_afectacion: '10',
    control_stock: true,
    icbper: false,
    cantidad,
    precio,
  };
};
const content = (lineas: object[], extra: object = {}) => ({
  codigo_comprobante: '03',
  idserie: s.serie('B001'),
  idpersona: null,
  cliente: null,
  lineas,
  ...extra,
});
const draftCount = async () =>
  (await queryRows<{ n: number }>(s.t.db, sql`select count(*)::int as n from venta_borrador`))[0]!.n;

describe('counter', () => {
  test('the state says whether the user has an open cash; opening it from the counter is allowed', async () => {
    const admin = await s.api.get(s.admin, '/mostrador');
    expect(admin.body).toMatchObject({ status: 200, detalles: { caja_requerida: true } });
    // The demo's: the admin's two parked sales, the seller's one on the counter.
    expect(admin.body.detalles.borradores.map((d: { aparcado: boolean }) => d.aparcado)).toEqual([true, true]);
    expect(admin.body.detalles.idapertura).toEqual(expect.any(Number));
    const before = await s.api.get(seller, '/mostrador');
    expect(before.body.detalles.idapertura).toBeNull();
    const opened = await s.api.post(seller, '/rapertura', { monto_apertura: '50.00' });
    expect(opened.body.status).toBe(200);
    const after = await s.api.get(seller, '/mostrador');
    expect(after.body.detalles.idapertura).toBe(opened.body.detalles.idapertura);
  });

  test('the sale in progress is one draft per user and branch, saved over, restored by the state', async () => {
    const first = await s.api.post(s.admin, '/rborradorventa', {
      datos: content([draftLine('FER-0016', '1', '35.00')]),
      total: '35.00',
    });
    expect(first.body).toMatchObject({ status: 200, detalles: { aparcado: false, lineas: 1, total: '35.00' } });
    const second = await s.api.post(s.admin, '/rborradorventa', {
      datos: content([draftLine('FER-0016', '2', '35.00')], { recibido: '100' }),
      total: '70.00',
    });
    expect(second.body.detalles.idborrador).toBe(first.body.detalles.idborrador);
    const state = (await s.api.get(s.admin, '/mostrador')).body.detalles;
    expect(state.borradores.map((d: { aparcado: boolean }) => d.aparcado)).toEqual([false, true, true]);
    expect(state.borradores[0].datos).toMatchObject({ recibido: '100', lineas: [{ cantidad: '2', precio: '35.00' }] });
    // Another user's counter does not see it: the seller has only their own.
    const theirs = (await s.api.get(seller, '/mostrador')).body.detalles.borradores;
    expect(theirs).toMatchObject([{ aparcado: false, total: '12.60' }]);
  });

  test('parking keeps the sale aside; resuming swaps it with the one on the counter', async () => {
    const parked = await s.api.post(s.admin, '/aparcarborradorventa', { etiqueta: 'Señora del polo rojo' });
    expect(parked.body).toMatchObject({ status: 200, mensaje: 'Venta aparcada' });
    expect(parked.body.detalles.borradores[0]).toMatchObject({ aparcado: true, etiqueta: 'Señora del polo rojo' });
    expect(parked.body.detalles.borradores.some((d: { aparcado: boolean }) => !d.aparcado)).toBe(false);
    const nothing = await s.api.post(s.admin, '/aparcarborradorventa', { etiqueta: null });
    expect(nothing.body).toMatchObject({
      status: 400,
      mensaje: 'No hay una venta en curso con productos para aparcar',
    });
    const next = await s.api.post(s.admin, '/rborradorventa', {
      datos: content([draftLine('FER-0016', '3', '35.00')]),
      total: '105.00',
    });
    const idParked = parked.body.detalles.borradores[0].idborrador;
    const resumed = await s.api.post(s.admin, '/retomarborradorventa', { idborrador: idParked });
    const drafts = resumed.body.detalles.borradores;
    expect(drafts.find((d: { aparcado: boolean }) => !d.aparcado).idborrador).toBe(idParked);
    const other = drafts.find((d: { aparcado: boolean }) => d.aparcado);
    expect(other).toMatchObject({
      idborrador: next.body.detalles.idborrador,
      etiqueta: expect.stringMatching(/^Venta de las \d\d:\d\d$/),
    });
  });

  test("a user cannot resume or discard another's draft; bad input changes nothing", async () => {
    const mine = (await s.api.get(s.admin, '/mostrador')).body.detalles.borradores[0].idborrador;
    const before = await draftCount();
    const foreign = await s.api.post(seller, '/eborradorventa', { idborrador: mine });
    expect(foreign.res.statusCode).toBe(404);
    expect(foreign.body).toMatchObject({ status: 400, mensaje: 'El borrador no existe o fue eliminado' });
    const resumeForeign = await s.api.post(seller, '/retomarborradorventa', { idborrador: mine });
    expect(resumeForeign.body.status).toBe(400);
    const bad = await s.api.post(s.admin, '/rborradorventa', {
      datos: content([{ ...draftLine('FER-0016', '1', '35.00'), cantidad: '1e3' }]),
      total: '35.00',
    });
    expect(bad.body.status).toBe(400);
    expect(await draftCount()).toBe(before);
  });

  test('discarding removes the draft (after the sale is charged)', async () => {
    const drafts = (await s.api.get(s.admin, '/mostrador')).body.detalles.borradores;
    for (const d of drafts) {
      const gone = await s.api.post(s.admin, '/eborradorventa', { idborrador: d.idborrador });
      expect(gone.body).toMatchObject({ status: 200, mensaje: 'Venta en curso descartada' });
    }
    expect((await s.api.get(s.admin, '/mostrador')).body.detalles.borradores).toEqual([]);
  });
});
