import { expect, test } from '@jest/globals';
import { renderTemplate } from '../../src/print/index.js';
import { type ComplaintData, pdfreclamaciona4 } from '../../src/areas/complaints/complaints.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, customerDni } from '../print/samples.js';
import { pdfInfo, pdfText } from '../print/pdf.js';

/** Realistic data for the complaints area's templates. */
export default function printTemplatesCases() {
  function samples(): { pdfreclamaciona4: ComplaintData } {
    const empresa = company();
    return {
      pdfreclamaciona4: {
        empresa,
        numero: '000123-2026',
        fecha: '2026-11-22T17:45:00',
        establecimiento: { nombre: 'Tienda Arequipa - Cercado', direccion: 'Calle Mercaderes 212, Arequipa' },
        consumidor: { ...customerDni, direccion: 'Urb. Los Álamos Mz. B Lt. 4, Cayma, Arequipa' },
        bien: { tipo: 'producto', montoReclamado: '59.90', descripcion: 'Pintura látex lavable color marfil, galón' },
        reclamo: {
          tipo: 'reclamo',
          detalle:
            'El galón de pintura comprado el 20/11/2026 (boleta B001-00004519) vino con la tapa abierta y el contenido seco. Al pedir el cambio en tienda me dijeron que no aceptan devoluciones de pintura.',
          pedido: 'Solicito el cambio del producto por uno en buen estado o la devolución del importe pagado.',
        },
        respuesta: null,
      },
    };
  }

  /** The complaints area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(pdfreclamaciona4, data.pdfreclamaciona4, [
      'HOJA DE RECLAMACIÓN',
      'N° 000123-2026',
      'Libro de Reclamaciones',
      '1. IDENTIFICACIÓN DEL CONSUMIDOR RECLAMANTE',
      '2. IDENTIFICACIÓN DEL BIEN CONTRATADO',
      'Monto reclamado: S/ 59.90',
      'Reclamo (*)',
      'Queja (**)',
      '4. OBSERVACIONES Y ACCIONES ADOPTADAS POR EL PROVEEDOR',
      'quince (15) días hábiles',
      'INDECOPI',
    ]),
  ]);

  test('a complaint whose detail is longer than a page flows on to the next one', async () => {
    const detalle = Array.from({ length: 160 }, (_, i) => `Línea ${i + 1} del detalle del reclamo.`).join('\n');
    const { pdf } = await renderTemplate(pdfreclamaciona4, {
      ...data.pdfreclamaciona4,
      reclamo: { ...data.pdfreclamaciona4.reclamo, detalle },
    });
    expect(pdfInfo(pdf).pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Línea 1 del detalle');
    expect(text).toContain('Línea 160 del detalle');
    expect(text).toContain('quince (15) días hábiles');
  });
}
