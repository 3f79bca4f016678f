import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { allEndpoints } from '@trade/contracts';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { repoRoot } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { request } from '../contracts/samples.js';
import { paymentForms } from '../finance-loans/support.js';

/**
 * Issue 23, section 3: the audit trail (who, what, when, from which address, why), written in the
 * same transaction as the change and never changed; and the calls by GET that change state: each
 * with its menu and scope like a POST, never cached, audited, listed in docs/security.md.
 */
export default function auditTrailCases() {
  let t: TestApp;
  let admin: string;
  const get = (token: string | undefined, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
  const post = (token: string, url: string, payload: object) =>
    t.call(token, { method: 'POST', url: `/api${url}`, payload });
  const trail = (where = sql`true`) =>
    queryRows<Record<string, unknown>>(t.db, sql`select * from auditoria where ${where} order by idauditoria`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  /** The 17 calls of the specification that change data by GET. */
  const STATE_CHANGING_GETS = [
    '/aentrada/:id',
    '/asalida/:id',
    '/atransferencia/:id',
    '/ccpago/:id',
    '/ccpagoproveedor/:id',
    '/ccredito/:id',
    '/ccreditoproveedor/:id',
    '/dpcomplemento/:id',
    '/eadelantoturno/:idadelantoturno',
    '/ecajachica/:id',
    '/ecompra/:id',
    '/eencomienda/:id',
    '/egastosoperativos/:id',
    '/esalidavehiculos/:id',
    '/eserieproducto/:id',
    '/etransportista/:id',
    '/rcapertura/:id',
  ];

  describe('calls by GET that change state', () => {
    const declared = allEndpoints().filter((e) => e.changesState);

    test('the 17 are declared as such, each with its menu, its audit and (on an owned record) its scope', () => {
      expect(declared.map((e) => e.path).sort()).toEqual(STATE_CHANGING_GETS);
      for (const e of declared) {
        expect([e.path, e.method, Array.isArray(e.menus) && e.menus.length > 0, Boolean(e.audit)]).toEqual([
          e.path,
          'GET',
          true,
          true,
        ]);
      }
      const scoped = declared.filter((e) => e.record).map((e) => e.path);
      // Product complements and serials, and drivers, are the company's: no user or branch to scope.
      expect(STATE_CHANGING_GETS.filter((p) => !scoped.includes(p))).toEqual([
        '/dpcomplemento/:id',
        '/eserieproducto/:id',
        '/etransportista/:id',
      ]);
    });

    test('docs/security.md lists them', () => {
      const doc = readFileSync(join(repoRoot, 'docs', 'security.md'), 'utf8');
      for (const path of STATE_CHANGING_GETS) expect([path, doc.includes(`GET /api${path}`)]).toEqual([path, true]);
    });

    test.each(declared.map((e) => [e.path, e] as const))(
      '%s is never cached, whatever it answers',
      async (_path, e) => {
        const { method, url } = request(e, { params: { id: 2147483647 } });
        const { res } = await t.call(admin, { method, url });
        expect(res.headers['cache-control']).toBe('no-store');
      },
    );
  });

  describe('the audit trail', () => {
    test('the demo’s annulments left their rows, as the screens’ calls would', async () => {
      const rows = await trail(
        sql`accion in ('Anula un pedido', 'Anula una salida', 'Anula un pago de crédito de cliente')`,
      );
      expect(rows.map((r) => [r.accion, r.llamada, r.entidad, r.usuario, r.motivo])).toEqual(
        expect.arrayContaining([
          ['Anula un pedido', 'POST /api/epedido', 'pedido', 'admin', 'El cliente compró en otra tienda'],
          ['Anula una salida', 'GET /api/asalida/:id', 'salida', 'admin', null],
          ['Anula un pago de crédito de cliente', 'GET /api/ccpago/:id', 'credito_pago', 'admin', null],
        ]),
      );
      const [order] = await queryRows<{ estado: number }>(
        t.db,
        sql`select estado from pedido where idpedido = ${rows.find((r) => r.accion === 'Anula un pedido')!.idregistro as number}`,
      );
      expect(order?.estado).toBe(0);
    });

    test('an annulment: who, what, when, from where and why, in its transaction; a refusal writes nothing', async () => {
      await post(admin, '/rapertura', { monto_apertura: '0' });
      const [nota] = await queryRows<{ idventa: number }>(
        t.db,
        sql`select idventa from venta where codigo_comprobante = 'NV' and estado_venta = 1 order by idventa limit 1`,
      );
      const annul = { idventa: nota!.idventa, estado_venta: 0, motivo: 'Cliente devolvió todo' };
      const done = await t.call(admin, {
        method: 'POST',
        url: '/api/cfacturacion',
        payload: annul,
        remoteAddress: '10.1.2.3',
      });
      expect(done.body.status).toBe(200);
      const rows = await trail(sql`entidad = 'venta' and idregistro = ${nota!.idventa}`);
      expect(rows).toEqual([
        expect.objectContaining({
          usuario: 'admin',
          ip: '10.1.2.3',
          accion: 'Anula una venta',
          llamada: 'POST /api/cfacturacion',
          motivo: 'Cliente devolvió todo',
        }),
      ]);
      expect(JSON.parse(rows[0]!.detalle as string)).toEqual({ body: annul });
      expect(Date.now() - new Date(rows[0]!.fecha as string).getTime()).toBeLessThan(3_600_000);

      const again = await post(admin, '/cfacturacion', annul);
      expect(again.body.status).toBe(400);
      expect(await trail(sql`entidad = 'venta' and idregistro = ${nota!.idventa}`)).toHaveLength(1);
    });

    test('a change made by GET (a petty cash receipt annulled) is written too', async () => {
      const forms = await paymentForms(t);
      const receipt = await post(admin, '/rcajachica', {
        tipo: 'E',
        monto: '3.00',
        concepto: 'Movilidad',
        persona_nombre: 'Mensajero',
        idformapago: forms.efectivo,
      });
      const id = receipt.body.detalles.id as number;
      expect((await get(admin, `/ecajachica/${id}`)).body.status).toBe(200);
      expect(await trail(sql`entidad = 'caja_chica' and idregistro = ${id}`)).toEqual([
        expect.objectContaining({ accion: 'Anula un recibo de caja chica', llamada: 'GET /api/ecajachica/:id' }),
      ]);
    });

    test('menu and access changes and password resets, without the password', async () => {
      const created = await post(admin, '/rusuario', {
        usuario: 'auditado',
        nombres: 'Usuario Auditado',
        rol: 'seller',
        password: 'Clave2026segura',
      });
      const idusuario = created.body.detalles.idusuario as number;
      const [menu] = await queryRows<{ idmenu: number }>(t.db, sql`select idmenu from menu where ruta = '/series'`);
      await post(admin, '/rmenuusuario', { idusuario, idmenu: menu!.idmenu });
      await post(admin, '/rpermisousuario', { idusuario, permiso: 'otros_usuarios' });
      await post(admin, '/ausuario', {
        idusuario,
        usuario: 'auditado',
        nombres: 'Usuario Auditado',
        rol: 'seller',
        password: 'OtraClave2026',
      });
      const rows = await trail(sql`entidad = 'usuario' and idregistro = ${idusuario}`);
      expect(rows.map((r) => r.accion)).toEqual([
        'Registra un usuario',
        'Asigna un menú a un usuario',
        'Concede un permiso de alcance',
        'Actualiza un usuario',
      ]);
      const all = rows.map((r) => r.detalle).join('');
      expect(all).not.toContain('Clave2026segura');
      expect(all).not.toContain('OtraClave2026');
      expect(JSON.parse(rows[3]!.detalle as string).body.password).toBe('(oculto)');
    });

    test('append-only: no row is ever changed or removed', async () => {
      const refusal = (statement: ReturnType<typeof sql>) =>
        t.db.execute(statement).then(
          () => 'accepted',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        );
      expect(await trail()).not.toEqual([]);
      for (const statement of [
        sql`update auditoria set motivo = 'otro'`,
        sql`delete from auditoria`,
        sql`truncate auditoria`,
      ])
        expect(await refusal(statement)).toBe('La auditoría no se modifica ni se elimina');
    });

    test('the administrator’s screen: filters by user, dates and entity; the entities for its filter', async () => {
      const [me] = await queryRows<{ idusuario: number }>(
        t.db,
        sql`select idusuario from usuario where usuario = 'admin'`,
      );
      const today = todayLima();
      const page = (await get(admin, `/auditoria?idusuario=${me!.idusuario}&entidad=usuario&page=1&pageSize=50`)).body;
      expect(page.status).toBe(200);
      expect(page.detalles.length).toBeGreaterThan(0);
      expect(new Set(page.detalles.map((r: any) => r.entidad))).toEqual(new Set(['usuario']));
      expect(
        (await get(admin, '/auditoria?desde=2000-01-01&hasta=2000-01-31&page=1&pageSize=10')).body.totalRegistros,
      ).toBe(0);
      expect((await get(admin, `/auditoria?q=devolvio&desde=${today}&page=1&pageSize=10`)).body.totalRegistros).toBe(1);
      expect((await get(admin, '/auditoriaentidades')).body.detalles.map((r: any) => r.entidad)).toEqual(
        expect.arrayContaining(['caja_chica', 'usuario', 'venta']),
      );
    });
  });
}
