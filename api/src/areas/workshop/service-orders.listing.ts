import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_ORDER_OWNER, type ServiceOrderRow } from '@trade/contracts/workshop';
import {
  almacen,
  empleado,
  estacion,
  marcaVehiculo,
  modeloVehiculo,
  ordenServicio,
  ordenServicioDetalle,
  persona,
  producto,
  unidadMedida,
  usuario,
  vehiculo,
  venta,
} from '../../db/schema/index.js';
import { limaTime, type ListSpec } from '../../core/lists.js';

/* What the orders' screens read: the list's columns and joins, and a line's columns. */

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

export const lineColumns = {
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
