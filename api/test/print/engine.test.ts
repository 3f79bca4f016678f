import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { PNG } from 'pngjs';
import {
  cpeOf,
  cpeQrPayload,
  defineTemplate,
  loadLogo,
  renderDocument,
  renderTemplate,
  SALE_TITLES,
  saleBlocks,
  sendPdf,
  serieNumero,
  type PrintDocument,
  type SaleBase,
  type SaleVoucherType,
} from '../../src/print/index.js';
import { company, customerRuc, HASH, saleItems, totalsOf } from './samples.js';
import { flat, pdfImages, pdfInfo, pdfText } from './pdf.js';

const MM = 72 / 25.4;

/** The engine's own test document (the areas' templates are tested with their areas): the print kit's sale layout. */
type TestSale = SaleBase & { tipo: SaleVoucherType };
const ticket = defineTemplate<TestSale>({
  nombre: 'documentoprueba',
  descripcion: 'Documento de prueba',
  formato: 'ticket80',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: SALE_TITLES[d.tipo], serie: d.serie, numero: d.numero },
    bloques: saleBlocks(d),
    cpe: d.tipo === 'NV' ? null : cpeOf(d.tipo, d),
    pie: ['Gracias por su preferencia'],
  }),
});
const a4 = { ...ticket, formato: 'a4' as const };
const items3 = saleItems(3);
const sale: TestSale = {
  empresa: company(),
  tipo: '01',
  serie: 'F001',
  numero: 123,
  fechaEmision: '2026-11-22',
  cliente: customerRuc,
  items: items3,
  totales: totalsOf(items3),
  cpe: { hash: HASH },
};

function png(width: number, height: number, alpha = true): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    image.data[i * 4] = 200;
    image.data[i * 4 + 1] = (i * 7) % 255;
    image.data[i * 4 + 2] = 40;
    image.data[i * 4 + 3] = alpha && i % 3 === 0 ? 0 : 255;
  }
  return PNG.sync.write(image);
}

describe('tickets', () => {
  test('80 mm wide, one page as tall as its content', async () => {
    const short = (await renderTemplate(ticket, { ...sale, items: saleItems(2), totales: totalsOf(saleItems(2)) })).pdf;
    const long = (
      await renderTemplate(ticket, {
        ...sale,
        items: saleItems(40),
        totales: totalsOf(saleItems(40)),
      })
    ).pdf;
    const a = pdfInfo(short);
    const b = pdfInfo(long);
    expect(a.width).toBeCloseTo(80 * MM, 1);
    expect(b.width).toBeCloseTo(80 * MM, 1);
    expect([a.pages, b.pages]).toEqual([1, 1]);
    expect(a.height).toBeGreaterThan(300);
    expect(a.height).toBeLessThan(900);
    // 38 more lines, each at least one 7.5 pt line high.
    expect(b.height - a.height).toBeGreaterThan(38 * 8);
    // The last line is on the page, not cut off.
    expect(pdfText(long)).toContain('Gracias por su preferencia');
  });

  test('58 mm option', async () => {
    const { pdf } = await renderTemplate(ticket, sale, { formato: 'ticket58' });
    const info = pdfInfo(pdf);
    expect(info.width).toBeCloseTo(58 * MM, 1);
    expect(info.pages).toBe(1);
    expect(flat(pdfText(pdf))).toContain(`S/ ${sale.totales.total}`);
  });
});

describe('A4', () => {
  test('a long item table breaks across pages and repeats its header and the document number', async () => {
    const items = saleItems(90).map((item, i) => ({ ...item, codigo: `P${String(i + 1).padStart(3, '0')}` }));
    const { pdf } = await renderTemplate(a4, { ...sale, items, totales: totalsOf(items) });
    const { pages } = pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(pdf, page);
      expect(text).toMatch(/Cant\.\s+Unidad\s+Código\s+Descripción\s+P\. Unit\.\s+Importe/);
      expect(text).toContain(`Página ${page} de ${pages}`);
      if (page > 1) expect(text).toContain('FACTURA ELECTRÓNICA F001-00000123');
    }
    const all = pdfText(pdf);
    // Every line is printed once.
    for (let i = 1; i <= 90; i++)
      expect(all.match(new RegExp(`\\bP${String(i).padStart(3, '0')}\\b`, 'g'))).toHaveLength(1);
    // Totals, amount in words and the QR footer follow the last line.
    const last = flat(pdfText(pdf, pages));
    expect(last).toContain(`S/ ${Number(totalsOf(items).total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(last).toContain('Representación impresa de la FACTURA ELECTRÓNICA');
  });

  test('a paragraph longer than a page flows on to the next one', async () => {
    const texto = Array.from({ length: 160 }, (_, i) => `Línea ${i + 1} del detalle.`).join('\n');
    const pdf = await renderDocument({
      formato: 'a4',
      empresa: company(),
      titulo: { tipo: 'CONSTANCIA', numero: 'N° 1' },
      bloques: [
        { tipo: 'texto', titulo: 'Detalle', texto },
        { tipo: 'notas', notas: ['Nota final después del detalle'] },
      ],
    });
    expect(pdfInfo(pdf).pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Línea 1 del detalle');
    expect(text).toContain('Línea 160 del detalle');
    expect(text).toContain('Nota final después del detalle');
  });
});

describe('logos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trade-logos-'));
  const good = png(240, 100);
  const files = {
    good: join(dir, 'good.png'),
    text: join(dir, 'logo.png.txt'),
    truncated: join(dir, 'truncated.png'),
  };
  writeFileSync(files.good, good);
  writeFileSync(files.text, 'no soy una imagen');
  writeFileSync(files.truncated, good.subarray(0, Math.floor(good.length / 2)));
  const corrupt = Buffer.from(good);
  corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 30) ^ 0xff, corrupt.length - 30); // damages the compressed pixels (CRC mismatch)

  test('a logo from a file or from bytes is printed (with transparency flattened on white)', async () => {
    for (const logo of [files.good, good, png(50, 50, false)]) {
      const doc = { ...sale, empresa: company(logo) };
      expect(pdfImages((await renderTemplate(ticket, doc)).pdf)).toBe(1);
      expect(pdfImages((await renderTemplate(a4, doc)).pdf)).toBe(1);
    }
  });

  test.each([
    ['a missing file', join(dir, 'no-existe.png')],
    ['a folder', dir],
    ['a text file', files.text],
    ['a truncated PNG', files.truncated],
    ['a PNG with damaged data', corrupt],
    ['random bytes', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('%s does not break printing: the document prints without it', async (_what, logo) => {
    expect(loadLogo(logo as string | Buffer)).toBeNull();
    for (const template of [ticket, a4]) {
      const { pdf } = await renderTemplate(template, { ...sale, empresa: company(logo as string | Buffer) });
      expect(pdfImages(pdf)).toBe(0);
      expect(pdfText(pdf)).toContain('COMERCIAL ANDINA DEL SUR S.A.C.');
    }
  });

  test('a logo file is read once and re-read when it changes', () => {
    const file = join(dir, 'changing.png');
    writeFileSync(file, png(30, 20));
    const first = loadLogo(file);
    expect(loadLogo(file)).toBe(first);
    writeFileSync(file, png(60, 20));
    const second = loadLogo(file);
    expect(second).not.toBe(first);
    expect(second?.width).toBe(60);
  });
});

describe('formats', () => {
  test('QR payload: RUC|TT|SERIE|NUMERO|IGV|TOTAL|FECHA|TIPODOC|NUMDOC|HASH', () => {
    expect(
      cpeQrPayload({
        ruc: '20601234565',
        tipo: '01',
        serie: 'F001',
        numero: 7,
        igv: '1234.5',
        total: '8092.50',
        // 22:30 in Lima is already the 23rd in UTC: the date printed is Lima's.
        fechaEmision: '2026-11-23T03:30:00Z',
        clienteTipoDocumento: '6',
        clienteNumeroDocumento: '20456789120',
        hash: 'abc=',
      }),
    ).toBe('20601234565|01|F001|00000007|1234.50|8092.50|2026-11-22|6|20456789120|abc=');
  });

  test('series-number', () => {
    expect(serieNumero('F001', 123)).toBe('F001-00000123');
    expect(serieNumero('F001', '123')).toBe('F001-123');
    expect(serieNumero(null, 5)).toBe('00000005');
  });

  test('a document model renders without any template', async () => {
    const doc: PrintDocument = {
      formato: 'a4',
      empresa: company(),
      titulo: { tipo: 'CONSTANCIA', numero: 'N° 1' },
      bloques: [
        { tipo: 'campos', campos: [{ etiqueta: 'Vacío', valor: '' }] },
        { tipo: 'texto', titulo: 'Texto', texto: 'Hola, señor Núñez.' },
        { tipo: 'letras', importe: '1000000.01' },
        { tipo: 'separador' },
        { tipo: 'tabla', columnas: [{ clave: 'a', titulo: 'A', ancho: 1 }], filas: [], vacio: 'Nada que mostrar' },
      ],
    };
    const text = flat(pdfText(await renderDocument(doc)));
    expect(text).toContain('Hola, señor Núñez.');
    expect(text).toContain('SON: UN MILLON Y 01/100 SOLES');
    expect(text).toContain('Nada que mostrar');
    expect(text).not.toContain('Vacío');
  });
});

describe('many documents at once', () => {
  test('concurrent renders share the loaded fonts without mixing their content', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => {
      const items = saleItems(1 + (i % 6)).map((item) => ({ ...item, descripcion: `${item.descripcion} [doc ${i}]` }));
      return renderTemplate(i % 2 ? a4 : ticket, {
        ...sale,
        tipo: '03',
        serie: 'B001',
        numero: 9000 + i,
        items,
        totales: totalsOf(items),
      });
    });
    const pdfs = await Promise.all(jobs);
    pdfs.forEach(({ pdf }, i) => {
      const text = flat(pdfText(pdf));
      expect(text).toContain(`B001-0000${9000 + i}`);
      expect(text).toContain(`[doc ${i}]`);
      expect(text).not.toMatch(new RegExp(`\\[doc (?!${i}\\])`));
    });
  });

  test('a sale with only the required data prints', async () => {
    const items = [{ descripcion: 'Servicio', cantidad: 1, precioUnitario: '10', importe: '10' }];
    const { pdf } = await renderTemplate(a4, {
      empresa: { ruc: '20601234565', razonSocial: 'EMPRESA S.A.C.', direccion: 'Lima' },
      tipo: 'NV',
      serie: 'NV01',
      numero: 1,
      fechaEmision: '2026-11-22',
      cliente: { nombre: 'CLIENTES VARIOS' },
      items,
      totales: { igv: '0', total: '10' },
    });
    const text = flat(pdfText(pdf));
    expect(text).toContain('NOTA DE VENTA NV01-00000001');
    expect(text).toContain('SON: DIEZ Y 00/100 SOLES');
  });
});

describe('sendPdf', () => {
  test('answers inline application/pdf, a safe file name and no caching', async () => {
    const app = Fastify();
    const { pdf } = await renderTemplate(ticket, sale);
    app.get('/doc', (_request, reply) => sendPdf(reply, pdf, 'Préstamo 87: "Juan/Pérez"?.pdf'));
    const res = await app.inject({ method: 'GET', url: '/doc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Prestamo 87 JuanPerez.pdf"; filename*=UTF-8''${encodeURIComponent('Préstamo 87 JuanPérez.pdf')}`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
    await app.close();
  });
});
