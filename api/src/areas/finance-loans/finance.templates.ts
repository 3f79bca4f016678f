import {
  type DateValue,
  defineTemplate,
  type Money,
  type Party,
  partyFields,
  partyLine,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

/** vouchercajachica: a petty cash voucher (money in or out of the petty cash box), ticket. */
export interface PettyCashData extends WithCompany {
  numero: number | string;
  fecha: DateValue;
  tipo: 'ingreso' | 'egreso';
  concepto: string;
  importe: Money;
  /** Who handles the petty cash. */
  responsable: string;
  /** Who receives (egreso) or hands over (ingreso) the money. */
  beneficiario?: Party | null;
  /** Receipt that supports the expense ('Boleta B001-00004567'). */
  documentoSustento?: string | null;
  caja?: string | null;
  observaciones?: string[];
}

export const vouchercajachica = defineTemplate<PettyCashData>({
  nombre: 'vouchercajachica',
  descripcion: 'Vale de caja chica',
  formato: 'ticket80',
  archivo: (d) => `Vale caja chica ${serieNumero(null, d.numero)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: {
      tipo: 'VALE DE CAJA CHICA',
      numero: serieNumero(null, d.numero),
      subtitulo: d.tipo === 'ingreso' ? 'Ingreso' : 'Egreso',
    },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha', valor: when(d.fecha) },
          { etiqueta: 'Caja', valor: d.caja },
          {
            etiqueta: d.tipo === 'ingreso' ? 'Entregado por' : 'Pagado a',
            valor: partyLine(d.beneficiario),
            completo: true,
          },
          { etiqueta: 'Concepto', valor: d.concepto, completo: true },
          { etiqueta: 'Sustento', valor: d.documentoSustento },
          { etiqueta: 'Responsable', valor: d.responsable },
        ],
      },
      { tipo: 'totales', filas: [{ etiqueta: 'Importe', importe: d.importe, destacado: true }], enLetras: d.importe },
      { tipo: 'notas', notas: d.observaciones ?? [] },
      {
        tipo: 'firmas',
        firmas: [
          {
            etiqueta: d.tipo === 'egreso' ? 'Recibí conforme' : 'Entregué conforme',
            nombre: d.beneficiario?.nombre,
            documento: d.beneficiario?.numeroDocumento,
          },
          { etiqueta: 'Responsable de caja', nombre: d.responsable },
        ],
      },
    ],
  }),
});

/** ticketprestamo: a loan and its instalment schedule, ticket. */
export interface LoanData extends WithCompany {
  numero: number | string;
  fecha: DateValue;
  cliente: Party;
  monto: Money;
  /** Interest rate per period, as printed ('5' for 5 %). */
  tasaInteres: string;
  /** 'Diaria', 'Semanal', 'Quincenal', 'Mensual'. */
  frecuencia: string;
  interes: Money;
  total: Money;
  cuotas: {
    numero: number;
    fechaVencimiento: DateValue;
    capital?: Money | null;
    interes?: Money | null;
    importe: Money;
  }[];
  usuario?: string | null;
  observaciones?: string[];
}

export const ticketprestamo = defineTemplate<LoanData>({
  nombre: 'ticketprestamo',
  descripcion: 'Ticket de préstamo',
  formato: 'ticket80',
  archivo: (d) => `Préstamo ${serieNumero(null, d.numero)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'PRÉSTAMO', numero: serieNumero(null, d.numero) },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha', valor: when(d.fecha) },
          ...partyFields('Cliente', d.cliente),
          { etiqueta: 'Tasa de interés', valor: `${d.tasaInteres} % ${d.frecuencia.toLowerCase()}` },
          { etiqueta: 'Cuotas', valor: `${d.cuotas.length} (${d.frecuencia.toLowerCase()})` },
        ],
      },
      {
        tipo: 'totales',
        filas: [
          { etiqueta: 'Monto prestado', importe: d.monto },
          { etiqueta: 'Interés', importe: d.interes },
          { etiqueta: 'Total a pagar', importe: d.total, destacado: true },
        ],
        enLetras: d.total,
      },
      {
        tipo: 'tabla',
        titulo: 'Cronograma de pagos',
        columnas: [
          { clave: 'numero', titulo: 'N°', ancho: 7, alinear: 'center', formato: 'entero' },
          { clave: 'fechaVencimiento', titulo: 'Vencimiento', ancho: 18, alinear: 'center', formato: 'fecha' },
          { clave: 'capital', titulo: 'Capital', ancho: 16, alinear: 'right', formato: 'dinero' },
          { clave: 'interes', titulo: 'Interés', ancho: 14, alinear: 'right', formato: 'dinero' },
          { clave: 'importe', titulo: 'Cuota', ancho: 16, alinear: 'right', formato: 'dinero' },
        ],
        columnasTicket: [
          { clave: 'numero', titulo: 'N°', ancho: 12, alinear: 'center', formato: 'entero' },
          { clave: 'fechaVencimiento', titulo: 'Vencimiento', ancho: 40, alinear: 'center', formato: 'fecha' },
          { clave: 'importe', titulo: 'Cuota', ancho: 48, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.cuotas,
      },
      { tipo: 'notas', notas: d.observaciones ?? [] },
      { tipo: 'campos', columnas: 1, campos: [{ etiqueta: 'Atendido por', valor: d.usuario }] },
      {
        tipo: 'firmas',
        firmas: [{ etiqueta: 'Firma del cliente', nombre: d.cliente.nombre, documento: d.cliente.numeroDocumento }],
      },
    ],
  }),
});

/** ticketpagocuotaprestamo: payment of one or more loan instalments, ticket. */
export interface LoanPaymentData extends WithCompany {
  numero: number | string;
  fecha: DateValue;
  cliente: Party;
  prestamo: { numero: number | string; total: Money };
  /** The instalments this payment covers. */
  cuotas: { numero: number; fechaVencimiento: DateValue; importe: Money; mora?: Money | null }[];
  mora?: Money | null;
  importePagado: Money;
  formaPago?: string | null;
  saldoAnterior: Money;
  saldoPendiente: Money;
  usuario?: string | null;
}

export const ticketpagocuotaprestamo = defineTemplate<LoanPaymentData>({
  nombre: 'ticketpagocuotaprestamo',
  descripcion: 'Ticket de pago de cuota de préstamo',
  formato: 'ticket80',
  archivo: (d) => `Pago de cuota ${serieNumero(null, d.numero)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: {
      tipo: 'PAGO DE CUOTA',
      numero: serieNumero(null, d.numero),
      subtitulo: `Préstamo N° ${serieNumero(null, d.prestamo.numero)}`,
    },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha', valor: when(d.fecha) },
          ...partyFields('Cliente', d.cliente, { direccion: false }),
          { etiqueta: 'Forma de pago', valor: d.formaPago },
        ],
      },
      {
        tipo: 'tabla',
        titulo: 'Cuotas pagadas',
        columnas: [
          { clave: 'numero', titulo: 'N°', ancho: 12, alinear: 'center', formato: 'entero' },
          { clave: 'fechaVencimiento', titulo: 'Vencimiento', ancho: 34, alinear: 'center', formato: 'fecha' },
          { clave: 'mora', titulo: 'Mora', ancho: 24, alinear: 'right', formato: 'dinero' },
          { clave: 'importe', titulo: 'Cuota', ancho: 30, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.cuotas,
      },
      {
        tipo: 'totales',
        filas: [
          { etiqueta: 'Saldo anterior', importe: d.saldoAnterior },
          ...(d.mora && Number(d.mora) !== 0 ? [{ etiqueta: 'Mora', importe: d.mora }] : []),
          { etiqueta: 'Importe pagado', importe: d.importePagado, destacado: true },
          { etiqueta: 'Saldo pendiente', importe: d.saldoPendiente },
        ],
        enLetras: d.importePagado,
      },
      { tipo: 'campos', columnas: 1, campos: [{ etiqueta: 'Atendido por', valor: d.usuario }] },
    ],
    pie: ['Conserve este ticket como constancia de pago.'],
  }),
});
