import { Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { LOAN_STATES, LoanBody, loans, type LoanRow } from '@trade/contracts/finance-loans';
import { people } from '@trade/contracts/purchasing-credits';
import { call, openPrintable } from '@trade/session';
import { defineResource, lookupFrom, type ResourceContext } from '@trade/ui';
import { CASH_PAYMENT_FORMS } from '../../options';
import { LoanDetail } from './LoanDetail';
import { SchedulePreview } from './SchedulePreview';

const { endpoints } = loans;
/** Clients (ubica 1): the list answers every one, the lookup filters them as typed. */
const CLIENTS = lookupFrom(people.endpoints.byKind, {
  params: { ubica: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
  labelField: 'cliente',
});
const FREQUENCIES = [
  { value: 'diaria', label: 'Diaria' },
  { value: 'semanal', label: 'Semanal' },
  { value: 'quincenal', label: 'Quincenal' },
  { value: 'mensual', label: 'Mensual' },
];
const RATE_PERIODS = [...FREQUENCIES, { value: 'anual', label: 'Anual' }];
const METHODS = [
  { value: 'frances', label: 'Amortización francesa (cuota fija)' },
  { value: 'flat', label: 'Interés simple sobre el capital' },
];

const printLoan = (id: number) => openPrintable(endpoints.print, { params: { id } });

function annul(row: LoanRow, ctx: ResourceContext<LoanRow>) {
  ctx.modal.confirm({
    title: `¿Anular el préstamo N° ${row.idprestamo} de ${row.cliente}?`,
    content: 'El desembolso vuelve a la caja. Solo se anula un préstamo sin pagos.',
    okText: 'Anular',
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: async () => {
      try {
        const answer = await call(endpoints.annul, { query: { idprestamo: row.idprestamo } });
        ctx.notify.answer(answer);
        if (answer.status === 200) await ctx.reload();
      } catch {
        ctx.notify.error('Error inesperado. No se pudo anular el prestamo');
      }
    },
  });
}

/** Loans to clients (spec 001 "Loans"): the schedule is computed by the API (flat or French), disbursed and collected through the cash. */
export const prestamoResource = defineResource({
  key: 'prestamo',
  title: 'Préstamos',
  noun: 'préstamo',
  idField: 'idprestamo',
  schema: LoanBody,
  nameOf: (r) => `N° ${r.idprestamo} de ${r.cliente}`,
  api: {
    list: endpoints.list,
    create: async (body) => {
      const answer = await call(endpoints.create, { body: body as LoanBody });
      if (answer.status === 200 && answer.detalles) void printLoan(answer.detalles.id).catch(() => undefined);
      return answer;
    },
  },
  search: { placeholder: 'Buscar cliente o documento' },
  columns: [
    { key: 'idprestamo', title: 'N°', type: 'integer' },
    { key: 'cliente', title: 'Cliente', sortable: true },
    { key: 'documento', title: 'Documento' },
    { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
    { key: 'monto', title: 'Monto (S/)', type: 'money', sortable: true, total: true },
    { key: 'total', title: 'Total (S/)', type: 'money' },
    { key: 'saldo', title: 'Saldo (S/)', type: 'money', sortable: true, total: true },
    { key: 'proximo_vencimiento', title: 'Próximo vencimiento', type: 'date' },
    {
      key: 'dias_atraso',
      title: 'Atraso',
      render: (r) => (r.dias_atraso > 0 ? <Tag color="red">{`${r.dias_atraso} días`}</Tag> : '—'),
      exportValue: (r) => r.dias_atraso,
    },
    { key: 'estado', title: 'Estado', type: 'tag', options: LOAN_STATES.states },
  ],
  filters: [
    { name: 'fecha', label: 'Fecha', type: 'dateRange' },
    { name: 'estado', label: 'Estado', numeric: true, options: LOAN_STATES.options, width: 140 },
  ],
  form: {
    container: 'drawer',
    width: 760,
    columns: 2,
    defaults: { metodo: 'frances', periodo_tasa: 'mensual', frecuencia: 'mensual' },
    toBody: (v) => ({
      idpersona: v.idpersona,
      monto: v.monto,
      tasa: String(v.tasa),
      periodo_tasa: v.periodo_tasa,
      metodo: v.metodo,
      cuotas: v.cuotas,
      frecuencia: v.frecuencia,
      primer_vencimiento: v.primer_vencimiento,
      idformapago: v.idformapago,
      observacion: v.observacion || null,
    }),
    fields: [
      { name: 'idpersona', label: 'Cliente', type: 'lookup', lookup: CLIENTS, wide: true },
      { name: 'monto', label: 'Monto', type: 'money' },
      {
        name: 'idformapago',
        label: 'Forma de desembolso',
        type: 'select',
        options: CASH_PAYMENT_FORMS,
        required: true,
      },
      { name: 'tasa', label: 'Tasa de interés (%)', inputMode: 'decimal', help: 'Hasta 4 decimales.' },
      { name: 'periodo_tasa', label: 'Periodo de la tasa', type: 'select', options: RATE_PERIODS },
      { name: 'metodo', label: 'Método de cálculo', type: 'select', options: METHODS },
      { name: 'cuotas', label: 'Número de cuotas', type: 'integer', min: 1, max: 360 },
      { name: 'frecuencia', label: 'Frecuencia de pago', type: 'select', options: FREQUENCIES },
      { name: 'primer_vencimiento', label: 'Primer vencimiento', type: 'date' },
      { name: 'observacion', label: 'Observación', type: 'textarea', wide: true },
    ],
    extra: ({ values }) => <SchedulePreview values={values} />,
  },
  canEdit: () => false,
  rowActions: [
    {
      key: 'print',
      label: 'Imprimir',
      icon: <PrinterOutlined />,
      onClick: (row, ctx) => void printLoan(row.idprestamo).catch((e: Error) => ctx.notify.error(e.message)),
    },
    {
      key: 'annul',
      label: 'Anular',
      icon: <StopOutlined />,
      danger: true,
      visible: (row) => row.estado === 1,
      onClick: annul,
    },
  ],
  detail: {
    label: 'Cronograma',
    title: (row) => `Préstamo N° ${row.idprestamo} · ${row.cliente}`,
    width: 860,
    render: (row, ctx) => <LoanDetail row={row} onChanged={ctx.reload} />,
  },
  messages: {
    saving: 'Registrando préstamo...',
    saveError: 'Error inesperado. No se pudo registrar el prestamo',
    listError: 'Error al obtener los registros',
  },
});
