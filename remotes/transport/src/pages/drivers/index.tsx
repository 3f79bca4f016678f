import { Tag } from 'antd';
import {
  DRIVER_DOCUMENTS,
  DriverBody,
  LICENCE_ALERT_DAYS,
  LICENCE_CATEGORIES,
  drivers,
  type DriverRow,
} from '@trade/contracts/transport';
import { ESTADO_OPTIONS, ResourceScreen, defineResource } from '@trade/ui';

/** The licence's expiry with its alert: expired, or within LICENCE_ALERT_DAYS days. */
function LicenceExpiry({ row }: { row: DriverRow }) {
  const date = row.licencia_vence.split('-').reverse().join('/');
  if (row.dias_vencimiento < 0) return <Tag color="red">Vencida el {date}</Tag>;
  if (row.dias_vencimiento <= LICENCE_ALERT_DAYS)
    return (
      <Tag color="orange">
        Vence el {date} ({row.dias_vencimiento} días)
      </Tag>
    );
  return <>{date}</>;
}

/** /management_driver: the drivers, their licence and its expiry; an expired licence cannot go on an exit. */
const driverResource = defineResource<DriverRow>({
  key: 'transportista',
  title: 'Conductores',
  noun: 'conductor',
  idField: 'idtransportista',
  nameOf: 'conductor',
  schema: DriverBody,
  api: {
    list: drivers.endpoints.list,
    create: drivers.endpoints.create,
    update: drivers.endpoints.update,
    remove: drivers.endpoints.remove,
  },
  search: { placeholder: 'Buscar documento, nombre o licencia' },
  columns: [
    { key: 'conductor', title: 'Conductor', sortable: true },
    { key: 'numero_documento', title: 'Documento' },
    { key: 'licencia', title: 'Licencia' },
    { key: 'categoria', title: 'Categoría' },
    {
      key: 'licencia_vence',
      title: 'Vencimiento',
      sortable: true,
      render: (row) => <LicenceExpiry row={row} />,
    },
    { key: 'telefono', title: 'Teléfono' },
    { key: 'estado', title: 'Estado', render: (row) => (row.estado === 1 ? 'Activo' : 'Inactivo') },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS] }],
  form: {
    columns: 2,
    defaults: { tipo_documento: '1', categoria: 'A-IIIb' },
    toBody: (values, { mode, row }) => ({
      ...(mode === 'update' ? { idtransportista: row!.idtransportista, estado: values.estado } : {}),
      tipo_documento: values.tipo_documento,
      numero_documento: values.numero_documento,
      nombres: values.nombres,
      apellidos: values.apellidos,
      licencia: values.licencia,
      categoria: values.categoria,
      licencia_vence: values.licencia_vence,
      telefono: values.telefono || null,
    }),
    fields: [
      { name: 'tipo_documento', label: 'Tipo de documento', type: 'select', options: [...DRIVER_DOCUMENTS] },
      { name: 'numero_documento', label: 'Número de documento', upperCase: true },
      { name: 'nombres', label: 'Nombres' },
      { name: 'apellidos', label: 'Apellidos' },
      { name: 'licencia', label: 'Licencia de conducir', upperCase: true, placeholder: 'Q12345678' },
      {
        name: 'categoria',
        label: 'Categoría',
        type: 'select',
        options: LICENCE_CATEGORIES.map((c) => ({ value: c, label: c })),
      },
      { name: 'licencia_vence', label: 'Vencimiento de la licencia', type: 'date' },
      { name: 'telefono', label: 'Teléfono', inputMode: 'tel' },
      { name: 'estado', label: 'Estado', type: 'switch', only: 'update' },
    ],
  },
  messages: { saveError: 'Error al guardar el conductor', removeError: 'Error al eliminar el conductor' },
});

export default function DriversScreen() {
  return <ResourceScreen resource={driverResource} />;
}
