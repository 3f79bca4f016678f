import { Space, Typography } from 'antd';
import { CPE_STATES, cpeDocuments } from '@trade/contracts/billing-cpe';
import { branches } from '@trade/contracts/organization';
import { formatDate, formatMoney } from '@trade/formats';
import { defineResource, optionsFrom } from '@trade/ui';
import { CpeTag } from '../../cpe';
import { CpeDetail } from './CpeDetail';
import { PlazoTag } from './CpeEstadoTag';
import { PendingSummaries } from './PendingSummaries';
import { PLAZO_OPTIONS, TIPO_OPTIONS } from './labels';

const sunatText = (r: {
  codigo_respuesta: number | null;
  codigo_descripcion: string | null;
  descripcion_respuesta: string | null;
}) =>
  r.codigo_respuesta === null ? '' : `${r.codigo_respuesta} - ${r.codigo_descripcion ?? r.descripcion_respuesta ?? ''}`;

/** /manage_cpe: every electronic document of the engine. */
export const cpeResource = defineResource({
  key: 'cpe-documentos',
  title: 'Comprobantes electrónicos',
  noun: 'comprobante',
  idField: 'id',
  nameOf: (r) => `${r.tipo} ${r.serie_numero}`,
  api: { list: cpeDocuments.endpoints.list },
  search: { placeholder: 'Serie-número, cliente o RUC/DNI' },
  columns: [
    { key: 'serie_numero', title: 'Serie-número', sortable: true, sortField: 'numero', width: 130 },
    { key: 'fecha_emision', title: 'Emisión', type: 'date', sortable: true },
    { key: 'tipo', title: 'Tipo' },
    {
      key: 'cliente_nombre',
      title: 'Cliente',
      width: 180,
      value: (r) => r.cliente_nombre ?? r.cliente_num_doc ?? '',
      render: (r) => (
        <div style={{ maxWidth: 180 }}>
          <div
            title={r.cliente_nombre ?? undefined}
            style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {r.cliente_nombre ?? '—'}
          </div>
          {r.cliente_num_doc && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.cliente_num_doc}
            </Typography.Text>
          )}
        </div>
      ),
      exportColumns: [
        { key: 'cliente_num_doc', title: 'Documento del cliente' },
        { key: 'cliente_nombre', title: 'Cliente' },
      ],
    },
    { key: 'moneda', title: 'Moneda', hidden: true },
    {
      key: 'total',
      title: 'Total',
      type: 'money',
      sortable: true,
      render: (r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.total === null ? '—' : formatMoney(r.total, { currency: r.moneda === 'USD' ? 'USD' : 'PEN' })}
        </span>
      ),
    },
    {
      key: 'estado',
      title: 'Estado',
      sortable: true,
      value: (r) => CPE_STATES.label(r.estado),
      render: (r) => <CpeTag estado={r.estado} />,
    },
    { key: 'sunat', title: 'Código SUNAT', ellipsis: true, width: 150, value: sunatText },
    { key: 'intentos', title: 'Intentos', type: 'integer', sortable: true },
    {
      key: 'plazo',
      title: 'Plazo de envío',
      value: (r) =>
        r.plazo === 'vencido'
          ? `Vencido (${formatDate(r.plazo_envio)})`
          : r.plazo === 'por_vencer'
            ? `Por vencer (${formatDate(r.plazo_envio)})`
            : '',
      render: (r) => <PlazoTag row={r} />,
    },
    { key: 'sucursal', title: 'Sucursal', hidden: true },
    { key: 'ticket', title: 'Ticket', hidden: true },
  ],
  filters: [
    { name: 'fecha', label: 'Emisión', type: 'dateRange' },
    { name: 'tipo_doc', label: 'Tipo', options: TIPO_OPTIONS, width: 180 },
    { name: 'estado', label: 'Estado', options: CPE_STATES.options, width: 170 },
    { name: 'plazo', label: 'Plazo de envío', options: PLAZO_OPTIONS, width: 150 },
    {
      name: 'idsucursal',
      label: 'Sucursal',
      numeric: true,
      options: optionsFrom(branches.endpoints.list, {
        query: { pageSize: 100 },
        value: 'idsucursal',
        label: 'nombre',
        cache: true,
      }),
      width: 180,
    },
  ],
  toolbar: (ctx) => (
    <Space wrap>
      <PendingSummaries onSent={ctx.reload} />
    </Space>
  ),
  detail: {
    label: 'Detalle',
    title: (r) => `${r.tipo} ${r.serie_numero}`,
    width: 760,
    render: (row, ctx) => <CpeDetail row={row} onChanged={() => void ctx.reload()} />,
  },
  messages: { empty: 'No hay comprobantes electrónicos', listError: 'Error al obtener los comprobantes electrónicos' },
});
