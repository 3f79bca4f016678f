import type { PageFormat } from './model.js';
import { renderDocument } from './engine.js';
import type { Template } from './template.js';

export interface RenderedPdf {
  pdf: Buffer;
  /** File name with '.pdf' (not yet sanitised: sendPdf does it). */
  archivo: string;
  formato: PageFormat;
}

/** Renders a template in its own format, or in the one asked (any template prints on A4, 80 mm or 58 mm). */
export async function renderTemplate<T>(
  template: Template<T>,
  data: T,
  options: { formato?: PageFormat } = {},
): Promise<RenderedPdf> {
  const formato = options.formato ?? template.formato;
  const pdf = await renderDocument({ ...template.documento(data), formato });
  return { pdf, archivo: `${template.archivo(data)}.pdf`, formato };
}
