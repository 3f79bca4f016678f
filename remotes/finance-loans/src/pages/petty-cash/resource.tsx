import { Input } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import {
  PETTY_CASH_STATES,
  PettyCashBody,
  pettyCash,
  type PettyCashRow,
  type PettyCashType,
} from '@trade/contracts/finance-loans';
import { call, openPrintable } from '@trade/session';
import { defineResource, listParams, type ResourceContext } from '@trade/ui';
import { CASH_PAYMENT_FORMS } from '../../options';

const NAMES: Record<PettyCashType, { title: string; noun: string; person: string }> = {
  I: { title: 'Recibos de ingreso', noun: 'recibo de ingreso', person: 'Entregado por' },
  E: { title: 'Recibos de egreso', noun: 'recibo de egreso', person: 'Pagado a' },
};

const { endpoints } = pettyCash;
const printVoucher = (row: PettyCashRow) => openPrintable(endpoints.print, { params: { id: row.idcajachica } });

/** Annul with a reason (recorded); the receipt stays listed as 'Anulado'. */
function annul(row: PettyCashRow, ctx: ResourceContext<PettyCashRow>) {
  let motivo = '';
  ctx.modal.confirm({
    title: `¿Anular el recibo ${row.documento}?`,
    content: (
      <Input.TextArea
        aria-label="Motivo de la anulación"
        placeholder="Motivo de la anulación"
        maxLength={300}
        onChange={(e) => (motivo = e.target.value)}
      />
    ),
    okText: 'Anular',
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: async () => {
      try {
        const answer = await call(endpoints.annul, {
          params: { id: row.idcajachica },
          query: motivo.trim() ? { motivo: motivo.trim() } : undefined,
        });
        ctx.notify.answer(answer);
        if (answer.status === 200) await ctx.reload();
      } catch {
        ctx.notify.error('Error al eliminar el recibo...');
      }
    },
  });
}

/** Petty cash receipts of one type (spec 001): numbered, posted to the open cash, printed, annulled. */
export function pettyCashResource(tipo: PettyCashType) {
  const names = NAMES[tipo];
  return defineResource({
    key: `cajachica-${tipo}`,
    title: names.title,
    noun: names.noun,
    idField: 'idcajachica',
    schema: PettyCashBody,
    nameOf: 'documento',
    api: {
      // Every branch's receipts (0).
      list: tipo === 'I' ? endpoints.incomes : endpoints.expenses,
      listInput: (query, params) => ({ params: { n: 0 }, query: listParams(query, params) }),
      create: async (body) => {
        const answer = await call(endpoints.create, { body: body as PettyCashBody });
        if (answer.status === 200 && answer.detalles) void printVoucher(answer.detalles.recibo).catch(() => undefined);
        return answer;
      },
    },
    search: { placeholder: 'Buscar concepto, persona o sustento' },
    columns: [
      { key: 'documento', title: 'Número', sortable: true, sortField: 'numero' },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
      { key: 'persona_nombre', title: names.person, sortable: true },
      { key: 'concepto', title: 'Concepto', ellipsis: true },
      { key: 'formapago', title: 'Forma de pago' },
      { key: 'documento_sustento', title: 'Sustento', hidden: true },
      { key: 'sucursal', title: 'Sucursal', hidden: true },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'monto', title: 'Monto (S/)', type: 'money', sortable: true, total: true },
      { key: 'estado', title: 'Estado', type: 'tag', options: PETTY_CASH_STATES.states },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      { name: 'estado', label: 'Estado', numeric: true, options: PETTY_CASH_STATES.options, width: 140 },
    ],
    form: {
      columns: 2,
      width: 720,
      toBody: (values) => ({
        tipo,
        monto: values.monto,
        concepto: values.concepto,
        persona_nombre: values.persona_nombre,
        persona_documento: values.persona_documento || null,
        idformapago: values.idformapago,
        documento_sustento: values.documento_sustento || null,
        fecha: values.fecha || null,
      }),
      fields: [
        { name: 'persona_nombre', label: names.person },
        { name: 'persona_documento', label: 'DNI / RUC', inputMode: 'numeric' },
        { name: 'monto', label: 'Monto', type: 'money' },
        { name: 'idformapago', label: 'Forma de pago', type: 'select', options: CASH_PAYMENT_FORMS, required: true },
        { name: 'concepto', label: 'Concepto', type: 'textarea', wide: true },
        { name: 'documento_sustento', label: 'Documento de sustento', placeholder: 'Boleta B001-00000123' },
        { name: 'fecha', label: 'Fecha', type: 'date', help: 'Hoy si se deja vacía.' },
      ],
    },
    canEdit: () => false,
    rowActions: [
      {
        key: 'print',
        label: 'Imprimir',
        icon: <PrinterOutlined />,
        onClick: (row, ctx) => void printVoucher(row).catch((e: Error) => ctx.notify.error(e.message)),
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
    messages: {
      saving: 'Guardando recibo...',
      saveError: 'Error al guardar el recibo...',
      removeError: 'Error al eliminar el recibo...',
    },
  });
}
