import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import {
  caller,
  demoIds,
  expectConsistent,
  expectGuarded,
  expectMissing,
  expectRefused,
  stockAndLedger,
  today,
} from './support.js';

export default function documentsCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let principal: number;
  let deposito: number;
  let arequipa: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    ids = await demoIds(t);
    principal = ids.store(DEMO_WAREHOUSES.principal);
    deposito = ids.store(DEMO_WAREHOUSES.deposito);
    arequipa = ids.store(DEMO_WAREHOUSES.arequipa);
  });
  afterAll(() => t.close());

  const entry = (items: object[], extra: object = {}) => ({
    fecha: today(),
    idalmacen: principal,
    idmotivo: ids.reason(1, '02'),
    tercero_nombre: 'FERRETERÍA EL PROGRESO S.A.C.',
    items,
    ...extra,
  });
  const output = (items: object[], extra: object = {}) => ({
    fecha: today(),
    idalmacen: principal,
    idmotivo: ids.reason(2, '01'),
    items,
    ...extra,
  });

  describe('entries', () => {
    test('rentrada numbers the entry, converts units to base units, moves the ledger with the weighted average and answers detalles.identrada', async () => {
      const oil = ids.product('ABA-0003');
      const before = await stockAndLedger(t, oil, principal);
      const { body } = await api.post(
        admin,
        '/rentrada',
        entry([
          {
            producto_id: oil,
            unidad_medida_id: ids.unit('CAJA'),
            cantidad: '2',
            costo_unitario: '102.00',
            lote: 'L-2611',
          },
        ]),
      );
      expect([body.status, body.mensaje]).toEqual([200, 'Entrada registrada correctamente']);
      const d = body.detalles;
      expect(d.identrada).toBeGreaterThan(0);
      expect(d.documento).toMatch(/^NI01-\d{8}$/);
      expect(d.items[0]).toMatchObject({
        cantidad: '2.0000',
        factor: '12.0000',
        cantidad_base: '24.0000',
        costo_unitario: '102.000000',
        importe: '204.00',
        lote: 'L-2611',
        abreviatura: 'CAJA',
      });
      expect(d.total).toBe('204.00');
      const after = await expectConsistent(t, oil, principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(24);
      expect(after.rows).toBe(before.rows + 1);
      // Weighted average: (old value + 204.00) / new quantity.
      const [row] = await queryRows<{ costo_unitario: string; costo_promedio: string }>(
        t.db,
        sql`select costo_unitario::text, costo_promedio::text from kardex where documento_tipo = 'NI' and iddocumento = ${d.identrada}`,
      );
      expect(row!.costo_unitario).toBe('8.500000');
      expect(Number(row!.costo_promedio)).toBeCloseTo((Number(before.valor) + 204) / Number(after.cantidad), 5);

      const got = await api.get(admin, `/gentrada/${d.identrada}`);
      expect(got.body.detalles).toEqual(d);
      const search = `/entrada/${principal}?q=${encodeURIComponent('el progreso')}`;
      const list = await api.get(admin, `${search}&pageSize=500`);
      const rows: { identrada: number; total: string }[] = list.body.detalles;
      expect(rows.map((r) => r.identrada)).toContain(d.identrada);
      // The total sums the whole filter, not only the page shown.
      const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.total) * 100), 0);
      expect(list.body.totales.total).toBe((cents / 100).toFixed(2));
      expect((await api.get(admin, `${search}&pageSize=1`)).body.totales.total).toBe((cents / 100).toFixed(2));
      const all = await api.get(admin, '/entrada/0?page=1');
      expect(all.body.totalRegistros).toBeGreaterThanOrEqual(4);
    });

    test('bad entries are refused with a Spanish mensaje and write nothing', async () => {
      const cement = ids.product('FER-0001');
      const good = { producto_id: cement, unidad_medida_id: ids.unit('BOLSA'), cantidad: '1', costo_unitario: '28.00' };
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([{ ...good, unidad_medida_id: ids.unit('LT') }])),
        'Línea 1: Cemento Portland Tipo I Sol 42.5 kg no tiene esa unidad de medida',
      );
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([{ ...good, cantidad: '0' }])),
        'Línea 1: la cantidad debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([good], { idmotivo: ids.reason(2, '01') })),
        'El motivo no es de entradas',
      );
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([good], { fecha: '2999-01-01' })),
        'La fecha no puede ser posterior a hoy',
      );
      await expectRefused(
        t,
        'entrada',
        () =>
          api.post(
            admin,
            '/rentrada',
            entry([{ ...good, producto_id: ids.product('SER-0001'), unidad_medida_id: ids.unit('SERV') }]),
          ),
        'Línea 1: Servicio de corte de fierro es un servicio; no tiene stock',
      );
      await expectRefused(t, 'entrada', () => api.post(admin, '/rentrada', entry([], {})), /^Datos no válidos: /);
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([good], { idalmacen: 999999 })),
        'El almacén no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'kardex',
        () => api.post(admin, '/rentrada', entry([{ ...good, costo_unitario: '-1' }])),
        /^Datos no válidos: Costo unitario/,
      );
      // A series of another branch.
      const [ni02] = await queryRows<{ idserie: number }>(t.db, sql`select idserie from serie where serie = 'NI02'`);
      await expectRefused(
        t,
        'entrada',
        () => api.post(admin, '/rentrada', entry([good], { idserie: ni02!.idserie })),
        'La serie no es de la sucursal del almacén',
      );
    });

    test('uentrada reverses the old lines and applies the new ones under the same number; aentrada reverses and keeps the record', async () => {
      const nails = ids.product('FER-0005');
      const start = await stockAndLedger(t, nails, principal);
      const { body } = await api.post(
        admin,
        '/rentrada',
        entry([{ producto_id: nails, unidad_medida_id: ids.unit('KG'), cantidad: '10', costo_unitario: '5.00' }]),
      );
      const id = body.detalles.identrada;
      const updated = await api.post(admin, '/uentrada', {
        identrada: id,
        ...entry([{ producto_id: nails, unidad_medida_id: ids.unit('KG'), cantidad: '4', costo_unitario: '5.50' }]),
      });
      expect([updated.body.mensaje, updated.body.detalles.documento, updated.body.detalles.total]).toEqual([
        'Entrada actualizada correctamente',
        body.detalles.documento,
        '22.00',
      ]);
      let now = await expectConsistent(t, nails, principal);
      expect(Number(now.cantidad) - Number(start.cantidad)).toBe(4);

      const annulled = await api.get(admin, `/aentrada/${id}`);
      expect([annulled.body.mensaje, annulled.body.detalles.estado]).toEqual(['Entrada anulada correctamente', 0]);
      now = await expectConsistent(t, nails, principal);
      expect(now.cantidad).toBe(start.cantidad);
      // Nothing deleted: 1 entry + 1 reversal + 1 new + 1 reversal.
      expect(now.rows).toBe(start.rows + 4);
      await expectRefused(t, 'kardex', () => api.get(admin, `/aentrada/${id}`), 'La entrada está anulada');
      await expectRefused(
        t,
        'kardex',
        () =>
          api.post(admin, '/uentrada', {
            identrada: id,
            ...entry([{ producto_id: nails, unidad_medida_id: ids.unit('KG'), cantidad: '1', costo_unitario: '5' }]),
          }),
        'La entrada está anulada',
      );
      await expectMissing(
        t,
        'kardex',
        () => api.get(admin, '/aentrada/999999'),
        'La entrada no existe o fue eliminada',
      );
      await expectMissing(
        t,
        'kardex',
        () => api.get(admin, '/gentrada/999999'),
        'La entrada no existe o fue eliminada',
      );
    });

    test('annulling an entry whose units already left is refused with no_stock', async () => {
      const hammer = ids.product('FER-0016');
      const { body } = await api.post(
        admin,
        '/rentrada',
        entry([{ producto_id: hammer, unidad_medida_id: ids.unit('UND'), cantidad: '5', costo_unitario: '26.00' }], {
          idalmacen: deposito,
        }),
      );
      await api.post(
        admin,
        '/rsalida',
        output([{ producto_id: hammer, unidad_medida_id: ids.unit('UND'), cantidad: '3' }], { idalmacen: deposito }),
      );
      const refused = await expectRefused(
        t,
        'kardex',
        () => api.get(admin, `/aentrada/${body.detalles.identrada}`),
        'Martillo de carpintero 16 oz Stanley: disponible 2 UND, solicitado 5 UND',
      );
      expect(refused.info).toBe('no_stock');
    });
  });

  describe('outputs', () => {
    test('rsalida takes the average cost, answers detalles.idsalida; more than available is refused with info no_stock and every item joined by |', async () => {
      const rice = ids.product('ABA-0001');
      const milk = ids.product('ABA-0004');
      const before = await stockAndLedger(t, rice, principal);
      const { body } = await api.post(
        admin,
        '/rsalida',
        output([{ producto_id: rice, unidad_medida_id: ids.unit('BOLSA'), cantidad: '2', precio_unitario: '24.90' }]),
      );
      expect([body.status, body.mensaje]).toEqual([200, 'Salida registrada correctamente']);
      expect(body.detalles.idsalida).toBeGreaterThan(0);
      expect(body.detalles.items[0].precio_unitario).toBe('24.90');
      const after = await expectConsistent(t, rice, principal);
      expect(Number(before.cantidad) - Number(after.cantidad)).toBe(2);

      const available = Number(after.cantidad);
      const milkStock = Number((await stockAndLedger(t, milk, principal)).cantidad);
      const refused = await expectRefused(
        t,
        'salida',
        () =>
          api.post(
            admin,
            '/rsalida',
            output([
              { producto_id: rice, unidad_medida_id: ids.unit('BOLSA'), cantidad: String(available + 1) },
              { producto_id: milk, unidad_medida_id: ids.unit('CAJA'), cantidad: '100' },
            ]),
          ),
        `Arroz extra Costeño 5 kg: disponible ${available} BOLSA, solicitado ${available + 1} BOLSA|Leche evaporada Gloria 400 g: disponible ${milkStock} LATA, solicitado 4800 LATA`,
      );
      expect(refused.info).toBe('no_stock');
      expect((await stockAndLedger(t, rice, principal)).rows).toBe(after.rows);
    });

    test('usalida and asalida reverse at the cost the units left with; missing and annulled outputs are refused', async () => {
      const tape = ids.product('FER-0012');
      const start = await stockAndLedger(t, tape, principal);
      const { body } = await api.post(
        admin,
        '/rsalida',
        output([{ producto_id: tape, unidad_medida_id: ids.unit('CAJA'), cantidad: '1' }]),
      );
      const id = body.detalles.idsalida;
      const updated = await api.post(admin, '/usalida', {
        idsalida: id,
        ...output([{ producto_id: tape, unidad_medida_id: ids.unit('UND'), cantidad: '3' }]),
      });
      expect(updated.body.mensaje).toBe('Salida actualizada correctamente');
      expect(Number(start.cantidad) - Number((await expectConsistent(t, tape, principal)).cantidad)).toBe(3);
      const annulled = await api.get(admin, `/asalida/${id}`);
      expect(annulled.body.detalles.estado).toBe(0);
      const end = await expectConsistent(t, tape, principal);
      expect([end.cantidad, end.valor]).toEqual([start.cantidad, start.valor]);
      await expectRefused(t, 'kardex', () => api.get(admin, `/asalida/${id}`), 'La salida está anulada');
      await expectMissing(t, 'kardex', () => api.get(admin, '/gsalida/999999'), 'La salida no existe o fue eliminada');
      const list = await api.get(admin, `/salida/${principal}?estado=0`);
      expect(list.body.detalles.every((r: { estado: number }) => r.estado === 0)).toBe(true);
    });
  });

  describe('transfers', () => {
    test('rtransferencia moves stock out of the origin and into the destination at the same cost, in one transaction; atransferencia reverses both', async () => {
      const wire = ids.product('FER-0019');
      const from0 = await stockAndLedger(t, wire, principal);
      const to0 = await stockAndLedger(t, wire, arequipa);
      const { body } = await api.post(admin, '/rtransferencia', {
        fecha: today(),
        idalmacen_origen: principal,
        idalmacen_destino: arequipa,
        items: [{ producto_id: wire, unidad_medida_id: ids.unit('ROLLO'), cantidad: '0.3' }],
      });
      expect([body.status, body.mensaje]).toEqual([200, 'Transferencia registrada correctamente']);
      expect(body.detalles.documento).toMatch(/^NT01-/);
      const from1 = await expectConsistent(t, wire, principal);
      const to1 = await expectConsistent(t, wire, arequipa);
      expect(Number(from0.cantidad) - Number(from1.cantidad)).toBe(30);
      expect(Number(to1.cantidad) - Number(to0.cantidad)).toBe(30);
      expect(Number(to1.valor) - Number(to0.valor)).toBeCloseTo(Number(from0.valor) - Number(from1.valor), 2);
      expect(
        (await api.get(admin, `/gtransferencia/${body.detalles.idtransferencia}`)).body.detalles.items[0].cantidad_base,
      ).toBe('30.0000');
      expect(
        (await api.get(admin, `/transferencia/${arequipa}`)).body.detalles.some(
          (r: { idtransferencia: number }) => r.idtransferencia === body.detalles.idtransferencia,
        ),
      ).toBe(true);

      const annulled = await api.get(admin, `/atransferencia/${body.detalles.idtransferencia}`);
      expect(annulled.body.mensaje).toBe('Transferencia anulada correctamente');
      expect((await expectConsistent(t, wire, principal)).cantidad).toBe(from0.cantidad);
      expect((await expectConsistent(t, wire, arequipa)).cantidad).toBe(to0.cantidad);
      await expectRefused(
        t,
        'kardex',
        () => api.get(admin, `/atransferencia/${body.detalles.idtransferencia}`),
        'La transferencia está anulada',
      );
    });

    test('a transfer to the same warehouse or of more than available writes nothing', async () => {
      const wire = ids.product('FER-0019');
      await expectRefused(
        t,
        'transferencia',
        () =>
          api.post(admin, '/rtransferencia', {
            fecha: today(),
            idalmacen_origen: principal,
            idalmacen_destino: principal,
            items: [{ producto_id: wire, unidad_medida_id: ids.unit('M'), cantidad: '1' }],
          }),
        'El almacén de destino debe ser distinto del de origen',
      );
      const body = await expectRefused(
        t,
        'kardex',
        () =>
          api.post(admin, '/rtransferencia', {
            fecha: today(),
            idalmacen_origen: deposito,
            idalmacen_destino: arequipa,
            items: [{ producto_id: wire, unidad_medida_id: ids.unit('M'), cantidad: '1' }],
          }),
        'Cable eléctrico THW 14 AWG Indeco: disponible 0 M, solicitado 1 M',
      );
      expect(body.info).toBe('no_stock');
      expect(
        await queryRows(
          t.db,
          sql`select 1 from transferencia where idalmacen_origen = ${deposito} and idalmacen_destino = ${arequipa}`,
        ),
      ).toEqual([]);
    });
  });

  describe('prints, reasons, series and kardex', () => {
    test('pdfentradaa4, pdfsalidaa4 and pdftransferenciaa4 print the saved records; a missing one is a 404', async () => {
      for (const [path, table, id] of [
        ['pdfentradaa4', 'entrada', 'identrada'],
        ['pdfsalidaa4', 'salida', 'idsalida'],
        ['pdftransferenciaa4', 'transferencia', 'idtransferencia'],
      ] as const) {
        const [row] = await queryRows<{ id: number }>(
          t.db,
          sql.raw(`select ${id} as id from ${table} order by ${id} limit 1`),
        );
        const { res } = await t.call(admin, { method: 'GET', url: `/api/${path}/${row!.id}` });
        expect([path, res.statusCode, res.headers['content-type']]).toEqual([path, 200, 'application/pdf']);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const missing = await t.call(admin, { method: 'GET', url: `/api/${path}/999999` });
        expect([missing.res.statusCode, missing.body.mensaje]).toEqual([404, `La ${table} no existe o fue eliminada`]);
      }
    });

    test('motivo lists SUNAT tabla 12 reasons by kind; seriesinventario the series of a type', async () => {
      const all = (await api.get(admin, '/motivo/0')).body.detalles;
      const outs = (await api.get(admin, '/motivo/2')).body.detalles;
      expect(all.length).toBeGreaterThan(outs.length);
      expect(outs.every((m: { tipo: number }) => m.tipo === 2)).toBe(true);
      expect(outs.map((m: { nombre: string }) => m.nombre)).toContain('Consumo interno');
      const series = (await api.get(admin, '/seriesinventario/NT')).body.detalles;
      expect(series.map((s: { serie: string }) => s.serie).sort()).toEqual(['NT01', 'NT02']);
    });

    test('kardex: opening balance, movements with running balance, closing balance equal to the stock', async () => {
      const cement = ids.product('FER-0001');
      const { body } = await api.get(
        admin,
        `/kardex?producto_id=${cement}&idalmacen=${principal}&desde=2020-01-01&hasta=${today()}`,
      );
      const k = body.detalles;
      expect(k.metodo_valuacion).toBe('1');
      expect(k.saldo_inicial.cantidad).toBe('0.0000');
      expect(k.movimientos.length).toBeGreaterThanOrEqual(4);
      const stock = await expectConsistent(t, cement, principal);
      expect([k.saldo_final.cantidad, k.saldo_final.costo_total]).toEqual([stock.cantidad, stock.valor]);
      const net = k.movimientos.reduce(
        (acc: number, m: { entrada: { cantidad: string }; salida: { cantidad: string } }) =>
          acc + Number(m.entrada.cantidad) - Number(m.salida.cantidad),
        0,
      );
      expect(net).toBe(Number(stock.cantidad));
      expect(k.producto.unidad_sunat).toBe('BG');
      expect(k.movimientos[0].tipo_operacion).toBe('16');
      // A later range opens with the balance before it.
      const later = await api.get(
        admin,
        `/kardex?producto_id=${cement}&idalmacen=${principal}&desde=${today()}&hasta=${today()}`,
      );
      expect(later.body.detalles.saldo_inicial.cantidad).not.toBe('0.0000');
      await expectRefused(
        t,
        'kardex',
        () => api.get(admin, `/kardex?producto_id=${cement}&idalmacen=${principal}&desde=2026-02-01&hasta=2026-01-01`),
        'La fecha Desde no puede ser posterior a la fecha Hasta',
      );

      // Saved order, not document date: an entry dated today, then one backdated to yesterday. The
      // kardex lists them as saved, and the running balance reads from the opening row to the last.
      const yesterday = new Date(Date.parse(`${today()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const unit = ids.unit('BOLSA');
      const first = await api.post(
        admin,
        '/rentrada',
        entry([{ producto_id: cement, unidad_medida_id: unit, cantidad: '3', costo_unitario: '30.00' }]),
      );
      const backdated = await api.post(
        admin,
        '/rentrada',
        entry([{ producto_id: cement, unidad_medida_id: unit, cantidad: '2', costo_unitario: '30.00' }], {
          fecha: yesterday,
        }),
      );
      expect([first.body.status, backdated.body.status]).toEqual([200, 200]);
      const ranged = (
        await api.get(admin, `/kardex?producto_id=${cement}&idalmacen=${principal}&desde=${yesterday}&hasta=${today()}`)
      ).body.detalles;
      // A movement is its document's type and id: other documents (sales, service orders) share ids.
      const docs = ranged.movimientos.map(
        (m: { documento_tipo: string; iddocumento: number }) => `${m.documento_tipo}:${m.iddocumento}`,
      );
      const entryOf = (id: number) => docs.indexOf(`NI:${id}`);
      expect(entryOf(first.body.detalles.identrada)).toBeGreaterThanOrEqual(0);
      expect(entryOf(first.body.detalles.identrada)).toBeLessThan(entryOf(backdated.body.detalles.identrada));
      let running = Number(ranged.saldo_inicial.cantidad);
      for (const m of ranged.movimientos) {
        running += Number(m.entrada.cantidad) - Number(m.salida.cantidad);
        expect(Number(m.saldo.cantidad)).toBeCloseTo(running, 4);
      }
      expect(Number(ranged.saldo_final.cantidad)).toBeCloseTo(running, 4);
      await expectRefused(
        t,
        'kardex',
        () => api.get(admin, `/kardex?producto_id=999999&idalmacen=${principal}&desde=2026-01-01&hasta=2026-01-02`),
        'El producto no existe o fue eliminado',
      );
    });

    test('per-menu access: no token 401, a user without the menus 403; the /entries menu does not reach outputs', async () => {
      await expectGuarded(t, [
        { method: 'POST', url: '/rentrada', payload: {} },
        { method: 'GET', url: '/salida/0' },
        { method: 'GET', url: '/kardex?producto_id=1&idalmacen=1&desde=2026-01-01&hasta=2026-01-02' },
      ]);
      const [user] = await queryRows<{ idusuario: number }>(
        t.db,
        sql`insert into usuario (usuario, nombres, rol, password_hash) values ('almacenero', 'Almacenero', 'seller', 'x') returning idusuario`,
      );
      await t.db.execute(
        sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta = '/entries'`,
      );
      const token = await t.app.sessions.open(
        { idusuario: user!.idusuario, usuario: 'almacenero', rol: 'seller' },
        '127.0.0.1',
      );
      expect((await api.get(token, '/entrada/0')).res.statusCode).toBe(200);
      expect(
        (await api.post(token, '/rsalida', output([{ producto_id: 1, unidad_medida_id: 1, cantidad: '1' }]))).res
          .statusCode,
      ).toBe(403);
    });
  });
}
