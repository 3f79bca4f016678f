import { useEffect, useState } from 'react';
import { Alert, Select } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { SERVICE_ORDER_STATES, serviceOrderWork } from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { ResourceScreen, defineResource, listParams, useOptions } from '@trade/ui';
import { TECHNICIAN_OPTIONS } from '../../options';
import { WorkPanel } from './WorkPanel';

const { endpoints } = serviceOrderWork;
const worked = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** The technician's orders (ordenesserviciotecnico/{idempleado}): open work first; each one is worked in its drawer. */
const technicianOrders = defineResource({
  key: 'orden-tecnico',
  title: 'Órdenes del técnico',
  noun: 'orden de servicio',
  gender: 'f',
  idField: 'idordenservicio',
  nameOf: 'documento',
  api: {
    list: endpoints.technicianList,
    listInput: (query, params) => {
      const { idempleado, ...rest } = listParams(query, params);
      return { params: { id: Number(idempleado) }, query: rest };
    },
  },
  search: { placeholder: 'Buscar número, placa o cliente' },
  columns: [
    { key: 'placa', title: 'Placa', width: 100 },
    { key: 'vehiculo', title: 'Vehículo', ellipsis: true },
    { key: 'estado', title: 'Estado', type: 'tag', options: SERVICE_ORDER_STATES.states, width: 110 },
    {
      key: 'minutos',
      title: 'Tiempo',
      width: 100,
      value: (r) => `${worked(r.minutos)}${r.trabajando ? ' ●' : ''}`,
    },
    { key: 'documento', title: 'Orden', width: 130 },
    { key: 'falla', title: 'Falla', ellipsis: true },
    { key: 'fecha_entrega', title: 'Entrega', type: 'date', width: 110 },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: SERVICE_ORDER_STATES.options, width: 150 }],
  detail: {
    label: 'Atender',
    icon: <ToolOutlined />,
    title: (r) => `${r.documento} · ${r.placa}`,
    render: (row, ctx) => <WorkPanel row={row} ctx={ctx} />,
  },
  messages: { listError: 'Error al obtener las órdenes de servicio' },
  exportable: false,
});

/**
 * /attention_service_orders: a technician's own orders, usable on a phone in the bay. A technician
 * sees his own (the session's employee); someone who sees the branch's orders picks the technician.
 */
export default function Attention() {
  const [me, setMe] = useState<number | null | undefined>(undefined);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const technicians = useOptions(TECHNICIAN_OPTIONS);
  useEffect(() => {
    call(endpoints.me, {})
      .then((answer) => setMe(answer.status === 200 ? (answer.detalles?.idempleado ?? null) : null))
      .catch(() => setMe(null));
  }, []);
  const idempleado = chosen ?? me ?? undefined;
  const picker = (
    <Select
      aria-label="Técnico"
      size="large"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Elija el técnico"
      style={{ width: '100%', maxWidth: 360, marginBottom: 12 }}
      options={technicians.options}
      loading={technicians.loading}
      value={idempleado}
      onChange={(value: number) => setChosen(value)}
    />
  );
  if (me === undefined) return null;
  return (
    <>
      {picker}
      {idempleado ? (
        <ResourceScreen resource={technicianOrders} params={{ idempleado }} />
      ) : (
        <Alert type="info" showIcon title="Elija el técnico cuyas órdenes quiere ver" />
      )}
    </>
  );
}
