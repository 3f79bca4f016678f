import { expect, test } from '@jest/globals';
import { renderTemplate } from '../../src/print/index.js';
import {
  type AdvanceShiftData,
  type ParcelData,
  type ParcelInvoiceData,
  pdfadelantoturno,
  pdfencomienda,
  pdffacturaencomienda,
  pdfsalidavehiculo,
  type VehicleExitData,
} from '../../src/areas/transport/transport.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, customerRuc, HASH, RUC } from '../print/samples.js';
import { decodeQr } from '../print/pdf.js';

/** Realistic data for the transport area's templates. */
export default function printTemplatesCases() {
  function samples(): {
    pdfsalidavehiculo: VehicleExitData;
    pdfencomienda: ParcelData;
    pdfadelantoturno: AdvanceShiftData;
    pdffacturaencomienda: ParcelInvoiceData;
  } {
    const empresa = company();
    return {
      pdfsalidavehiculo: {
        empresa,
        numero: 2211,
        fechaSalida: '2026-11-22T21:30:00',
        vehiculo: { placa: 'C5F-954', marca: 'Mercedes-Benz', modelo: 'O500 RSD', asientos: 44 },
        conductor: { nombre: 'JOSÉ LUIS CAHUANA MAMANI', numeroDocumento: '29567812', licencia: 'A-IIIc Q29567812' },
        copiloto: { nombre: 'WALTER QUISPE HUAMANÍ', numeroDocumento: '40123456', licencia: 'A-IIIb Q40123456' },
        origen: 'Arequipa',
        destino: 'Lima',
        pasajeros: [
          { asiento: 1, nombre: 'ANA GÓMEZ TORRES', documento: 'DNI 41234567', destino: 'Lima', importe: '90.00' },
          { asiento: 2, nombre: 'PEDRO NÚÑEZ ROJAS', documento: 'DNI 42345678', destino: 'Nazca', importe: '70.00' },
          { asiento: 7, nombre: 'LUCÍA FERNÁNDEZ SOTO', documento: 'CE 001234567', destino: 'Lima', importe: '90.00' },
        ],
        encomiendas: [
          { numeroGuia: '0000123', descripcion: 'Caja con repuestos', consignado: 'JUAN PÉREZ', destino: 'Lima' },
        ],
      },
      pdfencomienda: {
        empresa,
        codigo: 'ENC-AQP-000123',
        numeroGuia: '0000123',
        codigoGuia: 'K7Q2',
        fechaRegistro: '2026-11-22T18:10:00',
        origen: { nombre: 'Arequipa - Cercado', direccion: 'Calle Mercaderes 212' },
        destino: { nombre: 'Lima - Miraflores', direccion: 'Av. Larco 1150' },
        remitente: {
          nombre: 'MARÍA ÁNGELES ÑAHUI QUISPE',
          tipoDocumento: '1',
          numeroDocumento: '45678912',
          telefono: '959 123 456',
        },
        consignado: {
          nombre: 'JUAN PÉREZ GÓMEZ',
          tipoDocumento: '1',
          numeroDocumento: '09876543',
          telefono: '987 654 321',
        },
        items: [
          { cantidad: 1, descripcion: 'Caja con repuestos de moto (frágil)', peso: '8.5', importe: '25.00' },
          { cantidad: 2, descripcion: 'Sobre con documentos', peso: '0.3', importe: '10.00' },
        ],
        flete: '35.00',
        pago: 'Pagado en origen',
        rastreoUrl: 'https://trade.elnandu.pe/trade/tracking',
      },
      pdfadelantoturno: {
        empresa,
        numero: 45,
        fecha: '2026-11-22',
        vehiculo: { placa: 'D3X-221', marca: 'Hyundai', modelo: 'County' },
        conductor: { nombre: 'RAÚL TICONA APAZA', numeroDocumento: '29876543', licencia: 'A-IIb Q29876543' },
        origen: 'Arequipa',
        destino: 'Puno',
        turnoProgramado: '2026-11-22T16:00:00',
        salida: '2026-11-22T14:30:00',
        motivo: 'Unidad completa antes de su turno.',
        importe: '50.00',
        encomiendas: [
          {
            numeroGuia: '0000124',
            remitente: 'MARÍA ÑAHUI',
            consignado: 'JORGE MAMANI',
            destino: 'Puno',
            descripcion: 'Saco de quinua 25 kg',
          },
          {
            numeroGuia: '0000125',
            remitente: 'FERRETERÍA EL ÑANDÚ',
            consignado: 'COMERCIAL TITICACA',
            destino: 'Juliaca',
            descripcion: 'Herramientas',
          },
        ],
      },
      pdffacturaencomienda: {
        empresa,
        tipo: '01',
        serie: 'F002',
        numero: 982,
        fechaEmision: '2026-11-22T18:12:00',
        cliente: customerRuc,
        items: [
          {
            descripcion: 'Servicio de transporte de encomienda, guía N° 0000123',
            unidad: 'ZZ',
            cantidad: '1',
            precioUnitario: '35.00',
            importe: '35.00',
          },
        ],
        totales: { gravada: '29.66', igv: '5.34', total: '35.00' },
        encomienda: {
          numeroGuia: '0000123',
          origen: 'Arequipa',
          destino: 'Lima',
          remitente: { nombre: 'MARÍA ÁNGELES ÑAHUI QUISPE', tipoDocumento: '1', numeroDocumento: '45678912' },
          consignado: { nombre: 'JUAN PÉREZ GÓMEZ', tipoDocumento: '1', numeroDocumento: '09876543' },
          peso: '8.8',
        },
        cpe: { hash: HASH },
      },
    };
  }

  /** The transport area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(pdfsalidavehiculo, data.pdfsalidavehiculo, [
      'HOJA DE SALIDA DE VEHÍCULO',
      '00002211',
      'Arequipa - Lima',
      'C5F-954',
      'A-IIIc Q29567812',
      'PASAJEROS (3)',
      'LUCÍA FERNÁNDEZ SOTO',
      'S/ 250.00',
      'ENCOMIENDAS A BORDO (1)',
    ]),
    templateCase(pdfencomienda, data.pdfencomienda, [
      'GUÍA DE ENCOMIENDA',
      'N° 0000123',
      'ENC-AQP-000123',
      'REMITENTE',
      'CONSIGNADO',
      'JUAN PÉREZ GÓMEZ',
      'Flete: S/ 35.00',
      'SON: TREINTA Y CINCO Y 00/100 SOLES',
      'K7Q2',
      'https://trade.elnandu.pe/trade/tracking',
    ]),
    templateCase(pdfadelantoturno, data.pdfadelantoturno, [
      'ADELANTO DE TURNO',
      '00000045',
      'Arequipa - Puno',
      'D3X-221',
      'ENCOMIENDAS (2)',
      'COMERCIAL TITICACA',
      'S/ 50.00',
      'SON: CINCUENTA Y 00/100 SOLES',
    ]),
    templateCase(pdffacturaencomienda, data.pdffacturaencomienda, [
      'FACTURA ELECTRÓNICA',
      'F002-00000982',
      'N° de guía: 0000123',
      'Arequipa - Lima',
      'Importe total: S/ 35.00',
      'SON: TREINTA Y CINCO Y 00/100 SOLES',
      'Representación impresa de la FACTURA ELECTRÓNICA',
    ]),
  ]);

  test('the parcel invoice QR code', async () => {
    expect(decodeQr((await renderTemplate(pdffacturaencomienda, data.pdffacturaencomienda)).pdf)).toBe(
      `${RUC}|01|F002|00000982|5.34|35.00|2026-11-22|6|20456789120|${HASH}`,
    );
  });
}
