import { UnorderedListOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { series, vouchers, type SeriesRow } from '@trade/contracts/organization';
import { call } from '@trade/session';
import { defineResource, ESTADO_OPTIONS, ResourceScreen } from '@trade/ui';

/** The series of one voucher type (`series.byVoucher`), read-only: series are managed in /series. */
const voucherSeriesResource = defineResource<SeriesRow>({
  key: 'comprobante-series',
  title: 'Series del comprobante',
  noun: 'serie',
  gender: 'f',
  idField: 'idserie',
  nameOf: 'serie',
  api: {
    list: (_query, params) => call(series.endpoints.byVoucher, { body: { idcomprobante: params.idcomprobante } }),
    paging: 'client',
  },
  columns: [
    { key: 'serie', title: 'Serie' },
    { key: 'sucursal', title: 'Sucursal' },
    { key: 'correlativo', title: 'Siguiente número', type: 'integer' },
    { key: 'usado', title: 'Con documentos', type: 'boolean' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
});

/** Voucher (comprobante) types: SUNAT's (01, 03, 07, 08, 09) and internal ones. */
export const comprobanteResource = defineResource({
  contract: vouchers,
  nameOf: 'nombre',
  search: { placeholder: 'Buscar código, nombre o abreviatura' },
  columns: [
    { key: 'codigo', title: 'Código', sortable: true, width: 90 },
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'abreviatura', title: 'Abreviatura', sortable: true },
    {
      key: 'sunat',
      title: 'Tipo',
      value: (r) => (r.sunat ? 'SUNAT' : 'Interno'),
      render: (r) => (r.sunat ? <Tag color="blue">SUNAT</Tag> : <Tag>Interno</Tag>),
    },
    { key: 'prefijo', title: 'Serie empieza con' },
    { key: 'series', title: 'Series', type: 'integer' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    {
      name: 'sunat',
      label: 'Tipo',
      options: [
        { value: 'true', label: 'SUNAT' },
        { value: 'false', label: 'Internos' },
      ],
      width: 140,
    },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  canRemove: (row) => !row.sunat,
  form: {
    toValues: (row) => ({ codigo: row.codigo, nombre: row.nombre, abreviatura: row.abreviatura ?? undefined }),
    toBody: (values, { row }) => {
      const body = { codigo: values.codigo, nombre: values.nombre, abreviatura: values.abreviatura || null };
      return row ? { idcomprobante: row.idcomprobante, ...body } : body;
    },
    fields: [
      {
        name: 'codigo',
        label: 'Código',
        upperCase: true,
        placeholder: 'NV',
        rules: [{ pattern: /^[A-Z0-9]{1,4}$/, message: 'De 1 a 4 letras o números en mayúsculas' }],
        disabled: ({ row }) => !!row?.sunat,
        help: 'Los códigos de dos dígitos están reservados para SUNAT.',
      },
      { name: 'nombre', label: 'Nombre', placeholder: 'Nota de venta' },
      { name: 'abreviatura', label: 'Abreviatura', placeholder: 'NV' },
    ],
  },
  messages: {
    saving: 'Guardando comprobante...',
    updating: 'Actualizando comprobante...',
    removing: 'Eliminando comprobante...',
  },
  detail: {
    label: 'Series',
    icon: <UnorderedListOutlined />,
    title: (row) => `Series de ${row.nombre} (${row.codigo})`,
    width: 760,
    render: (row) => (
      <ResourceScreen resource={voucherSeriesResource} params={{ idcomprobante: row.idcomprobante }} syncUrl={false} />
    ),
  },
});
