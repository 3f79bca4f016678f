import { describe, expect, it } from '@jest/globals';
import { sanitizeFileName } from '../src/files.js';

describe('sanitizeFileName', () => {
  it('keeps ordinary names unchanged', () => {
    expect(sanitizeFileName('Reporte ventas 2026-11.xlsx')).toBe('Reporte ventas 2026-11.xlsx');
    expect(sanitizeFileName('Pérez_Núñez (copia).pdf')).toBe('Pérez_Núñez (copia).pdf');
  });

  it('strips < > : " / \\ | ? * !', () => {
    expect(sanitizeFileName('a<b>c:d"e/f\\g|h?i*j!k.txt')).toBe('abcdefghijk.txt');
    expect(sanitizeFileName('F001-123: Juan/Pérez?.pdf')).toBe('F001-123 JuanPérez.pdf');
  });

  it('strips control characters and collapses whitespace', () => {
    expect(sanitizeFileName('línea\u0000uno\u001f\u007f.csv')).toBe('líneauno.csv');
    expect(sanitizeFileName('  dos \t\n  espacios  .pdf ')).toBe('dos espacios.pdf');
  });

  it('keeps the extension and removes dots at the ends of the name', () => {
    expect(sanitizeFileName('factura.final.pdf')).toBe('factura.final.pdf');
    expect(sanitizeFileName('..oculto.txt')).toBe('oculto.txt');
    expect(sanitizeFileName('nombre....pdf')).toBe('nombre.pdf');
    expect(sanitizeFileName('sin extension.')).toBe('sin extension');
  });

  it("falls back to 'archivo', keeping the extension", () => {
    expect(sanitizeFileName('')).toBe('archivo');
    expect(sanitizeFileName(null)).toBe('archivo');
    expect(sanitizeFileName(undefined)).toBe('archivo');
    expect(sanitizeFileName('???')).toBe('archivo');
    expect(sanitizeFileName('???.pdf')).toBe('archivo.pdf');
    expect(sanitizeFileName('.pdf')).toBe('archivo.pdf');
  });

  it('avoids Windows device names', () => {
    expect(sanitizeFileName('CON.txt')).toBe('CON_.txt');
    expect(sanitizeFileName('nul')).toBe('nul_');
    expect(sanitizeFileName('console.txt')).toBe('console.txt');
  });

  it('caps the length at 200 characters without losing the extension', () => {
    const result = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(result).toHaveLength(200);
    expect(result.endsWith('aaa.pdf')).toBe(true);
    const emoji = sanitizeFileName(`${'😀'.repeat(250)}.png`);
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji.endsWith('😀.png')).toBe(true);
  });
});
