import { call, openPrintable } from '@trade/session';
import { PrinterOutlined } from '@ant-design/icons';
import { SHIFT_STATES, ShiftBody, shifts, type ShiftRow } from '@trade/contracts/transport';
import { ResourceScreen, StateTag, defineResource } from '@trade/ui';
import { ROUTE_FIELDS } from '../../options';
import { DateTimeInput, showDateTime } from '../../DateTimeInput';

const printShift = (row: { idadelantoturno: number }) =>
  openPrintable(shifts.endpoints.print, { params: { idadelantoturno: row.idadelantoturno } });

/**
 * /advance_shift: a route's departure slot with its vehicle and driver, and its advance (leaving
 * before the scheduled turn). Registering one opens its document in a new tab (spec).
 */
const shiftResource = defineResource<ShiftRow>({
  key: 'adelantoturno',
  title: 'Adelantos de turno',
  noun: 'adelanto de turno',
  idField: 'idadelantoturno',
  nameOf: (r) => `${r.placa} ${showDateTime(r.salida)}`,
  schema: ShiftBody,
  api: {
    list: shifts.endpoints.list,
    async create(body) {
      const answer = await call(shifts.endpoints.create, { body: body as ShiftBody });
      if (answer.status === 200 && answer.detalles) await printShift(answer.detalles);
      return answer;
    },
    update: shifts.endpoints.update,
    remove: shifts.endpoints.remove,
  },
  search: { placeholder: 'Buscar placa, conductor o destino' },
  columns: [
    { key: 'salida', title: 'Salida', sortable: true, value: (r) => showDateTime(r.salida) },
    {
      key: 'turno_programado',
      title: 'Turno programado',
      sortable: true,
      value: (r) => showDateTime(r.turno_programado),
    },
    { key: 'destino', title: 'Ruta', width: 240, value: (r) => `${r.origen} → ${r.destino}` },
    { key: 'placa', title: 'Placa' },
    { key: 'conductor', title: 'Conductor', ellipsis: true },
    { key: 'minutos_adelanto', title: 'Adelanto (min)' },
    { key: 'encomiendas', title: 'Encomiendas' },
    { key: 'importe', title: 'Importe (S/)', type: 'money', sortable: true, total: true },
    { key: 'estado', title: 'Estado', render: (r) => <StateTag states={SHIFT_STATES.states} value={r.estado} /> },
  ],
  filters: [
    { name: 'fecha', label: 'Salida', type: 'dateRange' },
    { name: 'estado', label: 'Estado', numeric: true, options: [...SHIFT_STATES.options] },
  ],
  rowActions: [{ key: 'print', label: 'Imprimir', icon: <PrinterOutlined />, onClick: printShift }],
  canEdit: (r) => r.estado === 1,
  canRemove: (r) => r.estado === 1,
  form: {
    columns: 2,
    toBody: (values, { mode, row }) => ({
      ...(mode === 'update' ? { idadelantoturno: row!.idadelantoturno } : {}),
      idsucursal_origen: values.idsucursal_origen ?? null,
      idsucursal_destino: values.idsucursal_destino,
      placa: values.placa,
      idtransportista: values.idtransportista,
      turno_programado: values.turno_programado,
      salida: values.salida,
      motivo: values.motivo || null,
      importe: values.importe,
    }),
    fields: [
      ...ROUTE_FIELDS,
      { name: 'turno_programado', label: 'Turno programado', type: 'custom', input: () => <DateTimeInput /> },
      { name: 'salida', label: 'Salida adelantada', type: 'custom', input: () => <DateTimeInput /> },
      { name: 'importe', label: 'Importe del adelanto', type: 'money' },
      { name: 'motivo', label: 'Motivo', type: 'textarea', wide: true },
    ],
  },
  messages: {
    saveError: 'Error al guardar el adelanto de turno',
    removeError: 'Error al eliminar el adelanto de turno',
  },
});

export default function ShiftsScreen() {
  return <ResourceScreen resource={shiftResource} />;
}
