import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { QuoteView, ServiceOrderDetail } from '@trade/contracts/workshop';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { ordenServicio } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import type { serviceOrdersRepository } from './service-orders.repository.js';
import type { SalesDoor } from './doors.js';

const REGISTERED = 1;
const IN_PROGRESS = 2;
const FINISHED = 3;
const SOLES = 1;
const CASH_SALE = 1;
/** How long the customer's link to the quote lives. */
export const APPROVAL_LINK_DAYS = 7;

type Orders = ReturnType<typeof serviceOrdersRepository>;

/**
 * A finished order invoiced through billing's sale service, and the quote the customer answers
 * through a signed link (docs/workshop.md, *Invoicing* and *The approval link*).
 */
export function orderBilling(db: Database, orders: Orders, sales: SalesDoor, tokenSecret: string) {
  // A key of its own, derived from the server's secret: a session token never signs a link, nor the reverse.
  const key = createHmac('sha256', tokenSecret).update('aprobacion-orden-servicio').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  /** The order a link names, if its signature is ours and it has not expired; refusals in the customer's words. */
  function opened(token: string): { id: number; nonce: string; expires: Date } {
    const [id, exp, nonce, signature] = token.split('.') as [string, string, string, string];
    const expected = Buffer.from(sign(`${id}.${exp}.${nonce}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new BusinessError('El enlace no es válido; revise que lo copió completo');
    const expires = new Date(Number(exp) * 1000);
    if (expires.getTime() < Date.now()) throw new BusinessError('El enlace venció; pida uno nuevo al taller');
    return { id: Number(id), nonce, expires };
  }

  async function quote(token: string, ex: Executor, lock = false): Promise<{ view: QuoteView; id: number }> {
    const link = opened(token);
    const [row] = await queryRows<{ nonce: string | null; empresa: string }>(
      ex,
      sql`select o.aprobacion_nonce as nonce, coalesce(e.nombre_comercial, e.razon_social) as empresa
            from orden_servicio o join almacen a on a.idalmacen = o.idalmacen
            join sucursal s on s.idsucursal = a.idsucursal join empresa e on e.idempresa = s.idempresa
           where o.idordenservicio = ${link.id} ${lock ? sql`for update of o` : sql``}`,
    );
    if (!row) throw new BusinessError('La orden de servicio ya no existe');
    if (row.nonce !== link.nonce)
      throw new BusinessError('El enlace fue reemplazado por uno nuevo; use el último que le enviaron');
    const order = await orders.get(link.id, ex);
    const view: QuoteView = {
      documento: order.documento,
      empresa: row.empresa,
      cliente: order.cliente,
      placa: order.placa,
      vehiculo: order.vehiculo,
      falla: order.falla,
      diagnostico: order.diagnostico,
      items: order.items
        .filter((l) => l.estado !== 0)
        .map(({ denominacion, servicio, cantidad, precio_unitario, importe }) => ({
          denominacion,
          servicio,
          cantidad,
          precio_unitario,
          importe,
        })),
      total: order.total,
      vence: link.expires.toISOString(),
      aprobacion: order.aprobacion,
      aprobacion_fecha: order.aprobacion_fecha,
    };
    return { view, id: link.id };
  }

  /**
   * The one-click invoice's series: the caller's first active factura series of the order's branch
   * for a customer with a RUC, else boleta (an administrator may use any of the branch's).
   */
  async function defaultSeries(order: { idalmacen: number; idpersona: number }, ex: Executor, actor: SessionUser) {
    const [row] = await queryRows<{ idserie: number; codigo: string }>(
      ex,
      sql`select s.idserie, c.codigo from serie s join comprobante c on c.idcomprobante = s.idcomprobante
            join almacen a on a.idsucursal = s.idsucursal and a.idalmacen = ${order.idalmacen}
           where s.estado = 1
             and c.codigo = (select case when t.codigo = '6' then '01' else '03' end
                               from persona p join tipo_documento t on t.idtipodocumento = p.idtipodocumento
                              where p.idpersona = ${order.idpersona})
             and (${actor.rol === 'admin'} or exists (select 1 from usuario_serie us
                    where us.idserie = s.idserie and us.idusuario = ${actor.idusuario} and us.estado = 1))
           order by s.serie limit 1`,
    );
    if (!row) throw new BusinessError('No tiene una serie de factura o boleta de la sucursal de la orden');
    return row.idserie;
  }

  return {
    /**
     * A new link for the order's quote (registered or in progress): it replaces the previous one
     * and clears its answer, since the quote it answered may have changed.
     */
    async approvalLink(id: number, ex: Executor) {
      const order = await orders.locked(id, ex);
      if (order.estado !== REGISTERED && order.estado !== IN_PROGRESS)
        throw new BusinessError('Solo se envía a aprobar la cotización de una orden registrada o en proceso');
      const nonce = randomBytes(16).toString('hex');
      const expires = new Date(Date.now() + APPROVAL_LINK_DAYS * 86_400_000);
      const payload = `${id}.${Math.floor(expires.getTime() / 1000)}.${nonce}`;
      await ex
        .update(ordenServicio)
        .set({ aprobacion_nonce: nonce, aprobacion: null, aprobacion_fecha: null, aprobacion_ip: null })
        .where(eq(ordenServicio.idordenservicio, id));
      return { token: `${payload}.${sign(payload)}`, vence: expires.toISOString() };
    },

    publicQuote: async (token: string) => (await quote(token, db)).view,

    /** The customer's answer, once: recorded with the date and the address it came from. */
    async answer(token: string, aprobacion: number, ip: string, ex: Executor): Promise<QuoteView> {
      const { view, id } = await quote(token, ex, true);
      if (view.aprobacion !== null) throw new BusinessError('La cotización ya fue respondida; el enlace ya se usó');
      const [state] = await ex
        .select({ estado: ordenServicio.estado })
        .from(ordenServicio)
        .where(eq(ordenServicio.idordenservicio, id));
      if (state!.estado !== REGISTERED && state!.estado !== IN_PROGRESS)
        throw new BusinessError('La orden de servicio ya no espera su respuesta');
      await ex
        .update(ordenServicio)
        .set({ aprobacion, aprobacion_fecha: sql`now()`, aprobacion_ip: ip.slice(0, 45) })
        .where(eq(ordenServicio.idordenservicio, id));
      return (await quote(token, ex)).view;
    },

    /**
     * One sale of the order's live lines (labour and parts) through billing's sale service: its
     * series, number, cash and CPE queue. The parts already left the warehouse with the order: they
     * come back to it (the order's reversal rows) and leave with the sale, in this one transaction,
     * so they leave once and the kardex names the sale. A warranty order is not invoiced.
     */
    async invoice(
      input: { idordenservicio: number; idserie?: number | null; idformapago?: number | null },
      ex: Executor,
      actor: SessionUser,
    ): Promise<ServiceOrderDetail> {
      const id = input.idordenservicio;
      const order = await orders.locked(id, ex);
      if (order.idorden_garantia) throw new BusinessError('Una orden de garantía no se factura');
      if (order.idventa) throw new BusinessError('La orden de servicio ya fue facturada');
      if (order.estado !== FINISHED) throw new BusinessError('Solo se factura una orden de servicio terminada');
      const detail = await orders.get(id, ex);
      const live = detail.items.filter((l) => l.estado !== 0);
      if (!live.length) throw new BusinessError('La orden de servicio no tiene líneas que facturar');
      await orders.returnAllParts(id, order.numero, ex);
      const idventa = await sales.save(
        {
          facturacion: {
            idserie: input.idserie ?? (await defaultSeries(order, ex, actor)),
            idpersona: order.idpersona,
            idmoneda: SOLES,
            tipo_pago_id: CASH_SALE,
            idalmacen: order.idalmacen,
            observaciones: `Orden de servicio ${detail.documento}, placa ${detail.placa}`,
            a4: true,
          },
          detalles: live.map((l) => ({
            producto_id: l.producto_id,
            unidad_medida_id: l.unidad_medida_id,
            cantidad: l.cantidad,
            precio_unitario: l.precio_unitario,
          })),
          ...(input.idformapago ? { pagos: [{ idformapago: input.idformapago, monto: detail.total }] } : {}),
        },
        ex,
        { idusuario: actor.idusuario, rol: actor.rol, idsucursal: actor.idsucursal },
      );
      await ex.update(ordenServicio).set({ idventa }).where(eq(ordenServicio.idordenservicio, id));
      return orders.get(id, ex);
    },
  };
}
