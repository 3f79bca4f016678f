import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceTimeRow } from '@trade/contracts/workshop';
import type { Executor } from '../../db/client.js';
import { empleado, ordenServicioTiempo } from '../../db/schema/index.js';
import { limaTime } from '../../core/lists.js';

/*
 * The technicians' time on a service order: stretches from start (or resume) to pause (or finish).
 * Minutes are counted by the database (an open stretch up to now), so every screen agrees.
 */

/** Whole minutes of a stretch, the open one up to now. */
export const stretchMinutes = (inicio: unknown, fin: unknown) =>
  sql<number>`floor(extract(epoch from (coalesce(${fin}, now()) - ${inicio})) / 60)::int`;

/** An order's stretches, oldest first. */
export function timeOf(ex: Executor, idordenservicio: number): Promise<ServiceTimeRow[]> {
  return ex
    .select({
      idtiempo: ordenServicioTiempo.idtiempo,
      tecnico: sql<string | null>`${empleado.nombres} || ' ' || ${empleado.apellidos}`,
      inicio: limaTime(ordenServicioTiempo.inicio),
      fin: sql<string | null>`${limaTime(ordenServicioTiempo.fin)}`,
      minutos: stretchMinutes(ordenServicioTiempo.inicio, ordenServicioTiempo.fin),
      nota: ordenServicioTiempo.nota,
      // The photos taken with this stretch's note (the order's inventory photos carry them).
      fotos: sql<number[]>`coalesce((select json_agg(f.idfoto order by f.idfoto) from orden_servicio_foto f
        where f.idtiempo = ${ordenServicioTiempo.idtiempo}), '[]'::json)`,
    })
    .from(ordenServicioTiempo)
    .leftJoin(empleado, eq(empleado.idempleado, ordenServicioTiempo.idempleado))
    .where(eq(ordenServicioTiempo.idordenservicio, idordenservicio))
    .orderBy(asc(ordenServicioTiempo.idtiempo));
}

/** Closes the order's open stretch, if any, with the note given; answers whether one was open. */
export async function closeOpenStretch(ex: Executor, idordenservicio: number, nota: string | null = null) {
  const closed = await ex
    .update(ordenServicioTiempo)
    .set({ fin: sql`now()`, ...(nota ? { nota } : {}) })
    .where(and(eq(ordenServicioTiempo.idordenservicio, idordenservicio), isNull(ordenServicioTiempo.fin)))
    .returning({ idtiempo: ordenServicioTiempo.idtiempo });
  return closed.length > 0;
}
