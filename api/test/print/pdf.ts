/** Reading rendered PDFs back in tests: text (pdftotext), pages and sizes (pdfinfo), QR codes (pdftoppm + jsQR). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';

function withFile<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'trade-pdf-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  try {
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF (or of one page), in reading order with the layout kept. */
export function pdfText(pdf: Buffer, page?: number): string {
  return withFile(pdf, (file) => {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', ...range, file, '-'], { encoding: 'utf8' });
  });
}

/** Text with all whitespace collapsed, for matching phrases that the layout spaces out or wraps. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

export interface PdfInfo {
  pages: number;
  /** Size of the first page in points. */
  width: number;
  height: number;
}

export function pdfInfo(pdf: Buffer): PdfInfo {
  const out = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)![1]), width: Number(size[1]), height: Number(size[2]) };
}

export function pdfFonts(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
}

export function pdfImages(pdf: Buffer): number {
  const out = withFile(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return out.trim().split('\n').length - 2;
}

/**
 * Renders one page in grey (what a person would see) and decodes the QR code on it, or null. The page
 * comes as PGM, raw bytes behind a short header, so no PNG is compressed and decompressed again; the
 * codes are printed dark on light, so jsQR does not also search the inverted image.
 */
export function decodeQr(pdf: Buffer, page = 1, dpi = 150): string | null {
  return withFile(pdf, (file, dir) => {
    const range = ['-f', String(page), '-l', String(page)];
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), ...range, file, join(dir, 'page')]);
    const pgm = readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.pgm'))!));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const grey = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = grey[i]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  });
}
