import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Select, Table } from 'antd';
import {
  SERVICE_LINE_STATES,
  serviceOrders,
  type ServiceLineRow,
  type ServiceOrderDetail,
} from '@trade/contracts/workshop';
import { call } from '@trade/session';
import type { DocumentContext } from '@trade/ui';

const calls = serviceOrders.endpoints;

/**
 * One line at a time on a saved, open order: its state (Pendiente / Realizado / Anulado: an annulled
 * part goes back to the warehouse, restored it leaves again; cdosr) and removing it (edosr), without
 * editing the order whole. The server locks the order row: two changes queue.
 */
export function LineStates({ order, ctx }: { order: ServiceOrderDetail; ctx: DocumentContext }) {
  const [busy, setBusy] = useState<number | null>(null);
  async function run(iddetalle: number, work: () => Promise<{ status: number; mensaje: string }>, failText: string) {
    setBusy(iddetalle);
    try {
      const answer = await work();
      if (answer.status === 200) {
        ctx.notify.success(answer.mensaje);
        await ctx.reload();
      } else ctx.notify.error(answer.mensaje);
    } catch {
      ctx.notify.error(failText);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Card title="Estado de las líneas" size="small">
      <Table<ServiceLineRow>
        size="small"
        rowKey="iddetalle"
        pagination={false}
        dataSource={order.items}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'tipo', title: 'Tipo', render: (_, l) => (l.servicio ? 'Mano de obra' : 'Repuesto') },
          { key: 'denominacion', dataIndex: 'denominacion', title: 'Descripción' },
          { key: 'cantidad', dataIndex: 'cantidad', title: 'Cantidad', align: 'right' },
          { key: 'importe', dataIndex: 'importe', title: 'Importe', align: 'right' },
          {
            key: 'estado',
            title: 'Estado',
            render: (_, l) => (
              <Flex gap={8}>
                <Select
                  size="small"
                  aria-label={`Estado de ${l.denominacion}`}
                  style={{ width: 120 }}
                  value={l.estado}
                  disabled={busy !== null}
                  loading={busy === l.iddetalle}
                  options={[...SERVICE_LINE_STATES.options]}
                  onChange={(estado: number) =>
                    run(
                      l.iddetalle,
                      () => call(calls.lineState, { body: { iddetalle: l.iddetalle, estado } }),
                      'Error al actualizar estado',
                    )
                  }
                />
                <Popconfirm
                  title={`¿Quitar ${l.denominacion} de la orden?`}
                  okText="Sí"
                  cancelText="No"
                  onConfirm={() =>
                    run(
                      l.iddetalle,
                      () => call(calls.removeLine, { body: { iddetalle: l.iddetalle } }),
                      'Error al quitar la línea',
                    )
                  }
                >
                  <Button size="small" danger disabled={busy !== null}>
                    Quitar
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
