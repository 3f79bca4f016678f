import type { Block, CpeType, Currency, DateValue, Field, PrintDocument } from './model.js';
import { cpeName, cpeQrPayload } from './cpe.js';
import {
  CURRENCY_NAMES,
  itemTable,
  partyFields,
  saleTotalRows,
  when,
  type LineItem,
  type Party,
  type SaleTotals,
  type WithCompany,
} from './template.js';

/**
 * The layout every electronic sale document shares, whichever area issues it (a sale, a credit
 * note, a parcel invoice): voucher titles, customer and dates, items, totals in figures and words,
 * and the CPE's QR, hash and legend. The areas' templates build on it.
 */

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

/**
 * The ticket of a factura or boleta another area sells through billing (a parcel, a stay): the sale's
 * blocks with that area's own section under the header, and the sale's title, CPE and footer.
 */
export function saleTicketWith(d: SaleBase & { tipo: '01' | '03' }, section: Block): Omit<PrintDocument, 'formato'> {
  const blocks = saleBlocks(d);
  blocks.splice(1, 0, section);
  if (d.observaciones?.length) blocks.push({ tipo: 'notas', notas: d.observaciones });
  return {
    empresa: d.empresa,
    titulo: { tipo: SALE_TITLES[d.tipo], serie: d.serie, numero: d.numero },
    bloques: blocks,
    cpe: cpeOf(d.tipo, d),
    pie: ['Gracias por su preferencia'],
  };
}
