import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceOrderBody, ServiceOrderDetail } from '@trade/contracts/workshop';
import type { Executor } from '../../db/client.js';
import { almacen, empleado, estacion, ordenServicio, requerimiento } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { visitMileage, visitVehicle } from './visit.js';
import { LINE_ANNULLED } from './service-order-lines.js';
import type { PeopleDoor } from './doors.js';

const FINISHED = 3;
/** Requirement states an order sets: taken (2); freed ones are pending again (1). */
export const REQ_PENDING = 1;
export const REQ_TAKEN = 2;
export const REQ_ATTENDED = 3;

/** A service order's header (vehicle, customer, warehouse, station, technician, mileage, warranty) and the requirements it takes. */
export function orderHeader(people: PeopleDoor) {
  /** Checks the header: an active vehicle, customer, warehouse, station in service and technician; the mileage. */
  async function checkedHeader(input: ServiceOrderBody, ex: Executor, before?: ServiceOrderDetail) {
    const car = await visitVehicle(ex, people, input, before);
    const [store] = await ex
      .select({ estado: almacen.estado })
      .from(almacen)
      .where(eq(almacen.idalmacen, input.idalmacen));
    if (!store) throw notFound('El almacén');
    if (store.estado !== 1) throw new BusinessError('El almacén está desactivado');
    if (
      before &&
      before.idalmacen !== input.idalmacen &&
      before.items.some((l) => !l.servicio && l.estado !== LINE_ANNULLED)
    )
      throw new BusinessError('La orden ya sacó repuestos de su almacén; no se puede cambiar el almacén');
    if (input.idestacion) {
      const [bay] = await ex
        .select({ estado: estacion.estado })
        .from(estacion)
        .where(eq(estacion.idestacion, input.idestacion));
      if (!bay) throw notFound('La estación');
      if (bay.estado !== 1 && before?.idestacion !== input.idestacion)
        throw new BusinessError('La estación está fuera de servicio');
    }
    if (input.idempleado) {
      const [tech] = await ex
        .select({ estado: empleado.estado })
        .from(empleado)
        .where(eq(empleado.idempleado, input.idempleado));
      if (!tech) throw notFound('El técnico');
      if (tech.estado !== 1 && before?.idempleado !== input.idempleado)
        throw new BusinessError('El técnico está desactivado');
    }
    const km = await visitMileage(ex, car, input, before);
    if (input.idorden_garantia) await checkWarrantyOf(input.idorden_garantia, input.idvehiculo, ex, before);
    return {
      idvehiculo: input.idvehiculo,
      idpersona: input.idpersona,
      idalmacen: input.idalmacen,
      idestacion: input.idestacion ?? null,
      idempleado: input.idempleado ?? null,
      kilometraje: km,
      falla: input.falla.trim(),
      diagnostico: blankToNull(input.diagnostico),
      fecha_entrega: input.fecha_entrega || null,
      idorden_garantia: input.idorden_garantia ?? null,
    };
  }

  /** A warranty order redoes the work of a finished order of the same vehicle (not itself). */
  async function checkWarrantyOf(id: number, idvehiculo: number, ex: Executor, before?: ServiceOrderDetail) {
    const [first] = await ex
      .select({ estado: ordenServicio.estado, idvehiculo: ordenServicio.idvehiculo })
      .from(ordenServicio)
      .where(eq(ordenServicio.idordenservicio, id));
    if (!first || id === before?.idordenservicio) throw notFound('La orden original de la garantía');
    if (first.idvehiculo !== idvehiculo)
      throw new BusinessError('La orden original de la garantía es de otro vehículo');
    if (first.estado !== FINISHED) throw new BusinessError('La garantía se da sobre una orden terminada');
  }

  /** The order takes these requirements (pending ones of its vehicle, or its own); the others it had are pending again. */
  async function takeRequirements(id: number, idvehiculo: number, wanted: number[], ex: Executor) {
    if (wanted.length) {
      const rows = await ex
        .select({
          id: requerimiento.idrequerimiento,
          idvehiculo: requerimiento.idvehiculo,
          estado: requerimiento.estado,
          orden: requerimiento.idordenservicio,
        })
        .from(requerimiento)
        .where(inArray(requerimiento.idrequerimiento, wanted))
        .for('update');
      for (const want of wanted) {
        const row = rows.find((r) => r.id === want);
        if (!row) throw notFound(`El requerimiento ${want}`);
        if (row.idvehiculo !== idvehiculo) throw new BusinessError(`El requerimiento ${want} es de otro vehículo`);
        if (row.orden !== id && row.estado !== REQ_PENDING)
          throw new BusinessError(`El requerimiento ${want} no está pendiente`);
      }
    }
    await ex
      .update(requerimiento)
      .set({ estado: REQ_PENDING, idordenservicio: null })
      .where(
        and(
          eq(requerimiento.idordenservicio, id),
          wanted.length
            ? sql`${requerimiento.idrequerimiento} not in (${sql.join(
                wanted.map((w) => sql`${w}`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
    if (wanted.length)
      await ex
        .update(requerimiento)
        .set({ estado: REQ_TAKEN, idordenservicio: id })
        .where(inArray(requerimiento.idrequerimiento, wanted));
  }

  return { checkedHeader, takeRequirements };
}
