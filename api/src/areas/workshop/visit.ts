import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { vehiculo } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { PeopleDoor } from './doors.js';

/** What a visit (a requirement, a service order) names of the vehicle; `before` is the saved one when updating. */
interface Visit {
  idvehiculo: number;
  idpersona: number;
  kilometraje?: number | null;
}

/**
 * The visit's vehicle, locked (its mileage changes with the visit), and the customer: both active,
 * unless the visit already had them.
 */
export async function visitVehicle(ex: Executor, people: PeopleDoor, input: Visit, before?: Visit) {
  const [car] = await ex
    .select({ estado: vehiculo.estado, kilometraje: vehiculo.kilometraje })
    .from(vehiculo)
    .where(eq(vehiculo.idvehiculo, input.idvehiculo))
    .for('update');
  if (!car) throw notFound('El vehículo');
  if (car.estado !== 1 && before?.idvehiculo !== input.idvehiculo)
    throw new BusinessError('El vehículo está desactivado');
  const customer = await people.get(input.idpersona, ex);
  if (customer.estado !== 1 && before?.idpersona !== input.idpersona)
    throw new BusinessError('El cliente está desactivado');
  return car;
}

/**
 * The visit's mileage: never below the vehicle's last one (unless it is this visit's own,
 * unchanged); a higher one becomes the vehicle's. Answers the mileage to save.
 */
export async function visitMileage(
  ex: Executor,
  car: { kilometraje: number | null },
  input: Visit,
  before?: Visit,
): Promise<number | null> {
  const km = input.kilometraje ?? null;
  const unchanged = before && before.idvehiculo === input.idvehiculo && before.kilometraje === km;
  if (km !== null && !unchanged && car.kilometraje !== null && km < car.kilometraje)
    throw new BusinessError(
      `El kilometraje no puede ser menor al último registrado del vehículo (${car.kilometraje.toLocaleString('es-PE')} km)`,
    );
  if (km !== null && (car.kilometraje === null || km > car.kilometraje))
    await ex.update(vehiculo).set({ kilometraje: km }).where(eq(vehiculo.idvehiculo, input.idvehiculo));
  return km;
}
