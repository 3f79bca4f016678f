import { asc, eq, sql } from 'drizzle-orm';
import type {
  ServiceLineBody,
  ServiceOrderBody,
  ServiceOrderDetail,
  ServiceOrderListQuery,
} from '@trade/contracts/workshop';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { ordenServicio, ordenServicioDetalle, requerimiento } from '../../db/schema/index.js';
import { pagedList, selectRows } from '../../core/lists.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { closeOpenStretch, timeOf } from './work-time.js';
import { assignTechnicians, assignedTo, techniciansOf } from './order-technicians.js';
import { orderListing } from './service-orders.listing.js';
import { LINE_ANNULLED, orderLines } from './service-order-lines.js';
import { REQ_ATTENDED, orderHeader } from './service-order-header.js';
import type { PeopleDoor, StockDoor } from './doors.js';

export { orderDocument, orderListing } from './service-orders.listing.js';

const REGISTERED = 1;
const IN_PROGRESS = 2;
const FINISHED = 3;
const ANNULLED = 0;

/**
 * Service orders: the order, its labour and parts lines and the requirements it takes. Every write
 * runs in the route's transaction: the order row is locked first, so two writes on one order queue;
 * parts leave and come back through the inventory's stock ledger (document 'OS', one per line).
 */
export function serviceOrdersRepository(db: Database, people: PeopleDoor, stock: StockDoor) {
  const { lines, lineOf, resolve, takePart, returnPart, insertLines, retotal, returnAllParts } = orderLines(stock);
  const { checkedHeader, takeRequirements } = orderHeader(people);

  async function get(id: number, ex: Executor = db): Promise<ServiceOrderDetail> {
    const [row] = await selectRows(ex, orderListing, eq(ordenServicio.idordenservicio, id));
    if (!row) throw notFound('La orden de servicio');
    const taken = await ex
      .select({
        idrequerimiento: requerimiento.idrequerimiento,
        descripcion: requerimiento.descripcion,
        estado: requerimiento.estado,
      })
      .from(requerimiento)
      .where(eq(requerimiento.idordenservicio, id))
      .orderBy(asc(requerimiento.idrequerimiento));
    return {
      ...row,
      items: await lines(id, ex),
      requerimientos: taken,
      tiempos: await timeOf(ex, id),
      tecnicos: await techniciansOf(ex, id),
    };
  }

  /** Locks the order row (writes on one order queue) and answers its state and number. */
  async function locked(id: number, ex: Executor) {
    const [row] = await ex
      .select({
        estado: ordenServicio.estado,
        numero: ordenServicio.numero,
        idalmacen: ordenServicio.idalmacen,
        idvehiculo: ordenServicio.idvehiculo,
        idempleado: ordenServicio.idempleado,
        idpersona: ordenServicio.idpersona,
        idventa: ordenServicio.idventa,
        idorden_garantia: ordenServicio.idorden_garantia,
      })
      .from(ordenServicio)
      .where(eq(ordenServicio.idordenservicio, id))
      .for('update');
    if (!row) throw notFound('La orden de servicio');
    return row;
  }
  function open(estado: number, action: string) {
    if (estado !== REGISTERED && estado !== IN_PROGRESS)
      throw new BusinessError(
        `La orden de servicio está ${estado === FINISHED ? 'terminada' : 'anulada'}; no se puede ${action}`,
      );
  }

  return {
    get,
    /** For the order's other writes (time, invoice): the row lock and the parts' return. */
    locked,
    returnAllParts,
    list: ({ estado, idvehiculo, idestacion, idempleado, ...query }: ServiceOrderListQuery, ex: Executor = db) =>
      pagedList(ex, orderListing, query, [
        estado === undefined ? undefined : eq(ordenServicio.estado, estado),
        idvehiculo === undefined ? undefined : eq(ordenServicio.idvehiculo, idvehiculo),
        idestacion === undefined ? undefined : eq(ordenServicio.idestacion, idestacion),
        idempleado === undefined ? undefined : assignedTo(idempleado),
      ]),

    async group(id: number, group: 1 | 2, ex: Executor = db) {
      await get(id, ex);
      return lines(id, ex, group);
    },

    async create(input: ServiceOrderBody, ex: Executor, actor: SessionUser): Promise<ServiceOrderDetail> {
      const header = await checkedHeader(input, ex);
      const resolved = await resolve(input.items, ex);
      // One sequence for the company; the lock makes concurrent registrations queue for the next number.
      await ex.execute(sql`lock table orden_servicio in share row exclusive mode`);
      const [next] = await queryRows<{ numero: number }>(
        ex,
        sql`select coalesce(max(numero), 0) + 1 as numero from orden_servicio`,
      );
      const [row] = await ex
        .insert(ordenServicio)
        .values({ ...header, numero: Number(next!.numero), idusuario: actor.idusuario })
        .returning({ id: ordenServicio.idordenservicio, numero: ordenServicio.numero });
      await assignTechnicians(ex, row!.id, header.idempleado, input.ayudantes ?? []);
      await insertLines(row!.id, { numero: row!.numero, idalmacen: header.idalmacen }, resolved, ex);
      await takeRequirements(row!.id, header.idvehiculo, input.requerimientos ?? [], ex);
      await retotal(row!.id, ex);
      return get(row!.id, ex);
    },

    /** Header and lines replaced: the old live parts come back, the new ones leave (same number). */
    async update(id: number, input: ServiceOrderBody, ex: Executor): Promise<ServiceOrderDetail> {
      const order = await locked(id, ex);
      open(order.estado, 'modificar');
      const before = await get(id, ex);
      const header = await checkedHeader(input, ex, before);
      const resolved = await resolve(input.items, ex);
      await returnAllParts(id, order.numero, ex);
      await ex.delete(ordenServicioDetalle).where(eq(ordenServicioDetalle.idordenservicio, id));
      await ex.update(ordenServicio).set(header).where(eq(ordenServicio.idordenservicio, id));
      await assignTechnicians(ex, id, header.idempleado, input.ayudantes ?? []);
      await insertLines(id, { numero: order.numero, idalmacen: header.idalmacen }, resolved, ex);
      await takeRequirements(id, header.idvehiculo, input.requerimientos ?? [], ex);
      await retotal(id, ex);
      return get(id, ex);
    },

    /**
     * 2 en proceso, 3 terminada (its requirements attended), 0 anulada (its parts back, its
     * requirements pending again); a finished or annulled order does not change any more, and
     * only a registered one goes straight to annulled or back from in progress.
     */
    async setState(id: number, estado: number, ex: Executor): Promise<ServiceOrderDetail> {
      const order = await locked(id, ex);
      if (estado === order.estado) return get(id, ex);
      open(order.estado, 'cambiar su estado');
      if (estado === REGISTERED) throw new BusinessError('Una orden de servicio no vuelve a registrada');
      // Finishing or annulling ends the technician's open stretch, if any.
      if (estado === ANNULLED || estado === FINISHED) await closeOpenStretch(ex, id);
      if (estado === ANNULLED) {
        await returnAllParts(id, order.numero, ex);
        await takeRequirements(id, order.idvehiculo, [], ex);
      }
      if (estado === FINISHED)
        await ex.update(requerimiento).set({ estado: REQ_ATTENDED }).where(eq(requerimiento.idordenservicio, id));
      await ex.update(ordenServicio).set({ estado }).where(eq(ordenServicio.idordenservicio, id));
      return get(id, ex);
    },

    /** Only a registered or annulled order is deleted: a registered one's parts come back first. */
    async remove(id: number, ex: Executor) {
      const order = await locked(id, ex);
      if (order.estado !== REGISTERED && order.estado !== ANNULLED)
        throw new BusinessError('Solo se elimina una orden de servicio registrada o anulada; anúlela primero');
      if (order.estado === REGISTERED) await returnAllParts(id, order.numero, ex);
      await takeRequirements(id, order.idvehiculo, [], ex);
      await ex.delete(ordenServicio).where(eq(ordenServicio.idordenservicio, id));
    },

    async addLine(id: number, item: ServiceLineBody, ex: Executor): Promise<ServiceOrderDetail> {
      const order = await locked(id, ex);
      open(order.estado, 'modificar');
      await insertLines(id, order, await resolve([item], ex), ex);
      await retotal(id, ex);
      return get(id, ex);
    },

    /** A line pending, done or annulled; annulling a part returns it, restoring it takes it again. */
    async setLineState(iddetalle: number, estado: number, ex: Executor): Promise<ServiceOrderDetail> {
      const line = await lineOf(iddetalle, ex);
      const order = await locked(line.idordenservicio, ex);
      open(order.estado, 'modificar');
      if (!line.servicio && estado === LINE_ANNULLED && line.estado !== LINE_ANNULLED)
        await returnPart(iddetalle, order.numero, ex);
      if (!line.servicio && estado !== LINE_ANNULLED && line.estado === LINE_ANNULLED) await takePart(line, order, ex);
      await ex.update(ordenServicioDetalle).set({ estado }).where(eq(ordenServicioDetalle.iddetalle, iddetalle));
      await retotal(line.idordenservicio, ex);
      return get(line.idordenservicio, ex);
    },

    async removeLine(iddetalle: number, ex: Executor): Promise<ServiceOrderDetail> {
      const line = await lineOf(iddetalle, ex);
      const order = await locked(line.idordenservicio, ex);
      open(order.estado, 'modificar');
      if (!line.servicio && line.estado !== LINE_ANNULLED) await returnPart(iddetalle, order.numero, ex);
      await ex.delete(ordenServicioDetalle).where(eq(ordenServicioDetalle.iddetalle, iddetalle));
      await retotal(line.idordenservicio, ex);
      return get(line.idordenservicio, ex);
    },
  };
}
