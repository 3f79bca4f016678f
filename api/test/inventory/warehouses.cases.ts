import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import { caller, demoIds, expectGuarded, expectRefused } from './support.js';

export default function warehousesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let branch: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    [{ idsucursal: branch }] = (await queryRows<{ idsucursal: number }>(
      t.db,
      sql`select idsucursal from sucursal order by idsucursal limit 1`,
    )) as [{ idsucursal: number }];
  });
  afterAll(() => t.close());

  test('almacen lists with q and idsucursal; almacen/guardar creates, updates and moves the default mark (one per branch)', async () => {
    const list = await api.get(admin, `/almacen?idsucursal=${branch}`);
    expect(list.body.detalles.map((r: { nombre: string }) => r.nombre).sort()).toEqual(
      [DEMO_WAREHOUSES.principal, DEMO_WAREHOUSES.deposito].sort(),
    );
    expect((await api.get(admin, '/almacen?q=surquillo')).body.totalRegistros).toBe(1);

    const created = await api.post(admin, '/almacen/guardar', {
      idsucursal: branch,
      nombre: 'Almacén de tránsito',
      direccion: 'JR. PARURO 930, LIMA',
    });
    expect([created.body.mensaje, created.body.detalles.predeterminado]).toEqual([
      'Almacén registrado correctamente',
      false,
    ]);
    const id = created.body.detalles.idalmacen;
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/guardar', { idsucursal: branch, nombre: 'almacén de tránsito' }),
      'Ya existe un almacén con ese nombre en la sucursal',
    );
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/guardar', { idsucursal: 999999, nombre: 'Otro' }),
      'La sucursal no existe o fue eliminada',
    );
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/guardar', { idsucursal: branch, nombre: '' }),
      /^Datos no válidos: Nombre/,
    );

    const updated = await api.post(admin, '/almacen/guardar', {
      idalmacen: id,
      idsucursal: branch,
      nombre: 'Almacén de tránsito Lima',
      predeterminado: true,
    });
    expect([updated.body.mensaje, updated.body.detalles.predeterminado]).toEqual([
      'Almacén actualizado correctamente',
      true,
    ]);
    const defaults = await queryRows<{ idalmacen: number }>(
      t.db,
      sql`select idalmacen from almacen where idsucursal = ${branch} and predeterminado`,
    );
    expect(defaults).toEqual([{ idalmacen: id }]);
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/eliminar', { idalmacen: id }),
      'Es el almacén predeterminado de la sucursal; marque otro como predeterminado antes de eliminarlo',
    );
    await expectRefused(
      t,
      'almacen',
      () =>
        api.post(admin, '/almacen/guardar', {
          idalmacen: id,
          idsucursal: branch,
          nombre: 'Almacén de tránsito Lima',
          predeterminado: true,
          estado: 0,
        }),
      'El almacén predeterminado no puede estar desactivado',
    );
    await api.post(admin, '/almacen/guardar', {
      idalmacen: (await demoIds(t)).store(DEMO_WAREHOUSES.principal),
      idsucursal: branch,
      nombre: DEMO_WAREHOUSES.principal,
      predeterminado: true,
    });
    expect((await api.post(admin, '/almacen/eliminar', { idalmacen: id })).body.mensaje).toBe(
      'Almacén eliminado correctamente',
    );
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/eliminar', { idalmacen: id }),
      'El almacén no existe o fue eliminado',
    );
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/guardar', { idalmacen: id, idsucursal: branch, nombre: 'X' }),
      'El almacén no existe o fue eliminado',
    );
  });

  test('a warehouse with movements cannot be deleted nor change branch', async () => {
    const ids = await demoIds(t);
    const deposito = ids.store(DEMO_WAREHOUSES.deposito);
    await expectRefused(
      t,
      'almacen',
      () => api.post(admin, '/almacen/eliminar', { idalmacen: deposito }),
      'El almacén tiene movimientos de stock; desactívelo en su lugar',
    );
    const [other] = await queryRows<{ idsucursal: number }>(
      t.db,
      sql`select idsucursal from sucursal where idsucursal <> ${branch} limit 1`,
    );
    await expectRefused(
      t,
      'almacen',
      () =>
        api.post(admin, '/almacen/guardar', {
          idalmacen: deposito,
          idsucursal: other!.idsucursal,
          nombre: DEMO_WAREHOUSES.deposito,
        }),
      'El almacén tiene movimientos; no se puede cambiar de sucursal',
    );
  });

  test('warehouse writes need /stores', async () => {
    await expectGuarded(t, [
      { method: 'GET', url: '/almacen' },
      { method: 'POST', url: '/almacen/guardar', payload: { idsucursal: branch, nombre: 'X' } },
      { method: 'POST', url: '/almacen/eliminar', payload: { idalmacen: 1 } },
    ]);
  });
}
