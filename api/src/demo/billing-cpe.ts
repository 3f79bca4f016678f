import { eq } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import type { FastifyInstance } from 'fastify';
import type { SaleBody } from '@trade/contracts/billing-cpe';
import type { Database } from '../db/client.js';
import { cpeDocumento, empresaConfig, venta } from '../db/schema/index.js';
import { cpeRepository } from '../cpe/queue/repository.js';
import { buildCdrZip } from '../cpe/simulator/cdr.js';
import { acceptedDescription, inspect } from '../cpe/simulator/checks.js';
import { describeSunatCode } from '../cpe/codes.js';
import { type Tx, demoLookups } from './lookups.js';

/** A Lima day `offset` days from today (negative: in the past). */
function day(offset: number): string {
  const date = new Date(`${todayLima()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The demo series used here (series seeded by demo.ts) and the rejection the simulator's rule gives one document. */
const REJECTED_CODE = 2800;

/**
 * A living sales book: about 30 sales over the last two weeks (facturas, boletas, notas de venta;
 * cash and credit; one in dollars; some to dispatch), saved through the sales service exactly as the
 * screen saves them. Their CPEs are signed by the engine and handed to the simulator's checks
 * in-process (no network, nothing left in the send queue): accepted with the simulator's CDR, one
 * rejected the way the simulator's rejectSeries fault rejects a series (code 2800) and one left signed, pending to send.
 * The cash is not required while seeding (the demo's closed cash keeps its figures).
 */
export async function seedSales(
  app: FastifyInstance,
  tx: Tx,
  actorIn: { idusuario: number; idsucursal: number },
): Promise<void> {
  const db = tx as unknown as Database;
  const sales = app.billing.sales;
  const actor = { ...actorIn, rol: 'admin' };

  const [config] = await tx.select({ value: empresaConfig.venta_requiere_caja }).from(empresaConfig).limit(1);
  await tx.update(empresaConfig).set({ venta_requiere_caja: false });

  const { personId: client, product, seriesId: idserie } = await demoLookups(tx);
  const item = (
    codigo: string,
    cantidad: string,
    precio_unitario: string,
    extra: Partial<SaleBody['detalles'][number]> = {},
  ) => ({ ...product(codigo), cantidad, precio_unitario, ...extra });

  type Demo = {
    serie: string;
    dias: number;
    cliente?: string;
    items: SaleBody['detalles'];
    extra?: Partial<SaleBody['facturacion']>;
    cuotas?: SaleBody['cuotas'];
    pagos?: SaleBody['pagos'];
  };
  const EFECTIVO = 1;
  const YAPE = 6;
  const demos: Demo[] = [
    {
      serie: 'F001',
      dias: -14,
      cliente: '20456789120',
      items: [item('FER-0007', '6', '45.90'), item('FER-0009', '4', '28.00')],
    },
    {
      serie: 'B001',
      dias: -14,
      items: [item('ABA-0002', '5', '4.20'), item('ABA-0005', '6', '3.80'), item('ABA-0016', '2', '0.10')],
    },
    {
      serie: 'B001',
      dias: -13,
      cliente: '46027897',
      items: [item('ABA-0010', '2', '12.90'), item('ABA-0012', '3', '6.90')],
      pagos: [
        { idformapago: YAPE, monto: '40.00', referencia: 'YP-55120' },
        { idformapago: EFECTIVO, monto: '10.00' },
      ],
    },
    { serie: 'NV01', dias: -13, items: [item('ABA-0009', '10', '3.20'), item('ABA-0014', '12', '1.50')] },
    {
      serie: 'F001',
      dias: -12,
      cliente: '20601234565',
      items: [item('FER-0021', '16', '7.50'), item('FER-0008', '4', '22.50')],
      extra: { tipo_pago_id: 2 },
      cuotas: [
        { monto: '100.00', fecha_vencimiento: day(3) },
        { monto: '110.00', fecha_vencimiento: day(18) },
      ],
    },
    { serie: 'B001', dias: -11, items: [item('ABA-0006', '4', '6.20'), item('ABA-0011', '3', '3.50')] },
    {
      serie: 'F001',
      dias: -10,
      cliente: '20498765433',
      items: [item('FER-0025', '12', '14.50'), item('FER-0004', '5', '6.50')],
      extra: { aplica_despacho: true, direccion_entrega: 'Av. Ejército 710, Cayma, Arequipa' },
    },
    {
      serie: 'B001',
      dias: -10,
      cliente: '70214589',
      items: [item('ABA-0011', '8', '3.50'), item('FER-0011', '16', '0.80')],
      pagos: [{ idformapago: EFECTIVO, monto: '100.00' }],
    },
    {
      serie: 'NV01',
      dias: -9,
      cliente: '46027897',
      items: [item('ABA-0002', '10', '4.20')],
      extra: { tipo_pago_id: 2 },
    },
    {
      serie: 'F001',
      dias: -9,
      cliente: '20456789120',
      items: [item('FER-0004', '5', '6.50'), item('FER-0009', '2', '28.00')],
    },
    {
      serie: 'B001',
      dias: -8,
      items: [item('ABA-0006', '3', '6.20'), item('ABA-0002', '6', '4.20'), item('ABA-0016', '3', '0.10')],
    },
    {
      serie: 'F001',
      dias: -8,
      cliente: '20456789120',
      items: [item('FER-0007', '10', '45.90')],
      extra: { idmoneda: 2, tipo_cambio: '3.7500', observaciones: 'Precio pactado en dólares' },
    },
    {
      serie: 'B001',
      dias: -7,
      cliente: '001234567',
      items: [item('FER-0008', '2', '22.50'), item('ABA-0014', '5', '1.50')],
    },
    {
      serie: 'NV01',
      dias: -7,
      items: [item('ABA-0005', '20', '3.80')],
      extra: { aplica_despacho: true, direccion_entrega: 'Mercado de Surquillo, puesto 45' },
    },
    {
      serie: 'F001',
      dias: -6,
      cliente: '20601234565',
      items: [item('FER-0021', '6', '7.50'), item('FER-0021', '12', '7.50')],
      extra: { descuento_global: '10.00' },
    },
    {
      serie: 'B001',
      dias: -6,
      items: [item('ABA-0010', '1', '12.90'), item('ABA-0009', '4', '3.20')],
      pagos: [{ idformapago: EFECTIVO, monto: '50.00' }],
    },
    {
      serie: 'B001',
      dias: -5,
      cliente: '46027897',
      items: [item('ABA-0010', '1', '12.90'), item('ABA-0011', '2', '3.50', { gratuito: true })],
    },
    {
      serie: 'F001',
      dias: -5,
      cliente: '20456789120',
      items: [item('FER-0021', '12', '7.50')],
      extra: { tipo_pago_id: 2, aplica_despacho: true, direccion_entrega: 'Jr. Junín 455, Cercado de Lima' },
    },
    { serie: 'B001', dias: -4, items: [item('ABA-0012', '2', '6.90'), item('ABA-0014', '6', '1.50')] },
    { serie: 'NV01', dias: -4, items: [item('FER-0004', '3', '6.50'), item('ABA-0014', '4', '1.50')] },
    {
      serie: 'F001',
      dias: -3,
      cliente: '20498765433',
      items: [item('FER-0008', '1', '22.50'), item('FER-0008', '3', '22.50')],
    },
    {
      serie: 'B001',
      dias: -3,
      cliente: '70214589',
      items: [item('ABA-0011', '4', '3.50')],
      pagos: [
        { idformapago: YAPE, monto: '10.00', referencia: 'YP-55871' },
        { idformapago: EFECTIVO, monto: '10.00' },
      ],
    },
    { serie: 'B001', dias: -2, items: [item('ABA-0006', '6', '6.20'), item('ABA-0016', '1', '0.10')] },
    {
      serie: 'F001',
      dias: -2,
      cliente: '20601234565',
      items: [item('FER-0025', '6', '14.50')],
      extra: { aplica_despacho: true },
    },
    { serie: 'B001', dias: -1, items: [item('ABA-0002', '3', '4.20'), item('ABA-0006', '2', '6.20')] },
    { serie: 'NV01', dias: -1, cliente: '70214589', items: [item('ABA-0010', '2', '12.90')] },
    {
      serie: 'F001',
      dias: -1,
      cliente: '20456789120',
      items: [item('FER-0009', '3', '28.00'), item('FER-0009', '2', '28.00')],
    },
    { serie: 'B001', dias: 0, items: [item('ABA-0002', '12', '4.20'), item('ABA-0016', '2', '0.10')] },
    { serie: 'F001', dias: 0, cliente: '20601234565', items: [item('FER-0021', '4', '7.50')] },
    {
      serie: 'B001',
      dias: 0,
      cliente: '46027897',
      items: [item('ABA-0005', '5', '3.80'), item('ABA-0009', '2', '3.20')],
    },
  ];

  const repo = cpeRepository(db);
  const saved: { idventa: number; cpe: number | null; serie: string }[] = [];
  for (const d of demos) {
    const sale = await sales.create(
      {
        facturacion: {
          idserie: idserie(d.serie),
          fecha: day(d.dias),
          idpersona: d.cliente ? client(d.cliente) : null,
          idmoneda: 1,
          tipo_pago_id: 1,
          ticket: true,
          ...d.extra,
        },
        detalles: d.items,
        ...(d.cuotas ? { cuotas: d.cuotas } : {}),
        ...(d.pagos ? { pagos: d.pagos } : {}),
      },
      tx,
      actor,
      { enviar: false },
    );
    saved.push({ idventa: sale.idventa, cpe: sale.cpe?.id ?? null, serie: d.serie });
  }
  // Two dispatches already moved on.
  const toDispatch = await tx
    .select({ id: venta.idventa })
    .from(venta)
    .where(eq(venta.aplica_despacho, true))
    .orderBy(venta.idventa);
  if (toDispatch[0])
    await sales.dispatch(
      { idventa: toDispatch[0].id, estado: 2, observacion: 'Salió con el camión de reparto' },
      tx,
      actor,
    );
  if (toDispatch[0])
    await sales.dispatch(
      { idventa: toDispatch[0].id, estado: 3, observacion: 'Recibido por el almacenero' },
      tx,
      actor,
    );
  if (toDispatch[1]) await sales.dispatch({ idventa: toDispatch[1].id, estado: 2, observacion: null }, tx, actor);

  // The simulator's answer, in-process: its checks (schema, signature, SUNAT's rules) and its CDR.
  const electronic = saved.filter((s) => s.cpe);
  const rejected = electronic.filter((s) => s.serie === 'F001')[3]!.cpe;
  const pending = electronic.at(-1)!.cpe;
  for (const s of electronic) {
    if (s.cpe === pending) continue;
    const [row] = await tx.select().from(cpeDocumento).where(eq(cpeDocumento.id, s.cpe!));
    const received = inspect(`${row!.nombre}.zip`, row!.zip!, 'bill', row!.ruc);
    const code = s.cpe === rejected ? REJECTED_CODE : received.code;
    const description = code
      ? (describeSunatCode(code) ?? 'Rechazado')
      : acceptedDescription(received.tipoDoc, received.id);
    const cdrZip = buildCdrZip({
      nombre: received.nombre,
      referenceId: received.id,
      code,
      description,
      notes: code ? [] : received.notes,
      receiverRuc: received.ruc,
      recipient: received.recipient,
      documentTypeCode: received.tipoDoc,
      documentHash: received.hash,
    });
    const estado = code ? 'rechazado' : received.notes.length ? 'observado' : 'aceptado';
    await repo.update(
      row!.id,
      { estado, cdrZip, codigoRespuesta: code, descripcionRespuesta: description, intentos: 1, envios: 1 },
      { estado, detalle: `${code} - ${description}` },
      undefined,
      db,
    );
  }
  await tx.update(empresaConfig).set({ venta_requiere_caja: config?.value ?? true });
}
