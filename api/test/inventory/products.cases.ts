import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { productsRepository } from '../../src/areas/inventory/products.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES, ean13 } from '../../src/demo/inventory.js';
import { caller, demoIds, expectGuarded, expectRefused, multipart, newProduct } from './support.js';
import { minimalPdf } from '../security/pdf-samples.js';

export default function productsCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    ids = await demoIds(t);
  });
  afterAll(() => t.close());

  const png = (width = 40, height = 30) => {
    const image = new PNG({ width, height });
    image.data.fill(200);
    return PNG.sync.write(image);
  };

  describe('products', () => {
    test('rproducto creates the product with its base unit and price; aproducto, cproducto, eproducto; barcode and code unique', async () => {
      const created = await api.post(admin, '/rproducto', {
        denominacion: 'Pegamento PVC Oatey 118 ml',
        codigo_producto: 'FER-0900',
        codigo_barra: '7750000900017',
        unidad_medida_id: ids.unit('UND'),
        idclase: (await api.get(admin, '/clase?q=ferreteria')).body.detalles[0].idclase,
        precioventa: '12.50',
        stock_minimo: '6',
      });
      expect([created.body.status, created.body.mensaje]).toEqual([200, 'Producto registrado correctamente']);
      const p = created.body.detalles;
      expect(p).toMatchObject({
        denominacion: 'Pegamento PVC Oatey 118 ml',
        abreviatura: 'UND',
        precioventa: '12.50',
        stock: '0.0000',
        tipo_afectacion: '10',
        servicio: false,
        control_stock: true,
        estado: 1,
        stock_minimo: '6.0000',
      });
      const units = await api.get(admin, `/umproducto?producto_id=${p.producto_id}`);
      expect(units.body.detalles).toEqual([
        expect.objectContaining({ base: true, factor: '1.0000', precioventa: '12.50' }),
      ]);

      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/rproducto', {
            denominacion: 'Otro',
            codigo_producto: 'fer-0900',
            unidad_medida_id: ids.unit('UND'),
          }),
        'Ya existe un producto con ese código o código de barras',
      );
      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/rproducto', {
            denominacion: 'Otro',
            codigo_barra: '7750000900017',
            unidad_medida_id: ids.unit('UND'),
          }),
        'Ya existe un producto con ese código o código de barras',
      );
      await expectRefused(
        t,
        'producto',
        () => api.post(admin, '/rproducto', { denominacion: 'Otro', unidad_medida_id: 999999 }),
        'La unidad de medida no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/rproducto', {
            denominacion: 'Otro',
            unidad_medida_id: ids.unit('UND'),
            servicio: true,
            control_serie: true,
          }),
        'Un servicio no lleva control de series',
      );
      await expectRefused(
        t,
        'producto',
        () => api.post(admin, '/rproducto', { denominacion: '', unidad_medida_id: ids.unit('UND') }),
        /^Datos no válidos: Denominación/,
      );
      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/rproducto', {
            denominacion: 'Otro',
            unidad_medida_id: ids.unit('UND'),
            tipo_afectacion: '99',
          }),
        /^Datos no válidos: Tipo de afectación del IGV/,
      );

      const updated = await api.post(admin, '/aproducto', {
        producto_id: p.producto_id,
        denominacion: 'Pegamento para PVC Oatey 118 ml',
        unidad_medida_id: ids.unit('UND'),
        precioventa: '13.00',
        icbper: false,
      });
      expect([updated.body.mensaje, updated.body.detalles.precioventa]).toEqual([
        'Producto actualizado correctamente',
        '13.00',
      ]);
      expect((await api.post(admin, '/cproducto', { producto_id: p.producto_id, estado: 0 })).body.mensaje).toBe(
        'Producto desactivado',
      );
      expect((await api.post(admin, '/cproducto', { producto_id: p.producto_id, estado: 1 })).body.mensaje).toBe(
        'Producto activado',
      );
      expect((await api.post(admin, '/eproducto', { producto_id: p.producto_id })).body.mensaje).toBe(
        'Producto eliminado correctamente',
      );
      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/aproducto', {
            producto_id: p.producto_id,
            denominacion: 'X',
            unidad_medida_id: ids.unit('UND'),
          }),
        'El producto no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'producto',
        () => api.post(admin, '/eproducto', { producto_id: ids.product('FER-0001') }),
        'El producto tiene movimientos de stock; desactívelo en su lugar',
      );
      await expectRefused(
        t,
        'producto',
        () =>
          api.post(admin, '/aproducto', {
            producto_id: ids.product('FER-0001'),
            denominacion: 'Cemento',
            unidad_medida_id: ids.unit('KG'),
          }),
        'El producto tiene movimientos de stock; su unidad base no se puede cambiar',
      );
    });

    test('codigoproductopropuesto: the next code of the company sequence P-000001…; a product saved without a code takes it, two saved at once take two; typed codes stay', async () => {
      const proposed = async () => (await api.get(admin, '/codigoproductopropuesto')).body;
      const first = await proposed();
      expect(first).toMatchObject({ status: 200, detalles: { codigo_producto: expect.stringMatching(/^P-\d{6}$/) } });
      const n = Number(first.detalles.codigo_producto.slice(2));
      const body = (denominacion: string, codigo_producto?: string) => ({
        denominacion,
        ...(codigo_producto ? { codigo_producto } : {}),
        unidad_medida_id: ids.unit('UND'),
      });
      const code = (k: number) => `P-${String(k).padStart(6, '0')}`;

      const typed = await api.post(admin, '/rproducto', body('Tarugo plástico 1/4"', 'TAR-0001'));
      expect(typed.body.detalles.codigo_producto).toBe('TAR-0001');
      expect((await proposed()).detalles.codigo_producto).toBe(code(n));

      const both = await Promise.all([
        api.post(admin, '/rproducto', body('Tarugo plástico 5/16"')),
        api.post(admin, '/rproducto', body('Tarugo plástico 3/8"')),
      ]);
      expect(both.map((r) => r.body.status)).toEqual([200, 200]);
      expect(both.map((r) => r.body.detalles.codigo_producto).sort()).toEqual([code(n), code(n + 1)]);
      expect((await proposed()).detalles.codigo_producto).toBe(code(n + 2));
    });

    test('a product carries the ISC of catálogo 08 (01 al valor, 02 monto fijo, 03 precio sugerido), checked on create and update', async () => {
      const base = { unidad_medida_id: ids.unit('BOT'), precioventa: '9.00' };
      const created = await api.post(admin, '/rproducto', {
        ...base,
        denominacion: 'Ron Cartavio blanco 750 ml',
        isc_sistema: '01',
        isc_tasa: '25',
      });
      expect(created.body.status).toBe(200);
      const p = created.body.detalles;
      expect([p.isc_sistema, p.isc_tasa, p.isc_precio_sugerido]).toEqual(['01', '25.0000', null]);
      const listed = await api.get(admin, `/producto?q=cartavio`);
      expect(listed.body.detalles[0]).toMatchObject({ isc_sistema: '01', isc_tasa: '25.0000' });
      // The document search answers it too: a sale screen previews the line as the sale will compute it.
      const found = await api.get(admin, '/productospaginado?limit=5&filtro=cartavio');
      expect(found.body.detalles[0]).toMatchObject({
        isc_sistema: '01',
        isc_tasa: '25.0000',
        isc_precio_sugerido: null,
      });

      const refused: [object, string | RegExp][] = [
        [
          { isc_sistema: '01', isc_tasa: '120' },
          'La tasa del ISC del sistema 01 debe ser mayor que 0 y no mayor que 100',
        ],
        [
          { isc_sistema: '03', isc_tasa: '0' },
          'La tasa del ISC del sistema 03 debe ser mayor que 0 y no mayor que 100',
        ],
        [{ isc_sistema: '01' }, 'La tasa del ISC del sistema 01 debe ser mayor que 0 y no mayor que 100'],
        [
          { isc_sistema: '02', isc_tasa: '0' },
          'El ISC del sistema 02 necesita el monto fijo por unidad, mayor que cero',
        ],
        [
          { isc_sistema: '03', isc_tasa: '30' },
          'El ISC del sistema 03 necesita el precio de venta al público sugerido, mayor que cero',
        ],
        [
          { isc_sistema: '01', isc_tasa: '20', isc_precio_sugerido: '9.00' },
          'El precio de venta al público sugerido solo se indica con el sistema 03 del ISC',
        ],
        [{ isc_tasa: '20' }, 'Indique el sistema del ISC (01, 02 o 03) o deje vacías su tasa y su precio sugerido'],
        [
          { isc_sistema: '01', isc_tasa: '20', tipo_afectacion: '20' },
          'El ISC solo se aplica a productos gravados con el IGV (afectación 10)',
        ],
        [{ isc_sistema: '04', isc_tasa: '20' }, /^Datos no válidos: Sistema del ISC/],
      ];
      for (const [isc, message] of refused)
        await expectRefused(
          t,
          'producto',
          () => api.post(admin, '/aproducto', { ...base, producto_id: p.producto_id, denominacion: 'Ron', ...isc }),
          message,
        );

      const fixedAmount = await api.post(admin, '/aproducto', {
        ...base,
        producto_id: p.producto_id,
        denominacion: 'Ron Cartavio blanco 750 ml',
        isc_sistema: '03',
        isc_tasa: '30',
        isc_precio_sugerido: '10.50',
      });
      expect(fixedAmount.body.detalles).toMatchObject({
        denominacion: 'Ron Cartavio blanco 750 ml',
        isc_sistema: '03',
        isc_tasa: '30.0000',
        isc_precio_sugerido: '10.500000',
      });
      const cleared = await api.post(admin, '/aproducto', { ...base, producto_id: p.producto_id, denominacion: 'Ron' });
      expect([cleared.body.detalles.isc_sistema, cleared.body.detalles.isc_tasa]).toEqual([null, null]);
    });

    test('producto lists with q (accent- and case-insensitive words in name, code or barcode), filters and sorting', async () => {
      const byWords = await api.get(admin, '/producto?q=CAFE%20altomayo');
      expect(byWords.body.detalles.map((r: { codigo_producto: string }) => r.codigo_producto)).toEqual(['ABA-0013']);
      const byBarcode = await api.get(admin, `/producto?q=${ean13(1000)}`);
      expect(byBarcode.body.detalles.map((r: { codigo_producto: string }) => r.codigo_producto)).toEqual(['FER-0001']);
      const services = await api.get(admin, '/producto?servicio=1');
      // The demo's two, the freight service transport invoices parcels with (migration 0036), the
      // lodging service a hotel check-out sells (migration 0042), the workshop demo's three labours, and
      // the hotel's three tour services and the product each of its three tourist packages sells under.
      expect(services.body.totalRegistros).toBe(13);
      const sorted = await api.get(admin, '/producto?sort=stock&order=desc&pageSize=3');
      const stocks = sorted.body.detalles.map((r: { stock: string }) => Number(r.stock));
      expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    });

    test('productospaginado: every word in the indexed text, limit, stock of a warehouse, the units with prices', async () => {
      const store = ids.store(DEMO_WAREHOUSES.deposito);
      const { body } = await api.get(
        admin,
        `/productospaginado?limit=5&filtro=${encodeURIComponent('cemento sol')}&idalmacen=${store}`,
      );
      expect(body.detalles).toHaveLength(1);
      expect(body.detalles[0]).toMatchObject({
        codigo_producto: 'FER-0001',
        stock: '50.0000',
        unidades: [expect.objectContaining({ abreviatura: 'BOLSA', factor: '1.0000', precioventa: '32.50' })],
      });
      const leche = await api.get(admin, '/productospaginado?limit=5&filtro=gloria');
      expect(leche.body.detalles[0].unidades.map((u: { abreviatura: string }) => u.abreviatura)).toEqual([
        'LATA',
        'PAQ',
        'CAJA',
      ]);
      expect((await api.get(admin, '/productospaginado?limit=2')).body.detalles).toHaveLength(2);
      expect((await api.get(admin, '/productospaginado?limit=50&solo_bienes=1&filtro=servicio')).body.detalles).toEqual(
        [],
      );
    });

    test('productospaginado pages first: the first `limit` matches in name order (ties by id), each row with its own unit, brand and price', async () => {
      const [first, second] = await queryRows<{ idmarca: number; nombre: string }>(
        t.db,
        sql`select idmarca, nombre from marca where estado = 1 order by idmarca limit 2`,
      );
      const make = (denominacion: string, extra: Record<string, unknown> = {}) =>
        newProduct(t, admin, { denominacion, unidad_medida_id: ids.unit('UND'), ...extra });
      // Created out of name order, with a tie (same name: the id decides), an inactive product and a service.
      await make('Zarzamora en almíbar 500 g', {
        idmarca: second!.idmarca,
        precioventa: '9.90',
        codigo_producto: 'ZAR-0001',
      });
      await make('Zarzamora congelada 1 kg', {
        idmarca: first!.idmarca,
        precioventa: '14.00',
        unidad_medida_id: ids.unit('KG'),
      });
      await make('Zarzamora congelada 1 kg', { idmarca: second!.idmarca, precioventa: '13.50' });
      await make('Zarzamora deshidratada 100 g', { precioventa: '4.50', codigo_barra: '7759990000017' });
      const inactive = await make('Zarzamora silvestre 250 g', { precioventa: '6.00' });
      await api.post(admin, '/cproducto', { producto_id: inactive, estado: 0 });
      await make('Zarzamora: servicio de empaque', { servicio: true, precioventa: '1.00' });

      // The same products in the CRUD list (another query: pagedList with every join done per row) are the reference.
      type Row = {
        producto_id: number;
        denominacion: string;
        marca: string | null;
        abreviatura: string;
        precioventa: string | null;
        servicio: boolean;
      };
      const listed: Row[] = (await api.get(admin, '/producto?q=zarzamora&estado=1&pageSize=50')).body.detalles;
      expect(listed.map((r) => r.denominacion)).toEqual([
        'Zarzamora congelada 1 kg',
        'Zarzamora congelada 1 kg',
        'Zarzamora deshidratada 100 g',
        'Zarzamora en almíbar 500 g',
        'Zarzamora: servicio de empaque',
      ]);
      const pick = (r: Row) => ({
        producto_id: r.producto_id,
        denominacion: r.denominacion,
        marca: r.marca,
        abreviatura: r.abreviatura,
        precioventa: r.precioventa,
      });
      const search = async (query: string): Promise<Row[]> =>
        (await api.get(admin, `/productospaginado?${query}`)).body.detalles;

      expect((await search('limit=100&filtro=ZARZAMORA')).map(pick)).toEqual(listed.map(pick));
      expect((await search('limit=2&filtro=zarzamora')).map(pick)).toEqual(listed.slice(0, 2).map(pick));
      expect((await search('limit=3&filtro=zarzamora')).map((r) => r.producto_id)).toEqual(
        listed.slice(0, 3).map((r) => r.producto_id),
      );
      expect((await search('limit=100&solo_bienes=1&filtro=zarzamora')).map((r) => r.producto_id)).toEqual(
        listed.filter((r) => !r.servicio).map((r) => r.producto_id),
      );
      // Every word, in any order, without accents or case, in the name, the code or the barcode.
      expect((await search('limit=20&filtro=ALMIBAR%20zarzamora')).map((r) => r.denominacion)).toEqual([
        'Zarzamora en almíbar 500 g',
      ]);
      expect((await search('limit=20&filtro=zar-0001')).map((r) => r.denominacion)).toEqual([
        'Zarzamora en almíbar 500 g',
      ]);
      expect((await search('limit=20&filtro=zarzamora%20775999000001')).map((r) => r.denominacion)).toEqual([
        'Zarzamora deshidratada 100 g',
      ]);
      expect(await search('limit=20&filtro=zarzamora%20silvestre')).toEqual([]);
    });

    test('productospaginado of short words (no trigram): the first products in name order when they fill the page, else every product', async () => {
      const make = (denominacion: string, extra: Record<string, unknown> = {}) =>
        newProduct(t, admin, { denominacion, unidad_medida_id: ids.unit('UND'), ...extra });
      await make('Qjx cuerda de nylon 6 mm');
      await make('Qjx cuerda de yute 8 mm', { codigo_producto: 'QJX-0002' });
      const products = productsRepository(t.db);
      const reference = async (q: string, pageSize: number) =>
        (
          (await api.get(admin, `/producto?q=${encodeURIComponent(q)}&estado=1&pageSize=${pageSize}`)).body
            .detalles as {
            producto_id: number;
          }[]
        ).map((r) => r.producto_id);
      const ids$ = (rows: { producto_id: number }[]) => rows.map((r) => r.producto_id);
      // 'a' is in most names: the first products by name fill the page, even when only a few are read.
      for (const walk of [5, 2000]) {
        expect(ids$(await products.search({ limit: 3, filtro: 'a' }, t.db, walk))).toEqual(await reference('a', 3));
        expect(ids$(await products.search({ limit: 4 }, t.db, walk))).toEqual(await reference('', 4));
      }
      // 'qj' only in the two products above, which sort after the first 5: the walk finds neither, every product answers.
      const few = await products.search({ limit: 20, filtro: 'QJ' }, t.db, 5);
      expect(few.map((r) => r.denominacion)).toEqual(['Qjx cuerda de nylon 6 mm', 'Qjx cuerda de yute 8 mm']);
      expect(ids$(await products.search({ limit: 1, filtro: 'qj' }, t.db, 5))).toEqual(await reference('qj', 1));
      expect(ids$(await products.search({ limit: 20, filtro: 'qj 02' }, t.db, 5))).toEqual(
        await reference('qj 02', 20),
      );
      expect(
        (await api.get(admin, '/productospaginado?limit=20&filtro=qj')).body.detalles.map(
          (r: { denominacion: string }) => r.denominacion,
        ),
      ).toEqual(few.map((r) => r.denominacion));
    });

    test('the search index takes each product write directly (no GIN pending list, which only a vacuum empties and PGlite never vacuums); the name index is partial', async () => {
      const [index] = await queryRows<{ reloptions: string[] | null }>(
        t.db,
        sql`select reloptions from pg_class where relname = 'producto_busqueda_idx'`,
      );
      expect(index!.reloptions).toContain('fastupdate=off');
      // The name order index is partial on what only the short-word search states, so no other products query walks it.
      const [names] = await queryRows<{ indexdef: string }>(
        t.db,
        sql`select indexdef from pg_indexes where indexname = 'producto_nombre_idx'`,
      );
      expect(names!.indexdef).toMatch(/\(denominacion, producto_id\) WHERE \(producto_id > 0\)$/);
    });

    test('gproductobarra: a unit barcode answers the product and that unit; unknown codes refused', async () => {
      const units = (await api.get(admin, `/umproducto?producto_id=${ids.product('ABA-0004')}`)).body.detalles;
      const box = units.find((u: { abreviatura: string }) => u.abreviatura === 'CAJA');
      const { body } = await api.get(admin, `/gproductobarra?codigo=${box.codigo_barra}`);
      expect([body.detalles.producto.codigo_producto, body.detalles.unidad_medida_id]).toEqual([
        'ABA-0004',
        box.unidad_medida_id,
      ]);
      const own = await api.get(admin, '/gproductobarra?codigo=aba-0004');
      expect(own.body.detalles.unidad_medida_id).toBe(ids.unit('LATA'));
      await expectRefused(
        t,
        'producto',
        () => api.get(admin, '/gproductobarra?codigo=0000000000000'),
        'No hay ningún producto con el código 0000000000000',
      );
    });

    test('gdetallesproducto, gstockproducto, gstockalmacen, ultimocosto', async () => {
      const cement = ids.product('FER-0001');
      const details = (await api.get(admin, `/gdetallesproducto/${cement}`)).body.detalles;
      expect(details.denominacion).toBe('Cemento Portland Tipo I Sol 42.5 kg');
      expect(details.almacenes.map((a: { almacen: string }) => a.almacen)).toEqual(
        expect.arrayContaining(Object.values(DEMO_WAREHOUSES)),
      );
      const stock = (await api.get(admin, `/gstockproducto/${cement}`)).body.detalles;
      const total = stock.reduce((acc: number, r: { cantidad: string }) => acc + Number(r.cantidad), 0);
      expect(total).toBe(Number(details.stock));
      const many = (
        await api.get(
          admin,
          `/gstockalmacen/${ids.store(DEMO_WAREHOUSES.deposito)}?productos=${cement},${ids.product('FER-0003')},${ids.product('ABA-0001')}`,
        )
      ).body.detalles;
      expect(many.map((r: { cantidad: string }) => r.cantidad)).toEqual(['50.0000', '30.0000', '0.0000']);
      expect(many.every((r: { comprometido: string }) => /^\d+\.\d{4}$/.test(r.comprometido))).toBe(true);
      const cost = (await api.get(admin, `/ultimocosto/${cement}/0`)).body.detalles;
      expect(cost).toMatchObject({
        producto_id: cement,
        idalmacen: null,
        ultimo_costo: '28.400000',
        documento: expect.stringMatching(/^NI01-/),
      });
      expect(Number(cost.costo_promedio)).toBeGreaterThan(27.8);
      await expectRefused(
        t,
        'producto',
        () => api.get(admin, '/gdetallesproducto/999999'),
        'El producto no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'producto',
        () => api.get(admin, '/gstockproducto/999999'),
        'El producto no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'producto',
        () => api.get(admin, `/ultimocosto/${cement}/999999`),
        'El almacén no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'producto',
        () => api.get(admin, '/gstockalmacen/999999?productos=1'),
        'El almacén no existe o fue eliminado',
      );
    });
  });

  describe('units and prices', () => {
    test('rumproducto, aumproducto, eumproducto: factor, barcode and prices (optional ones only when > 0); the base unit stays', async () => {
      const product = await newProduct(t, admin, {
        denominacion: 'Guantes de jebe talla M',
        unidad_medida_id: ids.unit('PAR'),
        precioventa: '5.50',
      });
      const created = await api.post(admin, '/rumproducto', {
        producto_id: product,
        unidad_medida_id: ids.unit('DOC'),
        factor: '12',
        codigo_barra: '7750000901236',
        precioventa: '60.00',
        precio1: '58.00',
        precio2: '0',
        preciocredito: null,
      });
      expect([created.body.mensaje, created.body.detalles]).toEqual([
        'Unidad registrada correctamente',
        expect.objectContaining({
          factor: '12.0000',
          precioventa: '60.00',
          precio1: '58.00',
          precio2: null,
          preciocredito: null,
          base: false,
        }),
      ]);
      const id = created.body.detalles.idproductounidad;
      await expectRefused(
        t,
        'producto_unidad',
        () =>
          api.post(admin, '/rumproducto', {
            producto_id: product,
            unidad_medida_id: ids.unit('DOC'),
            factor: '6',
            precioventa: '30.00',
          }),
        'El producto ya tiene esa unidad, o el código de barras ya está en uso',
      );
      await expectRefused(
        t,
        'producto_unidad',
        () =>
          api.post(admin, '/rumproducto', {
            producto_id: product,
            unidad_medida_id: ids.unit('CAJA'),
            factor: '0',
            precioventa: '30.00',
          }),
        'El factor debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'producto_unidad',
        () =>
          api.post(admin, '/rumproducto', {
            producto_id: product,
            unidad_medida_id: ids.unit('CAJA'),
            factor: '6',
            codigo_barra: ean13(1000),
            precioventa: '30.00',
          }),
        `El código de barras ${ean13(1000)} ya pertenece a otro producto`,
      );
      await expectRefused(
        t,
        'producto_unidad',
        () =>
          api.post(admin, '/rumproducto', {
            producto_id: 999999,
            unidad_medida_id: ids.unit('CAJA'),
            factor: '6',
            precioventa: '30.00',
          }),
        'El producto no existe o fue eliminado',
      );
      const updated = await api.post(admin, '/aumproducto', {
        idproductounidad: id,
        unidad_medida_id: ids.unit('DOC'),
        factor: '12',
        precioventa: '62.00',
        preciocredito: '65.00',
      });
      expect([
        updated.body.detalles.precioventa,
        updated.body.detalles.preciocredito,
        updated.body.detalles.precio1,
      ]).toEqual(['62.00', '65.00', null]);
      const base = (await api.get(admin, `/umproducto?producto_id=${product}`)).body.detalles.find(
        (u: { base: boolean }) => u.base,
      );
      await expectRefused(
        t,
        'producto_unidad',
        () => api.post(admin, '/eumproducto', { idproductounidad: base.idproductounidad }),
        'La unidad base del producto no se puede quitar',
      );
      await expectRefused(
        t,
        'producto_unidad',
        () =>
          api.post(admin, '/aumproducto', {
            idproductounidad: base.idproductounidad,
            unidad_medida_id: ids.unit('PAR'),
            factor: '2',
            precioventa: '5.50',
          }),
        'La unidad base tiene factor 1 y se cambia desde el producto',
      );
      expect((await api.post(admin, '/eumproducto', { idproductounidad: id })).body.mensaje).toBe(
        'Unidad eliminada correctamente',
      );
      await expectRefused(
        t,
        'producto_unidad',
        () => api.post(admin, '/eumproducto', { idproductounidad: id }),
        'La unidad del producto no existe o fue eliminada',
      );
    });

    test('precioproducto lists per unit with the margin over the last cost; aprecioproducto saves all or nothing', async () => {
      const { body } = await api.get(admin, '/precioproducto?q=cemento%20sol');
      const row = body.detalles[0];
      expect(row).toMatchObject({
        codigo_producto: 'FER-0001',
        precioventa: '32.50',
        ultimo_costo: '28.40',
        margen: '14.44',
      });
      const saved = await api.post(admin, '/aprecioproducto', {
        precios: [{ idproductounidad: row.idproductounidad, precioventa: '33.90', precio1: '33.00', precio2: '0' }],
      });
      expect([
        saved.body.mensaje,
        saved.body.detalles[0].precioventa,
        saved.body.detalles[0].precio1,
        saved.body.detalles[0].precio2,
      ]).toEqual(['Precios guardados correctamente', '33.90', '33.00', null]);
      const before = (await api.get(admin, '/precioproducto?q=cemento%20sol')).body.detalles[0].precioventa;
      const refused = await api.post(admin, '/aprecioproducto', {
        precios: [
          { idproductounidad: row.idproductounidad, precioventa: '40.00' },
          { idproductounidad: 999999, precioventa: '1.00' },
        ],
      });
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        400,
        'La unidad de producto 999999 no existe o fue eliminada',
      ]);
      expect((await api.get(admin, '/precioproducto?q=cemento%20sol')).body.detalles[0].precioventa).toBe(before);
    });

    test('iprecioproducto: the preview reports every row with its errors and saves nothing; confirming saves all rows or none', async () => {
      const filas = [
        { fila: 2, codigo: 'ABA-0007', unidad: 'BOT', precioventa: '6.80', precio1: '6,50' },
        { fila: 3, codigo: 'ABA-0007', unidad: 'PAQ', precioventa: '38.00' },
        { fila: 4, codigo: 'NO-EXISTE', unidad: 'UND', precioventa: '1.00' },
        { fila: 5, codigo: ean13(1000 + 25), unidad: 'LITRO', precioventa: 'abc' },
      ];
      const preview = await api.post(admin, '/iprecioproducto', { confirmar: false, filas });
      expect([
        preview.body.detalles.validas,
        preview.body.detalles.con_errores,
        preview.body.detalles.guardadas,
      ]).toEqual([2, 2, 0]);
      expect(preview.body.detalles.filas[0]).toMatchObject({
        denominacion: 'Gaseosa Inca Kola 1.5 L',
        precioventa: '6.80',
        precio1: '6.50',
        precioventa_actual: '6.50',
        errores: [],
      });
      expect(preview.body.detalles.filas[2].errores).toEqual(['No existe un producto con el código NO-EXISTE']);
      expect(preview.body.detalles.filas[3].errores).toEqual([
        'El producto no tiene la unidad LITRO',
        'Precio de venta: «abc» no es un importe válido (hasta 2 decimales)',
      ]);
      const refused = await api.post(admin, '/iprecioproducto', { confirmar: true, filas });
      expect([refused.res.statusCode, refused.body.mensaje, refused.body.detalles.con_errores]).toEqual([
        400,
        'El archivo tiene 2 filas con errores; corríjalas antes de importar',
        2,
      ]);
      expect((await api.get(admin, '/precioproducto?q=inca%20kola')).body.detalles[0].precioventa).toBe('6.50');
      const saved = await api.post(admin, '/iprecioproducto', { confirmar: true, filas: filas.slice(0, 2) });
      expect([saved.body.mensaje, saved.body.detalles.guardadas]).toEqual(['2 precios importados correctamente', 2]);
      expect(
        (await api.get(admin, '/precioproducto?q=inca%20kola')).body.detalles.map(
          (r: { precioventa: string }) => r.precioventa,
        ),
      ).toEqual(['6.80', '38.00']);
    });
  });

  describe('complements and consumption-note products', () => {
    test('rpcomplemento, gpcomplementos, dpcomplemento', async () => {
      const drill = ids.product('FER-0014');
      const added = await api.post(admin, '/rpcomplemento', {
        producto_id: drill,
        idproducto_complemento: ids.product('FER-0024'),
        cantidad: '5',
        precio: '5.00',
      });
      expect([added.body.mensaje, added.body.detalles.denominacion]).toEqual([
        'Complemento agregado correctamente',
        'Lija para madera N° 100',
      ]);
      await expectRefused(
        t,
        'producto_complemento',
        () =>
          api.post(admin, '/rpcomplemento', {
            producto_id: drill,
            idproducto_complemento: ids.product('FER-0024'),
            cantidad: '1',
          }),
        'El complemento ya está agregado al producto',
      );
      await expectRefused(
        t,
        'producto_complemento',
        () => api.post(admin, '/rpcomplemento', { producto_id: drill, idproducto_complemento: drill, cantidad: '1' }),
        'Un producto no puede ser complemento de sí mismo',
      );
      expect((await api.get(admin, `/gpcomplementos/${drill}`)).body.detalles).toHaveLength(1);
      expect((await api.get(admin, `/dpcomplemento/${added.body.detalles.idcomplemento}`)).body.mensaje).toBe(
        'Complemento quitado correctamente',
      );
      await expectRefused(
        t,
        'producto_complemento',
        () => api.get(admin, `/dpcomplemento/${added.body.detalles.idcomplemento}`),
        'El complemento no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'producto_complemento',
        () => api.get(admin, '/gpcomplementos/999999'),
        'El producto no existe o fue eliminado',
      );
    });

    test('rpncm, gpncm, dpncm (stock category CS per warehouse)', async () => {
      const store = ids.store(DEMO_WAREHOUSES.principal);
      const added = await api.post(admin, '/rpncm', {
        producto_id: ids.product('ABA-0008'),
        idalmacen: store,
        categoria: 'CS',
        precio: '2.50',
      });
      expect([added.body.mensaje, added.body.detalles.precio, added.body.detalles.categoria]).toEqual([
        'Producto habilitado para notas de consumo',
        '2.50',
        'CS',
      ]);
      await expectRefused(
        t,
        'producto_nota_consumo',
        () =>
          api.post(admin, '/rpncm', {
            producto_id: ids.product('ABA-0008'),
            idalmacen: store,
            categoria: 'CS',
            precio: '3.00',
          }),
        'El producto ya está habilitado para notas de consumo en ese almacén',
      );
      await expectRefused(
        t,
        'producto_nota_consumo',
        () =>
          api.post(admin, '/rpncm', {
            producto_id: ids.product('SER-0002'),
            idalmacen: store,
            categoria: 'CS',
            precio: '3.00',
          }),
        'Un servicio no se vende en notas de consumo del almacén',
      );
      // The demo's hotel restaurant already sells a drink in notes (ABA-0007, docs/hospitality.md); this one joins it.
      expect(
        (await api.get(admin, `/gpncm/${store}/CS`)).body.detalles.map(
          (r: { codigo_producto: string }) => r.codigo_producto,
        ),
      ).toEqual(['ABA-0008', 'ABA-0007']); // by name: Agua…, Gaseosa…
      expect((await api.get(admin, '/gpncm/0/CS')).body.detalles).toHaveLength(2);
      expect((await api.post(admin, '/dpncm', { idpncm: added.body.detalles.idpncm })).body.mensaje).toBe(
        'Producto quitado de las notas de consumo',
      );
      await expectRefused(
        t,
        'producto_nota_consumo',
        () => api.post(admin, '/dpncm', { idpncm: added.body.detalles.idpncm }),
        'El producto de nota de consumo no existe o fue eliminado',
      );
    });
  });

  describe('image and technical sheet', () => {
    test('rimagenproducto stores a checked, resized image served at /api/fotoproducto; anything else refused', async () => {
      const product = ids.product('FER-0016');
      const form = await multipart([
        ['producto_id', String(product)],
        ['imagen', { filename: 'martillo<1>.png', data: png(), type: 'image/png' }],
      ]);
      const { res, body } = await t.call(admin, {
        method: 'POST',
        url: '/api/rimagenproducto',
        payload: form.payload,
        headers: form.headers,
      });
      expect([res.statusCode, body.mensaje, body.detalles.imagen]).toEqual([
        200,
        'Imagen del producto guardada correctamente',
        `/api/fotoproducto/${product}`,
      ]);
      // Served with the session (or a signed link), never to anyone without one.
      expect((await t.call(undefined, { method: 'GET', url: body.detalles.imagen })).res.statusCode).toBe(401);
      const served = await t.call(admin, { method: 'GET', url: body.detalles.imagen });
      expect([served.res.statusCode, served.res.headers['content-type']]).toEqual([200, 'image/png']);
      expect(existsSync(join(t.config.dataDir, 'productos', 'imagenes', `producto-${product}.png`))).toBe(true);

      const fake = await multipart([
        ['producto_id', String(product)],
        ['imagen', { filename: 'foto.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }],
      ]);
      const refused = await t.call(admin, {
        method: 'POST',
        url: '/api/rimagenproducto',
        payload: fake.payload,
        headers: fake.headers,
      });
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        400,
        'Error al subir la imagen del producto: solo se aceptan imágenes PNG, JPEG o WebP',
      ]);
      const missing = await multipart([
        ['producto_id', '999999'],
        ['imagen', { filename: 'a.png', data: png() }],
      ]);
      expect(
        (
          await t.call(admin, {
            method: 'POST',
            url: '/api/rimagenproducto',
            payload: missing.payload,
            headers: missing.headers,
          })
        ).body.mensaje,
      ).toBe('El producto no existe o fue eliminado');
      expect((await t.call(undefined, { method: 'GET', url: '/foto-producto/..%2F..%2Fpglite' })).res.statusCode).toBe(
        404,
      );
      expect((await t.call(admin, { method: 'GET', url: '/api/fotoproducto/999999' })).res.statusCode).toBe(400);
    });

    test('rfichatecnicaproducto keeps the sanitised name, served at /api/fichaproducto; a non-PDF/image refused', async () => {
      const product = ids.product('FER-0014');
      const pdf = minimalPdf();
      const form = await multipart([
        ['producto_id', String(product)],
        ['ficha', { filename: 'Ficha: taladro <Bosch>|"GSB"?*!.pdf', data: pdf, type: 'application/pdf' }],
      ]);
      const { body } = await t.call(admin, {
        method: 'POST',
        url: '/api/rfichatecnicaproducto',
        payload: form.payload,
        headers: form.headers,
      });
      expect(body.mensaje).toBe('Ficha técnica del producto guardada correctamente');
      expect(body.detalles.ficha_tecnica).toBe(`/api/fichaproducto/${product}`);
      const served = await t.call(admin, { method: 'GET', url: body.detalles.ficha_tecnica });
      expect([served.res.statusCode, served.res.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(served.res.headers['content-disposition']).toMatch(/^inline; /);
      const exe = await multipart([
        ['producto_id', String(product)],
        ['ficha', { filename: 'ficha.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') }],
      ]);
      const refused = await t.call(admin, {
        method: 'POST',
        url: '/api/rfichatecnicaproducto',
        payload: exe.payload,
        headers: exe.headers,
      });
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        400,
        'Error al subir el archivo del producto: solo se aceptan archivos PDF, PNG o JPEG',
      ]);
    });

    test('product calls need a token and a menu', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/producto' },
        { method: 'POST', url: '/rproducto', payload: {} },
        { method: 'GET', url: '/productospaginado?limit=5' },
        { method: 'POST', url: '/aprecioproducto', payload: { precios: [] } },
        { method: 'POST', url: '/rumproducto', payload: {} },
      ]);
    });
  });
}
