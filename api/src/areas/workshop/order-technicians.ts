import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { empleado, ordenServicio, ordenServicioTecnico } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';

/*
 * Several technicians per order: `orden_servicio_tecnico` holds every one (rol 1 principal — the
 * order's `idempleado`, kept as the main technician the lists show and print — and rol 2 ayudante).
 * The data scope's view `orden_servicio_usuario` includes them all, so each assigned technician sees
 * the order and no one else's (docs/workshop.md).
 */

export const MAIN = 1;
export const HELPER = 2;

/** The orders an employee works on: main technician or assigned helper (list filters of both views). */
export const assignedTo = (idempleado: number): SQL =>
  sql`exists (select 1 from orden_servicio_tecnico ot where ot.idordenservicio = ${ordenServicio.idordenservicio} and ot.idempleado = ${idempleado})`;

/** An order's technicians, the main one first. */
export function techniciansOf(ex: Executor, idordenservicio: number) {
  return ex
    .select({
      idempleado: ordenServicioTecnico.idempleado,
      nombre: sql<string>`${empleado.nombres} || ' ' || ${empleado.apellidos}`,
      rol: ordenServicioTecnico.rol,
    })
    .from(ordenServicioTecnico)
    .innerJoin(empleado, eq(empleado.idempleado, ordenServicioTecnico.idempleado))
    .where(eq(ordenServicioTecnico.idordenservicio, idordenservicio))
    .orderBy(asc(ordenServicioTecnico.rol), asc(empleado.nombres));
}

/**
 * Writes the order's assignment in its transaction: the main technician (rol 1) and the helpers
 * (rol 2; the main one named again among them counts once). A new helper must be an active
 * employee; one already assigned may stay when deactivated since.
 */
export async function assignTechnicians(
  ex: Executor,
  idordenservicio: number,
  main: number | null,
  helpers: readonly number[],
) {
  const wanted = [...new Set(helpers)].filter((h) => h !== main);
  if (wanted.length) {
    const found = await ex
      .select({ id: empleado.idempleado, estado: empleado.estado, nombres: empleado.nombres })
      .from(empleado)
      .where(inArray(empleado.idempleado, wanted));
    const before = await ex
      .select({ id: ordenServicioTecnico.idempleado })
      .from(ordenServicioTecnico)
      .where(eq(ordenServicioTecnico.idordenservicio, idordenservicio));
    for (const id of wanted) {
      const row = found.find((f) => f.id === id);
      if (!row) throw notFound('El técnico ayudante');
      if (row.estado !== 1 && !before.some((b) => b.id === id))
        throw new BusinessError(`El técnico ayudante ${row.nombres} está desactivado`);
    }
  }
  await ex.delete(ordenServicioTecnico).where(eq(ordenServicioTecnico.idordenservicio, idordenservicio));
  const rows = [
    ...(main === null ? [] : [{ idordenservicio, idempleado: main, rol: MAIN }]),
    ...wanted.map((idempleado) => ({ idordenservicio, idempleado, rol: HELPER })),
  ];
  if (rows.length) await ex.insert(ordenServicioTecnico).values(rows);
}
