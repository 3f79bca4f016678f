import {
  type DateValue,
  defineTemplate,
  itemsTotal,
  type Money,
  moneyWithSymbol,
  type Party,
  partyFields,
  type Quantity,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

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
