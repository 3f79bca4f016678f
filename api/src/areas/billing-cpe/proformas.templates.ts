import {
  type Currency,
  CURRENCY_NAMES,
  type DateValue,
  defineTemplate,
  type DocumentBody,
  itemTable,
  type LineItem,
  type Party,
  partyFields,
  saleTotalRows,
  type SaleTotals,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

/** pproforma (80 mm) and pproformaa4 (A4): a quotation. */
export interface ProformaData extends WithCompany {
  serie?: string | null;
  numero: number | string;
  fechaEmision: DateValue;
  /** Valid until this date. */
  validaHasta?: DateValue | null;
  moneda?: Currency;
  cliente: Party;
  items: LineItem[];
  totales: SaleTotals;
  formaPago?: string | null;
  tiempoEntrega?: string | null;
  vendedor?: string | null;
  condiciones?: string[];
  observaciones?: string[];
}

function proformaDocument(d: ProformaData): DocumentBody {
  const currency = d.moneda ?? 'PEN';
  return {
    empresa: d.empresa,
    titulo: { tipo: 'PROFORMA', serie: d.serie, numero: d.numero },
    bloques: [
      {
        tipo: 'campos' as const,
        campos: [
          ...partyFields('Cliente', d.cliente, { contacto: true }),
          { etiqueta: 'Fecha', valor: when(d.fechaEmision) },
          { etiqueta: 'Válida hasta', valor: when(d.validaHasta) },
          { etiqueta: 'Moneda', valor: CURRENCY_NAMES[currency] },
          { etiqueta: 'Forma de pago', valor: d.formaPago },
          { etiqueta: 'Tiempo de entrega', valor: d.tiempoEntrega },
          { etiqueta: 'Vendedor', valor: d.vendedor },
        ],
      },
      itemTable(d.items),
      { tipo: 'totales' as const, filas: saleTotalRows(d.totales), enLetras: d.totales.total, moneda: currency },
      { tipo: 'notas' as const, titulo: 'Condiciones', notas: d.condiciones ?? [] },
      { tipo: 'notas' as const, notas: d.observaciones ?? [] },
    ],
    pie: ['Documento sin valor tributario. Precios sujetos a variación sin previo aviso.'],
  };
}

export const pproforma = defineTemplate<ProformaData>({
  nombre: 'pproforma',
  descripcion: 'Proforma (ticket)',
  formato: 'ticket80',
  archivo: (d) => `Proforma ${serieNumero(d.serie, d.numero)}`,
  documento: proformaDocument,
});

export const pproformaa4 = defineTemplate<ProformaData>({
  nombre: 'pproformaa4',
  descripcion: 'Proforma A4',
  formato: 'a4',
  archivo: (d) => `Proforma ${serieNumero(d.serie, d.numero)}`,
  documento: proformaDocument,
});
