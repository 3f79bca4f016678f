import { useEffect, useRef, useState } from 'react';
import { Alert, Descriptions, Spin } from 'antd';
import { call } from '@trade/session';
import { ORDER_LOAD_ERROR, orders, type OrderDetail } from '@trade/contracts/billing-cpe';
import type { DocumentSection } from '@trade/ui';
import { pendingSaleLines } from '../orders/lines';

/*
 * A sale that invoices an order (/sales?documento=nuevo&pedido=15): the order is read once
 * (cpedido), the client, currency and warehouse are taken from it and its pending lines fill the
 * sale; the header keeps `idpedido`, and each line `extra.iddetalle_pedido`, so the saved sale
 * records what it invoiced. The user may lower quantities or remove lines (a partial delivery).
 */

export const orderFromUrl = () => Number(new URLSearchParams(window.location.search).get('pedido')) || null;

export function OrderPrefill({ section }: { section: DocumentSection }) {
  const { mode, header, patch, setLines } = section;
  const idpedido = mode === 'new' ? orderFromUrl() : null;
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const filled = useRef<number | null>(null);
  const order = (header._pedido as OrderDetail | undefined) ?? null;

  useEffect(() => {
    if (!idpedido || filled.current === idpedido) return;
    filled.current = idpedido;
    let live = true;
    setLoading(true);
    call(orders.endpoints.get, { params: { id: idpedido } })
      .then((answer) => {
        if (!live) return;
        const o = answer.status === 200 ? answer.detalles : null;
        if (!o) return setFailed(answer.mensaje || ORDER_LOAD_ERROR);
        if (o.estado !== 1 && o.estado !== 2)
          return setFailed(`El pedido ${o.documento} está ${o.estado_nombre.toLowerCase()}: no hay nada que facturar`);
        patch({
          _pedido: o,
          idpedido: o.idpedido,
          idpersona: o.idpersona,
          cliente: {
            idpersona: o.idpersona,
            numero_documento: o.cliente_documento,
            nombres: o.cliente,
            codigo_documento: o.cliente_tipo_documento === '6' ? '6' : o.cliente_tipo_documento,
          },
          codigo_comprobante: o.cliente_tipo_documento === '6' ? '01' : '03',
          moneda: o.moneda === 'USD' ? 'USD' : 'PEN',
          idalmacen: o.idalmacen,
          almacen: o.almacen,
          ...(o.observaciones ? { observaciones: o.observaciones } : {}),
        });
        setLines(pendingSaleLines(o.detalles));
      })
      .catch(() => live && setFailed(ORDER_LOAD_ERROR))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idpedido]);

  useEffect(() => {
    // The sale leaves from the order's warehouse, where its stock is reserved (the server refuses another).
    if (order && Number(header.idalmacen) !== order.idalmacen)
      patch({ idalmacen: order.idalmacen, almacen: order.almacen });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order, header.idalmacen]);

  if (!idpedido) return null;
  if (loading) return <Spin tip="Obteniendo pedido..." style={{ display: 'block', margin: 16 }} />;
  if (failed) return <Alert type="error" showIcon title={failed} />;
  if (!order) return null;
  const symbol = order.moneda === 'USD' ? 'US$' : 'S/';
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label="Pedido que factura"
      title={`Factura el pedido ${order.documento}`}
      description={
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'cliente', label: 'Cliente', children: `${order.cliente_documento} · ${order.cliente}` },
            { key: 'pendiente', label: 'Por facturar', children: `${symbol} ${order.pendiente}` },
            {
              key: 'nota',
              label: 'Entrega parcial',
              children: 'Baje cantidades o quite líneas para facturar una parte',
            },
          ]}
        />
      }
    />
  );
}
