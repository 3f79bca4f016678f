import {
  type Currency,
  type DateValue,
  defineTemplate,
  type Money,
  type Party,
  partyFields,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

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
