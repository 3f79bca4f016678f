import { useEffect, useState } from 'react';
import { Alert, Flex, Select, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { SERVICE_ORDER_STATES, serviceOrderWork } from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { ResourceScreen, StateTag, defineResource, listParams, useOptions } from '@trade/ui';
import { TECHNICIAN_OPTIONS } from '../../options';
import { WorkPanel } from './WorkPanel';

const { endpoints } = serviceOrderWork;
const worked = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

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
  // Few, narrow columns: on a phone the order and its 'Atender' button fit the screen without scrolling.
  columns: [
    {
      key: 'placa',
      title: 'Orden',
      value: (r) => `${r.placa} · ${r.vehiculo}`,
      render: (r) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{`${r.placa} · ${r.vehiculo}`}</Typography.Text>
          <Typography.Text type="secondary">{`${r.documento} · ${r.falla}`}</Typography.Text>
          <span>
            <StateTag states={SERVICE_ORDER_STATES.states} value={r.estado} />
          </span>
        </Flex>
      ),
    },
    {
      key: 'minutos',
      title: 'Tiempo',
      width: 86,
      value: (r) => `${worked(r.minutos)}${r.trabajando ? ' ●' : ''}`,
    },
    { key: 'cliente', title: 'Cliente', ellipsis: true, hidden: true },
    { key: 'fecha_entrega', title: 'Entrega', type: 'date', width: 110, hidden: true },
  ],
  touch: true,
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
