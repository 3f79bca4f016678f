import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  banco,
  canalVenta,
  departamento,
  distrito,
  formaPago,
  moneda,
  provincia,
  tipoDocumento,
  tipoGuia,
  tipoPago,
} from '../../db/schema/index.js';
import { wordsFilter } from '../../core/lists.js';
import { notFound } from '../../core/envelope.js';

/** Reference lists (seeded by migration). */
export function referenceRepository(db: Database) {
  return {
    currencies: () => db.select().from(moneda).orderBy(asc(moneda.idmoneda)),
    paymentTypes: () => db.select().from(tipoPago).orderBy(asc(tipoPago.idtipopago)),
    /** Forms of payment of a payment type (0 = all). */
    async paymentForms(idtipopago: number) {
      if (idtipopago !== 0) {
        const [type] = await db.select().from(tipoPago).where(eq(tipoPago.idtipopago, idtipopago));
        if (!type) throw notFound('El tipo de pago');
      }
      return db
        .select({
          idformapago: formaPago.idformapago,
          idtipopago: formaPago.idtipopago,
          nombre: formaPago.nombre,
          dias: formaPago.dias,
        })
        .from(formaPago)
        .where(and(eq(formaPago.estado, 1), idtipopago === 0 ? undefined : eq(formaPago.idtipopago, idtipopago)))
        .orderBy(asc(formaPago.idtipopago), asc(formaPago.orden));
    },
    banks: () =>
      db
        .select({ idbanco: banco.idbanco, nombre: banco.nombre, abreviatura: banco.abreviatura })
        .from(banco)
        .where(eq(banco.estado, 1))
        .orderBy(asc(banco.orden)),
    channels: () =>
      db
        .select({ idcanal: canalVenta.idcanal, nombre: canalVenta.nombre })
        .from(canalVenta)
        .where(eq(canalVenta.estado, 1))
        .orderBy(asc(canalVenta.orden)),
    documentTypes: () =>
      db
        .select({
          idtipodocumento: tipoDocumento.idtipodocumento,
          codigo: tipoDocumento.codigo,
          nombre: tipoDocumento.nombre,
          abreviatura: tipoDocumento.abreviatura,
        })
        .from(tipoDocumento)
        .orderBy(asc(tipoDocumento.orden)),
    guideTypes: () => db.select().from(tipoGuia).orderBy(asc(tipoGuia.idtipoguia)),
    departments: () => db.select().from(departamento).orderBy(asc(departamento.nombre)),
    provinces: (iddepartamento?: string) =>
      db
        .select()
        .from(provincia)
        .where(iddepartamento ? eq(provincia.iddepartamento, iddepartamento) : undefined)
        .orderBy(asc(provincia.nombre)),
    districts: (filter: { idprovincia?: string; iddepartamento?: string; q?: string }) =>
      db
        .select()
        .from(distrito)
        .where(
          and(
            ...([
              filter.idprovincia ? eq(distrito.idprovincia, filter.idprovincia) : undefined,
              filter.iddepartamento ? eq(distrito.iddepartamento, filter.iddepartamento) : undefined,
              wordsFilter(filter.q, [distrito.nombre, distrito.iddistrito]),
            ] as (SQL | undefined)[]),
          ),
        )
        .orderBy(asc(distrito.nombre)),
  };
}
