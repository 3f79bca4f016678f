import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { dataFile, prepareImage, sniffImageType, uploadName } from '../../src/core/images.js';
import { producto, sucursal } from '../../src/db/schema/index.js';
import { minimalPdf } from './pdf-samples.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { multipart } from '../organization/support.js';
import { bombPng, picture, polyglotPng } from './images.js';

/**
 * Uploads (issue 10, defect 2): every image goes through core/images.ts. These tests run against
 * the branch logo call, POST /api/ropcioneslogo; an area adding an upload call adds its case here.
 */
export default function uploadsCases() {
  let t: TestApp;
  let admin: string;
  let idsucursal: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    idsucursal = (await t.call(admin, { method: 'GET', url: '/api/esucursal?q=Miraflores' })).body.detalles[0]
      .idsucursal;
  });
  afterAll(() => t.close());

  const upload = async (filename: string, data: Buffer, id = idsucursal) => {
    const { payload, headers } = await multipart([
      ['idsucursal', String(id)],
      ['logo', { filename, data, type: 'image/png' }],
    ]);
    return t.call(admin, { method: 'POST', url: '/api/ropcioneslogo', payload, headers });
  };
  const logoColumn = async () =>
    (await t.db.select({ logo: sucursal.logo }).from(sucursal).where(eq(sucursal.idsucursal, idsucursal)))[0]!.logo;
  /** Every file under the data folder, relative to it. */
  const files = (dir = t.config.dataDir): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [relative(t.config.dataDir, join(dir, entry.name))],
    );

  describe('core/images', () => {
    const rules = {
      prefix: 'Error al registrar la imagen',
      maxBytes: 1024 * 1024,
      accept: ['image/png', 'image/jpeg'] as const,
      maxPixels: 16_000_000,
      fit: { width: 800, height: 800 },
    };

    test('a decompression bomb is refused from its header, before any decoding', async () => {
      const bomb = bombPng();
      expect(bomb.length).toBeLessThan(64 * 1024);
      await expect(prepareImage(bomb, rules)).rejects.toThrow(
        'Error al registrar la imagen: la imagen es demasiado grande (16000 × 16000 píxeles; máximo 16 megapíxeles)',
      );
      await expect(prepareImage(bombPng(8000, 8000), rules)).rejects.toThrow(
        'la imagen es demasiado grande (8000 × 8000 píxeles',
      );
    });

    test('a large photo is resized once to the box, keeping its proportions', async () => {
      const image = await prepareImage(await picture(3000, 2000, 'jpeg'), rules);
      expect(image).toMatchObject({ tipo: 'image/jpeg', ext: 'jpg', width: 800, height: 533 });
      expect(await sharp(image.data).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 533 });
      const small = await prepareImage(await picture(40, 20), rules);
      expect(small).toMatchObject({ tipo: 'image/png', width: 40, height: 20 });
    });

    test('decoding runs off the event loop: other work goes on meanwhile', async () => {
      let turns = 0;
      let spinning = true;
      const spin = () => {
        turns++;
        if (spinning) setImmediate(spin);
      };
      setImmediate(spin);
      const photo = await picture(3000, 2000, 'png');
      const before = turns;
      await prepareImage(photo, rules);
      spinning = false;
      expect(turns).toBeGreaterThan(before);
    });

    test('the type comes from the content, never from the name', async () => {
      expect(sniffImageType(await picture(4, 4, 'png'))).toBe('image/png');
      expect(sniffImageType(await picture(4, 4, 'jpeg'))).toBe('image/jpeg');
      expect(sniffImageType(await picture(4, 4, 'webp'))).toBe('image/webp');
      expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
      expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
      await expect(prepareImage(await picture(4, 4, 'webp'), rules)).rejects.toThrow(
        'Error al registrar la imagen: solo se aceptan imágenes PNG o JPEG',
      );
      // PNG magic followed by anything else is not a PNG.
      await expect(
        prepareImage(
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('<script>x</script>'),
          ]),
          rules,
        ),
      ).rejects.toThrow('la imagen está dañada');
    });

    test('names: folders dropped, forbidden characters removed, the real extension', () => {
      expect(uploadName('../../../../etc/passwd', 'image/png')).toBe('passwd.png');
      expect(uploadName('..\\..\\windows\\win.ini', 'image/png')).toBe('win.png');
      expect(uploadName('a<b>c:d"e|f?g*h!.png', 'image/png')).toBe('abcdefgh.png');
      expect(uploadName('foto.html', 'image/png')).toBe('foto.png');
      expect(uploadName('FOTO.JPEG', 'image/jpeg')).toBe('FOTO.JPEG');
      expect(uploadName('..', 'image/png')).toBe('archivo.png');
    });

    test('no path leaves the data folder', () => {
      expect(dataFile('/data', 'logos', 'sucursal-1.png')).toBe('/data/logos/sucursal-1.png');
      expect(() => dataFile('/data', 'logos', '../../etc/passwd')).toThrow('Ruta fuera de la carpeta de datos');
      expect(() => dataFile('/data', '/etc/passwd')).toThrow('Ruta fuera de la carpeta de datos');
      expect(() => dataFile('/data', '..', 'data2', 'x')).toThrow('Ruta fuera de la carpeta de datos');
      expect(() => dataFile('/data', '.')).toThrow('Ruta fuera de la carpeta de datos');
    });
  });

  describe('POST /api/ropcioneslogo', () => {
    test('a decompression bomb is refused while the API keeps answering, and nothing is written', async () => {
      const before = files();
      const [bomb, ...others] = await Promise.all([
        upload('bomba.png', bombPng()),
        ...Array.from({ length: 4 }, () => t.call(admin, { method: 'GET', url: '/api/esucursal?pageSize=5' })),
      ]);
      expect(bomb.res.statusCode).toBe(400);
      expect(bomb.body).toEqual({
        status: 400,
        mensaje:
          'Error al registrar el logo: la imagen es demasiado grande (16000 × 16000 píxeles; máximo 16 megapíxeles)',
        detalles: null,
      });
      for (const other of others) expect(other.res.statusCode).toBe(200);
      expect(files()).toEqual(before);
      expect(await logoColumn()).toBeNull();
    });

    test('a polyglot (PNG carrying a script) is stored as a clean picture, served as an image only', async () => {
      const { body } = await upload('logo.png', await polyglotPng());
      expect(body).toMatchObject({ status: 200, detalles: { logo: 'logo.png', tipo: 'image/png' } });
      const stored = readFileSync(join(t.config.dataDir, 'logos', `sucursal-${idsucursal}.png`));
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('alert')).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 20, height: 20 });
      const served = await t.call(admin, { method: 'GET', url: `/api/sucursallogo/${idsucursal}` });
      expect(served.res.headers['content-type']).toBe('image/png');
      expect(served.res.headers['x-content-type-options']).toBe('nosniff');
    });

    test('an HTML page named .png is refused; a picture with the wrong extension is stored as what it is', async () => {
      const page = await upload('logo.png', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(page.body).toEqual({
        status: 400,
        mensaje: 'Error al registrar el logo: solo se aceptan imágenes PNG o JPEG',
        detalles: null,
      });

      const jpeg = await upload('logo.png', await picture(30, 10, 'jpeg'));
      expect(jpeg.body).toMatchObject({ status: 200, detalles: { logo: 'logo.jpg', tipo: 'image/jpeg' } });
      expect(existsSync(join(t.config.dataDir, 'logos', `sucursal-${idsucursal}.jpg`))).toBe(true);
      expect(existsSync(join(t.config.dataDir, 'logos', `sucursal-${idsucursal}.png`))).toBe(false);

      const html = await upload('pagina.html', await picture(30, 10, 'png'));
      expect(html.body).toMatchObject({ status: 200, detalles: { logo: 'pagina.png', tipo: 'image/png' } });
      expect(await logoColumn()).toBe('pagina.png');
    });

    test('a traversal name never leaves the logos folder', async () => {
      const before = files().filter((file) => !file.startsWith('logos/'));
      for (const name of [
        '../../../../tmp/evil.png',
        '..\\..\\evil.png',
        '/etc/cron.d/evil.png',
        'logos/../../evil.png',
        '%2e%2e%2fevil.png',
      ]) {
        const { body } = await upload(name, await picture(10, 10));
        expect(body.status).toBe(200);
        expect(body.detalles.logo).not.toMatch(/[\\/]|\.\./);
      }
      expect(files().filter((file) => !file.startsWith('logos/'))).toEqual(before);
      expect(readdirSync(join(t.config.dataDir, 'logos'))).toEqual([`sucursal-${idsucursal}.png`]);
    });
  });

  describe('POST /api/rimagenproducto and /api/rfichatecnicaproducto (inventory)', () => {
    let productoId: number;
    beforeAll(async () => {
      const [row] = await t.db.select({ id: producto.producto_id }).from(producto).limit(1);
      productoId = row!.id;
    });
    const send = async (url: string, field: string, filename: string, data: Buffer) => {
      const { payload, headers } = await multipart([
        ['producto_id', String(productoId)],
        [field, { filename, data, type: 'image/png' }],
      ]);
      return t.call(admin, { method: 'POST', url, payload, headers });
    };

    test('a decompression bomb as a product image is refused from its header', async () => {
      const before = files();
      const { res, body } = await send('/api/rimagenproducto', 'imagen', 'bomba.png', bombPng());
      expect([res.statusCode, body.mensaje]).toEqual([
        400,
        'Error al subir la imagen del producto: la imagen es demasiado grande (16000 × 16000 píxeles; máximo 24 megapíxeles)',
      ]);
      expect(files()).toEqual(before);
    });

    test('a polyglot product image is stored clean, under our own name', async () => {
      const { body } = await send('/api/rimagenproducto', 'imagen', '../../../evil.html', await polyglotPng());
      expect(body.status).toBe(200);
      const stored = readFileSync(join(t.config.dataDir, 'productos', 'imagenes', `producto-${productoId}.png`));
      expect(stored.includes('<script')).toBe(false);
    });

    test('a technical sheet: an HTML page named .pdf is refused; a traversal name stays in the product folder', async () => {
      const page = await send(
        '/api/rfichatecnicaproducto',
        'ficha',
        'ficha.pdf',
        Buffer.from('<html><script>alert(1)</script></html>'),
      );
      expect(page.body).toMatchObject({
        status: 400,
        mensaje: 'Error al subir el archivo del producto: solo se aceptan archivos PDF, PNG o JPEG',
      });
      const before = files().filter((file) => !file.startsWith('productos/'));
      const pdf = minimalPdf();
      const { body } = await send('/api/rfichatecnicaproducto', 'ficha', '../../../../tmp/evil.pdf', pdf);
      expect(body.status).toBe(200);
      expect(files().filter((file) => !file.startsWith('productos/'))).toEqual(before);
      expect(readdirSync(join(t.config.dataDir, 'productos', 'fichas', String(productoId)))).toEqual(['evil.pdf']);
    });
  });
}
