import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categoriaGasto, comprobante, formaPago, gastoOperativo, serie } from '../schema/index.js';
import type { SessionUser } from '../../core/access.js';
import { cashRepository } from '../../areas/finance-loans/cash.repository.js';
import { pettyCashRepository } from '../../areas/finance-loans/petty-cash.repository.js';

/** The months before `today` ('YYYY-MM-DD'), as the 5th day of each: '2026-10-05', '2026-09-05'... */
const monthsBack = (today: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${today.slice(0, 7)}-05T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - i - 1);
    return d.toISOString().slice(0, 10);
  });

/**
 * Finance demo data: petty cash receipt series for each branch, a closed cash of the admin with an
 * income and an expense receipt (counted with a 2.00 shortage), and three months of operating expenses.
 */
export async function seedFinance(tx: Database, branches: { principal: number; arequipa: number }, admin: SessionUser, today: string): Promise<void> {
  const types = await tx.select({ id: comprobante.idcomprobante, codigo: comprobante.codigo }).from(comprobante).where(inArray(comprobante.codigo, ['CI', 'CE']));
  const typeId = (codigo: string) => types.find((t) => t.codigo === codigo)!.id;
  await tx.insert(serie).values([
    { idcomprobante: typeId('CI'), idsucursal: branches.principal, serie: 'CI01' },
    { idcomprobante: typeId('CE'), idsucursal: branches.principal, serie: 'CE01' },
    { idcomprobante: typeId('CI'), idsucursal: branches.arequipa, serie: 'CI02' },
    { idcomprobante: typeId('CE'), idsucursal: branches.arequipa, serie: 'CE02' },
  ]).onConflictDoNothing();

  const [efectivo] = await tx.select({ id: formaPago.idformapago }).from(formaPago).where(eq(formaPago.nombre, 'Efectivo'));
  const cash = cashRepository(tx);
  const receipts = pettyCashRepository(tx);
  const opened = await cash.open({ monto_apertura: '150.00', observacion: 'Fondo de caja del día' }, tx, admin);
  await receipts.create({ tipo: 'I', monto: '80.00', concepto: 'Reposición de fondo de caja chica', persona_nombre: 'CARMEN PAREDES LAZO', persona_documento: '41236980', idformapago: efectivo!.id }, tx, admin);
  await receipts.create({ tipo: 'E', monto: '35.50', concepto: 'Compra de útiles de limpieza', persona_nombre: 'BODEGA SAN JOSÉ E.I.R.L.', persona_documento: '20100066603', idformapago: efectivo!.id, documento_sustento: 'Boleta B002-00004567' }, tx, admin);
  // Expected 150 + 80 − 35.50 = 194.50; counted 192.50: a 2.00 shortage.
  await cash.close({ idapertura: opened.idapertura, conteos: [{ idformapago: efectivo!.id, contado: '192.50' }], observacion: 'Faltante de S/ 2.00 por vuelto' }, tx, admin);

  const categories = await tx.select({ id: categoriaGasto.idcategoria, nombre: categoriaGasto.nombre }).from(categoriaGasto);
  const category = (start: string) => categories.find((c) => c.nombre.startsWith(start))!.id;
  const expenses = monthsBack(today, 3).flatMap((fecha) => [
    { idcategoria: category('Alquiler'), descripcion: 'Alquiler del local de Miraflores', monto: '3500.00', documento: 'Recibo de arrendamiento' },
    { idcategoria: category('Servicios'), descripcion: 'Luz del Sur y Sedapal', monto: '412.80', documento: null },
    { idcategoria: category('Sueldos'), descripcion: 'Planilla del mes', monto: '6600.00', documento: null },
  ].map((e) => ({ ...e, fecha, idsucursal: branches.principal, idusuario: admin.idusuario })));
  await tx.insert(gastoOperativo).values(expenses);
}
