import { sql, type SQL } from 'drizzle-orm';
import { Decimal, ZERO, dec, fixed } from '@trade/money';
import {
  SERVICE_ORDER_OWNER,
  SERVICE_ORDER_STATES,
  type OrderReport,
  type OrderReportRow,
  type StateTimeReport,
  type StateTimeRow,
  type TechnicianReport,
  type TechnicianReportRow,
  type WorkshopReportBody,
} from '@trade/contracts/workshop';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';

/** A year of orders at most: the reports are read whole (the kit pages them on the screen). */
const MAX_DAYS = 366;
const FINISHED = 3;
const IN_PROGRESS = 2;
const REGISTERED = 1;
const SECONDS_PER_HOUR = 3600;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function checkRange(input: WorkshopReportBody) {
  if (input.hasta < input.desde) throw new BusinessError('La fecha final debe ser igual o posterior a la inicial');
  if (dayCount(input.desde, input.hasta) > MAX_DAYS)
    throw new BusinessError(`El rango del reporte no puede pasar de ${MAX_DAYS} días`);
}

/** Seconds (exact numeric text) → hours with two decimals, rounded half up once at the end. */
const hoursOf = (seconds: Decimal) => fixed(seconds.div(SECONDS_PER_HOUR), 2);

/**
 * The orders of the report: registered (in Lima) within the range, of the state, station, branch (of
 * the order's warehouse) and technician (assigned, main or helper) asked, that the caller sees
 * (SERVICE_ORDER_OWNER: a technician his own orders only).
 */
function ordersWhere(input: WorkshopReportBody): SQL {
  const parts: SQL[] = [
    sql`(o.fecharegistro at time zone 'America/Lima')::date between ${input.desde}::date and ${input.hasta}::date`,
  ];
  if (input.estado !== undefined) parts.push(sql`o.estado = ${input.estado}`);
  if (input.idestacion) parts.push(sql`o.idestacion = ${input.idestacion}`);
  if (input.idsucursal)
    parts.push(
      sql`exists (select 1 from almacen a where a.idalmacen = o.idalmacen and a.idsucursal = ${input.idsucursal})`,
    );
  if (input.idempleado)
    parts.push(sql`(o.idempleado = ${input.idempleado} or exists (select 1 from orden_servicio_tecnico t
                     where t.idordenservicio = o.idordenservicio and t.idempleado = ${input.idempleado}))`);
  const scope = scopeOfCurrent(SERVICE_ORDER_OWNER, 'o');
  if (scope) parts.push(scope);
  return sql.join(parts, sql` and `);
}

/**
 * Each order's figures: its live lines by group (1 labour: service products; 2 parts), the seconds
 * of its time log (an open stretch up to now), its first start and the close of its last stretch.
 */
const figuresCte = (input: WorkshopReportBody) => sql`
  figures as (
    select o.idordenservicio, o.estado, o.fecharegistro, o.idempleado,
           coalesce((select sum(d.importe) from orden_servicio_detalle d
                      where d.idordenservicio = o.idordenservicio and d.estado <> 0 and d.servicio), 0) as mano_obra,
           coalesce((select sum(d.importe) from orden_servicio_detalle d
                      where d.idordenservicio = o.idordenservicio and d.estado <> 0 and not d.servicio), 0) as repuestos,
           coalesce((select sum(extract(epoch from coalesce(ti.fin, now()) - ti.inicio)::numeric) from orden_servicio_tiempo ti
                      where ti.idordenservicio = o.idordenservicio), 0) as segundos,
           (select min(ti.inicio) from orden_servicio_tiempo ti where ti.idordenservicio = o.idordenservicio) as inicio,
           (select max(ti.fin) from orden_servicio_tiempo ti where ti.idordenservicio = o.idordenservicio) as fin
      from orden_servicio o
     where ${ordersWhere(input)})`;

type OrderSql = Omit<OrderReportRow, 'horas' | 'total'> & { segundos: string };
type TechnicianSql = Omit<TechnicianReportRow, 'horas' | 'total'> & { segundos: string };
interface TimesSql {
  estado: number;
  registrada: string | null;
  en_proceso: string | null;
  segundos: string;
}

/** The average of some seconds, in hours; null when there are none. */
function averageHours(values: (string | null)[]): string | null {
  const present = values.filter((v): v is string => v !== null);
  if (!present.length) return null;
  return hoursOf(present.reduce((sum, v) => sum.plus(dec(v)), ZERO).div(present.length));
}

function timesRow(estado: number | null, rows: TimesSql[]): StateTimeRow {
  return {
    estado,
    nombre: estado === null ? 'Todas' : SERVICE_ORDER_STATES.label(estado),
    ordenes: rows.length,
    registrada: averageHours(rows.map((r) => r.registrada)),
    en_proceso: averageHours(rows.map((r) => r.en_proceso)),
    trabajadas: averageHours(rows.map((r) => r.segundos)),
  };
}

/** The workshop reports (/report_service_orders): orders, by technician, average time per state. */
export function workshopReportsRepository(db: Database) {
  return {
    /** reporte_ordenes_servicio: one row per order, newest first, and the range's totals. */
    async orders(input: WorkshopReportBody, ex: Executor = db): Promise<OrderReport> {
      checkRange(input);
      const rows = await queryRows<OrderSql>(
        ex,
        sql`with ${figuresCte(input)}
            select o.idordenservicio, 'OS-' || lpad(o.numero::text, 8, '0') as documento,
                   to_char(o.fecharegistro at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI') as fecha,
                   v.placa, ma.nombre || ' ' || mo.nombre as vehiculo, p.nombres as cliente, es.nombre as estacion,
                   coalesce((select string_agg(em.nombres || ' ' || em.apellidos, ', ' order by t.rol, em.nombres, em.idempleado)
                               from orden_servicio_tecnico t join empleado em on em.idempleado = t.idempleado
                              where t.idordenservicio = o.idordenservicio),
                            (select em.nombres || ' ' || em.apellidos from empleado em where em.idempleado = o.idempleado),
                            '') as tecnicos,
                   o.estado, f.segundos::text as segundos, f.mano_obra::text as mano_obra, f.repuestos::text as repuestos,
                   case when ve.idventa is null then null else ve.serie || '-' || lpad(ve.numero::text, 8, '0') end as comprobante
              from figures f
              join orden_servicio o on o.idordenservicio = f.idordenservicio
              join vehiculo v on v.idvehiculo = o.idvehiculo
              join modelo_vehiculo mo on mo.idmodelovehiculo = v.idmodelovehiculo
              join marca_vehiculo ma on ma.idmarcavehiculo = mo.idmarcavehiculo
              join persona p on p.idpersona = o.idpersona
              left join estacion es on es.idestacion = o.idestacion
              left join venta ve on ve.idventa = o.idventa
             order by o.fecharegistro desc, o.idordenservicio desc`,
      );
      let seconds = ZERO;
      let labour = ZERO;
      let parts = ZERO;
      const filas = rows.map(({ segundos, ...r }) => {
        seconds = seconds.plus(dec(segundos));
        labour = labour.plus(dec(r.mano_obra));
        parts = parts.plus(dec(r.repuestos));
        return {
          ...r,
          horas: hoursOf(dec(segundos)),
          mano_obra: fixed(dec(r.mano_obra), 2),
          repuestos: fixed(dec(r.repuestos), 2),
          total: fixed(dec(r.mano_obra).plus(dec(r.repuestos)), 2),
        };
      });
      return {
        filas,
        totales: {
          ordenes: filas.length,
          horas: hoursOf(seconds),
          mano_obra: fixed(labour, 2),
          repuestos: fixed(parts, 2),
          total: fixed(labour.plus(parts), 2),
        },
      };
    },

    /**
     * reporte_ordenes_tecnico: per technician, the orders assigned to him (main or helper) and their
     * amounts, the hours he worked himself on the range's orders (a technician who worked a stretch
     * on an order he is not assigned to shows his hours with no orders); the totals count each order once.
     */
    async technicians(input: WorkshopReportBody, ex: Executor = db): Promise<TechnicianReport> {
      checkRange(input);
      const only = input.idempleado ? sql`k.idempleado = ${input.idempleado}` : sql`true`;
      const rows = await queryRows<TechnicianSql>(
        ex,
        sql`with ${figuresCte(input)},
            assigned as (
              select t.idordenservicio, t.idempleado from orden_servicio_tecnico t join figures f on f.idordenservicio = t.idordenservicio
              union
              select f.idordenservicio, f.idempleado from figures f where f.idempleado is not null),
            by_orders as (
              select a.idempleado, count(*)::int as ordenes, sum(f.mano_obra) as mano_obra, sum(f.repuestos) as repuestos,
                     (count(*) filter (where f.estado = ${FINISHED}))::int as terminadas
                from assigned a join figures f on f.idordenservicio = a.idordenservicio
               group by a.idempleado),
            worked as (
              select ti.idempleado, sum(extract(epoch from coalesce(ti.fin, now()) - ti.inicio)::numeric) as segundos
                from orden_servicio_tiempo ti join figures f on f.idordenservicio = ti.idordenservicio
               where ti.idempleado is not null
               group by ti.idempleado),
            keys as (select idempleado from by_orders union select idempleado from worked)
            select k.idempleado, em.nombres || ' ' || em.apellidos as tecnico,
                   coalesce(b.ordenes, 0) as ordenes, coalesce(w.segundos, 0)::text as segundos,
                   coalesce(b.mano_obra, 0)::text as mano_obra, coalesce(b.repuestos, 0)::text as repuestos,
                   coalesce(b.terminadas, 0) as terminadas
              from keys k
              join empleado em on em.idempleado = k.idempleado
              left join by_orders b on b.idempleado = k.idempleado
              left join worked w on w.idempleado = k.idempleado
             where ${only}
             order by tecnico, k.idempleado`,
      );
      const [all] = await queryRows<{
        ordenes: number;
        segundos: string;
        mano_obra: string;
        repuestos: string;
        terminadas: number;
      }>(
        ex,
        sql`with ${figuresCte(input)}
            select count(*)::int as ordenes, coalesce(sum(segundos), 0)::text as segundos,
                   coalesce(sum(mano_obra), 0)::text as mano_obra, coalesce(sum(repuestos), 0)::text as repuestos,
                   (count(*) filter (where estado = ${FINISHED}))::int as terminadas
              from figures`,
      );
      const money = (labour: string, parts: string) => ({
        mano_obra: fixed(dec(labour), 2),
        repuestos: fixed(dec(parts), 2),
        total: fixed(dec(labour).plus(dec(parts)), 2),
      });
      return {
        filas: rows.map(({ segundos, ...r }) => ({
          ...r,
          horas: hoursOf(dec(segundos)),
          ...money(r.mano_obra, r.repuestos),
        })),
        totales: {
          ordenes: all!.ordenes,
          horas: hoursOf(dec(all!.segundos)),
          ...money(all!.mano_obra, all!.repuestos),
          terminadas: all!.terminadas,
        },
      };
    },

    /**
     * reporte_tiempos_estado: per current state and overall, the average hours waiting (registration
     * to first start), in progress (first start to the last stretch's close, for a finished order; up
     * to now while in progress) and worked. docs/workshop.md, "Reports", states the definitions.
     */
    async stateTimes(input: WorkshopReportBody, ex: Executor = db): Promise<StateTimeReport> {
      checkRange(input);
      const rows = await queryRows<TimesSql>(
        ex,
        sql`with ${figuresCte(input)}
            select estado,
                   case when inicio is not null then extract(epoch from inicio - fecharegistro)::numeric
                        when estado = ${REGISTERED} then extract(epoch from now() - fecharegistro)::numeric
                   end::text as registrada,
                   case when inicio is null then null
                        when estado = ${FINISHED} then extract(epoch from fin - inicio)::numeric
                        when estado = ${IN_PROGRESS} then extract(epoch from now() - inicio)::numeric
                   end::text as en_proceso,
                   segundos::text as segundos
              from figures`,
      );
      const states = SERVICE_ORDER_STATES.states.map((s) => s.value);
      const overall = timesRow(null, rows);
      return {
        filas: [
          ...states
            .filter((estado) => input.estado === undefined || input.estado === estado)
            .map((estado) =>
              timesRow(
                estado,
                rows.filter((r) => r.estado === estado),
              ),
            ),
          overall,
        ],
        totales: {
          ordenes: overall.ordenes,
          registrada: overall.registrada,
          en_proceso: overall.en_proceso,
          trabajadas: overall.trabajadas,
        },
      };
    },
  };
}
