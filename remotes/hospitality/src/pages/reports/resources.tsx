import { limaText } from '@trade/formats';
import {
  STAY_STATES,
  hospitalityReports,
  type GuestRegisterRow,
  type HospitalityReportBody,
  type MovementRow,
  type OccupancyRow,
} from '@trade/contracts/hospitality';
import { StateTag, reportList, type FilterSpec, type ListQuery, type ReportHooks, type Resource } from '@trade/ui';
import { BRANCH_OPTIONS } from '../../options';

/**
 * The three reports of /report_hospitality as resources of the kit: the list (the kit's reportList),
 * its filters, its columns (the Excel export's too); the report's totals and the filters the PDF is
 * asked with go to the kit's ReportTabs through the hooks.
 */
const e = hospitalityReports.endpoints;
const BRANCH: FilterSpec = { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS };

/** The body of a report call: the range and the branch (absent: every branch the user sees). */
function bodyOf(filters: ListQuery['filters']): HospitalityReportBody {
  return {
    desde: String(filters.desde),
    hasta: String(filters.hasta),
    ...(filters.idsucursal ? { idsucursal: Number(filters.idsucursal) } : {}),
  };
}

const listOf = <R extends Record<string, unknown>>(
  endpoint: typeof e.occupancy | typeof e.movements | typeof e.register,
  hooks: ReportHooks,
  extra: (f: ListQuery['filters']) => object = () => ({}),
) => reportList<R>(endpoint, hooks, (filters) => ({ ...bodyOf(filters), ...extra(filters) }));

export function occupancyResource(hooks: ReportHooks): Resource<OccupancyRow> {
  return {
    key: 'reporte_ocupacion',
    title: 'Reporte de ocupación',
    noun: 'periodo',
    idField: 'periodo',
    nameOf: (r) => limaText(r.periodo),
    api: {
      list: listOf<OccupancyRow>(e.occupancy, hooks, (f) => ({ agrupar: f.agrupar === 'mes' ? 'mes' : 'dia' })),
    },
    columns: [
      { key: 'periodo', title: 'Periodo', value: (r) => limaText(r.periodo) },
      { key: 'habitaciones', title: 'Habitaciones', type: 'integer', total: true },
      { key: 'bloqueadas', title: 'Bloqueadas', type: 'integer', total: true },
      { key: 'disponibles', title: 'Disponibles', type: 'integer', total: true },
      { key: 'vendidas', title: 'Noches vendidas', type: 'integer', total: true },
      { key: 'ocupacion', title: 'Ocupación (%)', type: 'money' },
      { key: 'facturado', title: 'Facturado (S/)', type: 'money', total: true },
      { key: 'por_facturar', title: 'Por facturar (S/)', type: 'money', total: true },
      { key: 'ingresos', title: 'Ingresos (S/)', type: 'money', total: true },
      { key: 'adr', title: 'ADR (S/)', type: 'money' },
      { key: 'revpar', title: 'RevPAR (S/)', type: 'money' },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      BRANCH,
      {
        name: 'agrupar',
        label: 'Agrupar por',
        defaultValue: 'dia',
        options: [
          { value: 'dia', label: 'Por día' },
          { value: 'mes', label: 'Por mes' },
        ],
      },
    ],
    messages: { empty: 'No hay noches en el rango elegido' },
  };
}

export function movementsResource(hooks: ReportHooks): Resource<MovementRow> {
  return {
    key: 'reporte_llegadas_salidas',
    title: 'Llegadas y salidas',
    noun: 'movimiento',
    idField: 'clave',
    nameOf: (r) => `${r.tipo === 'llegada' ? 'Llegada' : 'Salida'} ${r.habitacion}`,
    api: { list: listOf<MovementRow>(e.movements, hooks) },
    columns: [
      { key: 'habitacion', title: 'Habitación' },
      {
        key: 'tipo',
        title: 'Movimiento',
        type: 'tag',
        options: [
          { value: 'llegada', label: 'Llegada' },
          { value: 'salida', label: 'Salida' },
        ],
      },
      { key: 'fecha', title: 'Fecha', type: 'date' },
      { key: 'tipo_habitacion', title: 'Tipo' },
      { key: 'titular', title: 'Titular', ellipsis: true },
      { key: 'huesped', title: 'Huésped principal', ellipsis: true },
      { key: 'huespedes', title: 'Huéspedes', type: 'integer' },
      { key: 'f1', title: 'Llegada', type: 'date' },
      { key: 'f2', title: 'Salida', type: 'date' },
      { key: 'noches', title: 'Noches', type: 'integer' },
      {
        key: 'estado',
        title: 'Estado',
        render: (r) => <StateTag states={STAY_STATES.states} value={r.estado} />,
        exportValue: (r) => STAY_STATES.label(r.estado),
      },
      { key: 'hora', title: 'Check-in / check-out', value: (r) => limaText(r.hora) },
      { key: 'sucursal', title: 'Sucursal', ellipsis: true },
    ],
    filters: [{ name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'hoy' }, BRANCH],
    messages: { empty: 'No hay llegadas ni salidas en el rango elegido' },
  };
}

export function registerResource(hooks: ReportHooks): Resource<GuestRegisterRow> {
  return {
    key: 'registro_huespedes',
    title: 'Registro de huéspedes',
    noun: 'huésped',
    idField: 'reserva_estancia_huesped_id',
    nameOf: 'nombres',
    api: { list: listOf<GuestRegisterRow>(e.register, hooks) },
    columns: [
      { key: 'nombres', title: 'Nombres y apellidos', ellipsis: true },
      { key: 'orden', title: 'N°', type: 'integer' },
      { key: 'pais', title: 'Nacionalidad' },
      { key: 'documento', title: 'Documento' },
      { key: 'numero_documento', title: 'Número' },
      { key: 'profesion', title: 'Profesión u ocupación', ellipsis: true },
      { key: 'procedencia', title: 'Procedencia', ellipsis: true },
      { key: 'habitacion', title: 'Habitación' },
      { key: 'ingreso', title: 'Ingreso', value: (r) => limaText(r.ingreso) },
      { key: 'salida', title: 'Salida', value: (r) => limaText(r.salida) },
      { key: 'sucursal', title: 'Sucursal', ellipsis: true },
    ],
    filters: [{ name: 'fecha', label: 'Fecha de ingreso', type: 'dateRange', defaultRange: 'mes' }, BRANCH],
    messages: { empty: 'No hay huéspedes con check-in en el rango elegido' },
  };
}
