import { Input } from 'antd';
import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { CASH_STATES, OpenCashBody, cash, type CashOpeningRow } from '@trade/contracts/finance-loans';
import { call, openPrintable } from '@trade/session';
import { defineResource, type ResourceContext } from '@trade/ui';
import { CashDetail } from './CashDetail';

/** Revert a closing: its reason is required and recorded. */
function revert(row: CashOpeningRow, ctx: ResourceContext<CashOpeningRow>) {
  let motivo = '';
  ctx.modal.confirm({
    title: `¿Revertir el cierre de la caja N° ${row.idapertura} (${row.usuario})?`,
    content: (
      <Input.TextArea
        aria-label="Motivo de la reversión"
        placeholder="Motivo (obligatorio)"
        maxLength={300}
        onChange={(e) => (motivo = e.target.value)}
      />
    ),
    okText: 'Revertir cierre',
    cancelText: 'Cancelar',
    onOk: async () => {
      try {
        const answer = await call(cash.endpoints.revert, {
          params: { id: row.idapertura },
          query: { motivo: motivo.trim() },
        });
        ctx.notify.answer(answer);
        if (answer.status === 200) await ctx.reload();
      } catch {
        ctx.notify.error('Error al revertir cierre de caja');
      }
    },
  });
}

/** Cash openings (spec 000 "Cash"): open, see and close, print the closing, revert a closing, delete an unused opening. */
export const aperturaResource = defineResource({
  key: 'apertura',
  title: 'Cajas',
  noun: 'caja',
  gender: 'f',
  createLabel: 'Abrir caja',
  idField: 'idapertura',
  schema: OpenCashBody,
  nameOf: (r) => `N° ${r.idapertura} de ${r.usuario}`,
  api: { list: cash.endpoints.list, create: cash.endpoints.open, remove: cash.endpoints.remove },
  search: { placeholder: 'Buscar cajero o sucursal' },
  columns: [
    { key: 'idapertura', title: 'N°', type: 'integer' },
    { key: 'usuario', title: 'Cajero' },
    { key: 'sucursal', title: 'Sucursal' },
    { key: 'fecha_apertura', title: 'Apertura', type: 'datetime' },
    { key: 'monto_apertura', title: 'Monto de apertura', type: 'money' },
    { key: 'ingresos', title: 'Ingresos', type: 'money' },
    { key: 'egresos', title: 'Egresos', type: 'money' },
    { key: 'esperado_total', title: 'Esperado', type: 'money' },
    { key: 'contado_total', title: 'Contado', type: 'money' },
    { key: 'diferencia_total', title: 'Diferencia', type: 'money' },
    { key: 'fecha_cierre', title: 'Cierre', type: 'datetime', hidden: true },
    { key: 'estado', title: 'Estado', type: 'tag', options: CASH_STATES.states },
  ],
  filters: [
    { name: 'fecha', label: 'Apertura', type: 'dateRange', defaultRange: 'mes' },
    { name: 'estado', label: 'Estado', numeric: true, options: CASH_STATES.options, width: 140 },
  ],
  form: {
    title: { create: 'Abrir caja' },
    toBody: (values) => ({
      monto_apertura: values.monto_apertura,
      cierre_ciego: Boolean(values.cierre_ciego),
      observacion: values.observacion || null,
    }),
    defaults: { cierre_ciego: false },
    fields: [
      {
        name: 'monto_apertura',
        label: 'Monto de apertura',
        type: 'money',
        help: 'El efectivo con el que empieza la caja.',
      },
      {
        name: 'cierre_ciego',
        label: 'Cierre ciego',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
        help: 'El cajero cuenta sin ver el monto esperado.',
      },
      { name: 'observacion', label: 'Observación', type: 'textarea' },
    ],
  },
  canEdit: () => false,
  canRemove: (row) => row.movimientos === 0,
  rowActions: [
    {
      key: 'print',
      label: 'Imprimir cierre',
      icon: <PrinterOutlined />,
      onClick: (row, ctx) =>
        void openPrintable(cash.endpoints.print, { params: { id: row.idapertura } }).catch((e: Error) =>
          ctx.notify.error(e.message),
        ),
    },
    {
      key: 'revert',
      label: 'Revertir cierre',
      icon: <RollbackOutlined />,
      visible: (row) => row.estado === 2,
      onClick: revert,
    },
  ],
  detail: {
    label: 'Detalle',
    title: (row) => `Caja N° ${row.idapertura} · ${row.usuario}`,
    width: 900,
    render: (row, ctx) => <CashDetail row={row} onChanged={ctx.reload} />,
  },
  messages: {
    saving: 'Abriendo caja...',
    saveError: 'Error al registrar apertura',
    removeError: 'Error al eliminar caja',
  },
});
