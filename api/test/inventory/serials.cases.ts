import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import { caller, demoIds, expectGuarded, expectMissing, expectRefused, today } from './support.js';

export default function serialsCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let drill: number;
  let principal: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    ids = await demoIds(t);
    drill = ids.product('FER-0014');
    principal = ids.store(DEMO_WAREHOUSES.principal);
  });
  afterAll(() => t.close());

  const entry = (series: string[], cantidad = String(series.length)) => ({
    fecha: today(),
    idalmacen: principal,
    idmotivo: ids.reason(1, '02'),
    items: [{ producto_id: drill, unidad_medida_id: ids.unit('UND'), cantidad, costo_unitario: '225.00', series }],
  });
  const output = (series: string[]) => ({
    fecha: today(),
    idalmacen: principal,
    idmotivo: ids.reason(2, '01'),
    items: [{ producto_id: drill, unidad_medida_id: ids.unit('UND'), cantidad: String(series.length), series }],
  });
  const inStock = async () =>
    (await api.get(admin, `/seriesproducto/${drill}?idalmacen=${principal}&disponible=1`)).body.detalles
      .map((s: { serie: string }) => s.serie)
      .sort();

  test('entries need one serial per unit and a serial cannot be in stock twice; outputs consume specific serials; annulling puts them back', async () => {
    await expectRefused(
      t,
      'entrada',
      () => api.post(admin, '/rentrada', entry(['S-1'], '2')),
      'Línea 1: Taladro percutor 13 mm 650 W Bosch lleva control de series: indique 2 series (una por unidad), se indicaron 1',
    );
    await expectRefused(
      t,
      'entrada',
      () => api.post(admin, '/rentrada', entry(['BOS-TP-240101'])),
      'La serie BOS-TP-240101 de Taladro percutor 13 mm 650 W Bosch ya está en stock (Almacén principal Miraflores)',
    );
    await expectRefused(
      t,
      'entrada',
      () => api.post(admin, '/rentrada', entry(['S-9', 's-9'])),
      'Línea 1: la serie s-9 se repite en el documento',
    );
    await expectRefused(
      t,
      'entrada',
      () =>
        api.post(admin, '/rentrada', {
          ...entry([]),
          items: [
            {
              producto_id: ids.product('FER-0001'),
              unidad_medida_id: ids.unit('BOLSA'),
              cantidad: '1',
              costo_unitario: '1',
              series: ['X1'],
            },
          ],
        }),
      'Línea 1: Cemento Portland Tipo I Sol 42.5 kg no lleva control de series',
    );

    const saved = await api.post(admin, '/rentrada', entry(['TP-NEW-1', 'TP-NEW-2']));
    expect(saved.body.detalles.items[0].series).toEqual(['TP-NEW-1', 'TP-NEW-2']);
    expect(await inStock()).toEqual(expect.arrayContaining(['TP-NEW-1', 'TP-NEW-2']));
    const related = await api.get(admin, `/seriesrelacionado/entrada/${saved.body.detalles.identrada}`);
    expect(related.body.detalles.map((r: { serie: string }) => r.serie)).toEqual(['TP-NEW-1', 'TP-NEW-2']);
    await expectRefused(
      t,
      'producto_serie_relacion',
      () => api.post(admin, '/quitarrelacionserie', { idrelacion: related.body.detalles[0].idrelacion }),
      'Las series de la entrada se corrigen actualizando o anulando el documento',
    );

    await expectRefused(
      t,
      'salida',
      () => api.post(admin, '/rsalida', output(['NO-EXISTE'])),
      'La serie NO-EXISTE de Taladro percutor 13 mm 650 W Bosch no está en stock en el almacén',
    );
    const out = await api.post(admin, '/rsalida', output(['TP-NEW-1']));
    expect(out.body.status).toBe(200);
    expect(await inStock()).not.toContain('TP-NEW-1');
    const withCount = await api.get(admin, `/seriesproductorelacionado/${drill}/salida/${out.body.detalles.idsalida}`);
    expect(withCount.body.detalles.series.map((r: { serie: string }) => r.serie)).toEqual(['TP-NEW-1']);
    expect(withCount.body.detalles.series_activas).toBe((await inStock()).length);

    await api.get(admin, `/asalida/${out.body.detalles.idsalida}`);
    expect(await inStock()).toContain('TP-NEW-1');
  });

  test('rserieproducto registers serials of units already in stock, never more than the stock; a, c, quitar, e', async () => {
    const [stock] = await queryRows<{ cantidad: string }>(
      t.db,
      sql`select cantidad::text from stock where producto_id = ${drill} and idalmacen = ${principal}`,
    );
    const free = Number(stock!.cantidad) - (await inStock()).length;
    const tooMany = Array.from({ length: free + 1 }, (_, i) => `REG-${i}`);
    await expectRefused(
      t,
      'producto_serie',
      () => api.post(admin, '/rserieproducto', { producto_id: drill, idalmacen: principal, series: tooMany }),
      /^Taladro percutor 13 mm 650 W Bosch tiene \d+ unidades en el almacén; no puede tener \d+ series en stock$/,
    );
    await expectRefused(
      t,
      'producto_serie',
      () =>
        api.post(admin, '/rserieproducto', {
          producto_id: ids.product('FER-0001'),
          idalmacen: principal,
          series: ['X'],
        }),
      'Cemento Portland Tipo I Sol 42.5 kg no lleva control de series',
    );

    // Take one out of stock to make room, then register a new one.
    const [one] = (await api.get(admin, `/seriesproducto/${drill}?idalmacen=${principal}&disponible=1&q=240101`)).body
      .detalles;
    const taken = await api.post(admin, '/quitarserieproducto', { idserieproducto: one.idserieproducto });
    expect([taken.body.mensaje, taken.body.detalles.disponible]).toEqual(['Serie quitada del stock', false]);
    await expectRefused(
      t,
      'producto_serie',
      () => api.post(admin, '/quitarserieproducto', { idserieproducto: one.idserieproducto }),
      'La serie BOS-TP-240101 no está en stock',
    );
    const registered = await api.post(admin, '/rserieproducto', {
      producto_id: drill,
      idalmacen: principal,
      series: ['REG-A'],
    });
    expect([registered.body.mensaje, registered.body.detalles[0].disponible]).toEqual([
      'Series registradas correctamente',
      true,
    ]);
    const id = registered.body.detalles[0].idserieproducto;

    expect(
      (await api.post(admin, '/aserieproducto', { idserieproducto: id, serie: 'REG-B' })).body.detalles.serie,
    ).toBe('REG-B');
    await expectRefused(
      t,
      'producto_serie',
      () => api.post(admin, '/aserieproducto', { idserieproducto: id, serie: 'bos-tp-240103' }),
      'El producto ya tiene esa serie',
    );
    expect((await api.post(admin, '/cserieproducto', { idserieproducto: id, estado: 0 })).body.mensaje).toBe(
      'Serie desactivada',
    );
    await expectRefused(
      t,
      'producto_serie',
      () => api.get(admin, `/eserieproducto/${id}`),
      'La serie tiene movimientos o está en stock; desactívela en su lugar',
    );
    expect((await api.get(admin, `/eserieproducto/${one.idserieproducto}`)).body.status).toBe(400);
    await api.post(admin, '/quitarserieproducto', { idserieproducto: id });
    expect((await api.get(admin, `/eserieproducto/${id}`)).body.mensaje).toBe('Serie eliminada correctamente');
    await expectRefused(
      t,
      'producto_serie',
      () => api.post(admin, '/aserieproducto', { idserieproducto: id, serie: 'X' }),
      'La serie del producto no existe o fue eliminada',
    );
    await expectRefused(
      t,
      'producto_serie',
      () => api.get(admin, '/seriesproducto/999999'),
      'El producto no existe o fue eliminado',
    );
  });

  test('relations with documents of other areas: compra enters, venta leaves, pedido reserves; quitarrelacionserie undoes the effect', async () => {
    // A relation moves serials only (the sale or purchase moves the stock through the ledger service).
    // The documents exist: a relation names its document, which must be in the caller's data scope.
    const one = async (table: string, key: string) =>
      (await queryRows<{ id: number }>(t.db, sql.raw(`select ${key} as id from ${table} order by ${key} limit 2`))).map(
        (r) => r.id,
      );
    const [sale, otherSale] = await one('venta', 'idventa');
    const [purchase] = await one('compra', 'idcompra');
    const [order] = await one('pedido', 'idpedido');
    const stocked = await inStock();
    const [first] = (
      await api.get(admin, `/seriesproducto/${drill}?idalmacen=${principal}&disponible=1&q=${stocked[0]}`)
    ).body.detalles;
    const sold = await api.post(admin, '/rserieproductoventa', {
      producto_id: drill,
      idalmacen: principal,
      iddocumento: sale!,
      series: [first.serie],
    });
    expect([sold.body.mensaje, sold.body.detalles[0].tipo, sold.body.detalles[0].disponible]).toEqual([
      'Series relacionadas correctamente',
      'venta',
      false,
    ]);
    await expectRefused(
      t,
      'producto_serie_relacion',
      () =>
        api.post(admin, '/rserieproductoventa', {
          producto_id: drill,
          idalmacen: principal,
          iddocumento: otherSale!,
          series: [first.serie],
        }),
      `La serie ${first.serie} de Taladro percutor 13 mm 650 W Bosch no está en stock en el almacén`,
    );

    const bought = await api.post(admin, '/rserieproductocompra', {
      producto_id: drill,
      idalmacen: principal,
      iddocumento: purchase!,
      series: ['COMPRA-1'],
    });
    expect(bought.body.detalles[0].disponible).toBe(true);
    const ordered = await api.post(admin, '/rserieproductopedido', {
      producto_id: drill,
      idalmacen: principal,
      iddocumento: order!,
      series: ['COMPRA-1'],
    });
    expect(ordered.body.detalles[0].disponible).toBe(true);

    const undo = await api.post(admin, '/quitarrelacionserie', { idrelacion: sold.body.detalles[0].idrelacion });
    expect(undo.body.mensaje).toBe('Relación de la serie quitada correctamente');
    await expectRefused(
      t,
      'producto_serie_relacion',
      () => api.post(admin, '/quitarrelacionserie', { idrelacion: sold.body.detalles[0].idrelacion }),
      'La relación de la serie no existe o fue eliminada',
    );
    expect(
      (await api.get(admin, `/seriesrelacionado/venta/${sale}`)).body.detalles.filter(
        (r: { idrelacion: number }) => r.idrelacion === sold.body.detalles[0].idrelacion,
      ),
    ).toEqual([]);

    // Entry and output relations check the document (a missing one: HTTP 404, docs/security.md).
    await expectMissing(
      t,
      'producto_serie_relacion',
      () =>
        api.post(admin, '/rserieproductoentrada', {
          producto_id: drill,
          idalmacen: principal,
          iddocumento: 999999,
          series: ['E-1'],
        }),
      'La entrada no existe o fue eliminada',
    );
    const [plain] = await queryRows<{ identrada: number }>(
      t.db,
      sql`select e.identrada from entrada e where e.estado = 1 and not exists (select 1 from entrada_detalle d where d.identrada = e.identrada and d.producto_id = ${drill}) limit 1`,
    );
    await expectRefused(
      t,
      'producto_serie_relacion',
      () =>
        api.post(admin, '/rserieproductoentrada', {
          producto_id: drill,
          idalmacen: principal,
          iddocumento: plain!.identrada,
          series: ['E-1'],
        }),
      'La entrada no tiene ese producto',
    );
    await expectMissing(
      t,
      'producto_serie_relacion',
      () =>
        api.post(admin, '/rserieproductosalida', {
          producto_id: drill,
          idalmacen: principal,
          iddocumento: 999999,
          series: ['E-1'],
        }),
      'La salida no existe o fue eliminada',
    );
  });

  test('serial calls need a token and a menu', async () => {
    await expectGuarded(t, [
      { method: 'POST', url: '/rserieproducto', payload: {} },
      { method: 'GET', url: `/seriesproducto/${1}` },
      { method: 'POST', url: '/rserieproductoventa', payload: {} },
    ]);
  });
}
