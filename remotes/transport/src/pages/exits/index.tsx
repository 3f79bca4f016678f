import { openPrintable } from '@trade/session';
import { FileProtectOutlined, PrinterOutlined } from '@ant-design/icons';
import { CPE_IN_FLIGHT_STATES } from '@trade/contracts/billing-cpe';
import { EXIT_STATES, ExitBody, exits, shifts, type ExitRow } from '@trade/contracts/transport';
import { ResourceScreen, StateTag, defineResource, optionsFrom } from '@trade/ui';
import { CarrierGuides, CarrierGuideTags, issueCarrierGuides } from './CarrierGuides';
import { PARCELS_AT_ORIGIN, ROUTE_FIELDS } from '../../options';
import { DateTimeInput, showDateTime } from '../../DateTimeInput';

const SCHEDULED_SHIFTS = optionsFrom(shifts.endpoints.list, {
  query: { page: 1, pageSize: 100, estado: 1 },
  value: 'idadelantoturno',
  label: (r) => `N° ${r.idadelantoturno} · ${r.placa} · ${r.destino} · ${r.salida.replace('T', ' ')}`,
});

/**
 * /exit_vehicles: a vehicle leaves a branch for another with its driver and a manifest of parcels
 * (loaded from the origin, or the parcels of the shift it takes); its sheet prints the manifest.
 */
const exitResource = defineResource<ExitRow>({
  key: 'salidavehiculos',
  title: 'Salidas de vehículos',
  noun: 'salida',
  gender: 'f',
  idField: 'idsalidavehiculos',
  nameOf: (r) => `${r.placa} ${showDateTime(r.fecha_salida)}`,
  schema: ExitBody,
  api: {
    list: exits.endpoints.list,
    create: exits.endpoints.create,
    update: exits.endpoints.update,
    remove: exits.endpoints.remove,
  },
  search: { placeholder: 'Buscar placa, conductor o sucursal' },
  // A carrier's guide gets SUNAT's answer by ticket: the row's state changes on screen when it comes.
  refreshWhile: (rows) => rows.some((r) => r.guias_transportista.some((g) => CPE_IN_FLIGHT_STATES.has(g.estado_sunat))),
  columns: [
    { key: 'fecha_salida', title: 'Salida', sortable: true, value: (r) => showDateTime(r.fecha_salida) },
    { key: 'destino', title: 'Ruta', width: 240, value: (r) => `${r.origen} → ${r.destino}` },
    { key: 'placa', title: 'Placa', sortable: true },
    { key: 'conductor', title: 'Conductor', ellipsis: true },
    { key: 'encomiendas', title: 'Encomiendas', value: (r) => r.encomiendas.length },
    { key: 'estado', title: 'Estado', render: (r) => <StateTag states={EXIT_STATES.states} value={r.estado} /> },
    { key: 'guias_transportista', title: 'Guías transportista', render: (r) => <CarrierGuideTags row={r} /> },
  ],
  filters: [
    { name: 'fecha', label: 'Salida', type: 'dateRange' },
    { name: 'estado', label: 'Estado', numeric: true, options: [...EXIT_STATES.options] },
  ],
  rowActions: [
    {
      key: 'print',
      label: 'Hoja de salida',
      icon: <PrinterOutlined />,
      onClick: (r) => openPrintable(exits.endpoints.print, { params: { id: r.idsalidavehiculos } }),
    },
    {
      key: 'carrierGuides',
      label: 'Emitir guía transportista',
      icon: <FileProtectOutlined />,
      // Hidden once every parcel of the manifest has its guide (the API refuses it too).
      visible: (r) => r.estado === 1 && r.sin_guia > 0,
      onClick: (r, ctx) => void issueCarrierGuides(r, ctx),
    },
  ],
  detail: {
    label: 'Guías transportista',
    icon: <FileProtectOutlined />,
    title: (r) => `Guías transportista de la salida ${r.placa} ${showDateTime(r.fecha_salida)}`,
    visible: (r) => r.guias_transportista.length > 0,
    render: (r) => <CarrierGuides row={r} />,
  },
  canEdit: (r) => r.estado === 1,
  // An exit with carrier's guides is not deleted: the guides name it (the API refuses it too).
  canRemove: (r) => r.estado === 1 && !r.guias_transportista.length,
  form: {
    columns: 2,
    defaults: { encomiendas: [] },
    toValues: (r) => ({ ...r }),
    toBody: (values, { mode, row }) => ({
      ...(mode === 'update' ? { idsalidavehiculos: row!.idsalidavehiculos } : {}),
      idsucursal_origen: values.idsucursal_origen ?? null,
      idsucursal_destino: values.idsucursal_destino,
      placa: values.placa,
      tuc: values.tuc || null,
      idtransportista: values.idtransportista,
      fecha_salida: values.fecha_salida,
      idadelantoturno: values.idadelantoturno ?? null,
      observacion: values.observacion || null,
      encomiendas: values.encomiendas ?? [],
    }),
    fields: [
      ...ROUTE_FIELDS,
      { name: 'fecha_salida', label: 'Fecha y hora de salida', type: 'custom', input: () => <DateTimeInput /> },
      {
        name: 'tuc',
        label: 'TUC o certificado de habilitación',
        upperCase: true,
        required: false,
        help: 'Va en las guías de remisión transportista del vehículo',
      },
      {
        name: 'idadelantoturno',
        label: 'Adelanto de turno',
        type: 'select',
        options: SCHEDULED_SHIFTS,
        required: false,
        only: 'create',
      },
      {
        name: 'encomiendas',
        label: 'Encomiendas',
        type: 'multiselect',
        options: PARCELS_AT_ORIGIN,
        wide: true,
        required: false,
      },
      { name: 'observacion', label: 'Observación', type: 'textarea', wide: true },
    ],
  },
  messages: { saveError: 'Error al guardar la salida', removeError: 'Error al eliminar la salida' },
});

export default function ExitsScreen() {
  return <ResourceScreen resource={exitResource} />;
}
