import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { ADMIN, SELLER } from '../helpers/app.js';
import { footprint, line, salesApp, type SalesApp } from './sales-support.js';

/** The counter (/counter): the state it opens with and the sales in progress kept per user and branch. */
export default function counterCases() {
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
      expect(state.borradores[0].datos).toMatchObject({
        recibido: '100',
        lineas: [{ cantidad: '2', precio: '35.00' }],
      });
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

  /**
   * Price control (docs/sales.md): the rule holds in the sale service, so the counter and the sale
   * screen (both rfacturacion) are refused alike; a refused sale changes nothing.
   */
  describe('price control', () => {
    const sale = (detalles: object[], extra: object = {}) => ({
      facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1, ...extra },
      detalles,
    });
    const supervisor = { usuario: ADMIN.usuario, clave: ADMIN.password };

    test('settings: a maximum discount per role, a minimum price per unit (never above its price)', async () => {
      const roles = await s.api.post(s.admin, '/aconfiguracionprecios', {
        roles: [
          { rol: 'admin', descuento_maximo: null, aprueba_precios: true },
          { rol: 'seller', descuento_maximo: '10', aprueba_precios: false },
          { rol: 'atm', descuento_maximo: '20', aprueba_precios: false },
        ],
      });
      expect(roles.body.detalles).toEqual(
        expect.arrayContaining([
          { rol: 'seller', nombre: 'Vendedor', descuento_maximo: '10.00', aprueba_precios: false },
          { rol: 'tech', nombre: 'Técnico', descuento_maximo: null, aprueba_precios: false },
        ]),
      );
      const noAdmin = await s.api.post(s.admin, '/aconfiguracionprecios', {
        roles: [{ rol: 'admin', descuento_maximo: null, aprueba_precios: false }],
      });
      expect(noAdmin.body.mensaje).toMatch(/^El Administrador siempre aprueba precios/);
      expect((await s.api.get(seller, '/reglasprecio')).body.detalles).toEqual({
        descuento_maximo: '10.00',
        aprueba_precios: false,
      });
      const units = (await s.api.get(s.admin, `/umproducto?producto_id=${s.ids.product('FER-0016')}`)).body.detalles;
      const und = units.find((u: { base: boolean }) => u.base);
      const unit = (precio_minimo: string) => ({
        idproductounidad: und.idproductounidad,
        unidad_medida_id: und.unidad_medida_id,
        factor: '1',
        codigo_barra: und.codigo_barra,
        precioventa: und.precioventa,
        precio_minimo,
      });
      const above = await s.api.post(s.admin, '/aumproducto', unit('99.00'));
      expect(above.body.mensaje).toBe(
        `El precio mínimo (99.00) no puede ser mayor que el precio de venta (${und.precioventa})`,
      );
      const saved = await s.api.post(s.admin, '/aumproducto', unit('30.00'));
      expect(saved.body.detalles).toMatchObject({ precio_minimo: '30.00' });
      const found = (await s.api.get(seller, '/productospaginado?limit=5&filtro=FER-0016')).body.detalles;
      expect(found[0].unidades[0]).toMatchObject({ precio_minimo: '30.00' });
      expect(found[0].costo_promedio).toMatch(/^\d+\.\d+$/);
    });

    test('below the minimum: refused without a valid supervisor, and nothing changes', async () => {
      const below = sale([line(s, 'FER-0016', '1', '25.00')]);
      const before = await footprint(s.t);
      const missing = await s.api.post(seller, '/rfacturacion', below);
      expect(missing.body).toMatchObject({
        status: 400,
        info: 'aprobacion_precio',
        mensaje: expect.stringMatching(
          /^La venta necesita la aprobación de un supervisor: Línea 1 \(.+\): precio S\/ 25\.00 menor que el mínimo S\/ 30\.00$/,
        ),
      });
      const wrong = await s.api.post(seller, '/rfacturacion', { ...below, aprobacion: { ...supervisor, clave: 'x' } });
      expect(wrong.body.mensaje).toBe('Usuario y/o contraseña del supervisor inválidos');
      const notSupervisor = await s.api.post(seller, '/rfacturacion', {
        ...below,
        aprobacion: { usuario: SELLER.usuario, clave: SELLER.password },
      });
      expect(notSupervisor.body.mensaje).toBe('Vendedora Demo no es supervisor: su rol no aprueba precios');
      expect(await footprint(s.t)).toEqual(before);
      const approved = await s.api.post(seller, '/rfacturacion', { ...below, aprobacion: supervisor });
      expect(approved.body.status).toBe(200);
      const detail = (await s.api.get(seller, `/consultaventa/${approved.body.detalles.idventa}`)).body.detalles;
      expect(detail).toMatchObject({
        aprobado_por: 'Administrador Demo',
        aprobado: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        aprobacion: expect.stringMatching(/^Línea 1 \(.+\): precio S\/ 25\.00 menor que el mínimo S\/ 30\.00$/),
      });
    });

    test("free lines and discounts over the role's limit need approval; within it they do not", async () => {
      const free = await s.api.post(
        seller,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '1', '35.00', { gratuito: true })]),
      );
      expect(free.body).toMatchObject({
        info: 'aprobacion_precio',
        mensaje: expect.stringMatching(/Línea 1 \(.+\): ítem gratuito$/),
      });
      // 35.00 with IGV is 29.66 before it: 4.45 is 15 %, over the seller's 10 % (and under the minimum too).
      const over = await s.api.post(
        seller,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '1', '35.00', { descuento: '4.45' })]),
      );
      expect(over.body.mensaje).toMatch(
        /Línea 1 \(.+\): descuento de 15\.00 % mayor que el máximo de su rol \(10\.00 %\)/,
      );
      const global = await s.api.post(
        seller,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '2', '35.00')], { descuento_global: '8.90' }),
      );
      expect(global.body.mensaje).toMatch(/Descuento global de 15\.00 % mayor que el máximo de su rol \(10\.00 %\)$/);
      const within = await s.api.post(
        seller,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '1', '35.00', { descuento: '2.37' })]),
      );
      expect(within.body.status).toBe(200);
      expect(within.body.detalles).toMatchObject({ aprobado_por: null, aprobacion: null });
      // The limit is the role's: raised for sellers, the same discount passes.
      await s.api.post(s.admin, '/aconfiguracionprecios', {
        roles: [{ rol: 'seller', descuento_maximo: '20', aprueba_precios: false }],
      });
      const raised = await s.api.post(
        seller,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '1', '40.00', { descuento: '5.08' })]),
      );
      expect(raised.body.status).toBe(200);
      // A supervisor's own sale is approved by them.
      const own = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale([line(s, 'FER-0016', '1', '35.00', { gratuito: true })]),
      );
      expect(own.body.detalles).toMatchObject({
        aprobado_por: 'Administrador Demo',
        aprobacion: expect.stringMatching(/ítem gratuito$/),
      });
    });

    test('wrong supervisor passwords are throttled like the login', async () => {
      const below = sale([line(s, 'FER-0016', '1', '25.00')]);
      let last: { status: number; mensaje: string } | undefined;
      for (let i = 0; i < 7 && last?.status !== 429; i++)
        last = (
          await s.api.post(seller, '/rfacturacion', { ...below, aprobacion: { usuario: 'supervisora', clave: 'mala' } })
        ).body;
      expect(last).toMatchObject({
        status: 429,
        mensaje: expect.stringMatching(/^Demasiados intentos fallidos\. Espere/),
      });
    });
  });
}
