import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SELLER, createTestApp, type TestApp } from './helpers/app.js';
import { sql } from 'drizzle-orm';

let t: TestApp;
let admin: string;
let seller: string;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seller = await t.login(SELLER.usuario, SELLER.password);
  const { body } = await t.call(admin, { method: 'GET', url: '/api/usuario?q=vendedor' });
  sellerId = body.detalles[0].idusuario;
});
afterAll(() => t.close());

/** Takes a screen's menu away (the migrations give every screen one), so a test can create it again. */
async function freeScreen(ruta: string) {
  await t.db.execute(sql`delete from menu_usuario where idmenu in (select idmenu from menu where ruta = ${ruta})`);
  await t.db.execute(sql`delete from menu where ruta = ${ruta}`);
}

const count = async () => (await t.call(admin, { method: 'GET', url: '/api/menu' })).body.detalles.length as number;

describe('menus CRUD', () => {
  test('lists menus and parents', async () => {
    const menus = await t.call(admin, { method: 'GET', url: '/api/menu' });
    expect(menus.body.detalles).toEqual(
      expect.arrayContaining([expect.objectContaining({ ruta: '/menu_control', area: 'organization' })]),
    );
    const parents = await t.call(admin, { method: 'GET', url: '/api/menupadres' });
    expect(parents.body.detalles.every((m: { idpadre: number | null }) => m.idpadre === null)).toBe(true);
  });

  test('creates a parent and a child, updates them; deletes the parent, never a screen’s menu', async () => {
    const parent = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenu',
      payload: { nombre: 'Reportes', icono: 'book', orden: 5 },
    });
    expect(parent.body).toMatchObject({
      status: 200,
      mensaje: 'Menú creado correctamente',
      detalles: { nombre: 'Reportes', ruta: null, area: null },
    });
    const idpadre = parent.body.detalles.idmenu;
    // The area may be omitted: it is the screen's.
    // Every screen has its migration's menu now (the workshop's reports since 0050): free one, as a
    // fresh install would have it before the migration, to create its menu through the call.
    await freeScreen('/report_service_orders');
    const child = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenu',
      payload: { nombre: 'Órdenes del día', ruta: '/report_service_orders', idpadre },
    });
    expect(child.body.detalles).toMatchObject({ ruta: '/report_service_orders', area: 'workshop', idpadre });
    const updated = await t.call(admin, {
      method: 'POST',
      url: '/api/amenu',
      payload: {
        idmenu: child.body.detalles.idmenu,
        nombre: 'Órdenes diarias',
        ruta: '/report_service_orders',
        area: 'workshop',
        idpadre,
      },
    });
    expect(updated.body.detalles.nombre).toBe('Órdenes diarias');

    const refused = await t.call(admin, { method: 'POST', url: '/api/emenu', payload: { idmenu: idpadre } });
    expect(refused.body).toEqual({
      status: 400,
      mensaje: 'El menú tiene submenús; elimínelos primero',
      detalles: null,
    });
    // A screen's menu is never deleted (it would take the screen from everyone: issue 23); moved
    // under another main menu, its empty parent may go.
    expect(
      (await t.call(admin, { method: 'POST', url: '/api/emenu', payload: { idmenu: child.body.detalles.idmenu } }))
        .body,
    ).toEqual({
      status: 400,
      mensaje:
        'El menú «Órdenes diarias» abre una pantalla del sistema (/report_service_orders) y no se puede eliminar; quítelo a los usuarios en Control de accesos',
      detalles: null,
    });
    // The last main menu by Orden, so the Dashboard group (orden 0) keeps only its own screen.
    const other = (await t.call(admin, { method: 'GET', url: '/api/menupadres' })).body.detalles
      .filter((m: { idmenu: number }) => m.idmenu !== idpadre)
      .sort((a: { orden: number }, b: { orden: number }) => b.orden - a.orden)[0];
    await t.call(admin, {
      method: 'POST',
      url: '/api/amenu',
      payload: {
        idmenu: child.body.detalles.idmenu,
        nombre: 'Órdenes diarias',
        ruta: '/report_service_orders',
        idpadre: other.idmenu,
      },
    });
    expect((await t.call(admin, { method: 'POST', url: '/api/emenu', payload: { idmenu: idpadre } })).body.status).toBe(
      200,
    );
  });

  test('bad input is refused in Spanish and writes nothing', async () => {
    const before = await count();
    const cases = [
      [{ nombre: '' }, 'Datos no válidos: Nombre es obligatorio'],
      [
        { nombre: 'X', ruta: 'sin-barra', idpadre: 1, area: 'organization' },
        'Datos no válidos: Ruta no tiene un formato válido',
      ],
      [{ nombre: 'X', ruta: '/x', idpadre: 1, area: 'marte' }, 'Datos no válidos: Área tiene un valor no permitido'],
      [{ nombre: 'Hijo sin ruta', idpadre: 1 }, 'Un submenú necesita la ruta de la pantalla'],
      [{ nombre: 'Padre inexistente', ruta: '/x', area: 'organization', idpadre: 99999 }, 'El menú padre no existe'],
      [
        { nombre: 'Ruta repetida', ruta: '/menu_control', area: 'organization', idpadre: 1 },
        'Ya existe un menú para la pantalla /menu_control',
      ],
      [
        { nombre: 'Sin pantalla', ruta: '/ventas_dia', area: 'billing-cpe', idpadre: 1 },
        'La ruta /ventas_dia no corresponde a ninguna pantalla del sistema; elija una de las pantallas disponibles',
      ],
      [
        { nombre: 'Otra área', ruta: '/sales', area: 'inventory', idpadre: 1 },
        'La pantalla /sales pertenece al área billing-cpe, no a inventory',
      ],
    ] as const;
    for (const [payload, mensaje] of cases) {
      const { res, body } = await t.call(admin, { method: 'POST', url: '/api/rmenu', payload });
      expect(res.statusCode).toBe(400);
      expect(body.mensaje).toBe(mensaje);
    }
    expect(await count()).toBe(before);
  });

  test('main menus follow their Orden, each followed by its screens; the list counts every row', async () => {
    const first = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenu',
      payload: { nombre: 'Zeta primero', orden: 1 },
    });
    // Every screen has its migration's menu: free one, as a fresh install would have it.
    const ruta = '/report_hospitality';
    await freeScreen(ruta);
    const screen = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenu',
      payload: { nombre: 'Pantalla libre', ruta, idpadre: first.body.detalles.idmenu },
    });
    const { body } = await t.call(admin, { method: 'GET', url: '/api/menu' });
    // Orden 1 comes right after the Dashboard group (orden 0, migration 0022) and its screen, whatever the name.
    const names = body.detalles.map((m: { nombre: string }) => m.nombre);
    const at = names.indexOf('Zeta primero');
    expect(names.slice(at, at + 2)).toEqual(['Zeta primero', 'Pantalla libre']);
    expect(
      body.detalles
        .slice(0, at)
        .every((m: { orden: number; idpadre: number | null }) => m.idpadre !== null || m.orden < 1),
    ).toBe(true);
    expect(names.slice(0, at)).toEqual(['Dashboard', 'Dashboard']);
    expect([body.totalRegistros, body.totalPaginas]).toEqual([body.detalles.length, 1]);
    expect(screen.body.status).toBe(200);
  });

  test('a missing menu is a 400, never a 404', async () => {
    const { res, body } = await t.call(admin, { method: 'POST', url: '/api/emenu', payload: { idmenu: 99999 } });
    expect(res.statusCode).toBe(400);
    expect(body.mensaje).toBe('El menú no existe o fue eliminado');
  });
});

describe('menu assignment and server-side authorization', () => {
  test('a user without organization menus cannot reach the area, but reads their own menus', async () => {
    expect((await t.call(seller, { method: 'GET', url: '/api/menu' })).res.statusCode).toBe(403);
    expect(
      (await t.call(seller, { method: 'POST', url: '/api/rmenu', payload: { nombre: 'Intruso' } })).res.statusCode,
    ).toBe(403);
    const own = await t.call(seller, { method: 'GET', url: `/api/gmenususuario/${sellerId}` });
    expect(own.body).toMatchObject({ status: 200, detalles: [] });
    expect((await t.call(seller, { method: 'GET', url: '/api/gmenususuario/1' })).res.statusCode).toBe(403);
  });

  test('assigning a child menu gives access to its area; removing it takes it away', async () => {
    const menus = (await t.call(admin, { method: 'GET', url: '/api/menu' })).body.detalles as {
      idmenu: number;
      ruta: string | null;
    }[];
    const menuControl = menus.find((m) => m.ruta === '/menu_control')!;
    const assigned = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenuusuario',
      payload: { idusuario: sellerId, idmenu: menuControl.idmenu },
    });
    expect(assigned.body.mensaje).toBe('Menú asignado al usuario');
    expect(assigned.body.detalles).toEqual([
      expect.objectContaining({
        nombre: 'Administración',
        hijos: [expect.objectContaining({ ruta: '/menu_control' })],
      }),
    ]);
    expect((await t.call(seller, { method: 'GET', url: '/api/menu' })).res.statusCode).toBe(200);
    expect((await t.call(seller, { method: 'GET', url: '/api/autenticado/menu_control' })).body.acceso).toBe(true);

    // assigning twice is harmless
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/rmenuusuario',
          payload: { idusuario: sellerId, idmenu: menuControl.idmenu },
        })
      ).body.status,
    ).toBe(200);

    const removed = await t.call(admin, {
      method: 'POST',
      url: '/api/emenuusuario',
      payload: { idusuario: sellerId, idmenu: menuControl.idmenu },
    });
    expect(removed.body).toMatchObject({ status: 200, mensaje: 'Menú removido del usuario', detalles: [] });
    expect((await t.call(seller, { method: 'GET', url: '/api/menu' })).res.statusCode).toBe(403);
  });

  test('assigning a parent assigns all its children', async () => {
    const parent = (await t.call(admin, { method: 'GET', url: '/api/menupadres' })).body.detalles.find(
      (m: { nombre: string }) => m.nombre === 'Administración',
    );
    const { body } = await t.call(admin, {
      method: 'POST',
      url: '/api/rmenuusuario',
      payload: { idusuario: sellerId, idmenu: parent.idmenu },
    });
    const children = (await t.call(admin, { method: 'GET', url: '/api/menu' })).body.detalles.filter(
      (m: { idpadre: number }) => m.idpadre === parent.idmenu,
    );
    expect(body.detalles[0].hijos).toHaveLength(children.length);
    await t.call(admin, {
      method: 'POST',
      url: '/api/emenuusuario',
      payload: { idusuario: sellerId, idmenu: parent.idmenu },
    });
  });

  test('assignment to a user or menu that does not exist is refused', async () => {
    expect(
      (await t.call(admin, { method: 'POST', url: '/api/rmenuusuario', payload: { idusuario: 99999, idmenu: 2 } })).body
        .mensaje,
    ).toBe('El usuario no existe o fue eliminado');
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/rmenuusuario',
          payload: { idusuario: sellerId, idmenu: 99999 },
        })
      ).body.mensaje,
    ).toBe('El menú no existe o fue eliminado');
  });

  test('every organization call needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/menu'],
      ['GET', '/api/menupadres'],
      ['POST', '/api/rmenu'],
      ['POST', '/api/rmenuusuario'],
      ['GET', '/api/gmenususuario/1'],
    ] as const) {
      expect(
        (await t.call(undefined, { method, url, payload: method === 'POST' ? {} : undefined })).res.statusCode,
      ).toBe(401);
    }
  });
});
