import {
  type DateValue,
  defineTemplate,
  type DocumentBody,
  itemsTotal,
  type Money,
  type Party,
  partyLine,
  type Quantity,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

/** pdfentradaa4 and pdfsalidaa4: a stock entry or output, A4. */
export interface StockMovementData extends WithCompany {
  serie?: string | null;
  numero: number | string;
  fecha: DateValue;
  /** The warehouse (of origin, for a transfer). */
  almacen: string;
  /** A transfer's destination warehouse. */
  almacenDestino?: string | null;
  /** Purchase, transfer, adjustment, sale, internal use... */
  motivo: string;
  /** Provider (entry) or recipient (output). */
  tercero?: Party | null;
  /** Supporting document ('Factura F001-00000456', 'Guía T001-00000012'). */
  documentoReferencia?: string | null;
  usuario?: string | null;
  items: {
    codigo?: string | null;
    descripcion: string;
    unidad?: string | null;
    cantidad: Quantity;
    costoUnitario?: Money | null;
    importe?: Money | null;
    lote?: string | null;
    /** Serial numbers moved with the item. */
    series?: string[];
  }[];
  /** Defaults to the sum of the items' amounts when they have one. */
  total?: Money | null;
  observaciones?: string[];
}

const TITLES = {
  entrada: 'NOTA DE INGRESO A ALMACÉN',
  salida: 'NOTA DE SALIDA DE ALMACÉN',
  transferencia: 'TRANSFERENCIA DE ALMACÉN',
} as const;

function movement(kind: 'entrada' | 'salida' | 'transferencia') {
  return (d: StockMovementData): DocumentBody => {
    const costed = d.items.some((i) => i.importe);
    const total = d.total ?? (costed ? itemsTotal(d.items) : null);
    return {
      empresa: d.empresa,
      titulo: { tipo: TITLES[kind], serie: d.serie, numero: d.numero },
      bloques: [
        {
          tipo: 'campos' as const,
          campos: [
            { etiqueta: 'Fecha', valor: when(d.fecha) },
            { etiqueta: kind === 'transferencia' ? 'Almacén de origen' : 'Almacén', valor: d.almacen },
            { etiqueta: 'Almacén de destino', valor: d.almacenDestino },
            { etiqueta: 'Motivo', valor: d.motivo },
            { etiqueta: 'Documento', valor: d.documentoReferencia },
            {
              etiqueta: kind === 'entrada' ? 'Proveedor' : 'Destinatario',
              valor: partyLine(d.tercero),
              completo: true,
            },
            { etiqueta: 'Registrado por', valor: d.usuario },
          ],
        },
        {
          tipo: 'tabla' as const,
          columnas: [
            { clave: 'item', titulo: 'N°', ancho: 5, alinear: 'center' as const, formato: 'entero' as const },
            { clave: 'codigo', titulo: 'Código', ancho: 11 },
            { clave: 'descripcion', titulo: 'Producto', ancho: costed ? 42 : 60 },
            { clave: 'unidad', titulo: 'Unidad', ancho: 8, alinear: 'center' as const },
            {
              clave: 'cantidad',
              titulo: 'Cantidad',
              ancho: 10,
              alinear: 'right' as const,
              formato: 'cantidad' as const,
            },
            ...(costed
              ? [
                  {
                    clave: 'costoUnitario',
                    titulo: 'Costo unit.',
                    ancho: 11,
                    alinear: 'right' as const,
                    formato: 'dinero' as const,
                  },
                  {
                    clave: 'importe',
                    titulo: 'Importe',
                    ancho: 12,
                    alinear: 'right' as const,
                    formato: 'dinero' as const,
                  },
                ]
              : []),
          ],
          columnasTicket: [
            { clave: 'cantidad', titulo: 'Cant.', ancho: 14, alinear: 'right' as const, formato: 'cantidad' as const },
            { clave: 'descripcion', titulo: 'Producto', ancho: costed ? 60 : 86 },
            ...(costed
              ? [
                  {
                    clave: 'importe',
                    titulo: 'Importe',
                    ancho: 26,
                    alinear: 'right' as const,
                    formato: 'dinero' as const,
                  },
                ]
              : []),
          ],
          filas: d.items.map(({ series, ...i }, n) => ({
            ...i,
            item: n + 1,
            descripcion: [
              i.descripcion,
              i.lote ? `Lote: ${i.lote}` : '',
              series?.length ? `Series: ${series.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('\n'),
          })),
        },
        ...(total
          ? [{ tipo: 'totales' as const, filas: [{ etiqueta: 'Total', importe: total, destacado: true }] }]
          : []),
        { tipo: 'notas' as const, notas: d.observaciones ?? [] },
        {
          tipo: 'firmas' as const,
          firmas: [
            { etiqueta: kind === 'entrada' ? 'Entregado por' : 'Despachado por' },
            { etiqueta: 'Recibido por' },
            { etiqueta: 'Autorizado por' },
          ],
        },
      ],
    };
  };
}

export const pdfentradaa4 = defineTemplate<StockMovementData>({
  nombre: 'pdfentradaa4',
  descripcion: 'Nota de ingreso a almacén A4',
  formato: 'a4',
  archivo: (d) => `Ingreso ${serieNumero(d.serie, d.numero)}`,
  documento: movement('entrada'),
});

export const pdfsalidaa4 = defineTemplate<StockMovementData>({
  nombre: 'pdfsalidaa4',
  descripcion: 'Nota de salida de almacén A4',
  formato: 'a4',
  archivo: (d) => `Salida ${serieNumero(d.serie, d.numero)}`,
  documento: movement('salida'),
});

export const pdftransferenciaa4 = defineTemplate<StockMovementData>({
  nombre: 'pdftransferenciaa4',
  descripcion: 'Transferencia entre almacenes A4',
  formato: 'a4',
  archivo: (d) => `Transferencia ${serieNumero(d.serie, d.numero)}`,
  documento: movement('transferencia'),
});
