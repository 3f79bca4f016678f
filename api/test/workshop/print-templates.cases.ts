import { expect, test } from '@jest/globals';
import { renderTemplate } from '../../src/print/index.js';
import {
  pdfinventarioordenservicioa4,
  pdfordenservicioa4,
  type ServiceOrderData,
  type ServiceOrderInventoryData,
} from '../../src/areas/workshop/service-orders.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, customerDni } from '../print/samples.js';
import { pdfFonts, pdfText } from '../print/pdf.js';

/** Realistic data for the workshop area's templates. */
export default function printTemplatesCases() {
  function samples(): {
    pdfordenservicioa4: ServiceOrderData;
    pdfinventarioordenservicioa4: ServiceOrderInventoryData;
  } {
    const empresa = company();
    return {
      pdfordenservicioa4: {
        empresa,
        serie: 'OS01',
        numero: 512,
        fechaIngreso: '2026-11-20T08:40:00',
        fechaEntregaEstimada: '2026-11-23',
        estado: 'En reparación',
        cliente: customerDni,
        vehiculo: {
          placa: 'V2B-471',
          marca: 'Toyota',
          modelo: 'Hilux 2.4 4x4',
          anio: 2019,
          color: 'Gris plata',
          vin: 'MR0HA3CD4K0123456',
          kilometraje: '128450',
        },
        tecnico: 'Julio Condori',
        recepcionadoPor: 'Ana Llerena',
        fallaReportada:
          'Ruido metálico en la parte delantera al frenar; el pedal se siente esponjoso. Luz de check engine encendida desde hace una semana.',
        diagnostico:
          'Pastillas de freno delanteras gastadas al 90 %, disco izquierdo rayado. Sensor de oxígeno con lectura fuera de rango.',
        detalle: [
          {
            tipo: 'Servicio',
            descripcion: 'Cambio de pastillas y rectificado de discos',
            cantidad: '1',
            precioUnitario: '180.00',
            importe: '180.00',
          },
          {
            tipo: 'Repuesto',
            descripcion: 'Juego de pastillas de freno delanteras (original)',
            cantidad: '1',
            precioUnitario: '245.00',
            importe: '245.00',
          },
          {
            tipo: 'Repuesto',
            descripcion: 'Sensor de oxígeno Denso',
            cantidad: '1',
            precioUnitario: '310.00',
            importe: '310.00',
          },
          {
            tipo: 'Servicio',
            descripcion: 'Diagnóstico con escáner',
            cantidad: '1',
            precioUnitario: '60.00',
            importe: '60.00',
          },
        ],
        totales: { subtotal: '673.73', igv: '121.27', total: '795.00' },
        adelanto: '300.00',
        saldo: '495.00',
        condiciones: [
          'Los repuestos cambiados se entregan al cliente.',
          'Vehículos no recogidos a los 30 días pagan cochera.',
        ],
      },
      pdfinventarioordenservicioa4: {
        empresa,
        serie: 'OS01',
        numero: 512,
        fecha: '2026-11-20T08:40:00',
        cliente: customerDni,
        vehiculo: {
          placa: 'V2B-471',
          marca: 'Toyota',
          modelo: 'Hilux 2.4 4x4',
          anio: 2019,
          color: 'Gris plata',
          kilometraje: '128450',
        },
        combustible: '1/4 de tanque',
        accesorios: [
          { descripcion: 'Llanta de repuesto', cantidad: 1, presente: true, estado: 'Buena' },
          { descripcion: 'Gata hidráulica y llave de ruedas', cantidad: 1, presente: true, estado: 'Buena' },
          {
            descripcion: 'Radio / pantalla multimedia',
            cantidad: 1,
            presente: true,
            estado: 'Rayón en la esquina inferior',
          },
          { descripcion: 'Tapasoles', cantidad: 2, presente: true, estado: 'Buena' },
          { descripcion: 'Triángulo de seguridad', cantidad: 1, presente: false, estado: null },
          { descripcion: 'Extintor', cantidad: 1, presente: true, estado: 'Vencido (06/2026)' },
          { descripcion: 'Botiquín', cantidad: 1, presente: false },
        ],
        observaciones: ['Abolladura leve en la puerta trasera derecha.', 'Parabrisas con fisura de 5 cm.'],
        fotos: 6,
        recepcionadoPor: 'Ana Llerena',
      },
    };
  }

  /** The workshop area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(pdfordenservicioa4, data.pdfordenservicioa4, [
      'ORDEN DE SERVICIO',
      'OS01-00000512',
      'Estado: En reparación',
      'V2B-471',
      'Toyota Hilux 2.4 4x4',
      '128,450 km',
      'FALLA REPORTADA POR EL CLIENTE',
      'DIAGNÓSTICO',
      'Sensor de oxígeno Denso',
      'S/ 795.00',
      'Saldo por pagar',
      'S/ 495.00',
      'SON: SETECIENTOS NOVENTA Y CINCO Y 00/100 SOLES',
      'Firma del cliente',
    ]),
    templateCase(pdfinventarioordenservicioa4, data.pdfinventarioordenservicioa4, [
      'INVENTARIO DE RECEPCIÓN',
      'OS01-00000512',
      '1/4 de tanque',
      '¿Presente?',
      'Triángulo de seguridad',
      'Vencido (06/2026)',
      'Parabrisas con fisura',
    ]),
  ]);

  test('fonts are embedded, and accents, ñ, ¿ and ° print as themselves', async () => {
    const { pdf } = await renderTemplate(pdfinventarioordenservicioa4, data.pdfinventarioordenservicioa4);
    const fonts = pdfFonts(pdf);
    expect(fonts).toMatch(/DejaVuSansCondensed\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/DejaVuSansCondensed-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);
    const text = pdfText(pdf);
    for (const s of ['RECEPCIÓN', 'MARÍA ÁNGELES ÑAHUI', '¿Presente?', 'Triángulo', 'N°', 'Año'])
      expect(text).toContain(s);
  });
}
