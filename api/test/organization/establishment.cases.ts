import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { empresa, sucursal } from '../../src/db/schema/index.js';
import { branchLogoPath, loadLogo } from '../../src/print/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectGuarded, expectRefused, multipart } from './support.js';

export default function establishmentCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ logoMaxBytes: 64 * 1024 });
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  function png(width = 40, height = 20, noise = false): Buffer {
    const image = new PNG({ width, height });
    for (let i = 0; i < image.data.length; i += 4)
      image.data.set(noise ? [(i * 7919) % 251, (i * 104729) % 241, (i * 31) % 239, 255] : [200, 30, 30, 255], i);
    return PNG.sync.write(image);
  }
  /** A real 30x10 JPEG. */
  const jpeg = () =>
    sharp({ create: { width: 30, height: 10, channels: 3, background: '#c01e1e' } })
      .jpeg()
      .toBuffer();
  const upload = async (token: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return t.call(token, { method: 'POST', url: '/api/ropcioneslogo', payload, headers });
  };

  const company = {
    ruc: '20000000001',
    razon_social: 'EMPRESA DEMO TRADE S.A.C.',
    nombre_comercial: 'TRADE DEMO',
    direccion: 'AV. LARCO 1150, MIRAFLORES',
    ubigeo: '150122',
    telefono: '01 4445555',
    email: 'ventas@trade-demo.pe',
  };

  describe('establishment (company)', () => {
    test('answers the company with its ubigeo names', async () => {
      const { body } = await api.get(admin, '/establecimiento');
      expect(body).toMatchObject({
        status: 200,
        detalles: { ...company, departamento: 'LIMA', provincia: 'LIMA', distrito: 'MIRAFLORES' },
      });
    });

    test('updates the company; bad RUC, ubigeo or e-mail are refused', async () => {
      const saved = await api.post(admin, '/raestablecimiento', {
        ...company,
        nombre_comercial: 'TRADE',
        email: '',
        telefono: null,
      });
      expect(saved.body).toMatchObject({
        status: 200,
        mensaje: 'Establecimiento guardado correctamente',
        detalles: { nombre_comercial: 'TRADE', email: null, telefono: null },
      });
      const wrong = async (over: object, mensaje: string) => {
        const { body } = await api.post(admin, '/raestablecimiento', { ...company, ...over });
        expect(body).toEqual({
          status: 400,
          mensaje,
          detalles: mensaje.startsWith('Datos no válidos') ? expect.any(Array) : null,
        });
        expect((await t.db.select().from(empresa))[0]!.nombre_comercial).toBe('TRADE');
      };
      await wrong({ ruc: '20000000002' }, 'El RUC no es válido');
      await wrong({ ruc: '2000000000' }, 'Datos no válidos: RUC debe tener al menos 11 caracteres');
      await wrong({ ubigeo: '159999' }, 'El ubigeo no existe');
      await wrong({ ubigeo: '15' }, 'Datos no válidos: Ubigeo no tiene un formato válido');
      await wrong({ email: 'no-es-correo' }, 'Datos no válidos: Correo no tiene un formato válido');
      await wrong({ razon_social: undefined }, 'Datos no válidos: Razón social es obligatorio');
      await api.post(admin, '/raestablecimiento', company);
    });

    test('the RUC is fixed once electronic documents carry it', async () => {
      // The demo's sales already carry the RUC: for a company that has issued nothing, set them aside.
      await t.db.execute(sql`update cpe_documento set ruc = '10000000001' where ruc = '20000000001'`);
      const moved = await api.post(admin, '/raestablecimiento', { ...company, ruc: '20100047218' });
      expect(moved.body.detalles.ruc).toBe('20100047218');
      await api.post(admin, '/raestablecimiento', company);
      // The demo's documents come back: the RUC they carry can no longer change.
      await t.db.execute(sql`update cpe_documento set ruc = '20000000001' where ruc = '10000000001'`);
      const { body } = await api.post(admin, '/raestablecimiento', { ...company, ruc: '20100047218' });
      expect(body).toEqual({
        status: 400,
        mensaje: 'La empresa ya emitió comprobantes con el RUC 20000000001; no se puede cambiar',
        detalles: null,
      });
    });
  });

  describe('branches', () => {
    const branch = {
      nombre: 'Cusco - Centro',
      direccion: 'AV. EL SOL 320',
      ubigeo: '080101',
      codigo_sunat: '0002',
      telefono: '084 222333',
      email: 'cusco@trade-demo.pe',
    };

    test('list is paged and filtered', async () => {
      const { body } = await api.get(admin, '/esucursal?pageSize=1');
      expect(body).toMatchObject({ status: 200, totalRegistros: 2, totalPaginas: 2 });
      expect(body.detalles[0]).toMatchObject({
        nombre: 'Lima - Miraflores',
        codigo_sunat: '0000',
        distrito: 'MIRAFLORES',
        logo: null,
        estado: 1,
      });
      expect(
        (await api.get(admin, '/esucursal?q=arequipa%20mercaderes')).body.detalles.map((b: any) => b.codigo_sunat),
      ).toEqual(['0001']);
    });

    test('create, update, toggle and delete a branch', async () => {
      const created = await api.post(admin, '/resucursal', branch);
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Sucursal registrada correctamente',
        detalles: { ...branch, departamento: 'CUSCO', provincia: 'CUSCO', distrito: 'CUSCO', estado: 1 },
      });
      const id = created.body.detalles.idsucursal;
      const updated = await api.post(admin, '/aesucursal', {
        idsucursal: id,
        ...branch,
        nombre: 'Cusco - San Blas',
        email: null,
      });
      expect(updated.body.detalles).toMatchObject({ nombre: 'Cusco - San Blas', email: null });
      expect((await api.post(admin, '/cesucursal', { idsucursal: id, estado: 0 })).body).toMatchObject({
        mensaje: 'Sucursal desactivada',
        detalles: { estado: 0 },
      });
      expect((await api.post(admin, '/cesucursal', { idsucursal: id, estado: 1 })).body.mensaje).toBe(
        'Sucursal activada',
      );
      expect((await api.post(admin, '/eesucursal', { idsucursal: id })).body).toEqual({
        status: 200,
        mensaje: 'Sucursal eliminada correctamente',
        detalles: null,
      });
      expect((await api.post(admin, '/eesucursal', { idsucursal: id })).body).toEqual({
        status: 400,
        mensaje: 'La sucursal no existe o fue eliminada',
        detalles: null,
      });
      expect((await api.post(admin, '/aesucursal', { idsucursal: id, ...branch })).body.mensaje).toBe(
        'La sucursal no existe o fue eliminada',
      );
    });

    test('bad input is refused and a branch in use is kept', async () => {
      await expectRefused(
        t,
        'sucursal',
        () => api.post(admin, '/resucursal', { ...branch, codigo_sunat: '0001' }),
        'Ya existe una sucursal con el código SUNAT 0001',
      );
      await expectRefused(
        t,
        'sucursal',
        () => api.post(admin, '/resucursal', { ...branch, codigo_sunat: '12' }),
        'Datos no válidos: Código de establecimiento SUNAT debe tener al menos 4 caracteres',
      );
      await expectRefused(
        t,
        'sucursal',
        () => api.post(admin, '/resucursal', { ...branch, ubigeo: '089999' }),
        'El ubigeo no existe',
      );
      await expectRefused(
        t,
        'sucursal',
        () => api.post(admin, '/resucursal', { ...branch, nombre: '' }),
        'Datos no válidos: Nombre es obligatorio',
      );
      const lima = (await api.get(admin, '/esucursal?q=Miraflores')).body.detalles[0];
      await expectRefused(
        t,
        'sucursal',
        () => api.post(admin, '/eesucursal', { idsucursal: lima.idsucursal }),
        'La sucursal tiene usuarios, series o documentos; desactívela en su lugar',
      );
    });
  });

  describe('branch logo', () => {
    test('a PNG is stored where the printed documents find it, with a sanitised name', async () => {
      const lima = (await api.get(admin, '/esucursal?q=Miraflores')).body.detalles[0];
      const image = png();
      const { body } = await upload(admin, [
        ['idsucursal', String(lima.idsucursal)],
        ['logo', { filename: 'C:\\fotos\\Logo <nuevo>: "final"?!.png', data: image, type: 'image/png' }],
      ]);
      const file = branchLogoPath(t.config.dataDir, lima.idsucursal);
      expect(file).toBe(join(t.config.dataDir, 'logos', `sucursal-${lima.idsucursal}.png`));
      const stored = readFileSync(file!);
      expect(body).toEqual({
        status: 200,
        mensaje: 'Logo registrado correctamente',
        detalles: {
          idsucursal: lima.idsucursal,
          logo: 'Logo nuevo final.png',
          tipo: 'image/png',
          tamano: stored.length,
        },
      });
      expect(loadLogo(file)).toMatchObject({ width: 40, height: 20 });
      expect((await api.get(admin, '/esucursal?q=Miraflores')).body.detalles[0].logo).toBe('Logo nuevo final.png');
      const served = await t.call(admin, { method: 'GET', url: `/api/sucursallogo/${lima.idsucursal}` });
      expect(served.res.headers['content-type']).toBe('image/png');
      expect(served.res.rawPayload).toEqual(stored);
    });

    test('a JPEG replaces the PNG; removing the logo deletes the file', async () => {
      const arequipa = (await api.get(admin, '/esucursal?q=Arequipa')).body.detalles[0];
      await upload(admin, [
        ['idsucursal', String(arequipa.idsucursal)],
        ['logo', { filename: 'a.png', data: png() }],
      ]);
      const { body } = await upload(admin, [
        ['logo', { filename: 'marca.jpeg', data: await jpeg() }],
        ['idsucursal', String(arequipa.idsucursal)],
      ]);
      expect(body.detalles).toMatchObject({ logo: 'marca.jpeg', tipo: 'image/jpeg' });
      expect(branchLogoPath(t.config.dataDir, arequipa.idsucursal)).toBe(
        join(t.config.dataDir, 'logos', `sucursal-${arequipa.idsucursal}.jpg`),
      );
      expect(existsSync(join(t.config.dataDir, 'logos', `sucursal-${arequipa.idsucursal}.png`))).toBe(false);
      expect((await api.post(admin, '/esucursallogo', { idsucursal: arequipa.idsucursal })).body.mensaje).toBe(
        'Logo eliminado',
      );
      expect(branchLogoPath(t.config.dataDir, arequipa.idsucursal)).toBeNull();
      expect((await api.get(admin, `/sucursallogo/${arequipa.idsucursal}`)).body).toEqual({
        status: 400,
        mensaje: 'La sucursal no tiene logo',
        detalles: null,
      });
    });

    test('wrong files are refused with "Error al registrar el logo" and nothing changes', async () => {
      const arequipa = (await api.get(admin, '/esucursal?q=Arequipa')).body.detalles[0];
      const id = String(arequipa.idsucursal);
      const refused = async (parts: Parameters<typeof multipart>[0], mensaje: string) => {
        const { res, body } = await upload(admin, parts);
        expect(res.statusCode).toBe(400);
        expect(body).toEqual({
          status: 400,
          mensaje,
          detalles: mensaje.startsWith('Datos no válidos') ? expect.any(Array) : null,
        });
        expect(branchLogoPath(t.config.dataDir, arequipa.idsucursal)).toBeNull();
      };
      await refused(
        [
          ['idsucursal', id],
          ['logo', { filename: 'logo.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
        ],
        'Error al registrar el logo: solo se aceptan imágenes PNG o JPEG',
      );
      await refused(
        [
          ['idsucursal', id],
          ['logo', { filename: 'logo.gif', data: Buffer.from('GIF89a....') }],
        ],
        'Error al registrar el logo: solo se aceptan imágenes PNG o JPEG',
      );
      const broken = png().subarray(0, 60);
      await refused(
        [
          ['idsucursal', id],
          ['logo', { filename: 'roto.png', data: broken }],
        ],
        'Error al registrar el logo: la imagen está dañada',
      );
      await refused(
        [
          ['idsucursal', id],
          ['logo', { filename: 'grande.png', data: png(400, 400, true) }],
        ],
        'Error al registrar el logo: la imagen supera 64 KB',
      );
      await refused([['idsucursal', id]], 'Error al registrar el logo: seleccione una imagen');
      await refused([['logo', { filename: 'a.png', data: png() }]], 'Error al registrar el logo: indique la sucursal');
      await refused(
        [
          ['idsucursal', 'abc'],
          ['logo', { filename: 'a.png', data: png() }],
        ],
        'Error al registrar el logo: indique la sucursal',
      );
      await refused(
        [
          ['idsucursal', '99999'],
          ['logo', { filename: 'a.png', data: png() }],
        ],
        'La sucursal no existe o fue eliminada',
      );
      const json = await api.post(admin, '/ropcioneslogo', { idsucursal: arequipa.idsucursal });
      expect(json.body).toEqual({
        status: 400,
        mensaje: 'Error al registrar el logo: envíe el formulario como multipart/form-data',
        detalles: null,
      });
      expect(
        (await t.db.select().from(sucursal).where(eq(sucursal.idsucursal, arequipa.idsucursal)))[0]!.logo,
      ).toBeNull();
    });

    test('a 1 MB default limit applies (LOGO_MAX_BYTES)', () => {
      expect(t.config.logoMaxBytes).toBe(64 * 1024);
    });
  });

  describe('authorization', () => {
    test('401 without a token, 403 for a user without the organization area', async () => {
      const before = await countRows(t, 'sucursal');
      await expectGuarded(t, [
        { method: 'GET', url: '/establecimiento' },
        { method: 'POST', url: '/raestablecimiento', payload: company },
        { method: 'GET', url: '/esucursal' },
        {
          method: 'POST',
          url: '/resucursal',
          payload: { nombre: 'X', direccion: 'Y', ubigeo: '150101', codigo_sunat: '0009' },
        },
        { method: 'POST', url: '/aesucursal', payload: { idsucursal: 1 } },
        { method: 'POST', url: '/cesucursal', payload: { idsucursal: 1, estado: 0 } },
        { method: 'POST', url: '/eesucursal', payload: { idsucursal: 1 } },
        { method: 'POST', url: '/ropcioneslogo', payload: {} },
        { method: 'GET', url: '/sucursallogo/1' },
        { method: 'POST', url: '/esucursallogo', payload: { idsucursal: 1 } },
      ]);
      expect(await countRows(t, 'sucursal')).toBe(before);
    });
  });
}
