import { COMPROBANTES, FACTURA_BOLETA, OPERACIONES_DETRACCION, conBase, type Regla } from './regla.js';

/** Legends (cbc:Note with catálogo 52 codes). */

export const reglasLeyendas: Regla[] = [
  {
    codigo: 4264,
    familia: 'leyendas',
    tipos: FACTURA_BOLETA,
    descripcion: 'Una venta IVAP lleva la leyenda 2007',
    revisar: (d) =>
      d.lineas.some((l) => l.subtotales.some((s) => s.afectacion === '17' && conBase(s))) &&
      !d.leyendas.some((n) => n.codigo === '2007') &&
      '',
  },
  {
    codigo: 4265,
    familia: 'leyendas',
    tipos: ['01'],
    descripcion: 'Una operación sujeta a detracción lleva la leyenda 2006',
    revisar: (d) =>
      OPERACIONES_DETRACCION.includes(d.tipoOperacion ?? '') && !d.leyendas.some((n) => n.codigo === '2006') && '',
  },
  {
    codigo: 3014,
    familia: 'leyendas',
    tipos: COMPROBANTES,
    descripcion: 'Un código de leyenda no se repite',
    revisar(d) {
      const codigos = d.leyendas.map((n) => n.codigo).filter(Boolean);
      return new Set(codigos).size !== codigos.length && '';
    },
  },
  {
    codigo: 3006,
    familia: 'leyendas',
    tipos: COMPROBANTES,
    descripcion: 'El texto de una leyenda tiene de 1 a 200 caracteres',
    revisar: (d) =>
      d.leyendas
        .filter((n) => n.codigo && (n.texto.length < 1 || n.texto.length > 200))
        .map((n) => `leyenda ${n.codigo}`),
  },
];
