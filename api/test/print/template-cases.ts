import { describe, expect, test } from '@jest/globals';
import {
  PAGE_FORMATS,
  renderTemplate,
  type PageFormat,
  type RenderedPdf,
  type Template,
} from '../../src/print/index.js';
import { RUC } from './samples.js';
import { flat, pdfInfo, pdfText } from './pdf.js';

const MM = 72 / 25.4;

/** One area template, realistic data for it, and what a person must find on the printed page. */
export interface TemplateCase {
  nombre: string;
  /** What must be printed besides the company header; the second entry is checked in every format. */
  expected: string[];
  render(formato?: PageFormat): Promise<RenderedPdf>;
}

export const templateCase = <T>(template: Template<T>, data: T, expected: string[]): TemplateCase => ({
  nombre: template.nombre,
  expected,
  render: (formato) => renderTemplate(template, data, { formato }),
});

/**
 * The checks every area runs on its own templates (the engine knows none): each renders a PDF in its
 * default format with the company header (the samples' company) and the expected texts, and prints
 * in every other format too.
 */
export function describeTemplates(cases: TemplateCase[]): void {
  describe('every template renders from realistic data', () => {
    test.each(cases.map((c) => [c.nombre, c] as const))('%s', async (_nombre, { render, expected }) => {
      const { pdf, archivo, formato } = await render();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(archivo).toMatch(/\.pdf$/);
      const text = flat(pdfText(pdf));
      // The company header is on every document.
      expect(text).toContain(RUC);
      expect(text).toContain('Ferretería El Ñandú');
      for (const line of expected) expect(text).toContain(line);
      const info = pdfInfo(pdf);
      if (formato === 'a4') expect([info.width, info.height]).toEqual([595.28, 841.89]);
      else {
        expect(info.width).toBeCloseTo(80 * MM, 1);
        expect(info.pages).toBe(1);
      }
    });

    test.each(cases.map((c) => [c.nombre, c] as const))(
      '%s also prints in every other format',
      async (_nombre, { render, expected }) => {
        for (const formato of PAGE_FORMATS) {
          const { pdf } = await render(formato);
          expect(flat(pdfText(pdf))).toContain(expected[1]!);
        }
      },
    );
  });
}
