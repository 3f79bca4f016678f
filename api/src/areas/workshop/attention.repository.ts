import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  WORK_ACTIONS,
  type ServiceOrderDetail,
  type TechnicianOrderQuery,
  type TechnicianOrderRow,
} from '@trade/contracts/workshop';
import type { Database, Executor } from '../../db/client.js';
import { empleado, ordenServicio, ordenServicioTiempo } from '../../db/schema/index.js';
import { pagedList, type ListSpec } from '../../core/lists.js';
import { BusinessError, blankToNull } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { orderListing, type serviceOrdersRepository } from './service-orders.repository.js';
import { closeOpenStretch, stretchMinutes } from './work-time.js';
import { assignedTo } from './order-technicians.js';

const REGISTERED = 1;
const IN_PROGRESS = 2;
const FINISHED = 3;

/** The order's minutes worked, whether a stretch is open, and its last note (correlated on the listed order). */
const worked = sql<number>`(select coalesce(sum(${stretchMinutes(sql`t.inicio`, sql`t.fin`)}), 0)::int
  from orden_servicio_tiempo t where t.idordenservicio = ${ordenServicio.idordenservicio})`;
const working = sql<boolean>`exists (select 1 from orden_servicio_tiempo t
  where t.idordenservicio = ${ordenServicio.idordenservicio} and t.fin is null)`;
const lastNote = sql<string | null>`(select t.nota from orden_servicio_tiempo t
  where t.idordenservicio = ${ordenServicio.idordenservicio} and t.nota is not null order by t.idtiempo desc limit 1)`;

const technicianListing: ListSpec<TechnicianOrderRow> = {
  ...orderListing,
  columns: { ...orderListing.columns, minutos: worked, trabajando: working, nota: lastNote },
  // Open work first (in progress, then registered), then the finished and annulled ones.
  orderBy: [
    sql`case ${ordenServicio.estado} when ${IN_PROGRESS} then 0 when ${REGISTERED} then 1 else 2 end`,
    ...orderListing.orderBy,
  ],
};

type Orders = ReturnType<typeof serviceOrdersRepository>;

/**
 * The technician's view (/attention_service_orders): his orders (the data scope of the orders
 * leaves out everyone else's, SERVICE_ORDER_OWNER) and the time he works on them.
 */
export function attentionRepository(db: Database, orders: Orders) {
  async function employeeOf(idusuario: number, ex: Executor = db) {
    const [row] = await ex
      .select({
        idempleado: empleado.idempleado,
        nombre: sql<string>`${empleado.nombres} || ' ' || ${empleado.apellidos}`,
      })
      .from(empleado)
      .where(and(eq(empleado.idusuario, idusuario), eq(empleado.estado, 1)));
    return row ?? null;
  }

  return {
    me: (actor: SessionUser) => employeeOf(actor.idusuario),

    list: (idempleado: number, { estado, ...query }: TechnicianOrderQuery, ex: Executor = db) =>
      pagedList(ex, technicianListing, query, [
        // His orders: main technician or helper (order-technicians.ts).
        assignedTo(idempleado),
        estado === undefined ? undefined : eq(ordenServicio.estado, estado),
      ]),

    /**
     * Start (or resume): a registered order goes in progress and a stretch opens; pause closes it;
     * finish closes it and finishes the order (its requirements attended). The order row is locked
     * first, and one open stretch per order is a unique index: two taps never open two.
     */
    async work(
      id: number,
      accion: number,
      nota: string | null | undefined,
      ex: Executor,
      actor: SessionUser,
    ): Promise<ServiceOrderDetail> {
      const order = await orders.locked(id, ex);
      if (order.estado === FINISHED || order.estado === 0)
        throw new BusinessError(
          `La orden de servicio está ${order.estado === FINISHED ? 'terminada' : 'anulada'}; no se puede modificar`,
        );
      const note = blankToNull(nota);
      const [open] = await ex
        .select({ idtiempo: ordenServicioTiempo.idtiempo })
        .from(ordenServicioTiempo)
        .where(and(eq(ordenServicioTiempo.idordenservicio, id), isNull(ordenServicioTiempo.fin)));
      if (accion === WORK_ACTIONS.start) {
        if (open) throw new BusinessError('La orden ya está en trabajo; páusela o termínela');
        if (order.estado === REGISTERED) await orders.setState(id, IN_PROGRESS, ex);
        const self = await employeeOf(actor.idusuario, ex);
        await ex.insert(ordenServicioTiempo).values({
          idordenservicio: id,
          idempleado: self?.idempleado ?? order.idempleado,
          idusuario: actor.idusuario,
          nota: note,
        });
        return orders.get(id, ex);
      }
      if (accion === WORK_ACTIONS.pause) {
        if (!(await closeOpenStretch(ex, id, note))) throw new BusinessError('La orden no está en trabajo');
        return orders.get(id, ex);
      }
      if (order.estado === REGISTERED) throw new BusinessError('Inicie la orden antes de terminarla');
      await closeOpenStretch(ex, id, note);
      // A note given without an open stretch still stays with the order's time.
      if (note && !open)
        await ex
          .insert(ordenServicioTiempo)
          .values({ idordenservicio: id, idusuario: actor.idusuario, nota: note, fin: sql`now()` });
      return orders.setState(id, FINISHED, ex);
    },
  };
}
