import { todayLima } from '@trade/formats';
import type { FastifyInstance } from 'fastify';
import { type SaleBody, orders as ordersContract } from '@trade/contracts/billing-cpe';
import { almacen, empresaConfig } from '../db/schema/index.js';
import { asAuditedCall } from './audited.js';
import { type Tx, demoLookups } from './lookups.js';

/**
 * Demo orders in each state, made through the orders and sales services as the screens make them:
 * one open (its stock reserved, "comprometido" in the kardex), one partly delivered by a nota de
 * venta, one invoiced whole, and one annulled (nothing reserved). Small quantities of the main
 * branch's default warehouse.
 */
export async function seedOrders(
  app: FastifyInstance,
  tx: Tx,
  actorIn: { idusuario: number; idsucursal: number },
): Promise<void> {
  const { orders, sales } = app.billing;
  const actor = { ...actorIn, rol: 'admin' };

  const stores = await tx
    .select({ id: almacen.idalmacen, sucursal: almacen.idsucursal, predeterminado: almacen.predeterminado })
    .from(almacen);
  const idalmacen = (stores.find((s) => s.sucursal === actorIn.idsucursal && s.predeterminado) ?? stores[0])!.id;
  const { personId: client, product, seriesId } = await demoLookups(tx);
  const item = (codigo: string, cantidad: string, precio_unitario: string) => ({
    ...product(codigo),
    cantidad,
    precio_unitario,
  });
  const nv01 = seriesId('NV01');
  const order = (doc: string, detalles: ReturnType<typeof item>[], observaciones: string) =>
    orders.save(
      { pedido: { idpersona: client(doc), idmoneda: 1, idalmacen, fecha: todayLima(), observaciones }, detalles },
      tx,
      actor,
    );
  const invoice = (o: Awaited<ReturnType<typeof order>>, lines: [number, string][]) => {
    const detalles: SaleBody['detalles'] = lines.map(([i, cantidad]) => {
      const l = o.detalles[i]!;
      return {
        producto_id: l.producto_id,
        unidad_medida_id: l.unidad_medida_id,
        cantidad,
        precio_unitario: l.precio_unitario,
        iddetalle_pedido: l.iddetalle,
      };
    });
    return sales.create(
      {
        facturacion: {
          idserie: nv01,
          idmoneda: 1,
          tipo_pago_id: 1,
          idpersona: o.idpersona,
          idalmacen,
          idpedido: o.idpedido,
          ticket: false,
        },
        detalles,
      },
      tx,
      actor,
      { enviar: false },
    );
  };

  const [config] = await tx.select({ value: empresaConfig.venta_requiere_caja }).from(empresaConfig).limit(1);
  await tx.update(empresaConfig).set({ venta_requiere_caja: false });

  await order(
    '20456789120',
    [item('FER-0007', '2', '45.90'), item('FER-0009', '3', '28.00')],
    'Recoge en tienda el viernes',
  );
  const partial = await order(
    '20601234565',
    [item('FER-0004', '6', '6.50'), item('FER-0008', '2', '22.50')],
    'Entrega en dos partes',
  );
  await invoice(partial, [[0, '4']]);
  const whole = await order(
    '46027897',
    [item('ABA-0010', '2', '12.90'), item('ABA-0002', '5', '4.20')],
    'Pedido por WhatsApp',
  );
  await invoice(whole, [
    [0, '2'],
    [1, '5'],
  ]);
  const annulled = await order('20498765433', [item('FER-0025', '3', '14.50')], 'Cotizado por teléfono');
  const annulment = { idpedido: annulled.idpedido, motivo: 'El cliente compró en otra tienda' };
  await asAuditedCall(tx, actor, ordersContract.endpoints.annul, { body: annulment }, () =>
    orders.annul(annulment, tx, actor),
  );

  await tx.update(empresaConfig).set({ venta_requiere_caja: config?.value ?? true });
}
