import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dec, fixed, sum } from '@trade/money';
import { todayLima } from '@trade/formats';
import {
  SERVICE_ORDER_OWNER,
  type ServiceLineBody,
  type ServiceLineRow,
  type ServiceOrderBody,
  type ServiceOrderDetail,
  type ServiceOrderListQuery,
  type ServiceOrderRow,
} from '@trade/contracts/workshop';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  almacen,
  empleado,
  estacion,
  marcaVehiculo,
  modeloVehiculo,
  ordenServicio,
  ordenServicioDetalle,
  ordenServicioTiempo,
  persona,
  producto,
  requerimiento,
  unidadMedida,
  usuario,
  vehiculo,
  venta,
} from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { visitMileage, visitVehicle } from './visit.js';
import { closeOpenStretch, timeOf } from './work-time.js';
import type { PeopleDoor, StockDoor } from './doors.js';

const REGISTERED = 1;
const IN_PROGRESS = 2;
const FINISHED = 3;
const ANNULLED = 0;
const LINE_ANNULLED = 0;
/** Requirement states an order sets: taken (2) and attended (3); freed ones are pending again (1). */
const REQ_PENDING = 1;
const REQ_TAKEN = 2;
const REQ_ATTENDED = 3;

export const orderDocument = (numero: number) => `OS-${String(numero).padStart(8, '0')}`;
const original = alias(ordenServicio, 'orden_original');

/** The orders' list: its columns and joins are the technician's view's too (attention.repository.ts). */
export const orderListing: ListSpec<ServiceOrderRow> = {
  // The orders of the caller's branches (their warehouse's), docs/workshop.md.
  owner: SERVICE_ORDER_OWNER,
  columns: {
    idordenservicio: ordenServicio.idordenservicio,
    numero: ordenServicio.numero,
    documento: sql<string>`'OS-' || lpad(${ordenServicio.numero}::text, 8, '0')`,
    idvehiculo: ordenServicio.idvehiculo,
    placa: vehiculo.placa,
    vehiculo: sql<string>`${marcaVehiculo.nombre} || ' ' || ${modeloVehiculo.nombre}`,
    idpersona: ordenServicio.idpersona,
    cliente: persona.nombres,
    idestacion: ordenServicio.idestacion,
    estacion: estacion.nombre,
    idempleado: ordenServicio.idempleado,
    tecnico: sql<string | null>`${empleado.nombres} || ' ' || ${empleado.apellidos}`,
    idalmacen: ordenServicio.idalmacen,
    almacen: almacen.nombre,
    kilometraje: ordenServicio.kilometraje,
    falla: ordenServicio.falla,
    diagnostico: ordenServicio.diagnostico,
    fecha_entrega: ordenServicio.fecha_entrega,
    total: sql<string>`${ordenServicio.total}::text`,
    estado: ordenServicio.estado,
    usuario: usuario.usuario,
    fecharegistro: limaTime(ordenServicio.fecharegistro),
    idorden_garantia: ordenServicio.idorden_garantia,
    garantia: sql<
      string | null
    >`case when ${original.numero} is null then null else 'OS-' || lpad(${original.numero}::text, 8, '0') end`,
    idventa: ordenServicio.idventa,
    venta: sql<
      string | null
    >`case when ${venta.idventa} is null then null else ${venta.serie} || '-' || lpad(${venta.numero}::text, 8, '0') end`,
    aprobacion: ordenServicio.aprobacion,
    aprobacion_fecha: sql<string | null>`${limaTime(ordenServicio.aprobacion_fecha)}`,
    aprobacion_ip: ordenServicio.aprobacion_ip,
  },
  from: (select) =>
    select
      .from(ordenServicio)
      .innerJoin(vehiculo, eq(vehiculo.idvehiculo, ordenServicio.idvehiculo))
      .innerJoin(modeloVehiculo, eq(modeloVehiculo.idmodelovehiculo, vehiculo.idmodelovehiculo))
      .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo))
      .innerJoin(persona, eq(persona.idpersona, ordenServicio.idpersona))
      .innerJoin(almacen, eq(almacen.idalmacen, ordenServicio.idalmacen))
      .innerJoin(usuario, eq(usuario.idusuario, ordenServicio.idusuario))
      .leftJoin(estacion, eq(estacion.idestacion, ordenServicio.idestacion))
      .leftJoin(empleado, eq(empleado.idempleado, ordenServicio.idempleado))
      .leftJoin(original, eq(original.idordenservicio, ordenServicio.idorden_garantia))
      .leftJoin(venta, eq(venta.idventa, ordenServicio.idventa)),
  // The number as printed ('OS-00000012') or bare ('12').
  search: [
    sql`${ordenServicio.numero}::text`,
    sql`'OS-' || lpad(${ordenServicio.numero}::text, 8, '0')`,
    vehiculo.placa,
    persona.nombres,
    ordenServicio.falla,
  ],
  orderBy: [desc(ordenServicio.fecharegistro), desc(ordenServicio.idordenservicio)],
  dates: { column: ordenServicio.fecharegistro, kind: 'timestamp' },
  totals: { total: ordenServicio.total },
};

const lineColumns = {
  iddetalle: ordenServicioDetalle.iddetalle,
  idordenservicio: ordenServicioDetalle.idordenservicio,
  producto_id: ordenServicioDetalle.producto_id,
  codigo: producto.codigo_producto,
  denominacion: producto.denominacion,
  unidad_medida_id: ordenServicioDetalle.unidad_medida_id,
  unidad: unidadMedida.abreviatura,
  // Base units in one of the line's unit, as saved (the screen's stock hint in base units).
  factor: sql<string>`round(${ordenServicioDetalle.cantidad_base} / ${ordenServicioDetalle.cantidad}, 4)::text`,
  servicio: ordenServicioDetalle.servicio,
  cantidad: sql<string>`${ordenServicioDetalle.cantidad}::text`,
  precio_unitario: sql<string>`${ordenServicioDetalle.precio_unitario}::text`,
  importe: sql<string>`${ordenServicioDetalle.importe}::text`,
  estado: ordenServicioDetalle.estado,
};

interface ResolvedServiceLine {
  producto_id: number;
  unidad_medida_id: number;
  servicio: boolean;
  cantidad: string;
  cantidad_base: string;
  precio_unitario: string;
  importe: string;
}

/**
 * Service orders: the order, its labour and parts lines and the requirements it takes. Every write
 * runs in the route's transaction: the order row is locked first, so two writes on one order queue;
 * parts leave and come back through the inventory's stock ledger (document 'OS', one per line).
 */
export function serviceOrdersRepository(db: Database, people: PeopleDoor, stock: StockDoor) {
  async function lines(id: number, ex: Executor, group?: 1 | 2): Promise<ServiceLineRow[]> {
    return ex
      .select(lineColumns)
      .from(ordenServicioDetalle)
      .innerJoin(producto, eq(producto.producto_id, ordenServicioDetalle.producto_id))
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, ordenServicioDetalle.unidad_medida_id))
      .where(
        and(
          eq(ordenServicioDetalle.idordenservicio, id),
          group === undefined ? undefined : eq(ordenServicioDetalle.servicio, group === 1),
        ),
      )
      .orderBy(asc(ordenServicioDetalle.iddetalle));
  }

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
    return { ...row, items: await lines(id, ex), requerimientos: taken, tiempos: await timeOf(ex, id) };
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

  /** Products and units of the lines: labour is a service product, a part a good (no serial-controlled ones). */
  async function resolve(items: ServiceLineBody[], ex: Executor): Promise<ResolvedServiceLine[]> {
    if (!items.length) return [];
    const ids = [...new Set(items.map((i) => i.producto_id))];
    const units = await queryRows<{
      producto_id: number;
      denominacion: string;
      estado: number;
      servicio: boolean;
      control_serie: boolean;
      unidad_medida_id: number;
      factor: string;
    }>(
      ex,
      sql`select p.producto_id, p.denominacion, p.estado, p.servicio, p.control_serie, pu.unidad_medida_id, pu.factor::text as factor
            from producto p join producto_unidad pu on pu.producto_id = p.producto_id and pu.estado = 1
           where p.producto_id in (${sql.join(
             ids.map((i) => sql`${i}`),
             sql`, `,
           )})`,
    );
    return items.map((item, n) => {
      const lineNo = `Línea ${n + 1}`;
      const product = units.find((u) => u.producto_id === item.producto_id);
      if (!product) throw new BusinessError(`${lineNo}: el producto no existe o fue eliminado`);
      if (product.estado !== 1) throw new BusinessError(`${lineNo}: ${product.denominacion} está desactivado`);
      if (product.control_serie)
        throw new BusinessError(`${lineNo}: ${product.denominacion} se controla por series; entréguelo con una salida`);
      const unit = units.find(
        (u) => u.producto_id === item.producto_id && u.unidad_medida_id === item.unidad_medida_id,
      );
      if (!unit) throw new BusinessError(`${lineNo}: ${product.denominacion} no tiene esa unidad de medida`);
      const quantity = dec(item.cantidad);
      if (quantity.lte(0)) throw new BusinessError(`${lineNo}: la cantidad debe ser mayor que cero`);
      return {
        producto_id: product.producto_id,
        unidad_medida_id: unit.unidad_medida_id,
        servicio: product.servicio,
        cantidad: fixed(quantity, 4),
        cantidad_base: fixed(quantity.times(dec(unit.factor)), 4),
        precio_unitario: fixed(dec(item.precio_unitario), 4),
        importe: fixed(quantity.times(dec(item.precio_unitario)), 2),
      };
    });
  }

  const ledgerDocument = (iddetalle: number, numero: number, anulacion = false) => ({
    documento_tipo: 'OS',
    iddocumento: iddetalle,
    serie: 'OS',
    numero,
    fecha: todayLima(),
    tipo_operacion: '99',
    tipo_documento_sunat: '00',
    anulacion,
  });

  /** A part leaves the order's warehouse (services and goods without stock control move nothing). */
  async function takePart(
    line: { iddetalle: number; producto_id: number; cantidad_base: string },
    order: { numero: number; idalmacen: number },
    ex: Executor,
  ) {
    await stock.move(ex, ledgerDocument(line.iddetalle, order.numero), [
      { producto_id: line.producto_id, idalmacen: order.idalmacen, cantidad: line.cantidad_base, direccion: 'salida' },
    ]);
  }
  /** What a line took comes back, at the cost it left at (new ledger rows; nothing is deleted). */
  async function returnPart(iddetalle: number, numero: number, ex: Executor) {
    const moves = await stock.reversalMoves(ex, 'OS', iddetalle);
    if (moves.length) await stock.move(ex, ledgerDocument(iddetalle, numero, true), moves);
  }

  async function insertLines(
    id: number,
    order: { numero: number; idalmacen: number },
    resolved: ResolvedServiceLine[],
    ex: Executor,
  ) {
    for (const line of resolved) {
      const [row] = await ex
        .insert(ordenServicioDetalle)
        .values({ ...line, idordenservicio: id })
        .returning({ iddetalle: ordenServicioDetalle.iddetalle });
      if (!line.servicio) await takePart({ ...line, iddetalle: row!.iddetalle }, order, ex);
    }
  }

  /** The order's total: its lines not annulled. */
  async function retotal(id: number, ex: Executor) {
    const rows = await ex
      .select({ importe: ordenServicioDetalle.importe })
      .from(ordenServicioDetalle)
      .where(
        and(eq(ordenServicioDetalle.idordenservicio, id), sql`${ordenServicioDetalle.estado} <> ${LINE_ANNULLED}`),
      );
    await ex
      .update(ordenServicio)
      .set({ total: fixed(sum(rows.map((r) => dec(r.importe))), 2) })
      .where(eq(ordenServicio.idordenservicio, id));
  }

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

  /** Every live part of the order comes back to stock. */
  async function returnAllParts(id: number, numero: number, ex: Executor) {
    const parts = await ex
      .select({ iddetalle: ordenServicioDetalle.iddetalle })
      .from(ordenServicioDetalle)
      .where(
        and(
          eq(ordenServicioDetalle.idordenservicio, id),
          eq(ordenServicioDetalle.servicio, false),
          sql`${ordenServicioDetalle.estado} <> ${LINE_ANNULLED}`,
        ),
      );
    for (const p of parts) await returnPart(p.iddetalle, numero, ex);
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
        idempleado === undefined ? undefined : eq(ordenServicio.idempleado, idempleado),
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

  async function lineOf(iddetalle: number, ex: Executor) {
    const [line] = await ex
      .select({
        iddetalle: ordenServicioDetalle.iddetalle,
        idordenservicio: ordenServicioDetalle.idordenservicio,
        producto_id: ordenServicioDetalle.producto_id,
        servicio: ordenServicioDetalle.servicio,
        cantidad_base: sql<string>`${ordenServicioDetalle.cantidad_base}::text`,
        estado: ordenServicioDetalle.estado,
      })
      .from(ordenServicioDetalle)
      .where(eq(ordenServicioDetalle.iddetalle, iddetalle));
    if (!line) throw notFound('La línea de la orden');
    return line;
  }
}
