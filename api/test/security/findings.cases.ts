import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { zipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { loadConfig, repoRoot } from '../../src/config.js';
import { UnzipRefused, unzipLimited } from '../../src/core/unzip.js';
import { unzipPackage } from '../../src/cpe/simulator/checks.js';
import { SimFault } from '../../src/cpe/simulator/checks.js';
import { zipXml } from '../../src/cpe/zip.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { multipart } from '../inventory/support.js';
import { paymentForms } from '../finance-loans/support.js';
import { demoOwners, scopeUser } from './scope-users.js';
import { htmlPolyglot, minimalPdf, scriptedPdf } from './pdf-samples.js';

/** Issue 23, section 2: the remaining findings of the outside probe, each as it was reported. */
export default function findingsCases() {
  let t: TestApp;
  let admin: string;
  const logLines: string[] = [];
  const get = (token: string | undefined, url: string) => t.call(token, { method: 'GET', url });
  const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url, payload });

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ tokenTtlSeconds: 60 }, { logger: { level: 'info', stream } });
    admin = await t.login();
  });
  afterAll(() => t.close());

  /** 20 MB of zeros in a 20 KB zip, its headers declaring 100 bytes (what froze the process). */
  function zipBomb(name: string): Uint8Array {
    const zip = Buffer.from(zipSync({ [name]: [new Uint8Array(20_000_000), { level: 9 }] }));
    zip.writeUInt32LE(100, 22);
    zip.writeUInt32LE(100, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    return new Uint8Array(zip);
  }

  describe('the SUNAT simulator and every decompression', () => {
    test('the simulator is mounted in demo mode or when asked, never by default in production', () => {
      const dataDir = t.config.dataDir;
      expect(loadConfig({ TRADE_DEMO: 'false' }, { dataDir }).sunatSimulator).toBe(false);
      expect(loadConfig({ TRADE_DEMO: 'false', SUNAT_SIMULATOR: 'true' }, { dataDir }).sunatSimulator).toBe(true);
      expect(loadConfig({}, { dataDir }).sunatSimulator).toBe(true);
      expect(readFileSync(join(repoRoot, 'docs', 'configuration.md'), 'utf8')).toContain(
        'TRADE_DEMO=false SUNAT_SIMULATOR=false',
      );
    });

    test('a zip bomb sent to the simulator is refused (SUNAT code 156), inflating no more than the limit', async () => {
      const fault = await unzipPackage(zipBomb('20000000001-01-F001-1.xml'));
      expect(fault).toBeInstanceOf(SimFault);
      expect((fault as SimFault).code).toBe(156);
    });

    test('inflating gives the event loop its turns', async () => {
      const order: string[] = [];
      setImmediate(() => order.push('another call'));
      await expect(unzipLimited(zipBomb('a.xml'), () => true)).rejects.toThrow(UnzipRefused);
      order.push('bomb refused');
      expect(order).toEqual(['another call', 'bomb refused']);
    });

    test('limits on entries, declared size and ratio; a SUNAT package passes', async () => {
      const many = zipSync(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}.xml`, new Uint8Array(10)])));
      await expect(unzipLimited(many, () => true)).rejects.toThrow('El archivo ZIP supera los límites permitidos');
      const honest = zipSync({ 'a.xml': [new Uint8Array(20_000_000), { level: 9 }] });
      await expect(unzipLimited(honest, () => true)).rejects.toThrow('El archivo ZIP supera los límites permitidos');
      await expect(unzipLimited(new Uint8Array([1, 2, 3]), () => true)).rejects.toThrow('El archivo ZIP está dañado');
      const xml = '<?xml version="1.0"?><Invoice>ok</Invoice>';
      const found = await unzipLimited(zipXml('20000000001-01-F001-1', xml), (n) => n.endsWith('.xml'));
      expect(new TextDecoder().decode(found.get('20000000001-01-F001-1.xml'))).toBe(xml);
    });
  });

  describe('blind close', () => {
    test('an open blind cash shows its cashier none of the figures that add up to the expected amount', async () => {
      const { branch } = await demoOwners(t);
      const cashier = await scopeUser(t, 'ciega', branch, [], ['/manage_cash', '/income_receipt'], 'atm');
      const token = await cashier.token();
      const forms = await paymentForms(t);
      const opened = await post(token, '/api/rapertura', { monto_apertura: '80.00', cierre_ciego: true });
      const id = opened.body.detalles.idapertura;
      const receipt = await post(token, '/api/rcajachica', {
        tipo: 'I',
        monto: '25.00',
        concepto: 'Ingreso de prueba',
        persona_nombre: 'Cliente',
        idformapago: forms.efectivo,
      });
      expect(receipt.body.status).toBe(200);

      const row = (await get(token, `/api/apertura?idusuario=${cashier.idusuario}&page=1&pageSize=5`)).body.detalles[0];
      expect(row).toMatchObject({ monto_apertura: null, ingresos: null, egresos: null, esperado_total: null });
      const totals = (await get(token, `/api/gtotalesformaspagocaja/${id}`)).body.detalles;
      for (const f of totals)
        expect(f).toMatchObject({ apertura: null, ingresos: null, egresos: null, esperado: null });
      const movements = (await get(token, `/api/gingresosyegresoscaja/${id}`)).body.detalles;
      expect(movements.length).toBeGreaterThan(0);
      expect(movements.map((m: any) => m.monto)).toEqual(movements.map(() => null));
      const print = await get(token, `/api/pdfcierrecaja/${id}`);
      expect([print.res.statusCode, print.body.mensaje]).toEqual([
        400,
        'Caja con cierre ciego: su reporte se imprime después de registrar el cierre',
      ]);
      // An administrator sees them; the cashier sees the movements once the closing is saved.
      expect((await get(admin, `/api/gingresosyegresoscaja/${id}`)).body.detalles[0].monto).toBe('25.00');
      await post(token, '/api/capertura', {
        idapertura: id,
        conteos: [{ idformapago: forms.efectivo, contado: '105.00' }],
      });
      expect((await get(token, `/api/gingresosyegresoscaja/${id}`)).body.detalles[0].monto).toBe('25.00');
    });
  });

  describe('menu control', () => {
    const menuOf = async (ruta: string) =>
      (
        await queryRows<{ idmenu: number; idpadre: number; nombre: string }>(
          t.db,
          sql`select * from menu where ruta = ${ruta}`,
        )
      )[0]!;

    test('a screen’s menu cannot be deleted (not even by an administrator); others only by who holds them', async () => {
      const { branch } = await demoOwners(t);
      const holder = await (await scopeUser(t, 'menus.control', branch, [], ['/menu_control'])).token();
      const settings = await menuOf('/company_settings');
      for (const token of [holder, admin]) {
        const removed = await post(token, '/api/emenu', { idmenu: settings.idmenu });
        expect([removed.res.statusCode, removed.body.mensaje]).toEqual([
          400,
          `El menú «${settings.nombre}» abre una pantalla del sistema (/company_settings) y no se puede eliminar; quítelo a los usuarios en Control de accesos`,
        ]);
      }
      expect(await menuOf('/company_settings')).toMatchObject({ idmenu: settings.idmenu });
      // A main menu with a screen he lacks is not his to rename.
      const parent = (
        await queryRows<{ idmenu: number; nombre: string }>(
          t.db,
          sql`select * from menu where idmenu = ${settings.idpadre}`,
        )
      )[0]!;
      const renamed = await post(holder, '/api/amenu', { idmenu: parent.idmenu, nombre: 'Otro nombre', idpadre: null });
      expect(renamed.body.mensaje).toMatch(/^Solo puede modificar menús que usted tiene asignados \(/);
      // An empty main menu of his own may go.
      const group = await post(holder, '/api/rmenu', { nombre: 'Grupo vacío', idpadre: null });
      expect((await post(holder, '/api/emenu', { idmenu: group.body.detalles.idmenu })).body.status).toBe(200);
    });

    test('amenu with idpadre null never silently drops a screen’s route', async () => {
      const settings = await menuOf('/company_settings');
      const moved = await post(admin, '/api/amenu', {
        idmenu: settings.idmenu,
        nombre: settings.nombre,
        ruta: '/company_settings',
        idpadre: null,
      });
      const dropped = await post(admin, '/api/amenu', {
        idmenu: settings.idmenu,
        nombre: settings.nombre,
        idpadre: null,
      });
      for (const answer of [moved, dropped])
        expect([answer.res.statusCode, answer.body.mensaje]).toEqual([
          400,
          'El menú de la pantalla /company_settings no puede convertirse en menú principal; indique su menú padre',
        ]);
      // A new main menu sent with a route is refused too, never saved without it.
      const created = await post(admin, '/api/rmenu', { nombre: 'Con ruta', ruta: '/kardex', idpadre: null });
      expect([created.res.statusCode, created.body.mensaje]).toEqual([
        400,
        'Un menú principal no abre una pantalla; para la ruta indique su menú padre',
      ]);
      expect(await menuOf('/company_settings')).toMatchObject({ idmenu: settings.idmenu, idpadre: settings.idpadre });
    });
  });

  describe('product files', () => {
    const upload = async (field: 'imagen' | 'ficha', url: string, data: Buffer, filename: string) => {
      const [product] = await queryRows<{ producto_id: number }>(
        t.db,
        sql`select min(producto_id) as producto_id from producto`,
      );
      const form = await multipart([
        ['producto_id', String(product!.producto_id)],
        [field, { filename, data }],
      ]);
      return t.call(admin, { method: 'POST', url, payload: form.payload, headers: form.headers });
    };

    test('served only with the session or a signed link, never at a public path', async () => {
      const { PNG } = await import('pngjs');
      const png = new PNG({ width: 4, height: 4 });
      const stored = await upload('imagen', '/api/rimagenproducto', PNG.sync.write(png), 'foto.png');
      const address = stored.body.detalles.imagen as string;
      const id = stored.body.detalles.producto_id as number;
      expect((await get(undefined, `/foto-producto/producto-${id}.png`)).res.statusCode).toBe(404);
      expect((await get(undefined, address)).res.statusCode).toBe(401);
      const link = await post(admin, '/api/enlace-impresion', { ruta: address });
      const served = await get(undefined, link.body.detalles.url);
      expect([served.res.statusCode, served.res.headers['content-type']]).toEqual([200, 'image/png']);
    });

    test('a "%PDF-" file holding an HTML page, or a PDF with a script, is refused; a real PDF is kept', async () => {
      for (const [data, reason] of [
        [htmlPolyglot(), 'el archivo no es un PDF válido (sin final ni tabla de referencias)'],
        [scriptedPdf(), 'el PDF contiene páginas web, scripts o archivos incrustados'],
      ] as const) {
        const refused = await upload('ficha', '/api/rfichatecnicaproducto', data, 'ficha.pdf');
        expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
          400,
          `Error al subir el archivo del producto: ${reason}`,
        ]);
      }
      const kept = await upload('ficha', '/api/rfichatecnicaproducto', minimalPdf(), 'ficha.pdf');
      expect(kept.body.status).toBe(200);
    });

    test('nginx passes them through /api/ only, with room for a 5 MB sheet', () => {
      const conf = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
      expect(conf).not.toMatch(/foto-producto|archivo-producto|productos\//);
      expect(conf).toMatch(/\/api\/fotoproducto/);
      expect(Number(/client_max_body_size (\d+)m;/.exec(conf)![1])).toBeGreaterThanOrEqual(6);
    });
  });

  describe('print links', () => {
    test('the signature never reaches the log', async () => {
      const [parcel] = await queryRows<{ id: number }>(t.db, sql`select min(id_encomienda) as id from encomienda`);
      const link = await post(admin, '/api/enlace-impresion', { ruta: `/api/pdfencomienda/${parcel!.id}` });
      const url = link.body.detalles.url as string;
      const firma = decodeURIComponent(url.split('firma=')[1]!);
      expect((await get(undefined, url)).res.statusCode).toBe(200);
      const logged = logLines.join('');
      expect(logged).toContain('firma=[oculto]');
      expect(logged).not.toContain(firma);
      expect(logged).not.toContain(encodeURIComponent(firma));
    });

    test('a link lives no longer than its session', async () => {
      const [parcel] = await queryRows<{ id: number }>(t.db, sql`select min(id_encomienda) as id from encomienda`);
      const token = await t.login();
      const link = await post(token, '/api/enlace-impresion', { ruta: `/api/pdfencomienda/${parcel!.id}` });
      const claims = JSON.parse(
        Buffer.from(
          decodeURIComponent(link.body.detalles.url.split('firma=')[1]).split('.')[1]!,
          'base64url',
        ).toString(),
      );
      const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
      const [session] = await queryRows<{ expira: number }>(
        t.db,
        sql`select extract(epoch from expira)::float8 as expira from sesion where idsesion = ${sid}::uuid`,
      );
      // The session (TOKEN_TTL_SECONDS=60 here) ends before the 5 minutes of a link: the link ends with it.
      expect(claims.exp).toBeLessThanOrEqual(Math.ceil(session!.expira) + 1);
      expect(Date.parse(link.body.detalles.expira) / 1000).toBeLessThanOrEqual(Math.ceil(session!.expira) + 1);

      // Once the session is over, a link made before no longer opens (the session cache knows its end).
      expect((await get(undefined, link.body.detalles.url)).res.statusCode).toBe(200);
      await t.db.execute(sql`update sesion set expira = now() - interval '1 second' where idsesion = ${sid}::uuid`);
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
      try {
        expect((await get(undefined, link.body.detalles.url)).res.statusCode).toBe(401);
      } finally {
        clock.mockRestore();
      }
    });
  });
}
