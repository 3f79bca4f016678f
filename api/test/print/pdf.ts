/** Reading rendered PDFs back in tests: text (pdftotext), pages and sizes (pdfinfo), QR codes (pdftoppm + jsQR). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

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

/** Renders one page to PNG (what a person would see) and decodes the QR code on it, or null. */
export function decodeQr(pdf: Buffer, page = 1, dpi = 150): string | null {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      file,
      join(dir, 'page'),
    ]);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const image = PNG.sync.read(readFileSync(join(dir, png)));
    const found = jsQR(
      new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
      image.width,
      image.height,
    );
    return found?.data ?? null;
  });
}
