import { todayLima } from '@trade/formats';
import type { FastifyInstance } from 'fastify';
import type { ProformaBody } from '@trade/contracts/billing-cpe';
import { empresaConfig } from '../db/schema/index.js';
import { type Tx, demoLookups } from './lookups.js';

function day(offset: number): string {
  const date = new Date(`${todayLima()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * Demo proformas through the proformas service, one or more in every state: open (one in dollars),
 * expired (validity date past) and converted into a nota de venta made from it by the sales service
 * (the way the sale screen converts one). The company's "sale requires an open cash" is lifted while
 * seeding, as the sales seed does.
 */
export async function seedProformas(
  app: FastifyInstance,
  tx: Tx,
  actorIn: { idusuario: number; idsucursal: number },
): Promise<void> {
  const { proformas, sales } = app.billing;
  const actor = { ...actorIn, rol: 'admin' };
  const { personId: client, product, seriesId } = await demoLookups(tx);
  const item = (codigo: string, cantidad: string, precio_unitario: string, descuento?: string) => ({
    ...product(codigo),
    cantidad,
    precio_unitario,
    ...(descuento ? { descuento } : {}),
  });
  const TERMS = 'Precios incluyen IGV.\nStock sujeto a disponibilidad al momento de la compra.';
  const demos: ProformaBody[] = [
    {
      proforma: {
        idmoneda: 1,
        fecha: day(-30),
        fecha_validez: day(-15),
        idpersona: client('20601234565'),
        forma_pago: 'Contado',
        condiciones: TERMS,
      },
      detalles: [item('FER-0002', '40', '42.90'), item('FER-0003', '30', '24.50')],
    },
    {
      proforma: {
        idmoneda: 1,
        fecha: day(-12),
        fecha_validez: day(-2),
        idpersona: client('46027897'),
        forma_pago: 'Contado',
      },
      detalles: [item('FER-0007', '4', '45.90'), item('FER-0009', '2', '28.00')],
    },
    {
      proforma: {
        idmoneda: 1,
        fecha: day(-5),
        idpersona: client('20456789120'),
        forma_pago: 'Crédito a 30 días',
        tiempo_entrega: '48 horas',
        condiciones: TERMS,
        observaciones: 'Obra: Av. Arequipa 1200',
      },
      detalles: [
        item('FER-0001', '100', '32.50'),
        item('FER-0004', '20', '6.50'),
        item('FER-0016', '4', '35.00', '5.00'),
      ],
    },
    {
      proforma: {
        idmoneda: 2,
        tipo_cambio: '3.7500',
        fecha: day(-2),
        idpersona: client('20498765433'),
        forma_pago: '50% adelanto, saldo contra entrega',
        tiempo_entrega: '5 días hábiles',
        condiciones: TERMS,
      },
      detalles: [item('FER-0014', '2', '289.90'), item('FER-0015', '2', '199.00')],
    },
    {
      proforma: { idmoneda: 1, fecha: day(0), idpersona: client('70214589') },
      detalles: [item('FER-0022', '1', '65.00'), item('FER-0023', '2', '22.00')],
    },
  ];
  for (const d of demos) await proformas.create(d, tx, actor);

  // One proforma sold: a nota de venta made from it converts it (in the sale's transaction).
  const sold = await proformas.create(
    {
      proforma: { idmoneda: 1, fecha: day(-3), idpersona: client('46027897'), forma_pago: 'Contado' },
      detalles: [item('FER-0017', '2', '24.90'), item('FER-0020', '4', '6.50')],
    },
    tx,
    actor,
  );
  const [config] = await tx.select({ value: empresaConfig.venta_requiere_caja }).from(empresaConfig).limit(1);
  await tx.update(empresaConfig).set({ venta_requiere_caja: false });
  await sales.create(
    {
      facturacion: {
        idserie: seriesId('NV01'),
        fecha: day(-2),
        idpersona: sold.idpersona,
        idmoneda: 1,
        tipo_pago_id: 1,
        idproforma: sold.idproforma,
      },
      detalles: sold.detalles.map((l) => ({
        producto_id: l.producto_id,
        unidad_medida_id: l.unidad_medida_id,
        cantidad: l.cantidad,
        precio_unitario: l.precio_unitario,
      })),
    },
    tx,
    actor,
    { enviar: false },
  );
  await tx.update(empresaConfig).set({ venta_requiere_caja: config?.value ?? true });
}
