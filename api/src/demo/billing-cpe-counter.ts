import type { FastifyInstance } from 'fastify';
import type { DraftLine } from '@trade/contracts/billing-cpe';
import { type Tx, demoLookups } from './lookups.js';

/**
 * Demo sales in progress on the counter, through its drafts repository: the admin has two parked
 * (a customer who went for their wallet, another whose rice is being weighed); the seller one on
 * their counter now. The admin's counter opens empty, ready to scan.
 */
export async function seedCounter(
  app: FastifyInstance,
  tx: Tx,
  users: { admin: number; seller: number | null; idsucursal: number },
): Promise<void> {
  const drafts = app.billing.counterDrafts;
  const { product, seriesId } = await demoLookups(tx);
  const line = (codigo: string, descripcion: string, unidad: string, cantidad: string, precio: string): DraftLine => ({
    ...product(codigo),
    descripcion,
    codigo,
    abreviatura: unidad,
    factor: '1',
    codigo_sunat: null,
    tipo_afectacion: '10',
    control_stock: true,
    icbper: false,
    cantidad,
    precio,
  });
  const boleta = (lineas: DraftLine[]) => ({
    codigo_comprobante: '03' as const,
    idserie: seriesId('B001'),
    idpersona: null,
    cliente: null,
    lineas,
  });
  const admin = { idusuario: users.admin, idsucursal: users.idsucursal };
  const parked: [string, DraftLine[], string][] = [
    ['Cliente que fue por su billetera', [line('ABA-0003', 'Aceite vegetal Primor 1 L', 'BOT', '2', '10.50')], '21.00'],
    [
      'Señora del arroz a granel',
      [
        line('ABA-0001', 'Arroz extra Costeño 5 kg', 'BOLSA', '1', '24.90'),
        line('ABA-0004', 'Leche evaporada Gloria 400 g', 'LATA', '6', '4.30'),
      ],
      '50.70',
    ],
  ];
  for (const [etiqueta, lineas, total] of parked) {
    await drafts.save(admin, { datos: boleta(lineas), total }, tx);
    await drafts.park(admin, etiqueta, tx);
  }
  if (users.seller)
    await drafts.save(
      { idusuario: users.seller, idsucursal: users.idsucursal },
      { datos: boleta([line('ABA-0002', 'Azúcar rubia 1 kg', 'BOLSA', '3', '4.20')]), total: '12.60' },
      tx,
    );
}
