import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { categoriaGasto, comprobante, formaPago, gastoOperativo, serie } from '../db/schema/index.js';
import type { SessionUser } from '../core/access.js';
import { persona } from '../db/schema/index.js';
import { inArray as anyOf } from 'drizzle-orm';

/** 'YYYY-MM-DD' `offset` days from `day`. */
const daysFrom = (day: string, offset: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** This month and the ones before `today` ('YYYY-MM-DD'): '2026-11-01', '2026-10-05', '2026-09-05'... */
const monthsBack = (today: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    // This month on its 1st (never a future day), the previous ones on the 5th.
    const d = new Date(`${today.slice(0, 7)}-${i === 0 ? '01' : '05'}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - i);
    return d.toISOString().slice(0, 10);
  });

/**
 * Finance demo data: petty cash receipt series for each branch, a closed cash of the admin with an
 * income and an expense receipt, a loan disbursed and its first instalment collected (counted with a
 * 2.00 shortage), and three months of operating expenses.
 */
export async function seedFinance(
  app: FastifyInstance,
  tx: Database,
  branches: { principal: number; arequipa: number },
  admin: SessionUser,
  today: string,
): Promise<void> {
  const types = await tx
    .select({ id: comprobante.idcomprobante, codigo: comprobante.codigo })
    .from(comprobante)
    .where(inArray(comprobante.codigo, ['CI', 'CE']));
  const typeId = (codigo: string) => types.find((t) => t.codigo === codigo)!.id;
  await tx
    .insert(serie)
    .values([
      { idcomprobante: typeId('CI'), idsucursal: branches.principal, serie: 'CI01' },
      { idcomprobante: typeId('CE'), idsucursal: branches.principal, serie: 'CE01' },
      { idcomprobante: typeId('CI'), idsucursal: branches.arequipa, serie: 'CI02' },
      { idcomprobante: typeId('CE'), idsucursal: branches.arequipa, serie: 'CE02' },
    ])
    .onConflictDoNothing();

  const [efectivo] = await tx
    .select({ id: formaPago.idformapago })
    .from(formaPago)
    .where(eq(formaPago.nombre, 'Efectivo'));
  const { cash, pettyCash: receipts, loans } = app.finance;
  const opened = await cash.open({ monto_apertura: '1000.00', observacion: 'Fondo de caja del día' }, tx, admin);
  await receipts.create(
    {
      tipo: 'I',
      monto: '80.00',
      concepto: 'Reposición de fondo de caja chica',
      persona_nombre: 'CARMEN PAREDES LAZO',
      persona_documento: '41236980',
      idformapago: efectivo!.id,
    },
    tx,
    admin,
  );
  await receipts.create(
    {
      tipo: 'E',
      monto: '35.50',
      concepto: 'Compra de útiles de limpieza',
      persona_nombre: 'BODEGA SAN JOSÉ E.I.R.L.',
      persona_documento: '20100066603',
      idformapago: efectivo!.id,
      documento_sustento: 'Boleta B002-00004567',
    },
    tx,
    admin,
  );
  // A loan to the first demo client (flat 3 % monthly, 2 instalments of 265.00), its first instalment overdue and then paid.
  const [client] = await tx
    .select({ id: persona.idpersona })
    .from(persona)
    .where(anyOf(persona.ubica_persona, [1, 3]))
    .orderBy(sql`${persona.numero_documento} like '0000%'`, persona.idpersona)
    .limit(1);
  let expected = '1044.50';
  if (client) {
    const loan = await loans.create(
      {
        idpersona: client.id,
        monto: '500.00',
        tasa: '3',
        periodo_tasa: 'mensual',
        metodo: 'flat',
        cuotas: 2,
        frecuencia: 'mensual',
        primer_vencimiento: daysFrom(today, -10),
        fecha: daysFrom(today, -40),
        idformapago: efectivo!.id,
        observacion: 'Capital de trabajo',
      },
      tx,
      admin,
    );
    await loans.pay({ idprestamo: loan.idprestamo, importe: '265.00', idformapago: efectivo!.id }, tx, admin);
    expected = '809.50';
  }
  // Expected 1000 + 80 − 35.50 (− 500 + 265 with the loan); counted 2.00 less: a shortage.
  const contado = (Number(expected) - 2).toFixed(2);
  await cash.close(
    {
      idapertura: opened.idapertura,
      conteos: [{ idformapago: efectivo!.id, contado }],
      observacion: 'Faltante de S/ 2.00 por vuelto',
    },
    tx,
    admin,
  );

  const categories = await tx
    .select({ id: categoriaGasto.idcategoria, nombre: categoriaGasto.nombre })
    .from(categoriaGasto);
  const category = (start: string) => categories.find((c) => c.nombre.startsWith(start))!.id;
  const expenses = monthsBack(today, 3).flatMap((fecha) =>
    [
      {
        idcategoria: category('Alquiler'),
        descripcion: 'Alquiler del local de Miraflores',
        monto: '3500.00',
        documento: 'Recibo de arrendamiento',
      },
      { idcategoria: category('Servicios'), descripcion: 'Luz del Sur y Sedapal', monto: '412.80', documento: null },
      { idcategoria: category('Sueldos'), descripcion: 'Planilla del mes', monto: '6600.00', documento: null },
    ].map((e) => ({ ...e, fecha, idsucursal: branches.principal, idusuario: admin.idusuario })),
  );
  await tx.insert(gastoOperativo).values(expenses);
}
