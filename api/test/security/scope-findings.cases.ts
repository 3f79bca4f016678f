import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { demoOwners, menusForEveryScreen, scopeUser, type ScopeUser } from './scope-users.js';

/**
 * Issue 23, section 1 (data scope): a menu decided which calls a user may make, nothing decided
 * which records. Each finding of the probe, as it was reported, and the grants and role profiles
 * that widen or give a scope.
 */
export default function scopeFindingsCases() {
  let t: TestApp;
  let admin: string;
  let demo: Awaited<ReturnType<typeof demoOwners>>;
  const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `/api${url}` });
  const post = (token: string, url: string, payload: object) =>
    t.call(token, { method: 'POST', url: `/api${url}`, payload });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;
  const missingSale = { status: 400, mensaje: 'La venta no existe o fue eliminada', detalles: null };
  const missingCash = { status: 400, mensaje: 'La caja no existe o fue eliminada', detalles: null };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    demo = await demoOwners(t);
    await menusForEveryScreen(t);
  });
  afterAll(() => t.close());

  describe('a seller holding only /sales, on the administrator’s sales', () => {
    let seller: string;
    let sale: { idventa: number; observaciones: string | null };
    let nota: { idventa: number };
    beforeAll(async () => {
      seller = await (await scopeUser(t, 'solo.ventas', demo.branch, [], ['/sales'])).token();
      sale = await one(
        sql`select idventa, observaciones from venta where idusuario = ${demo.admin} and codigo_comprobante = '01' order by idventa limit 1`,
      );
      nota = await one(
        sql`select idventa from venta where idusuario = ${demo.admin} and codigo_comprobante = 'NV' and estado_venta = 1 order by idventa limit 1`,
      );
    });

    test('cannot read it, its lines, its ticket or its A4: the same answer as a sale that does not exist', async () => {
      for (const path of ['/consultaventa/', '/facturadetalle/', '/ticketventa/', '/pdfventaa4/']) {
        const missing = await get(seller, `${path}2147483647`);
        const foreign = await get(seller, `${path}${sale.idventa}`);
        expect([path, missing.res.statusCode, missing.body]).toEqual([path, 404, missingSale]);
        expect([path, foreign.res.statusCode, foreign.body]).toEqual([path, 404, missingSale]);
        // The body's status is not 404: the browser would take that for an ended session.
        expect(foreign.body.status).not.toBe(404);
      }
      expect((await get(admin, `/consultaventa/${sale.idventa}`)).res.statusCode).toBe(200);
    });

    test('cannot change it, mail it, annul the administrator’s nota de venta or revert its CPE', async () => {
      const mails = await one<{ n: number }>(sql`select count(*)::int as n from correo`);
      const refused = [
        await post(seller, '/afacturacion', { idventa: sale.idventa, observaciones: 'cambiada por otro' }),
        await post(seller, '/enviaventacorreo', { idventa: sale.idventa, correo: 'extrano@example.com' }),
        await post(seller, '/cfacturacion', { idventa: nota.idventa, estado_venta: 0, motivo: 'anulada por otro' }),
        await post(seller, '/revercecpe', { id: sale.idventa, tipo_documento: 1, motivo: 'revertida por otro' }),
      ];
      for (const { res, body } of refused) expect([res.statusCode, body]).toEqual([404, missingSale]);
      expect(await one(sql`select observaciones from venta where idventa = ${sale.idventa}`)).toEqual({
        observaciones: sale.observaciones,
      });
      expect(await one(sql`select estado_venta from venta where idventa = ${nota.idventa}`)).toEqual({
        estado_venta: 1,
      });
      expect(await one<{ n: number }>(sql`select count(*)::int as n from correo`)).toEqual(mails);
    });

    test('does not see the administrator’s pending dispatches (the administrator does)', async () => {
      const all = (await get(admin, '/ventasdespachar?page=1&pageSize=100')).body;
      expect(all.totalRegistros).toBeGreaterThan(0);
      const mine = (await get(seller, '/ventasdespachar?page=1&pageSize=100')).body;
      expect([mine.status, mine.totalRegistros, mine.detalles]).toEqual([200, 0, []]);
    });
  });

  describe('cash: a cashier and another cashier of the same branch', () => {
    let cashier: ScopeUser;
    let other: string;
    let closed: number;
    let empty: number;
    beforeAll(async () => {
      cashier = await scopeUser(t, 'cajera.a', demo.branch, [], ['/manage_cash']);
      other = await (await scopeUser(t, 'cajera.b', demo.branch, [], ['/manage_cash'])).token();
      const token = await cashier.token();
      closed = (await post(token, '/rapertura', { monto_apertura: '50.00' })).body.detalles.idapertura;
      expect((await post(token, '/capertura', { idapertura: closed, conteos: [] })).body.status).toBe(200);
      empty = (await post(token, '/rapertura', { monto_apertura: '0' })).body.detalles.idapertura;
    });

    test('the other cashier cannot revert the closing nor delete the empty cash: both answer as missing', async () => {
      const revert = await get(other, `/rcapertura/${closed}?motivo=${encodeURIComponent('la revierto yo')}`);
      const remove = await post(other, '/eapertura', { idapertura: empty });
      expect([revert.res.statusCode, revert.body]).toEqual([404, missingCash]);
      expect([remove.res.statusCode, remove.body]).toEqual([404, missingCash]);
      expect(await one(sql`select estado from caja_apertura where idapertura = ${closed}`)).toEqual({ estado: 2 });
      expect(await one(sql`select count(*)::int as n from caja_apertura where idapertura = ${empty}`)).toEqual({
        n: 1,
      });
      // Nor list them.
      const listed = (await get(other, '/apertura?page=1&pageSize=100')).body.detalles.map((r: any) => r.idapertura);
      expect(listed).not.toContain(closed);
    });

    test('a supervisor of the branch with the grant otros_usuarios sees them, deletes the empty one and reverts the closing', async () => {
      const supervisor = await (
        await scopeUser(t, 'supervisora', demo.branch, ['otros_usuarios'], ['/manage_cash'])
      ).token();
      const listed = (await get(supervisor, '/apertura?page=1&pageSize=100')).body.detalles.map(
        (r: any) => r.idapertura,
      );
      expect(listed).toEqual(expect.arrayContaining([closed, empty]));
      const remove = await post(supervisor, '/eapertura', { idapertura: empty });
      expect([remove.res.statusCode, remove.body.mensaje]).toEqual([200, 'Caja eliminada correctamente']);
      const revert = await get(supervisor, `/rcapertura/${closed}?motivo=${encodeURIComponent('conteo equivocado')}`);
      expect([revert.res.statusCode, revert.body.mensaje]).toEqual([200, 'Cierre de caja revertido correctamente']);
    });
  });

  describe('lists and reports follow the same scope, widened by the grants', () => {
    const salesOf = async (token: string) =>
      (await get(token, '/facturacion?page=1&pageSize=500')).body.detalles.map((r: any) => r.idusuario as number);
    const reportTotal = async (token: string) =>
      (await post(token, '/reporte_ventas', { desde: yearAgo, hasta: todayLima() })).body.detalles.filas.length;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

    test('own records only; otros_usuarios: the branch’s; with todas_sucursales: every branch’s', async () => {
      const menus = ['/sales', '/report_sales', '/orders', '/proformas'];
      const own = await (await scopeUser(t, 'lista.propia', demo.branch, [], menus)).token();
      const branch = await (await scopeUser(t, 'lista.sucursal', demo.branch, ['otros_usuarios'], menus)).token();
      const away = await (await scopeUser(t, 'lista.otra', demo.otherBranch, ['otros_usuarios'], menus)).token();
      const everywhere = await (
        await scopeUser(t, 'lista.todas', demo.otherBranch, ['otros_usuarios', 'todas_sucursales'], menus)
      ).token();
      expect(await salesOf(own)).toEqual([]);
      expect(await reportTotal(own)).toBe(0);
      // Orders and proformas are the branch's: every user of the branch sees them, none of another branch.
      for (const list of ['/pedidos/0', '/proforma']) {
        expect((await get(own, `${list}?page=1&pageSize=100`)).body.totalRegistros).toBeGreaterThan(0);
        expect((await get(away, `${list}?page=1&pageSize=100`)).body.totalRegistros).toBe(0);
      }

      const inBranch = await salesOf(branch);
      expect(inBranch.length).toBeGreaterThan(0);
      expect(new Set(inBranch)).toEqual(new Set([demo.admin]));
      expect(await reportTotal(branch)).toBeGreaterThan(0);

      expect(await salesOf(away)).toEqual([]);
      expect(await salesOf(everywhere)).toEqual(inBranch);
      expect(await reportTotal(everywhere)).toBe(await reportTotal(branch));
    });

    test('the register and its PLE export list another user’s credit note only to those who see his sales', async () => {
      const menus = ['/report_sales'];
      const own = await (await scopeUser(t, 'registro.propio', demo.branch, [], menus)).token();
      const branch = await (await scopeUser(t, 'registro.sucursal', demo.branch, ['otros_usuarios'], menus)).token();
      const factura = await one<{ idventa: number }>(
        sql`select idventa from venta where idusuario = ${demo.admin} and idsucursal = ${demo.branch} and codigo_comprobante = '01' and estado_venta = 1 order by idventa desc limit 1`,
      );
      await post(admin, '/rapertura', { monto_apertura: '0' });
      const note = await post(admin, '/rnotacredito', {
        tipo: '07',
        idventa: factura.idventa,
        codigo_motivo: '01',
        sustento: 'Registro de ventas por alcance',
      });
      expect(note.body.status).toBe(200);
      const register = async (token: string) => {
        const rows = (await post(token, '/reporte_ventas', { desde: yearAgo, hasta: todayLima() })).body.detalles.filas;
        const ple = await get(token, `/pleventas?desde=${yearAgo}&hasta=${todayLima()}`);
        return {
          notes: rows.filter((r: { origen: string }) => r.origen === 'nota_credito').length,
          pleLines: ple.res.statusCode === 200 ? ple.res.body.split('\r\n').filter(Boolean).length : -1,
        };
      };
      expect(await register(own)).toEqual({ notes: 0, pleLines: 0 });
      const seen = await register(branch);
      expect(seen.notes).toBeGreaterThan(0);
      expect(seen.pleLines).toBeGreaterThan(seen.notes);
    });
  });

  describe('electronic documents', () => {
    test('a sale’s CPE is its seller’s; a daily summary or voided communication, every user with otros_usuarios’', async () => {
      const own = await (await scopeUser(t, 'cpe.propio', demo.branch, [], ['/manage_cpe'])).token();
      const branch = await (
        await scopeUser(t, 'cpe.sucursal', demo.branch, ['otros_usuarios'], ['/manage_cpe'])
      ).token();
      const [sale] = await queryRows<{ id: number }>(
        t.db,
        sql`select cpe_documento_id as id from venta where idusuario = ${demo.admin} and cpe_documento_id is not null limit 1`,
      );
      // The administrator sends the daily summary of a day with boletas to inform.
      const [day] = (await get(admin, '/cperesumenespendientes')).body.detalles;
      const sent = await post(admin, '/cperesumen', { fecha: day.fecha });
      expect(sent.body.status).toBe(200);
      const summary = { id: sent.body.detalles[0].id as number };
      for (const { id } of [sale!, summary]) {
        expect((await get(own, `/cpedocumento/${id}`)).res.statusCode).toBe(404);
        expect((await get(branch, `/cpedocumento/${id}`)).res.statusCode).toBe(200);
      }
      const listed = (await get(own, '/cpedocumentos?page=1&pageSize=100')).body;
      expect([listed.status, listed.totalRegistros]).toEqual([200, 0]);
    });
  });

  describe('grants and role profiles in Control de accesos', () => {
    test('a grant takes effect on the next call; nobody grants himself, nor what he lacks', async () => {
      const seller = await scopeUser(t, 'permiso.vendedor', demo.branch, [], ['/sales']);
      const token = await seller.token();
      expect((await get(token, '/facturacion?page=1&pageSize=10')).body.totalRegistros).toBe(0);

      const keeper = await scopeUser(t, 'permiso.control', demo.branch, [], ['/access_control']);
      const keeperToken = await keeper.token();
      const lacking = await post(keeperToken, '/rpermisousuario', {
        idusuario: seller.idusuario,
        permiso: 'otros_usuarios',
      });
      expect([lacking.res.statusCode, lacking.body.mensaje]).toEqual([
        400,
        'Solo puede conceder permisos que usted tiene (Ve registros de otros usuarios de su sucursal)',
      ]);
      const self = await post(keeperToken, '/rpermisousuario', {
        idusuario: keeper.idusuario,
        permiso: 'otros_usuarios',
      });
      expect(self.body.mensaje).toBe(
        'No puede cambiar sus propios accesos; pídaselo a otro usuario con Control de accesos',
      );

      const granted = await post(admin, '/rpermisousuario', { idusuario: seller.idusuario, permiso: 'otros_usuarios' });
      expect(granted.body).toMatchObject({ status: 200, mensaje: 'Permiso concedido al usuario' });
      expect(granted.body.detalles).toEqual([
        { permiso: 'otros_usuarios', nombre: 'Ve registros de otros usuarios de su sucursal', asignado: true },
        { permiso: 'todas_sucursales', nombre: 'Ve todas las sucursales', asignado: false },
      ]);
      expect((await get(token, '/facturacion?page=1&pageSize=10')).body.totalRegistros).toBeGreaterThan(0);
      expect((await get(token, `/permisosusuario/${seller.idusuario}`)).body.detalles[0].asignado).toBe(true);

      await post(admin, '/epermisousuario', { idusuario: seller.idusuario, permiso: 'otros_usuarios' });
      expect((await get(token, '/facturacion?page=1&pageSize=10')).body.totalRegistros).toBe(0);
    });

    test('a role’s default menus and grants in one step', async () => {
      const profiles = (await get(admin, '/perfilesrol')).body.detalles;
      expect(profiles.map((p: any) => p.rol)).toEqual([
        'admin',
        'atm',
        'seller',
        'tech',
        'claimer',
        'admin-complaints',
      ]);
      const boss = await scopeUser(t, 'perfil.reclamos', demo.branch, [], [], 'admin-complaints');
      const applied = await post(admin, '/rperfilusuario', { idusuario: boss.idusuario });
      expect(applied.body).toMatchObject({
        status: 200,
        mensaje: 'Perfil del rol aplicado al usuario',
        detalles: {
          menus: ['/complaints_book', '/establishments_complaints'],
          permisos: ['otros_usuarios', 'todas_sucursales'],
        },
      });
      const cashier = await scopeUser(t, 'perfil.cajero', demo.branch, [], [], 'atm');
      const atm = await post(admin, '/rperfilusuario', { idusuario: cashier.idusuario });
      expect(atm.body.detalles.menus).toEqual(expect.arrayContaining(['/manage_cash', '/sales', '/income_receipt']));
      expect(atm.body.detalles.permisos).toEqual([]);
      const menus = (await get(await cashier.token(), `/gmenususuario/${cashier.idusuario}`)).body.detalles.flatMap(
        (g: any) => g.hijos.map((m: any) => m.ruta),
      );
      expect(menus).toEqual(expect.arrayContaining(['/manage_cash', '/sales']));
    });
  });
}
