import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Enum,
  Envelope,
  Id,
  Int,
  IsoDate,
  ListQuery,
  Money,
  Nullable,
  NullableDate,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { LOAN_OWNER, LOAN_PAYMENT_OWNER } from './owners.js';

const MENUS = ['/loans'];

export const LOAN_METHODS = ['flat', 'frances'] as const;
export const LOAN_FREQUENCIES = ['diaria', 'semanal', 'quincenal', 'mensual'] as const;
export const RATE_PERIODS = ['diaria', 'semanal', 'quincenal', 'mensual', 'anual'] as const;

export const LoanInstalmentRow = T.Object({
  idcuota: T.Integer(),
  numero: T.Integer(),
  fecha_vencimiento: T.String(),
  capital: T.String(),
  interes: T.String(),
  importe: T.String(),
  pagado: T.String(),
  pendiente: T.String(),
  /** Days past the due date while something is pending (0 otherwise). */
  dias_atraso: T.Integer(),
  situacion: T.String({ description: 'pagada, parcial, pendiente o vencida' }),
});

/** A loan's estado: in force, paid off, or annulled (disbursement returned to the cash). */
export const LOAN_STATES = stateSet([
  { value: 1, label: 'Vigente', color: 'blue' },
  { value: 2, label: 'Pagado', color: 'green' },
  { value: 0, label: 'Anulado', color: 'red' },
]);

export const LoanRow = T.Object({
  idprestamo: T.Integer(),
  idpersona: T.Integer(),
  cliente: T.String(),
  documento: T.String(),
  fecha: T.String(),
  monto: T.String(),
  tasa: T.String(),
  periodo_tasa: T.String(),
  metodo: T.String(),
  cuotas: T.Integer(),
  frecuencia: T.String(),
  primer_vencimiento: T.String(),
  interes: T.String(),
  total: T.String(),
  saldo: T.String(),
  formapago: T.String(),
  observacion: Nullable(T.String()),
  estado: T.Integer({ description: '1 vigente, 2 pagado, 0 anulado' }),
  usuario: T.String(),
  cuotas_vencidas: T.Integer(),
  dias_atraso: T.Integer(),
  proximo_vencimiento: Nullable(T.String()),
});
export const LoanWithSchedule = T.Object({ ...LoanRow.properties, cronograma: T.Array(LoanInstalmentRow) });

export const LoanPaymentRow = T.Object({
  idpago: T.Integer(),
  idprestamo: T.Integer(),
  idpersona: T.Integer(),
  cliente: T.String(),
  fecha: T.String(),
  importe: T.String(),
  formapago: T.String(),
  saldo_anterior: T.String(),
  saldo_posterior: T.String(),
  /** The instalments it paid ('1, 2 (parcial)'). */
  cuotas: T.String(),
  estado: T.Integer({ description: '1 vigente, 0 anulado' }),
  usuario: T.String(),
});

/** A rate in percent per period, up to 4 decimals (the API also refuses more than 100 %). */
const Rate = T.String({ title: 'Tasa de interés', maxLength: 9, pattern: '^[0-9]{1,4}(\\.[0-9]{1,4})?$' });

export const LoanTermsBody = T.Object({
  monto: Money('Monto del préstamo'),
  tasa: Rate,
  periodo_tasa: Enum(RATE_PERIODS, 'Periodo de la tasa'),
  metodo: Enum(LOAN_METHODS, 'Método de cálculo'),
  cuotas: Int('Número de cuotas', 1, 360),
  frecuencia: Enum(LOAN_FREQUENCIES, 'Frecuencia de pago'),
  primer_vencimiento: IsoDate('Primer vencimiento'),
});

export const LoanBody = T.Object({
  idpersona: Id('Cliente'),
  ...LoanTermsBody.properties,
  idformapago: Id('Forma de pago'),
  /** Today (Lima) when absent. */
  fecha: NullableDate('Fecha'),
  observacion: NullableText('Observación', 300),
});

export const LoanPaymentBody = T.Object({
  idprestamo: Id('Préstamo'),
  importe: Money('Importe'),
  idformapago: Id('Forma de pago'),
  fecha: NullableDate('Fecha'),
});

export const SchedulePreviewRow = T.Object({
  tasaPeriodo: T.String(),
  interes: T.String(),
  total: T.String(),
  cuotas: T.Array(
    T.Object({
      numero: T.Integer(),
      fecha_vencimiento: T.String(),
      capital: T.String(),
      interes: T.String(),
      importe: T.String(),
      saldo: T.String(),
    }),
  ),
});

export const LOAN_SORT = ['fecha', 'monto', 'saldo', 'cliente'] as const;
export const LoanListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado', 0, 2)),
  sort: T.Optional(Enum(LOAN_SORT, 'Ordenar por')),
  order: T.Optional(Enum(['asc', 'desc'] as const, 'Orden')),
});
const ByPerson = T.Object({ idpersona: Id('Cliente') });

export const loans = {
  row: LoanRow,
  endpoints: endpoints('préstamos', {
    create: {
      method: 'POST',
      path: '/rprestamo',
      summary: 'Registra un préstamo con su cronograma y lo desembolsa desde la caja abierta',
      menus: MENUS,
      body: LoanBody,
      response: Envelope(T.Object({ id: T.Integer(), prestamo: LoanWithSchedule })),
    },
    annul: {
      method: 'POST',
      path: '/eprestamo',
      record: { owner: LOAN_OWNER, field: 'idprestamo' },
      audit: { accion: 'Anula un préstamo' },
      summary: 'Anula un préstamo sin pagos (el desembolso vuelve a la caja)',
      menus: MENUS,
      querystring: T.Object({ idprestamo: Id('Préstamo') }),
      response: Envelope(LoanRow),
    },
    pay: {
      method: 'POST',
      path: '/rpagocuotaprestamo',
      record: { owner: LOAN_OWNER, field: 'idprestamo' },
      summary: 'Registra un pago: se aplica a la cuota vencida más antigua primero; admite pagos parciales',
      menus: MENUS,
      body: LoanPaymentBody,
      response: Envelope(T.Object({ id: T.Integer(), pago: LoanPaymentRow })),
    },
    annulPayment: {
      method: 'POST',
      path: '/epagocuotaprestamo',
      record: { owner: LOAN_PAYMENT_OWNER, field: 'idpago' },
      audit: { accion: 'Anula un pago de préstamo' },
      summary: 'Anula un pago de préstamo y repone cada cuota',
      menus: MENUS,
      querystring: T.Object({ idpago: Id('Pago') }),
      response: Envelope(LoanPaymentRow),
    },
    list: {
      method: 'GET',
      path: '/prestamosclientes',
      summary: 'Préstamos de todos los clientes',
      menus: MENUS,
      querystring: LoanListQuery,
      response: Paged(LoanRow, ['monto', 'saldo']),
    },
    byClient: {
      method: 'GET',
      path: '/prestamoscliente',
      summary: 'Préstamos de un cliente con su cronograma y atrasos',
      menus: MENUS,
      querystring: ByPerson,
      response: Envelope(T.Array(LoanWithSchedule)),
    },
    payments: {
      method: 'GET',
      path: '/gpagoscuotasprestamos',
      summary: 'Pagos de préstamos de un cliente',
      menus: MENUS,
      querystring: ByPerson,
      response: Envelope(T.Array(LoanPaymentRow)),
    },
    preview: {
      method: 'POST',
      path: '/cronogramaprestamo',
      summary: 'Calcula el cronograma de un préstamo sin registrarlo',
      menus: MENUS,
      body: LoanTermsBody,
      response: Envelope(SchedulePreviewRow),
    },
    print: {
      method: 'GET',
      path: '/ticketprestamo/:id',
      record: { owner: LOAN_OWNER, field: 'id' },
      summary: 'Ticket del préstamo con su cronograma (PDF)',
      menus: MENUS,
      params: T.Object({ id: Id('Préstamo') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
    printPayment: {
      method: 'GET',
      path: '/ticketpagocuotaprestamo/:id',
      record: { owner: LOAN_PAYMENT_OWNER, field: 'id' },
      summary: 'Ticket de un pago de préstamo (PDF)',
      menus: MENUS,
      params: T.Object({ id: Id('Pago') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type LoanRow = Static<typeof LoanRow>;
export type LoanWithSchedule = Static<typeof LoanWithSchedule>;
export type LoanInstalmentRow = Static<typeof LoanInstalmentRow>;
export type LoanPaymentRow = Static<typeof LoanPaymentRow>;
export type LoanBody = Static<typeof LoanBody>;
export type LoanTermsBody = Static<typeof LoanTermsBody>;
export type LoanPaymentBody = Static<typeof LoanPaymentBody>;
export type LoanListQuery = Static<typeof LoanListQuery>;
export type SchedulePreviewRow = Static<typeof SchedulePreviewRow>;
