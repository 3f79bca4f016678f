import {
  type Block,
  cpeName,
  cpeOf,
  type DateValue,
  defineTemplate,
  type DocumentBody,
  type Field,
  type Money,
  moneyWithSymbol,
  SALE_TITLES,
  type SaleBase,
  saleBlocks,
  type SaleVoucherType,
  serieNumero,
  when,
} from '../../print/index.js';

/** The sale's printed documents (ticketventa, pdfventaa4) and the credit or debit note's (pdfnotacredito). */

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
