import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { Decimal, dec, fixed } from '@trade/money';
import type { CheckOutBody, StayAccount } from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  comprobante,
  formaPago,
  habitacion,
  habitacionClase,
  reservaEstancia,
  reservaEstanciaHuesped,
  reservaEstanciaPago,
  serie,
} from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { CashDoor, NotesDoor, SaleInput, SalesDoor } from './doors.js';
import type { stayChargesRepository } from './stay-charges.repository.js';
import { PAYMENT_ORIGIN } from './stay-charges.repository.js';
import type { packagesRepository } from './packages.repository.js';
import { lodgingExport } from './stay-export.js';
import { FINISHED, LODGED, RESERVED, dayText, lockStay, requireState, type LockedStay } from './stay.js';
import type { stayNotesRepository } from './stay-notes.repository.js';
import { lockCheckoutRooms, lodgedRoomsOf, noteLines, stayIds } from './stay-checkout-rooms.js';

const LODGING_PRODUCT = 'srv-hospedaje';
const ROOM_OCCUPIED = 2;
const ROOM_CLEANING = 3;
const SOLES = 1;
const CASH_SALE = 1;

export interface CheckoutActor {
  idusuario: number;
  rol: string;
  idsucursal: number | null;
}

/** The nights of a stay split into weekday and weekend (Friday and Saturday) nights. */
function nightsOf(f1: string, f2: string) {
  let weekday = 0;
  let weekend = 0;
  for (let d = new Date(`${f1}T12:00:00Z`); d < new Date(`${f2}T12:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() === 5 || d.getUTCDay() === 6) weekend++;
    else weekday++;
  }
  return { weekday, weekend };
}

/**
 * Check-in and check-out. The check-out sells the stay through billing's sale door (its numbering,
 * CPE queue, cash and prints: the same as a counter sale) in ONE transaction with the stay, its
 * payments and the room: a refusal leaves nothing behind.
 */
export function stayCheckoutService(
  db: Database,
  charges: ReturnType<typeof stayChargesRepository>,
  notes: ReturnType<typeof stayNotesRepository>,
  {
    cash,
    sales,
    orderNotes,
    packages,
  }: { cash: CashDoor; sales: SalesDoor; orderNotes: NotesDoor; packages: ReturnType<typeof packagesRepository> },
) {
  /** The lodging lines: weekday nights at the stay's rate, Friday and Saturday nights at its class's weekend rate when it has one. */
  async function lodging(stay: LockedStay, ex: Executor) {
    const { weekday, weekend } = nightsOf(stay.f1, stay.f2);
    const [rate] = stay.idclasehabitacion
      ? await ex
          .select({ weekend: habitacionClase.precio_fin_semana })
          .from(habitacionClase)
          .where(
            and(
              eq(habitacionClase.idhabitacion, stay.idhabitacion),
              eq(habitacionClase.idclasehabitacion, stay.idclasehabitacion),
            ),
          )
      : [];
    const nightly = dec(stay.precio_noche ?? 0);
    const weekendRate = rate?.weekend ? dec(rate.weekend) : nightly;
    const parts = weekendRate.eq(nightly)
      ? [{ noches: weekday + weekend, precio: nightly, label: '' }]
      : [
          { noches: weekday, precio: nightly, label: '' },
          { noches: weekend, precio: weekendRate, label: ' (VIERNES Y SÁBADO)' },
        ];
    return parts.filter((p) => p.noches > 0);
  }

  /** What the consumption notes charged to the stay amount to: still to invoice, or what its check-out's sale invoiced of them. */
  async function notesAmount(stayId: number, idventa: number | null, ex: Executor) {
    if (!idventa) return (await notes.list(stayId, ex)).reduce((sum, n) => sum.plus(dec(n.importe)), dec(0));
    const [row] = await queryRows<{ importe: string }>(
      ex,
      sql`select coalesce(sum(vd.importe), 0)::text as importe
            from pedido_venta pv join venta_detalle vd on vd.iddetalle = pv.iddetalle_venta
            join pedido_detalle d on d.iddetalle = pv.iddetalle
            join reserva_estancia_nota l on l.pedido_nota_consumo_maestro_id = d.pedido_nota_consumo_maestro_id
           where pv.idventa = ${idventa} and l.reserva_estancia_id = ${stayId}`,
    );
    return dec(row!.importe);
  }

  async function account(stayId: number, ex: Executor = db): Promise<StayAccount> {
    const stay = await lockStay(stayId, ex);
    const parts = await lodging(stay, ex);
    const hospedaje = parts.reduce((sum, p) => sum.plus(p.precio.times(p.noches)), dec(0));
    const extras = (await charges.extras(stayId, ex)).reduce((sum, e) => sum.plus(dec(e.importe)), dec(0));
    const notas = await notesAmount(stayId, stay.idventa, ex);
    const [sale] = stay.idventa
      ? await queryRows<{ documento: string; total: string; pagos: string }>(
          ex,
          sql`select serie || '-' || lpad(numero::text, 8, '0') as documento, total::text as total,
                     (select coalesce(sum(monto), 0)::text from reserva_estancia_pago where idventa = ${stay.idventa}) as pagos
                from venta where idventa = ${stay.idventa}`,
        )
      : [];
    // After the check-out the sale's total (with its late charge, and every room of a joint check-out)
    // and the payments on account it applied are what the document cost and was paid with.
    const paid = sale
      ? dec(sale.pagos)
      : (await charges.payments(stayId, ex)).reduce((sum, p) => sum.plus(dec(p.monto)), dec(0));
    const total = sale ? dec(sale.total) : hospedaje.plus(extras).plus(notas);
    return {
      reserva_estancia_id: stayId,
      noches: parts.reduce((n, p) => n + p.noches, 0),
      hospedaje: fixed(hospedaje, 2),
      extras: fixed(extras, 2),
      notas: fixed(notas, 2),
      pagos: fixed(paid, 2),
      saldo: fixed(total.minus(paid), 2),
      idventa: stay.idventa,
      documento: sale?.documento ?? null,
      otras_habitaciones: stay.estado === LODGED ? await lodgedRoomsOf(stay, ex) : [],
    };
  }

  /** The series must be a factura or boleta series of the stay's branch. */
  async function checkSeries(idserie: number, stay: LockedStay, ex: Executor) {
    const [series] = await ex
      .select({ idsucursal: serie.idsucursal, codigo: comprobante.codigo })
      .from(serie)
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .where(eq(serie.idserie, idserie));
    if (!series || !['01', '03'].includes(series.codigo))
      throw new BusinessError('Elija una serie de factura o de boleta');
    if (series.idsucursal !== stay.idsucursal) throw new BusinessError('La serie no es de la sucursal de la estancia');
  }

  async function lodgingProduct(ex: Executor) {
    const [row] = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      ex,
      sql`select producto_id, unidad_medida_id from producto where lower(codigo_producto) = ${LODGING_PRODUCT} and estado = 1`,
    );
    if (!row) throw new BusinessError('Falta el producto SRV-HOSPEDAJE (servicio de hospedaje)');
    return row;
  }

  async function cashForm(ex: Executor) {
    const forms = await ex
      .select()
      .from(formaPago)
      .where(and(eq(formaPago.idtipopago, 1), eq(formaPago.estado, 1)));
    const form = forms.find((f) => /efectivo/i.test(f.nombre)) ?? forms[0];
    if (!form) throw new BusinessError('No hay una forma de pago de contado activa');
    return form.idformapago;
  }

  return {
    account,

    /** checkin: a reserved stay from its arrival day, with its main guest, into a free room: lodged, the room occupied. */
    async checkIn(stayId: number, ex: Executor): Promise<StayAccount> {
      const stay = await lockStay(stayId, ex);
      requireState(stay, [RESERVED], 'el check-in es de una estancia reservada');
      if (stay.f1 > todayLima())
        throw new BusinessError(`La estancia llega el ${dayText(stay.f1)}: el check-in se hace desde ese día`);
      const [main] = await ex
        .select({ id: reservaEstanciaHuesped.reserva_estancia_huesped_id })
        .from(reservaEstanciaHuesped)
        .where(and(eq(reservaEstanciaHuesped.reserva_estancia_id, stayId), eq(reservaEstanciaHuesped.principal, true)));
      if (!main) throw new BusinessError('Registre al huésped principal antes del check-in');
      if (stay.estado_habitacion === ROOM_OCCUPIED)
        throw new BusinessError(`La habitación ${stay.numero} está ocupada`);
      if (stay.estado_habitacion === ROOM_CLEANING)
        throw new BusinessError(`La habitación ${stay.numero} está en limpieza o mantenimiento`);
      await ex
        .update(reservaEstancia)
        .set({ estado: LODGED, fecha_checkin: sql`now()` })
        .where(eq(reservaEstancia.reserva_estancia_id, stayId));
      await ex.update(habitacion).set({ estado: ROOM_OCCUPIED }).where(eq(habitacion.idhabitacion, stay.idhabitacion));
      return account(stayId, ex);
    },

    /**
     * checkout: the nights, the late check-out charge and the products charged, sold as one factura
     * or boleta; the payments on account pay it with the balance (see docs/hospitality.md, "Payments
     * on account"); the stay is finished and the room goes to cleaning.
     */
    async checkOut(input: CheckOutBody, ex: Executor, actor: CheckoutActor): Promise<StayAccount> {
      const rooms = await lockCheckoutRooms(input.reserva_estancia_id, input.estancias ?? [], ex);
      const stay = rooms[0]!;
      await checkSeries(input.idserie, stay, ex);
      const service = await lodgingProduct(ex);
      const detalles: SaleInput['detalles'] = [];
      for (const room of rooms)
        for (const p of await lodging(room, ex))
          detalles.push({
            ...service,
            cantidad: String(p.noches),
            precio_unitario: fixed(p.precio, 2),
            descripcion: `HOSPEDAJE HAB. ${room.numero} DEL ${dayText(room.f1)} AL ${dayText(room.f2)}: ${p.noches} NOCHE${p.noches === 1 ? '' : 'S'}${p.label}`,
          });
      const late = input.cargo_salida_tardia ? dec(input.cargo_salida_tardia) : dec(0);
      if (late.gt(0))
        detalles.push({
          ...service,
          cantidad: '1',
          precio_unitario: fixed(late, 2),
          descripcion: `CARGO POR SALIDA TARDÍA HAB. ${stay.numero}`,
        });
      if (input.idpaquete) {
        const pkg = await packages.forSale(input.idpaquete, todayLima(), ex);
        detalles.push({
          producto_id: pkg.producto_id,
          unidad_medida_id: pkg.unidad_medida_id,
          cantidad: '1',
          precio_unitario: pkg.precio,
          descripcion: `PAQUETE TURÍSTICO ${pkg.nombre.toUpperCase()} HAB. ${stay.numero}`,
        });
      }
      // Consumption notes of orders: their orders are locked (and their reservation released) before any stock moves.
      const fromNotes = detalles.length;
      const invoicedNotes = await noteLines(rooms, detalles, notes, ex);
      for (const room of rooms)
        for (const e of await charges.extras(room.reserva_estancia_id, ex)) {
          // The sale takes the product out of stock: what the charge took comes back first (one output, the sale's).
          await charges.returnStock(e.idextra, room.reserva_estancia_id, ex);
          detalles.push({
            producto_id: e.producto_id,
            unidad_medida_id: e.unidad_medida_id,
            cantidad: e.cantidad,
            precio_unitario: e.precio_unitario,
          });
        }
      if (!detalles.length) throw new BusinessError('La estancia no tiene nada que facturar');
      // An export (0202 / 0205): checked before anything is sold; every line without IGV (40), each with the guest's data.
      // Its beneficiary is one guest and its lines are priced here: one room, without the orders' notes (priced with IGV).
      if (input.exportacion && rooms.length > 1)
        throw new BusinessError(
          'La exportación de servicios nombra a un huésped por comprobante: haga el check-out de cada habitación por separado',
        );
      if (input.exportacion && invoicedNotes.links.length)
        throw new BusinessError(
          'Las notas de consumo de la estancia se venden con IGV: quítelas de la estancia y facture su pedido aparte, o haga el check-out sin exportación',
        );
      const exported = input.exportacion ? await lodgingExport(stay, !!input.idpaquete, ex) : undefined;
      if (exported) for (const d of detalles) d.tipo_afectacion = '40';
      const total = detalles
        .filter((_d, i) => i < fromNotes || i >= fromNotes + invoicedNotes.links.length)
        .reduce(
          (sum, d) => sum.plus(dec(d.cantidad).times(dec(d.precio_unitario)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
          invoicedNotes.importe,
        );
      // One query at a time: a transaction's connection runs them in order.
      const deposits: Awaited<ReturnType<typeof charges.payments>> = [];
      for (const room of rooms) deposits.push(...(await charges.payments(room.reserva_estancia_id, ex)));
      const paid = deposits.reduce((sum, p) => sum.plus(dec(p.monto)), dec(0));
      if (paid.gt(total))
        throw new BusinessError(
          `Los pagos a cuenta (S/ ${fixed(paid, 2)}) superan el total de la estancia (S/ ${fixed(total, 2)}): elimine un pago antes del check-out`,
        );
      const pagos = deposits.map((p) => ({ idformapago: p.idformapago, monto: p.monto }));
      if (total.gt(paid))
        pagos.push({ idformapago: input.idformapago ?? (await cashForm(ex)), monto: fixed(total.minus(paid), 2) });
      const numbers = rooms.map((r) => r.numero).join(', ');
      const idventa = await sales.save(
        {
          facturacion: {
            idserie: input.idserie,
            idpersona: input.idpersona ?? null,
            idmoneda: SOLES,
            tipo_pago_id: CASH_SALE,
            observaciones:
              rooms.length === 1
                ? `Estancia N° ${stay.reserva_estancia_id}, habitación ${stay.numero} (${stay.titular})`
                : `Reserva N° ${stay.idreserva}, habitaciones ${numbers} (${stay.titular})`,
            ticket: true,
          },
          detalles,
          pagos,
        },
        ex,
        actor,
        exported ? { exportacion: { ...exported, propiedades: detalles.map(() => exported.propiedades) } } : undefined,
      );
      await orderNotes.record(idventa, invoicedNotes.links, ex);
      // The sale took every payment into this cash; the payments on account were already in the cash of whoever
      // took them, so each one goes out here as applied: no money is counted twice.
      for (const p of deposits)
        await cash.postToOpenCash(ex, {
          idusuario: actor.idusuario,
          idsucursal: stay.idsucursal,
          tipo: 'E',
          idformapago: p.idformapago,
          monto: p.monto,
          concepto: `Pago a cuenta aplicado al check-out de la estancia N° ${p.reserva_estancia_id}, habitación ${rooms.find((r) => r.reserva_estancia_id === p.reserva_estancia_id)!.numero}`,
          origen: { tipo: PAYMENT_ORIGIN, id: p.pago_id },
        });
      await ex
        .update(reservaEstanciaPago)
        .set({ idventa })
        .where(
          and(
            inArray(
              reservaEstanciaPago.reserva_estancia_id,
              rooms.map((r) => r.reserva_estancia_id),
            ),
            isNull(reservaEstanciaPago.idventa),
          ),
        );
      await ex
        .update(reservaEstancia)
        .set({ estado: FINISHED, fecha_checkout: sql`now()`, idventa })
        .where(stayIds(rooms));
      await ex
        .update(habitacion)
        .set({ estado: ROOM_CLEANING })
        .where(
          inArray(
            habitacion.idhabitacion,
            rooms.map((r) => r.idhabitacion),
          ),
        );
      return account(stay.reserva_estancia_id, ex);
    },
  };
}
