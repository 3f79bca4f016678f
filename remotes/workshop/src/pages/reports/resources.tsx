import { limaText } from '@trade/formats';
import {
  SERVICE_ORDER_STATES,
  workshopReports,
  type OrderReportRow,
  type StateTimeRow,
  type TechnicianReportRow,
  type WorkshopReportBody,
} from '@trade/contracts/workshop';
import { StateTag, reportList, type FilterSpec, type ListQuery, type ReportHooks, type Resource } from '@trade/ui';
import { BRANCH_OPTIONS, STATION_FILTER, TECHNICIAN_OPTIONS } from '../../options';

/**
 * The three reports of /report_service_orders as resources of the kit: the list (the kit's
 * reportList), its filters, its columns (the Excel export's too); the totals and the filters the PDF
 * is asked with go to the kit's ReportTabs through the hooks.
 */
const e = workshopReports.endpoints;

/** The body of a report call: the range and the filters chosen (absent: all the user sees). */
function bodyOf(filters: ListQuery['filters']): WorkshopReportBody {
  const id = (name: string) => (filters[name] ? { [name]: Number(filters[name]) } : {});
  return {
    desde: String(filters.desde),
    hasta: String(filters.hasta),
    ...(filters.estado !== undefined && filters.estado !== '' ? { estado: Number(filters.estado) } : {}),
    ...id('idempleado'),
    ...id('idestacion'),
    ...id('idsucursal'),
  };
}

const FILTERS: FilterSpec[] = [
  { name: 'fecha', label: 'Fecha de registro', type: 'dateRange', defaultRange: 'mes' },
  { name: 'estado', label: 'Estado', numeric: true, options: SERVICE_ORDER_STATES.options, width: 140 },
  { name: 'idempleado', label: 'Técnico', numeric: true, options: TECHNICIAN_OPTIONS, width: 180 },
  { name: 'idestacion', label: 'Estación', numeric: true, options: STATION_FILTER, width: 160 },
  { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS, width: 180 },
];
const stateColumn = {
  key: 'estado',
  title: 'Estado',
  render: (r: { estado: number }) => <StateTag states={SERVICE_ORDER_STATES.states} value={r.estado} />,
  exportValue: (r: { estado: number }) => SERVICE_ORDER_STATES.label(r.estado),
};

export function ordersResource(hooks: ReportHooks): Resource<OrderReportRow> {
  return {
    key: 'reporte_ordenes_servicio',
    title: 'Reporte de órdenes de servicio',
    noun: 'orden',
    idField: 'idordenservicio',
    nameOf: 'documento',
    api: { list: reportList<OrderReportRow>(e.orders, hooks, bodyOf) },
    columns: [
      { key: 'documento', title: 'Orden', width: 130 },
      { key: 'fecha', title: 'Fecha', width: 150, value: (r) => limaText(r.fecha) },
      { key: 'placa', title: 'Placa', width: 100 },
      { key: 'vehiculo', title: 'Vehículo', ellipsis: true },
      { key: 'cliente', title: 'Cliente', ellipsis: true },
      { key: 'estacion', title: 'Estación' },
      { key: 'tecnicos', title: 'Técnicos', ellipsis: true },
      stateColumn,
      { key: 'horas', title: 'Horas', type: 'number', total: true },
      { key: 'mano_obra', title: 'Mano de obra (S/)', type: 'money', total: true, width: 150 },
      { key: 'repuestos', title: 'Repuestos (S/)', type: 'money', total: true, width: 130 },
      { key: 'total', title: 'Total (S/)', type: 'money', total: true, width: 110 },
      { key: 'comprobante', title: 'Comprobante', width: 140 },
    ],
    filters: FILTERS,
    messages: { empty: 'No hay órdenes de servicio en el rango elegido' },
  };
}

export function techniciansResource(hooks: ReportHooks): Resource<TechnicianReportRow> {
  return {
    key: 'reporte_ordenes_tecnico',
    title: 'Órdenes por técnico',
    noun: 'técnico',
    idField: 'idempleado',
    nameOf: 'tecnico',
    api: { list: reportList<TechnicianReportRow>(e.technicians, hooks, bodyOf) },
    columns: [
      { key: 'tecnico', title: 'Técnico', ellipsis: true },
      { key: 'ordenes', title: 'Órdenes', type: 'integer', total: true },
      { key: 'terminadas', title: 'Terminadas', type: 'integer', total: true },
      { key: 'horas', title: 'Horas trabajadas', type: 'number', total: true, width: 150 },
      { key: 'mano_obra', title: 'Mano de obra (S/)', type: 'money', total: true, width: 150 },
      { key: 'repuestos', title: 'Repuestos (S/)', type: 'money', total: true, width: 130 },
      { key: 'total', title: 'Total (S/)', type: 'money', total: true, width: 110 },
    ],
    filters: FILTERS,
    messages: { empty: 'No hay técnicos con órdenes en el rango elegido' },
  };
}

export function stateTimesResource(hooks: ReportHooks): Resource<StateTimeRow> {
  return {
    key: 'reporte_tiempos_estado',
    title: 'Tiempo promedio por estado',
    noun: 'estado',
    idField: 'nombre',
    nameOf: 'nombre',
    api: { list: reportList<StateTimeRow>(e.stateTimes, hooks, bodyOf) },
    columns: [
      { key: 'nombre', title: 'Estado actual' },
      { key: 'ordenes', title: 'Órdenes', type: 'integer' },
      { key: 'registrada', title: 'Registrada (h)', type: 'number' },
      { key: 'en_proceso', title: 'En proceso (h)', type: 'number' },
      { key: 'trabajadas', title: 'Horas trabajadas (promedio)', type: 'number' },
    ],
    filters: FILTERS,
    messages: { empty: 'No hay órdenes de servicio en el rango elegido' },
  };
}
