import type { Block, CpeType, Currency, DateValue, Field, Money } from '../model.js';
import { cpeName, cpeQrPayload } from '../cpe.js';
import { moneyWithSymbol, serieNumero } from '../text.js';
import {
  CURRENCY_NAMES,
  defineTemplate,
  itemTable,
  partyFields,
  saleTotalRows,
  when,
  type DocumentBody,
  type LineItem,
  type Party,
  type SaleTotals,
  type WithCompany,
} from './common.js';

/** '01' factura, '03' boleta (electronic, with QR and hash), 'NV' nota de venta (internal, no CPE). */
export type SaleVoucherType = '01' | '03' | 'NV';

/** The electronic part of a signed document; without it the document prints without QR and hash. */
export interface SignedCpe {
  /** DigestValue of the signed XML. */
  hash: string;
  /** Where the customer can check it (organization settings); engine default otherwise. */
  consultaUrl?: string | null;
}

/** Fields shared by sales, credit notes and parcel invoices. */
export interface SaleBase extends WithCompany {
  serie: string;
  numero: number | string;
  fechaEmision: DateValue;
  fechaVencimiento?: DateValue | null;
  moneda?: Currency;
  cliente: Party;
  items: LineItem[];
  totales: SaleTotals;
  vendedor?: string | null;
  caja?: string | null;
  observaciones?: string[];
  cpe?: SignedCpe | null;
}

/** ticketventa (80 mm) and pdfventaa4 (A4). */
export interface SaleData extends SaleBase {
  tipo: SaleVoucherType;
  /** Contado or Crédito; a credit sale lists its instalments. */
  formaPago?: {
    tipo: 'Contado' | 'Crédito';
    cuotas?: { numero: number; fechaVencimiento: DateValue; importe: Money }[];
  } | null;
  /** How it was paid at the counter, and the change given. */
  pagos?: { forma: string; importe: Money }[];
  vuelto?: Money | null;
  guiaRemision?: string | null;
  ordenCompra?: string | null;
}

export const SALE_TITLES: Record<SaleVoucherType, string> = {
  '01': cpeName('01'),
  '03': cpeName('03'),
  NV: 'NOTA DE VENTA',
};

/** The QR, hash and legend of a signed document. */
export function cpeOf(tipo: CpeType, d: SaleBase) {
  if (!d.cpe?.hash) return null;
  return {
    tipo,
    hash: d.cpe.hash,
    consultaUrl: d.cpe.consultaUrl,
    qr: cpeQrPayload({
      ruc: d.empresa.ruc,
      tipo,
      serie: d.serie,
      numero: d.numero,
      igv: d.totales.igv,
      total: d.totales.total,
      fechaEmision: d.fechaEmision,
      clienteTipoDocumento: d.cliente.tipoDocumento ?? '-',
      clienteNumeroDocumento: d.cliente.numeroDocumento ?? '-',
      hash: d.cpe.hash,
    }),
  };
}

/** Blocks common to every sale-like document: customer and dates, items, totals in figures and words, notes. */
export function saleBlocks(d: SaleBase, extraFields: Field[] = [], afterItems: Block[] = []): Block[] {
  const currency = d.moneda ?? 'PEN';
  return [
    {
      tipo: 'campos',
      campos: [
        ...partyFields('Cliente', d.cliente),
        { etiqueta: 'Fecha de emisión', valor: when(d.fechaEmision) },
        { etiqueta: 'Fecha de vencimiento', valor: when(d.fechaVencimiento) },
        { etiqueta: 'Moneda', valor: CURRENCY_NAMES[currency] },
        ...extraFields,
        { etiqueta: 'Vendedor', valor: d.vendedor },
        { etiqueta: 'Caja', valor: d.caja },
      ],
    },
    itemTable(d.items),
    ...afterItems,
    { tipo: 'totales', filas: saleTotalRows(d.totales), enLetras: d.totales.total, moneda: currency },
  ];
}

function saleDocument(d: SaleData): DocumentBody {
  const currency = d.moneda ?? 'PEN';
  const credit = d.formaPago?.tipo === 'Crédito' ? d.formaPago : null;
  const extra: Field[] = [
    { etiqueta: 'Forma de pago', valor: d.formaPago?.tipo },
    { etiqueta: 'Guía de remisión', valor: d.guiaRemision },
    { etiqueta: 'Orden de compra', valor: d.ordenCompra },
  ];
  const after: Block[] = [];
  const blocks = saleBlocks(d, extra, after);
  if (d.pagos?.length || d.vuelto) {
    blocks.push({
      tipo: 'campos',
      columnas: 1,
      campos: [
        ...(d.pagos ?? []).map((p) => ({ etiqueta: p.forma, valor: moneyWithSymbol(p.importe, currency) })),
        { etiqueta: 'Vuelto', valor: moneyWithSymbol(d.vuelto, currency) },
      ],
    });
  }
  if (credit?.cuotas?.length) {
    blocks.push({
      tipo: 'tabla',
      titulo: 'Información del crédito',
      columnas: [
        { clave: 'numero', titulo: 'Cuota', ancho: 1, alinear: 'center', formato: 'entero' },
        { clave: 'fechaVencimiento', titulo: 'Fecha de vencimiento', ancho: 2, alinear: 'center', formato: 'fecha' },
        { clave: 'importe', titulo: 'Importe', ancho: 2, alinear: 'right', formato: 'dinero' },
      ],
      filas: credit.cuotas,
    });
  }
  if (d.observaciones?.length) blocks.push({ tipo: 'notas', notas: d.observaciones });
  return {
    empresa: d.empresa,
    titulo: { tipo: SALE_TITLES[d.tipo], serie: d.serie, numero: d.numero },
    bloques: blocks,
    cpe: d.tipo === 'NV' ? null : cpeOf(d.tipo, d),
    pie: ['Gracias por su preferencia'],
  };
}

export const ticketventa = defineTemplate<SaleData>({
  nombre: 'ticketventa',
  descripcion: 'Ticket de venta',
  formato: 'ticket80',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: saleDocument,
});

export const pdfventaa4 = defineTemplate<SaleData>({
  nombre: 'pdfventaa4',
  descripcion: 'Comprobante de venta A4',
  formato: 'a4',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: saleDocument,
});

/** pdfnotacredito: credit (07) or debit (08) note, A4. */
export interface CreditNoteData extends SaleBase {
  tipo: '07' | '08';
  /** The sale it modifies. */
  documentoAfectado: { tipo: '01' | '03'; serie: string; numero: number | string; fechaEmision?: DateValue | null };
  /** SUNAT reason (catálogo 09 for credit notes, 10 for debit notes) and the written grounds. */
  motivo: { codigo: string; descripcion: string; sustento?: string | null };
}

export const pdfnotacredito = defineTemplate<CreditNoteData>({
  nombre: 'pdfnotacredito',
  descripcion: 'Nota de crédito',
  formato: 'a4',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => {
    const ref = d.documentoAfectado;
    const blocks = saleBlocks(d, [
      {
        etiqueta: 'Documento que modifica',
        valor: `${cpeName(ref.tipo)} ${serieNumero(ref.serie, ref.numero)}`,
        completo: true,
      },
      { etiqueta: 'Fecha del documento', valor: when(ref.fechaEmision) },
      { etiqueta: 'Tipo de nota', valor: `${d.motivo.codigo} - ${d.motivo.descripcion}` },
    ]);
    blocks.splice(1, 0, {
      tipo: 'texto',
      titulo: 'Motivo o sustento',
      texto: d.motivo.sustento || d.motivo.descripcion,
    });
    if (d.observaciones?.length) blocks.push({ tipo: 'notas', notas: d.observaciones });
    return {
      empresa: d.empresa,
      titulo: { tipo: cpeName(d.tipo), serie: d.serie, numero: d.numero },
      bloques: blocks,
      cpe: cpeOf(d.tipo, d),
    };
  },
});
