import type { FastifyInstance } from 'fastify';
import { todayLima } from '@trade/formats';
import { eq } from 'drizzle-orm';
import { almacen, consultaConfig, cuentaBancaria, formaPago, persona } from '../db/schema/index.js';
import { clientCredits } from '@trade/contracts/purchasing-credits';
import { asAuditedCall } from './audited.js';
import { DEMO_WAREHOUSES } from './inventory.js';
import { type Tx, demoLookups } from './lookups.js';

/** tipo_documento ids (migration 0004). */
const DNI = 1;
const RUC = 2;
const CE = 3;
const VARIOS = 14;

/**
 * Demo clients and providers (fictional, numbers well formed: RUCs with SUNAT's check digit), two
 * of them flagged by SUNAT (not ACTIVO / not HABIDO) so the warning shows, and the lookup provider
 * set to the bundled stand-in.
 */
export const DEMO_PEOPLE = [
  { idtipodocumento: VARIOS, numero_documento: '00000000', nombres: 'CLIENTES VARIOS', ubica_persona: 1 },
  {
    idtipodocumento: DNI,
    numero_documento: '46027897',
    nombres: 'QUISPE MAMANI ROSA ELENA',
    direccion: 'JR. LOS LIRIOS 230, SAN MARTÍN DE PORRES',
    ubigeo: '150135',
    telefono: '987123456',
    ubica_persona: 1,
    limite_credito: '3000.00',
    dias_credito: 30,
  },
  {
    idtipodocumento: DNI,
    numero_documento: '70214589',
    nombres: 'HUAMÁN TORRES JORGE LUIS',
    direccion: 'AV. LOS PRÓCERES 1420, SANTIAGO DE SURCO',
    ubigeo: '150140',
    email: 'jhuaman@correo.pe',
    ubica_persona: 1,
    limite_credito: '1500.00',
    dias_credito: 15,
  },
  {
    idtipodocumento: CE,
    numero_documento: '001234567',
    nombres: 'SMITH JOHN MICHAEL',
    direccion: 'CALLE SCHELL 340, MIRAFLORES',
    ubigeo: '150122',
    ubica_persona: 1,
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20456789120',
    nombres: 'INVERSIONES PÉREZ & HIJOS S.R.L.',
    direccion: 'JR. JUNÍN 455, CERCADO DE LIMA',
    ubigeo: '150101',
    telefono: '01 4270011',
    email: 'compras@perezhijos.pe',
    ubica_persona: 1,
    limite_credito: '20000.00',
    dias_credito: 30,
    estado_sunat: 'ACTIVO',
    condicion_sunat: 'HABIDO',
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20601234565',
    nombres: 'TECNOLOGÍA DEL SUR E.I.R.L.',
    nombre_comercial: 'TECSUR',
    direccion: 'CALLE MERCADERES 310, AREQUIPA',
    ubigeo: '040101',
    ubica_persona: 3,
    limite_credito: '10000.00',
    dias_credito: 45,
    estado_sunat: 'ACTIVO',
    condicion_sunat: 'HABIDO',
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20498765433',
    nombres: 'COMERCIAL LOS ÁLAMOS S.A.C.',
    direccion: 'AV. EJÉRCITO 710, CAYMA, AREQUIPA',
    ubigeo: '040103',
    ubica_persona: 1,
    estado_sunat: 'SUSPENSION TEMPORAL',
    condicion_sunat: 'HABIDO',
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20100047218',
    nombres: 'DISTRIBUIDORA ANDINA S.A.C.',
    nombre_comercial: 'DISANDINA',
    direccion: 'AV. ARGENTINA 1245, CERCADO DE LIMA',
    ubigeo: '150101',
    telefono: '01 3361200',
    email: 'ventas@disandina.pe',
    ubica_persona: 2,
    estado_sunat: 'ACTIVO',
    condicion_sunat: 'HABIDO',
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20512345671',
    nombres: 'IMPORTACIONES DEL PACÍFICO S.A.',
    direccion: 'AV. NÉSTOR GAMBETTA 5120, CALLAO',
    ubigeo: '070101',
    ubica_persona: 2,
    estado_sunat: 'ACTIVO',
    condicion_sunat: 'HABIDO',
  },
  {
    idtipodocumento: RUC,
    numero_documento: '20387654322',
    nombres: 'SERVICIOS GENERALES ÑAUPA S.A.C.',
    direccion: 'MZ. C LT. 12, ASOC. LOS PINOS, SAN JUAN DE LURIGANCHO',
    ubigeo: '150132',
    ubica_persona: 2,
    estado_sunat: 'ACTIVO',
    condicion_sunat: 'NO HABIDO',
  },
] as const;

/** A Lima day `offset` days from today (negative: in the past). */
function day(offset: number): string {
  const date = new Date(`${todayLima()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * Credits of both sides with instalments in every state relative to today — paid, partly paid,
 * overdue in each ageing bucket, due this week, not yet due — and their payments (one cancelled),
 * written through the credits service like any other credit.
 */
async function seedCredits(
  app: FastifyInstance,
  tx: Tx,
  idOf: (numero: string) => number,
  ctx: { idusuario: number; idsucursal: number },
) {
  const credits = app.purchasingCredits.credits;
  const actor = { idusuario: ctx.idusuario, idsucursal: ctx.idsucursal };
  const forms = await tx.select({ id: formaPago.idformapago, nombre: formaPago.nombre }).from(formaPago);
  const form = (nombre: string) => forms.find((f) => f.nombre === nombre)!.id;
  const [bcp] = await tx.select({ id: cuentaBancaria.idcuentabancaria }).from(cuentaBancaria).limit(1);

  const open = async (
    kind: 'cliente' | 'proveedor',
    numero: string,
    documento: string,
    concepto: string,
    idmoneda: number,
    cuotas: [string, number][],
  ) => {
    const total = cuotas.reduce((sum, [monto]) => sum + Number(monto), 0).toFixed(2);
    const fecha = day(Math.min(...cuotas.map(([, due]) => due)) - 30);
    return credits.open(
      kind,
      {
        idpersona: idOf(numero),
        fecha,
        documento,
        concepto,
        idmoneda,
        total,
        cuotas: cuotas.map(([monto, due]) => ({ monto, fecha_vencimiento: day(due) })),
      },
      tx,
      actor,
    );
  };
  const pay = (
    kind: 'cliente' | 'proveedor',
    idcredito: number,
    importe: string,
    when: number,
    forma: string,
    extra: { referencia?: string; cuenta?: boolean } = {},
  ) =>
    credits.pay(
      kind,
      {
        idcredito,
        fecha: day(when),
        importe,
        idformapago: form(forma),
        idcuentabancaria: extra.cuenta ? (bcp?.id ?? null) : null,
        referencia: extra.referencia ?? null,
        idcuota: null,
      },
      tx,
      actor,
    );

  // Accounts receivable.
  const rosa = await open('cliente', '46027897', 'NV01-00000012', 'Compra de electrodomésticos en 3 cuotas', 1, [
    ['400.00', -40],
    ['400.00', -10],
    ['400.00', 20],
  ]);
  await pay('cliente', rosa.idcredito, '400.00', -41, 'Efectivo');
  await pay('cliente', rosa.idcredito, '150.00', -8, 'Yape', { referencia: 'Yape 948512' });
  await open('cliente', '20456789120', 'F001-00000045', 'Venta de mercadería al crédito', 1, [
    ['4250.00', -95],
    ['4250.00', -65],
  ]);
  const jorge = await open('cliente', '70214589', 'B001-00000230', 'Venta al crédito 7 días', 1, [['600.00', 3]]);
  const wrong = await pay('cliente', jorge.idcredito, '200.00', -1, 'Efectivo');
  await asAuditedCall(tx, actor, clientCredits.endpoints.cancelPayment, { params: { id: wrong.idpago } }, () =>
    credits.cancelPayment('cliente', wrong.idpago, tx, actor),
  );
  const paidOff = await open('cliente', '70214589', 'B001-00000198', 'Venta al crédito', 1, [['350.00', -20]]);
  await pay('cliente', paidOff.idcredito, '350.00', -21, 'Transferencia bancaria', {
    referencia: 'Op. 00458712',
    cuenta: true,
  });
  const tecsur = await open('cliente', '20601234565', 'F001-00000051', 'Equipos de cómputo', 1, [
    ['1200.00', -35],
    ['1200.00', 45],
  ]);
  await pay('cliente', tecsur.idcredito, '500.00', -30, 'Depósito en cuenta', {
    referencia: 'Dep. 7781',
    cuenta: true,
  });

  // Accounts payable.
  const andina = await open('proveedor', '20100047218', 'F001-00012345', 'Compra de mercadería en 3 letras', 1, [
    ['5000.00', -30],
    ['5000.00', 5],
    ['5000.00', 35],
  ]);
  await pay('proveedor', andina.idcredito, '5000.00', -30, 'Transferencia bancaria', {
    referencia: 'Op. 10045871',
    cuenta: true,
  });
  await open('proveedor', '20512345671', 'F002-00000871', 'Importación de repuestos (US$)', 2, [
    ['2400.00', -50],
    ['2400.00', 10],
  ]);
  const naupa = await open('proveedor', '20387654322', 'F001-00000310', 'Servicio de mantenimiento', 1, [
    ['1800.00', -15],
  ]);
  await pay('proveedor', naupa.idcredito, '800.00', -12, 'Cheque', { referencia: 'Cheque 000245' });
  await open('proveedor', '20601234565', 'F001-00000099', 'Accesorios de cómputo', 1, [['1000.00', 60]]);
}

export async function seedPurchasingCredits(
  app: FastifyInstance,
  tx: Tx,
  ctx: { idempresa: number; idusuario: number; idsucursal: number },
): Promise<void> {
  await tx
    .insert(consultaConfig)
    .values({ idempresa: ctx.idempresa, url: '/consulta-simulador/v2', actualizado: new Date() });
  const people = await tx
    .insert(persona)
    .values(DEMO_PEOPLE.map((p) => ({ ...p })))
    .returning({ id: persona.idpersona, numero: persona.numero_documento });
  const idOf = (numero: string) => people.find((p) => p.numero === numero)!.id;
  await seedCredits(app, tx, idOf, ctx);
}

/**
 * Demo purchases through the real purchase service (after the inventory seed: they need products
 * and warehouses): cash and credit, in soles and in dollars, one with Bosch angle grinders and their serials.
 */
export async function seedPurchases(
  app: FastifyInstance,
  tx: Tx,
  ctx: { idusuario: number; idsucursal: number },
): Promise<void> {
  const purchases = app.purchasingCredits.purchases;
  const actor = { idusuario: ctx.idusuario, idsucursal: ctx.idsucursal };
  const { personId: provider, product } = await demoLookups(tx);
  const item = (
    codigo: string,
    cantidad: string,
    costo_unitario: string,
    extra: { series?: string[]; tipo_afectacion?: '10' | '20' | '30'; descuento?: string } = {},
  ) => ({ ...product(codigo), cantidad, costo_unitario, ...extra });
  const [principal] = await tx
    .select({ id: almacen.idalmacen })
    .from(almacen)
    .where(eq(almacen.nombre, DEMO_WAREHOUSES.principal));
  const [deposito] = await tx
    .select({ id: almacen.idalmacen })
    .from(almacen)
    .where(eq(almacen.nombre, DEMO_WAREHOUSES.deposito));

  // Products the inventory tests do not count on (their demo stock stays as the inventory seed left it).
  await purchases.create(
    {
      idpersona: provider('20100047218'),
      tipo_documento: '01',
      serie: 'F001',
      numero: 12480,
      fecha: day(-12),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen: principal!.id,
      observacion: 'Reposición de yeso y thinner',
      items: [item('FER-0006', '100', '12.30'), item('FER-0009', '40', '20.80', { descuento: '20.00' })],
    },
    tx,
    actor,
  );
  await purchases.create(
    {
      idpersona: provider('20512345671'),
      tipo_documento: '01',
      serie: 'F002',
      numero: 905,
      fecha: day(-6),
      idmoneda: 2,
      tipo_cambio: '3.7450',
      tipo_pago_id: 2,
      idalmacen: principal!.id,
      incluye_igv: true,
      observacion: 'Importación de amoladoras Bosch y accesorios en 3 letras',
      cuotas: [
        { monto: '177.67', fecha_vencimiento: day(24) },
        { monto: '177.67', fecha_vencimiento: day(54) },
        { monto: '177.66', fecha_vencimiento: day(84) },
      ],
      items: [
        item('FER-0015', '4', '52.00', {
          series: ['BOSCH-GWS-7001', 'BOSCH-GWS-7002', 'BOSCH-GWS-7003', 'BOSCH-GWS-7004'],
        }),
        item('FER-0013', '50', '3.50'),
        item('FER-0018', '100', '1.50'),
      ],
    },
    tx,
    actor,
  );
  await purchases.create(
    {
      idpersona: provider('20601234565'),
      tipo_documento: '01',
      serie: 'F001',
      numero: 133,
      fecha: day(-3),
      idmoneda: 1,
      tipo_pago_id: 2,
      idalmacen: deposito!.id,
      items: [item('ABA-0005', '60', '2.85'), item('ABA-0015', '30', '7.60', { tipo_afectacion: '20' })],
    },
    tx,
    actor,
  );
  await purchases.create(
    {
      idpersona: provider('20387654322'),
      tipo_documento: '03',
      serie: 'B001',
      numero: 4410,
      fecha: day(-1),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen: principal!.id,
      incluye_igv: true,
      items: [item('FER-0025', '24', '12.00')],
    },
    tx,
    actor,
  );
}
