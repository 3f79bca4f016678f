import { COMPROBANTES, type Regla } from './regla.js';
import type { UblDocumento } from './ubl.js';

/** Identity documents of the customer by voucher type and amount (catálogo 06). */

/** Catálogo 06 codes. */
export const CATALOGO_06 = ['0', '1', '4', '6', '7', 'A', 'B', 'C', 'D', 'E', 'F', 'G', '-'];
/** Export operations (catálogo 51, 02xx) may bill a foreign customer without RUC. */
const EXPORTACION = ['0200', '0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208', '0401'];
const SIN_DOCUMENTO = (d: UblDocumento) =>
  ['0', '-'].includes(d.cliente?.tipoDoc ?? '') || /^[-0]*$/.test(d.cliente?.numDoc ?? '');

export const reglasIdentidad: Regla[] = [
  {
    codigo: 2014,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'El número de documento del cliente está presente',
    revisar: (d) => !d.cliente?.numDoc && '',
  },
  {
    codigo: 2015,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'El tipo de documento del cliente está presente',
    revisar: (d) => !d.cliente?.tipoDoc && '',
  },
  {
    codigo: 2800,
    familia: 'identidad',
    tipos: ['01'],
    descripcion:
      'Una factura de venta interna se emite a un cliente con RUC; la exportación, a un tipo del catálogo 06',
    revisar(d) {
      const tipo = d.cliente?.tipoDoc ?? '';
      if (!EXPORTACION.includes(d.tipoOperacion ?? '')) return tipo !== '6' && '';
      return (
        (!CATALOGO_06.includes(tipo) || (['0200', '0201', '0204'].includes(d.tipoOperacion ?? '') && tipo === '6')) &&
        ''
      );
    },
  },
  {
    codigo: 2800,
    familia: 'identidad',
    tipos: ['03', '07', '08'],
    descripcion: 'El tipo de documento del cliente es del catálogo 06',
    revisar: (d) => Boolean(d.cliente?.tipoDoc) && !CATALOGO_06.includes(d.cliente!.tipoDoc!) && '',
  },
  {
    codigo: 2017,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'Un RUC tiene 11 dígitos',
    revisar: (d) => d.cliente?.tipoDoc === '6' && !/^\d{11}$/.test(d.cliente.numDoc ?? '') && '',
  },
  {
    codigo: 2801,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'Un DNI tiene 8 dígitos',
    revisar: (d) => d.cliente?.tipoDoc === '1' && !/^\d{8}$/.test(d.cliente.numDoc ?? '') && '',
  },
  {
    codigo: 2802,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'Otros documentos: de 1 a 15 caracteres sin espacios',
    revisar: (d) =>
      !['1', '6'].includes(d.cliente?.tipoDoc ?? '') &&
      Boolean(d.cliente?.numDoc) &&
      !/^[^\s]{1,15}$/.test(d.cliente!.numDoc!) &&
      '',
  },
  {
    codigo: 2396,
    familia: 'identidad',
    tipos: ['03'],
    descripcion: 'Una boleta de más de S/ 700 identifica al comprador (tipo y número de documento)',
    revisar: (d) => d.moneda === 'PEN' && d.totales.pagar.gt(700) && SIN_DOCUMENTO(d) && '',
  },
  {
    codigo: 2021,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'El nombre o razón social del cliente está presente',
    revisar: (d) => !d.cliente?.nombre && '',
  },
  {
    codigo: 2022,
    familia: 'identidad',
    tipos: COMPROBANTES,
    descripcion: 'El nombre o razón social del cliente tiene de 3 a 1500 caracteres',
    revisar: (d) =>
      Boolean(d.cliente?.nombre) && (d.cliente!.nombre!.length < 3 || d.cliente!.nombre!.length > 1500) && '',
  },
];
