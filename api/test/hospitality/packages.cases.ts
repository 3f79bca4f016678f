import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectRefused } from '../organization/support.js';

/** Tourist packages (docs/hospitality.md "Tourist packages"): the package, its itinerary, what it includes, its sale product. */
export default function packagesCases() {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof caller>;
  const cat: { doble: number; superior: number; traslado: number; tour: number } = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    api = caller(t);
    const ids = await queryRows<{ k: string; id: number }>(
      t.db,
      sql`select 'doble' as k, idtipohabitacion as id from tipo_habitacion where nombre = 'Doble'
        union all select 'superior', idclasehabitacion from clase_habitacion where nombre = 'Superior'
        union all select 'traslado', producto_id from producto where codigo_producto = 'SRV-TRASLADO'
        union all select 'tour', producto_id from producto where codigo_producto = 'SRV-TOUR-VS'`,
    );
    for (const { k, id } of ids) (cat as Record<string, number>)[k] = id;
  });
  afterAll(() => t.close());

  const room = (noches: number) => ({
    idtipohabitacion: cat.doble,
    idclasehabitacion: cat.superior,
    noches,
    producto_id: null,
    cantidad: null,
  });
  const service = (producto_id: number, cantidad: string) => ({
    idtipohabitacion: null,
    idclasehabitacion: null,
    noches: null,
    producto_id,
    cantidad,
  });
  const body = (nombre: string, extra: Record<string, unknown> = {}) => ({
    nombre,
    descripcion: 'Lago Titicaca y Uros',
    noches: 2,
    precio: '850.50',
    vigencia_desde: '2026-01-01',
    vigencia_hasta: '2027-12-31',
    itinerario: [
      { dia: 1, titulo: 'Llegada a Puno', descripcion: 'Traslado al hotel' },
      { dia: 2, titulo: 'Islas flotantes', descripcion: null },
      { dia: 3, titulo: 'Salida', descripcion: null },
    ],
    incluye: [room(2), service(cat.traslado, '2'), service(cat.tour, '1')],
    ...extra,
  });

  const productOf = async (producto_id: number) =>
    (
      await queryRows<{
        codigo_producto: string;
        denominacion: string;
        estado: number;
        servicio: boolean;
        precio: string;
      }>(
        t.db,
        sql`select p.codigo_producto, p.denominacion, p.estado, p.servicio, pu.precioventa::text as precio
            from producto p join producto_unidad pu on pu.producto_id = p.producto_id and pu.base where p.producto_id = ${producto_id}`,
      )
    )[0];

  describe('tourist packages', () => {
    it('lists the demo packages: search, state and validity filters', async () => {
      const all = await api.get(token, '/paquetes?pageSize=50');
      expect(all.body.status).toBe(200);
      const names = all.body.detalles.map((r: { nombre: string }) => r.nombre);
      expect(names).toEqual(
        expect.arrayContaining(['Cusco clásico 3D/2N', 'Escapada romántica 2D/1N', 'Temporada Inti Raymi 4D/3N']),
      );
      const cusco = all.body.detalles.find((r: { nombre: string }) => r.nombre === 'Cusco clásico 3D/2N');
      expect(cusco).toMatchObject({ noches: 2, precio: '690.00', estado: 1, ventas: 0 });
      expect(cusco.itinerario.map((d: { dia: number }) => d.dia)).toEqual([1, 2, 3]);
      expect(cusco.incluye[0].texto).toBe('Habitación Doble · Estándar: 2 noches');
      expect(cusco.incluye[1].texto).toBe('TRASLADO AEROPUERTO - HOTEL - AEROPUERTO × 1');

      const found = await api.get(token, '/paquetes?q=romantica');
      expect(found.body.detalles.map((r: { nombre: string }) => r.nombre)).toEqual(['Escapada romántica 2D/1N']);
      const inactive = await api.get(token, '/paquetes?estado=0');
      expect(inactive.body.detalles.map((r: { nombre: string }) => r.nombre)).toEqual(['Temporada Inti Raymi 4D/3N']);
      const year = new Date().getUTCFullYear();
      const inForce = await api.get(token, `/paquetes?vigente=${year}-07-15&pageSize=50`);
      expect(inForce.body.detalles.map((r: { nombre: string }) => r.nombre)).not.toContain(
        'Temporada Inti Raymi 4D/3N',
      );
      expect(inForce.body.detalles.map((r: { nombre: string }) => r.nombre)).toContain('Cusco clásico 3D/2N');
    });

    it('registers a package with its itinerary, inclusions and a service product of its own, then updates both', async () => {
      const created = await api.post(token, '/rpaquetes', body('Puno místico 3D/2N'));
      expect(created.body.mensaje).toBe('Paquete turístico registrado correctamente');
      const row = created.body.detalles;
      expect(row).toMatchObject({ nombre: 'Puno místico 3D/2N', precio: '850.50', noches: 2, ventas: 0 });
      expect(row.codigo_producto).toBe(`PAQ-${row.idpaquete}`);
      expect(row.incluye.map((i: { texto: string }) => i.texto)).toEqual([
        'Habitación Doble · Superior: 2 noches',
        'TRASLADO AEROPUERTO - HOTEL - AEROPUERTO × 2',
        'TOUR VALLE SAGRADO DE LOS INCAS (DÍA COMPLETO) × 1',
      ]);
      expect(await productOf(row.producto_id)).toEqual({
        codigo_producto: `PAQ-${row.idpaquete}`,
        denominacion: 'PAQUETE TURÍSTICO PUNO MÍSTICO 3D/2N',
        estado: 1,
        servicio: true,
        precio: '850.50',
      });

      const updated = await api.post(token, '/apaquetes', {
        idpaquete: row.idpaquete,
        ...body('Puno y Titicaca 3D/2N', { precio: '899.00', incluye: [room(1)], itinerario: [] }),
      });
      expect(updated.body.status).toBe(200);
      expect(updated.body.detalles.incluye).toHaveLength(1);
      expect(updated.body.detalles.itinerario).toEqual([]);
      expect(await productOf(row.producto_id)).toMatchObject({
        denominacion: 'PAQUETE TURÍSTICO PUNO Y TITICACA 3D/2N',
        precio: '899.00',
      });

      const off = await api.post(token, '/cpaquetes', { idpaquete: row.idpaquete, estado: 0 });
      expect([off.body.mensaje, off.body.detalles.estado]).toEqual(['Paquete turístico desactivado', 0]);
      expect((await productOf(row.producto_id))!.estado).toBe(0);

      const removed = await api.post(token, '/epaquetes', { idpaquete: row.idpaquete });
      expect(removed.body.mensaje).toBe('Paquete turístico eliminado correctamente');
      expect(await productOf(row.producto_id)).toBeUndefined();
      expect(await queryRows(t.db, sql`select 1 from paquete_incluye where idpaquete = ${row.idpaquete}`)).toHaveLength(
        0,
      );
    });

    it('refuses bad packages in Spanish, writing nothing (neither package nor product)', async () => {
      const products = await countRows(t, 'producto');
      const refuse = (b: object, mensaje: string | RegExp) =>
        expectRefused(t, 'paquete', () => api.post(token, '/rpaquetes', b), mensaje);
      await refuse(body('Cusco clásico 3D/2N'), 'Ya existe el paquete Cusco clásico 3D/2N');
      await refuse(
        body('Al revés', { vigencia_desde: '2027-01-01', vigencia_hasta: '2026-01-01' }),
        'La vigencia termina antes de empezar: revise las fechas',
      );
      await refuse(
        body('Día de más', { itinerario: [{ dia: 4, titulo: 'Extra', descripcion: null }] }),
        'El día 4 del itinerario pasa de la duración del paquete (3 días, 2 noches)',
      );
      await refuse(
        body('Día doble', {
          itinerario: [
            { dia: 1, titulo: 'A', descripcion: null },
            { dia: 1, titulo: 'B', descripcion: null },
          ],
        }),
        'El día 1 está dos veces en el itinerario',
      );
      await refuse(
        body('Noches de más', { incluye: [room(3)] }),
        'La línea 1 de lo que incluye tiene 3 noches; el paquete tiene 2',
      );
      await refuse(
        body('Mezcla', { incluye: [{ ...room(1), producto_id: cat.tour, cantidad: '1' }] }),
        'La línea 1 de lo que incluye es una habitación (tipo o clase con noches) o un producto con su cantidad',
      );
      await refuse(
        body('Sin cantidad', { incluye: [service(cat.tour, '0')] }),
        'La línea 1 de lo que incluye: indique la cantidad',
      );
      const bad = await api.post(token, '/rpaquetes', body('Sin precio', { precio: '-5' }));
      expect(bad.body.status).toBe(400);
      expect(await countRows(t, 'producto')).toBe(products);
    });

    it('answers a missing package as missing', async () => {
      const { res, body: answer } = await api.post(token, '/cpaquetes', { idpaquete: 999999, estado: 1 });
      expect([res.statusCode, answer.mensaje]).toEqual([400, 'El paquete no existe o fue eliminado']);
    });
  });
}
