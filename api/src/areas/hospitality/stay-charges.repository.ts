import { and, asc, eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import type {
  ChargeableProductQuery,
  ChargeableProductRow,
  StayExtraBody,
  StayExtraRow,
  StayPaymentBody,
  StayPaymentRow,
} from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, formaPago, reservaEstanciaExtra, reservaEstanciaPago, usuario } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { CashDoor, StockDoor } from './doors.js';
import { LODGED, RESERVED, lockStay, requireState, type LockedStay } from './stay.js';

const payment = reservaEstanciaPago;
const extra = reservaEstanciaExtra;
/** The cash movements of a stay's payment carry this origin (and the payment's id). */
export const PAYMENT_ORIGIN = 'estancia_pago';
/** The stock ledger rows of a charged product carry this document type (and the charge's id). */
export const CHARGE_LEDGER = 'HOSP';

export interface StayActor {
  idusuario: number;
}

/** The branch's warehouse products are charged from: its default active one (the one a sale of the branch takes). */
export async function branchWarehouse(ex: Executor, idsucursal: number) {
  const [row] = await ex
    .select({ idalmacen: almacen.idalmacen })
    .from(almacen)
    .where(and(eq(almacen.idsucursal, idsucursal), eq(almacen.estado, 1)))
    .orderBy(sql`${almacen.predeterminado} desc`, asc(almacen.idalmacen))
    .limit(1);
  if (!row) throw new BusinessError('La sucursal de la estancia no tiene un almacén activo');
  return row.idalmacen;
}

const ledgerDocument = (idextra: number, stayId: number, anulacion = false) => ({
  documento_tipo: CHARGE_LEDGER,
  iddocumento: idextra,
  serie: 'HOSP',
  numero: stayId,
  fecha: todayLima(),
  tipo_operacion: '99',
  tipo_documento_sunat: '00',
  anulacion,
});

/**
 * A stay's payments on account (into the cash of whoever takes them) and the products charged to
 * its room (out of the branch's warehouse through the stock ledger), each in the caller's transaction.
 */
export function stayChargesRepository(db: Database, cash: CashDoor, stock: StockDoor) {
  const payments = (stayId: number, ex: Executor = db): Promise<StayPaymentRow[]> =>
    ex
      .select({
        pago_id: payment.pago_id,
        reserva_estancia_id: payment.reserva_estancia_id,
        idformapago: payment.idformapago,
        formapago: formaPago.nombre,
        monto: payment.monto,
        referencia: payment.referencia,
        fecha: sql<string>`to_char(${payment.fecha} at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI')`,
        usuario: usuario.usuario,
        idventa: payment.idventa,
      })
      .from(payment)
      .innerJoin(formaPago, eq(formaPago.idformapago, payment.idformapago))
      .innerJoin(usuario, eq(usuario.idusuario, payment.idusuario))
      .where(eq(payment.reserva_estancia_id, stayId))
      .orderBy(asc(payment.pago_id));

  const extras = (stayId: number, ex: Executor = db): Promise<StayExtraRow[]> =>
    queryRows<StayExtraRow>(
      ex,
      sql`select e.idextra, e.reserva_estancia_id, e.producto_id, p.denominacion as descripcion, e.unidad_medida_id, um.abreviatura as unidad,
                 e.cantidad::text as cantidad, e.precio_unitario::text as precio_unitario, e.importe::text as importe,
                 to_char(e.fecha at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI') as fecha
            from reserva_estancia_extra e join producto p on p.producto_id = e.producto_id
            join unidad_medida um on um.unidad_medida_id = e.unidad_medida_id
           where e.reserva_estancia_id = ${stayId} order by e.idextra`,
    );

  /** What a charged product's line took comes back to the warehouse, at the cost it left at. */
  async function returnStock(idextra: number, stayId: number, ex: Executor) {
    const moves = await stock.reversalMoves(ex, CHARGE_LEDGER, idextra);
    if (moves.length) await stock.move(ex, ledgerDocument(idextra, stayId, true), moves);
  }

  return {
    payments,
    extras,
    returnStock,

    /** rpagos: a payment on account, posted to the user's open cash of the stay's branch (refused without one). */
    async pay(input: StayPaymentBody, ex: Executor, actor: StayActor): Promise<StayPaymentRow[]> {
      const stay = await lockStay(input.reserva_estancia_id, ex);
      requireState(stay, [RESERVED, LODGED], 'no admite pagos');
      const [form] = await ex.select().from(formaPago).where(eq(formaPago.idformapago, input.idformapago));
      if (!form || form.estado !== 1 || form.idtipopago !== 1)
        throw new BusinessError('La forma de pago no es de contado o está desactivada');
      const [row] = await ex
        .insert(payment)
        .values({
          reserva_estancia_id: stay.reserva_estancia_id,
          idformapago: input.idformapago,
          monto: fixed(dec(input.monto), 2),
          referencia: blankToNull(input.referencia),
          idusuario: actor.idusuario,
        })
        .returning({ id: payment.pago_id });
      await cash.postToOpenCash(ex, {
        idusuario: actor.idusuario,
        idsucursal: stay.idsucursal,
        tipo: 'I',
        idformapago: input.idformapago,
        monto: input.monto,
        concepto: `Pago a cuenta de la estancia N° ${stay.reserva_estancia_id}, habitación ${stay.numero} (${stay.titular})`,
        origen: { tipo: PAYMENT_ORIGIN, id: row!.id },
      });
      return payments(stay.reserva_estancia_id, ex);
    },

    /** dpagos: a payment not yet applied by a check-out; its cash movement is annulled (or reversed in a closed cash). */
    async removePayment(pagoId: number, ex: Executor, actor: StayActor) {
      const [row] = await ex
        .select({ stayId: payment.reserva_estancia_id, idventa: payment.idventa })
        .from(payment)
        .where(eq(payment.pago_id, pagoId));
      if (!row) throw notFound('El pago');
      const stay = await lockStay(row.stayId, ex);
      if (row.idventa)
        throw new BusinessError('El pago ya se aplicó al comprobante del check-out; no se puede eliminar');
      await cash.reverseCashPostings(
        ex,
        { tipo: PAYMENT_ORIGIN, id: pagoId },
        { idusuario: actor.idusuario, idsucursal: stay.idsucursal },
        `Pago a cuenta eliminado de la estancia N° ${stay.reserva_estancia_id}, habitación ${stay.numero}`,
      );
      await ex.delete(payment).where(eq(payment.pago_id, pagoId));
    },

    /** gprode: active products without serials, the base unit's sale price and the stock of the branch's warehouse. */
    async products(query: ChargeableProductQuery, idsucursal: number | null): Promise<ChargeableProductRow[]> {
      const idalmacen = idsucursal ? await branchWarehouse(db, idsucursal).catch(() => null) : null;
      const words = (query.q ?? '').trim().toLowerCase();
      return queryRows<ChargeableProductRow>(
        db,
        sql`select p.producto_id, p.codigo_producto as codigo, p.denominacion, um.abreviatura as unidad, pu.precioventa::text as precio,
                   (p.servicio or not p.control_stock) as servicio,
                   case when p.servicio or not p.control_stock then null else coalesce(s.cantidad, 0)::text end as stock
              from producto p
              join producto_unidad pu on pu.producto_id = p.producto_id and pu.base and pu.estado = 1
              join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
              left join stock s on s.producto_id = p.producto_id and s.idalmacen = ${idalmacen}
             where p.estado = 1 and not p.control_serie and lower(coalesce(p.codigo_producto, '')) <> 'srv-hospedaje'
               and (${words} = '' or p.busqueda like '%' || public.texto_busqueda(${words}) || '%')
             order by p.denominacion limit ${query.pageSize ?? 50}`,
      );
    },

    /** rextrasel: a product charged to a lodged stay's room; a stocked one leaves the branch's warehouse now (refused without stock). */
    async charge(input: StayExtraBody, ex: Executor, actor: StayActor): Promise<StayExtraRow[]> {
      const stay = await lockStay(input.reserva_estancia_id, ex);
      requireState(stay, [LODGED], 'solo se cargan consumos a una estancia hospedada');
      const [product] = await queryRows<{
        denominacion: string;
        estado: number;
        control_serie: boolean;
        unidad_medida_id: number;
        factor: string;
        precioventa: string | null;
      }>(
        ex,
        sql`select p.denominacion, p.estado, p.control_serie, pu.unidad_medida_id, pu.factor::text as factor, pu.precioventa::text as precioventa
              from producto p join producto_unidad pu on pu.producto_id = p.producto_id and pu.base
             where p.producto_id = ${input.producto_id}`,
      );
      if (!product) throw notFound('El producto');
      if (product.estado !== 1) throw new BusinessError(`${product.denominacion} está desactivado`);
      if (product.control_serie)
        throw new BusinessError(`${product.denominacion} se controla por series; véndalo en el mostrador`);
      const price = input.precio_unitario ?? product.precioventa;
      if (price == null) throw new BusinessError(`${product.denominacion} no tiene precio de venta; indique el precio`);
      const quantity = dec(input.cantidad);
      if (quantity.lte(0)) throw new BusinessError('La cantidad debe ser mayor que cero');
      const idalmacen = await branchWarehouse(ex, stay.idsucursal);
      const [row] = await ex
        .insert(extra)
        .values({
          reserva_estancia_id: stay.reserva_estancia_id,
          producto_id: input.producto_id,
          unidad_medida_id: product.unidad_medida_id,
          idalmacen,
          cantidad: fixed(quantity, 4),
          cantidad_base: fixed(quantity.times(dec(product.factor)), 4),
          precio_unitario: fixed(dec(price), 2),
          importe: fixed(quantity.times(dec(price)), 2),
          idusuario: actor.idusuario,
        })
        .returning({ id: extra.idextra, cantidad_base: extra.cantidad_base });
      await stock.move(ex, ledgerDocument(row!.id, stay.reserva_estancia_id), [
        { producto_id: input.producto_id, idalmacen, cantidad: row!.cantidad_base, direccion: 'salida' },
      ]);
      return extras(stay.reserva_estancia_id, ex);
    },

    /** dextrasel: the charge is removed and its stock comes back (not after the check-out: the sale holds it). */
    async removeCharge(idextra: number, ex: Executor) {
      const [row] = await ex
        .select({ stayId: extra.reserva_estancia_id })
        .from(extra)
        .where(eq(extra.idextra, idextra));
      if (!row) throw notFound('El consumo');
      const stay: LockedStay = await lockStay(row.stayId, ex);
      requireState(stay, [LODGED], 'sus consumos ya no se pueden quitar');
      await returnStock(idextra, stay.reserva_estancia_id, ex);
      await ex.delete(extra).where(eq(extra.idextra, idextra));
    },
  };
}
