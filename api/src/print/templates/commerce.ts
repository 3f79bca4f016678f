import type { Currency, DateValue, Money, Quantity } from '../model.js';
import { moneyWithSymbol, serieNumero } from '../text.js';
import {
  CURRENCY_NAMES,
  defineTemplate,
  itemTable,
  itemsTotal,
  partyFields,
  saleTotalRows,
  when,
  type DocumentBody,
  type LineItem,
  type Party,
  type SaleTotals,
  type WithCompany,
} from './common.js';

/** printpdfcpago: receipt of a payment on a credit (collected from a client or paid to a provider), ticket. */
export interface PaymentNoteData extends WithCompany {
  serie?: string | null;
  numero: number | string;
  fecha: DateValue;
  /** 'cobro': a client pays us; 'pago': we pay a provider. */
  tipo: 'cobro' | 'pago';
  persona: Party;
  /** The credit document paid ('F001-00000123'), its total and the balances. */
  documento?: string | null;
  concepto?: string | null;
  formaPago: string;
  /** Bank operation number, cheque... */
  referencia?: string | null;
  moneda?: Currency;
  importe: Money;
  saldoAnterior: Money;
  saldoActual: Money;
  usuario?: string | null;
  observaciones?: string[];
}

export const printpdfcpago = defineTemplate<PaymentNoteData>({
  nombre: 'printpdfcpago',
  descripcion: 'Nota de pago',
  formato: 'ticket80',
  archivo: (d) => `Nota de pago ${serieNumero(d.serie, d.numero)}`,
  documento: (d) => {
    const currency = d.moneda ?? 'PEN';
    return {
      empresa: d.empresa,
      titulo: {
        tipo: 'NOTA DE PAGO',
        serie: d.serie,
        numero: d.numero,
        subtitulo: d.tipo === 'cobro' ? 'Cobro de crédito' : 'Pago a proveedor',
      },
      bloques: [
        {
          tipo: 'campos',
          campos: [
            { etiqueta: 'Fecha', valor: when(d.fecha) },
            ...partyFields(d.tipo === 'cobro' ? 'Cliente' : 'Proveedor', d.persona),
            { etiqueta: 'Documento', valor: d.documento },
            { etiqueta: 'Concepto', valor: d.concepto },
            { etiqueta: 'Forma de pago', valor: d.formaPago },
            { etiqueta: 'Referencia', valor: d.referencia },
          ],
        },
        {
          tipo: 'totales',
          moneda: currency,
          filas: [
            { etiqueta: 'Saldo anterior', importe: d.saldoAnterior },
            { etiqueta: 'Importe pagado', importe: d.importe, destacado: true },
            { etiqueta: 'Saldo pendiente', importe: d.saldoActual },
          ],
          enLetras: d.importe,
        },
        { tipo: 'notas', notas: d.observaciones ?? [] },
        { tipo: 'campos', columnas: 1, campos: [{ etiqueta: 'Atendido por', valor: d.usuario }] },
        {
          tipo: 'firmas',
          firmas: [
            {
              etiqueta: d.tipo === 'cobro' ? 'Recibí conforme (caja)' : 'Recibí conforme',
              nombre: d.tipo === 'pago' ? d.persona.nombre : null,
            },
          ],
        },
      ],
    };
  },
});

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

/** ppedido: an order (table, counter or delivery), ticket; prices optional (a kitchen copy has none). */
export interface OrderData extends WithCompany {
  numero: number | string;
  fecha: DateValue;
  /** 'En mesa', 'Para llevar', 'Delivery'. */
  modalidad?: string | null;
  mesa?: string | null;
  mozo?: string | null;
  cliente?: Party | null;
  direccionEntrega?: string | null;
  items: {
    cantidad: Quantity;
    descripcion: string;
    nota?: string | null;
    precioUnitario?: Money | null;
    importe?: Money | null;
  }[];
  /** Defaults to the sum of the items' amounts when they have one. */
  total?: Money | null;
  observaciones?: string[];
}

export const ppedido = defineTemplate<OrderData>({
  nombre: 'ppedido',
  descripcion: 'Pedido',
  formato: 'ticket80',
  archivo: (d) => `Pedido ${serieNumero(null, d.numero)}`,
  documento: (d) => {
    const priced = d.items.some((i) => i.importe);
    const total = d.total ?? (priced ? itemsTotal(d.items) : null);
    const rows = d.items.map((i) => ({ ...i, descripcion: i.nota ? `${i.descripcion}\n» ${i.nota}` : i.descripcion }));
    return {
      empresa: d.empresa,
      titulo: { tipo: 'PEDIDO', numero: serieNumero(null, d.numero) },
      bloques: [
        {
          tipo: 'campos',
          campos: [
            { etiqueta: 'Fecha', valor: when(d.fecha) },
            { etiqueta: 'Modalidad', valor: d.modalidad },
            { etiqueta: 'Mesa', valor: d.mesa },
            { etiqueta: 'Mozo', valor: d.mozo },
            ...partyFields('Cliente', d.cliente, { direccion: false, contacto: true }),
            { etiqueta: 'Entregar en', valor: d.direccionEntrega, completo: true },
          ],
        },
        {
          tipo: 'tabla',
          columnas: [
            { clave: 'cantidad', titulo: 'Cant.', ancho: 12, alinear: 'right', formato: 'cantidad' },
            { clave: 'descripcion', titulo: 'Descripción', ancho: priced ? 48 : 88 },
            ...(priced
              ? [
                  {
                    clave: 'precioUnitario',
                    titulo: 'P.U.',
                    ancho: 18,
                    alinear: 'right' as const,
                    formato: 'dinero' as const,
                  },
                  {
                    clave: 'importe',
                    titulo: 'Importe',
                    ancho: 22,
                    alinear: 'right' as const,
                    formato: 'dinero' as const,
                  },
                ]
              : []),
          ],
          filas: rows,
        },
        ...(total
          ? [{ tipo: 'totales' as const, filas: [{ etiqueta: 'Total', importe: total, destacado: true }] }]
          : []),
        { tipo: 'notas', notas: d.observaciones ?? [] },
      ],
      pie: total
        ? [`Pedido por ${moneyWithSymbol(total)}. Este documento no es un comprobante de pago.`]
        : ['Este documento no es un comprobante de pago.'],
    };
  },
});
