import { Link } from 'react-router-dom';
import { Button, Card, Descriptions, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '@trade/formats';
import { call } from '@trade/session';
import { ORDER_ERROR, ORDER_STATES, orders, type OrderDetail, type OrderLineRow } from '@trade/contracts/billing-cpe';
import { SentMails, StateTag, type DocumentContext, type DocumentRecord } from '@trade/ui';

/*
 * A saved order's own parts below its lines: its state and what is left to invoice, the pending
 * lines (one removed at a time while nothing of it was invoiced), the sales that invoiced it, its
 * consumption notes and its mails.
 */

export function OrderSections({ record, ctx }: { record: DocumentRecord; ctx: DocumentContext }) {
  const order = record.raw as OrderDetail;
  const symbol = order.moneda === 'USD' ? 'US$' : 'S/';
  const writable = order.estado === 1 || order.estado === 2;
  const remove = async (line: OrderLineRow) => {
    try {
      const answer = await call(orders.endpoints.removeLine, {
        body: { idpedido: order.idpedido, iddetalle: line.iddetalle },
      });
      if (answer.status === 200) {
        ctx.notify.success(answer.mensaje);
        await ctx.reload();
      } else ctx.notify.error(answer.mensaje);
    } catch {
      ctx.notify.error(ORDER_ERROR);
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Estado del pedido" role="region" aria-label="Estado del pedido">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'estado',
              label: 'Estado',
              children: <StateTag states={ORDER_STATES.states} value={order.estado} aria-label="Estado del pedido" />,
            },
            {
              key: 'pendiente',
              label: 'Por facturar',
              children: <span aria-label="Por facturar">{`${symbol} ${order.pendiente}`}</span>,
            },
            { key: 'almacen', label: 'Reserva en', children: order.almacen },
            ...(order.fecha_entrega
              ? [{ key: 'entrega', label: 'Entrega', children: formatDate(order.fecha_entrega) }]
              : []),
            ...(order.estado === 0 && order.motivo_anulacion
              ? [{ key: 'motivo', label: 'Motivo de la anulación', children: order.motivo_anulacion }]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title="Avance por línea" role="region" aria-label="Avance por línea">
        <Table<OrderLineRow>
          size="small"
          rowKey="iddetalle"
          pagination={false}
          scroll={{ x: 600 }}
          dataSource={order.detalles}
          columns={[
            { key: 'item', title: '#', dataIndex: 'item', width: 40 },
            { key: 'd', title: 'Producto', dataIndex: 'descripcion', ellipsis: true },
            { key: 'c', title: 'Pedido', align: 'right', render: (_v, l) => `${Number(l.cantidad)} ${l.abreviatura}` },
            { key: 'f', title: 'Facturado', align: 'right', render: (_v, l) => Number(l.facturada) },
            {
              key: 'p',
              title: 'Pendiente',
              align: 'right',
              render: (_v, l) => <span aria-label={`Pendiente de ${l.descripcion}`}>{Number(l.pendiente)}</span>,
            },
            { key: 'r', title: 'Reservado', align: 'right', render: (_v, l) => Number(l.reservado) },
            {
              key: 'x',
              width: 48,
              render: (_v, l) =>
                writable && Number(l.facturada) === 0 && order.detalles.length > 1 ? (
                  <Popconfirm
                    title={`¿Quitar ${l.descripcion} del pedido?`}
                    okText="Sí"
                    cancelText="No"
                    onConfirm={() => void remove(l)}
                  >
                    <Button size="small" aria-label={`Quitar ${l.descripcion}`} icon={<DeleteOutlined />} />
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Card>
      {order.ventas.length > 0 && (
        <Card size="small" title="Ventas que lo facturaron" role="region" aria-label="Ventas que lo facturaron">
          <Table
            size="small"
            rowKey={(r) => `${r.idventa}-${r.iddetalle}`}
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={order.ventas}
            columns={[
              {
                key: 'doc',
                title: 'Comprobante',
                render: (_v, r) => <Link to={`/sales?documento=${r.idventa}`}>{r.documento}</Link>,
              },
              { key: 'fecha', title: 'Fecha', render: (_v, r) => formatDate(r.fecha) },
              { key: 'd', title: 'Producto', dataIndex: 'descripcion', ellipsis: true },
              { key: 'c', title: 'Cantidad', align: 'right', render: (_v, r) => Number(r.cantidad) },
              {
                key: 'e',
                title: 'Estado',
                render: (_v, r) =>
                  r.estado_venta === 1 ? 'Emitida' : <Typography.Text type="danger">Anulada</Typography.Text>,
              },
            ]}
          />
        </Card>
      )}
      {order.notas_consumo.length > 0 && (
        <Card size="small" title="Notas de consumo" role="region" aria-label="Notas de consumo">
          <Table
            size="small"
            rowKey="pedido_nota_consumo_maestro_id"
            pagination={false}
            dataSource={order.notas_consumo}
            columns={[
              { key: 'n', title: 'N.º', dataIndex: 'pedido_nota_consumo_maestro_id' },
              { key: 'r', title: 'Referencia', render: (_v, r) => r.referencia ?? '—' },
              { key: 'c', title: 'Categoría', dataIndex: 'categoria' },
              { key: 'l', title: 'Líneas', dataIndex: 'lineas', align: 'right' },
              { key: 't', title: 'Total', align: 'right', render: (_v, r) => `${symbol} ${r.total}` },
              { key: 'u', title: 'Registró', render: (_v, r) => `${r.usuario} · ${formatDateTime(r.creado)}` },
            ]}
          />
        </Card>
      )}
      <SentMails mails={order.correos} label="Correos del pedido" />
    </Space>
  );
}
