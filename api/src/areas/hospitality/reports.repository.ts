import { sql, type SQL } from 'drizzle-orm';
import { Decimal, HUNDRED, ZERO, dec, fixed } from '@trade/money';
import {
  GUEST_DOCUMENTS,
  ROOM_OWNER,
  type GuestRegisterReport,
  type GuestRegisterRow,
  type HospitalityReportBody,
  type MovementReport,
  type MovementRow,
  type OccupancyReport,
  type OccupancyReportBody,
  type OccupancyRow,
} from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';

const CANCELLED = 4;
const BLOCKED = 5;
/** Reserved, lodged and finished stays hold their nights: they are the room-nights sold. */
const SOLD = sql`(1, 2, 3)`;
const LODGING_PRODUCT = 'srv-hospedaje';
/** A register or a movement list is read by the day; occupancy over a year at most. */
const MAX_DAYS = { occupancy: 366, movements: 31, register: 366 };

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function rangeOf(input: HospitalityReportBody, maxDays: number) {
  if (input.hasta < input.desde) throw new BusinessError('La fecha final debe ser igual o posterior a la inicial');
  if (dayCount(input.desde, input.hasta) > maxDays)
    throw new BusinessError(`El rango del reporte no puede pasar de ${maxDays} días`);
  return { from: input.desde, to: input.hasta };
}

/** The rooms the user sees (core/scope.ts: his branch unless he may see every branch), of one branch when asked. */
function roomsWhere(input: HospitalityReportBody, alias = 'h'): SQL {
  const branch = input.idsucursal ? sql`${sql.identifier(alias)}.idsucursal = ${input.idsucursal}` : sql`true`;
  return sql`${branch} and ${scopeOfCurrent(ROOM_OWNER, alias) ?? sql`true`}`;
}

/**
 * The stays of those rooms touching the nights [from, to]: written as the overlap of the stay's
 * nights with the range and `estado <> 4`, so PostgreSQL answers it from the gist index of
 * `reserva_estancia_sin_cruce` (room, nights) instead of reading every stay.
 */
const touching = (from: string, to: string) =>
  sql`e.estado <> ${CANCELLED} and daterange(e.fecha_ingreso, e.fecha_salida, '[)') && daterange(${from}::date, ${to}::date, '[]')`;

type Figures = Omit<OccupancyRow, 'periodo'>;
interface NightCount {
  habitaciones: number;
  bloqueadas: number;
  vendidas: number;
  facturado: Decimal;
  por_facturar: Decimal;
}

const ratio = (a: Decimal, b: number, times: Decimal = dec(1)) => (b > 0 ? fixed(a.times(times).div(b), 2) : '0.00');

/** Occupancy %, ADR and RevPAR of some nights, exact decimals rounded half up at the end. */
function figuresOf(n: NightCount): Figures {
  const disponibles = n.habitaciones - n.bloqueadas;
  const ingresos = n.facturado.plus(n.por_facturar);
  return {
    habitaciones: n.habitaciones,
    bloqueadas: n.bloqueadas,
    disponibles,
    vendidas: n.vendidas,
    ocupacion: ratio(dec(n.vendidas), disponibles, HUNDRED),
    facturado: fixed(n.facturado, 2),
    por_facturar: fixed(n.por_facturar, 2),
    ingresos: fixed(ingresos, 2),
    adr: ratio(ingresos, n.vendidas),
    revpar: ratio(ingresos, disponibles),
  };
}

const add = (a: NightCount, b: NightCount): NightCount => ({
  habitaciones: a.habitaciones + b.habitaciones,
  bloqueadas: a.bloqueadas + b.bloqueadas,
  vendidas: a.vendidas + b.vendidas,
  facturado: a.facturado.plus(b.facturado),
  por_facturar: a.por_facturar.plus(b.por_facturar),
});
const NONE: NightCount = { habitaciones: 0, bloqueadas: 0, vendidas: 0, facturado: ZERO, por_facturar: ZERO };

const countryNames = new Intl.DisplayNames(['es'], { type: 'region' });
const countryOf = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};
const documentName = (code: string) => GUEST_DOCUMENTS.find((d) => d.value === code)?.label ?? code;

/** The hospitality reports (/report_hospitality): occupancy, arrivals and departures, the guest register. */
export function reportsRepository(db: Database) {
  /** Each night of the range: rooms, blocked and sold room-nights, lodging revenue invoiced and not yet. */
  async function nights(
    input: HospitalityReportBody,
    from: string,
    to: string,
    ex: Executor,
  ): Promise<(NightCount & { fecha: string })[]> {
    const rows = await queryRows<{
      fecha: string;
      habitaciones: number;
      bloqueadas: number;
      vendidas: number;
      facturado: string;
      por_facturar: string;
    }>(
      ex,
      sql`with rooms as (select h.idhabitacion from habitacion h where ${roomsWhere(input)}),
          stays as (
            select e.reserva_estancia_id, e.fecha_ingreso, e.fecha_salida, e.estado, e.precio_noche, e.idventa,
                   hc.precio_fin_semana
              from reserva_estancia e
              join rooms r on r.idhabitacion = e.idhabitacion
              left join habitacion_clase hc on hc.idhabitacion = e.idhabitacion and hc.idclasehabitacion = e.idclasehabitacion
             where ${touching(from, to)}),
          -- What the check-out invoiced for lodging: the sale's SRV-HOSPEDAJE lines (nights and late charge).
          invoiced as (
            select s.reserva_estancia_id, sum(d.importe) as hospedaje
              from stays s
              join venta v on v.idventa = s.idventa and v.estado_venta = 1
              join venta_detalle d on d.idventa = v.idventa
              join producto p on p.producto_id = d.producto_id
             where lower(p.codigo_producto) = ${LODGING_PRODUCT}
             group by s.reserva_estancia_id),
          -- Every night of each stay at its rate, as the check-out prices it (Friday and Saturday at
          -- the class's weekend rate when it has one); a block has no rate.
          priced_nights as (
            select s.reserva_estancia_id, s.estado, n::date as noche, s.fecha_salida, i.hospedaje,
                   case when s.estado = ${BLOCKED} then 0
                        when extract(isodow from n) in (5, 6) and s.precio_fin_semana is not null then s.precio_fin_semana
                        else coalesce(s.precio_noche, 0) end as tarifa
              from stays s
              left join invoiced i on i.reserva_estancia_id = s.reserva_estancia_id
             cross join lateral generate_series(s.fecha_ingreso, s.fecha_salida - 1, interval '1 day') n),
          -- An invoiced stay's nights take their rate and the last one the rest of the invoice, so
          -- the nights of a stay add up exactly to what was invoiced for its lodging.
          revenue as (
            select noche, estado, hospedaje is not null as facturada,
                   case when hospedaje is not null and noche = fecha_salida - 1
                        then hospedaje - (sum(tarifa) over (partition by reserva_estancia_id) - tarifa)
                        else tarifa end as ingreso
              from priced_nights)
          select d::date::text as fecha,
                 (select count(*) from rooms)::int as habitaciones,
                 (count(r.noche) filter (where r.estado = ${BLOCKED}))::int as bloqueadas,
                 (count(r.noche) filter (where r.estado in ${SOLD}))::int as vendidas,
                 coalesce(sum(r.ingreso) filter (where r.estado in ${SOLD} and r.facturada), 0)::text as facturado,
                 coalesce(sum(r.ingreso) filter (where r.estado in ${SOLD} and not r.facturada), 0)::text as por_facturar
            from generate_series(${from}::date, ${to}::date, interval '1 day') d
            left join revenue r on r.noche = d::date
           group by d
           order by d`,
    );
    return rows.map((r) => ({ ...r, facturado: dec(r.facturado), por_facturar: dec(r.por_facturar) }));
  }

  return {
    /** reporte_ocupacion: a row per night or per month, and the range's totals. */
    async occupancy(input: OccupancyReportBody, ex: Executor = db): Promise<OccupancyReport> {
      const { from, to } = rangeOf(input, MAX_DAYS.occupancy);
      const days = await nights(input, from, to, ex);
      const periods = new Map<string, NightCount>();
      for (const day of days) {
        const key = input.agrupar === 'mes' ? day.fecha.slice(0, 7) : day.fecha;
        periods.set(key, add(periods.get(key) ?? NONE, day));
      }
      return {
        filas: [...periods].map(([periodo, n]) => ({ periodo, ...figuresOf(n) })),
        totales: figuresOf(days.reduce(add, NONE)),
      };
    },

    /** reporte_llegadas_salidas: the stays arriving or departing on each day of the range (blocks left out). */
    async movements(input: HospitalityReportBody, ex: Executor = db): Promise<MovementReport> {
      const { from, to } = rangeOf(input, MAX_DAYS.movements);
      // A departure on `from` is a stay whose nights end the day before: the overlap starts a day earlier.
      const rows = await queryRows<MovementRow>(
        ex,
        sql`select m.tipo || '-' || e.reserva_estancia_id as clave, m.tipo,
                   (case when m.tipo = 'llegada' then e.fecha_ingreso else e.fecha_salida end)::text as fecha,
                   e.reserva_estancia_id, e.idreserva, su.nombre as sucursal, h.numero as habitacion,
                   t.nombre as tipo_habitacion, r.titular,
                   (select g.nombres from reserva_estancia_huesped g
                     where g.reserva_estancia_id = e.reserva_estancia_id and g.principal) as huesped,
                   (select count(*) from reserva_estancia_huesped g where g.reserva_estancia_id = e.reserva_estancia_id)::int as huespedes,
                   e.fecha_ingreso::text as f1, e.fecha_salida::text as f2,
                   (e.fecha_salida - e.fecha_ingreso)::int as noches, e.estado,
                   to_char((case when m.tipo = 'llegada' then e.fecha_checkin else e.fecha_checkout end) at time zone 'America/Lima',
                           'YYYY-MM-DD HH24:MI') as hora
              from reserva_estancia e
              join habitacion h on h.idhabitacion = e.idhabitacion
              join tipo_habitacion t on t.idtipohabitacion = h.idtipohabitacion
              join reserva r on r.idreserva = e.idreserva
              join sucursal su on su.idsucursal = h.idsucursal
             cross join (values ('llegada'), ('salida')) as m(tipo)
             where ${roomsWhere(input)} and e.estado in ${SOLD}
               and ${touching(dayBefore(from), to)}
               and (case when m.tipo = 'llegada' then e.fecha_ingreso else e.fecha_salida end) between ${from}::date and ${to}::date
             order by fecha, m.tipo, su.nombre, h.numero`,
      );
      const count = (tipo: string) => rows.filter((r) => r.tipo === tipo).length;
      return {
        filas: rows,
        totales: {
          llegadas: count('llegada'),
          salidas: count('salida'),
          huespedes: rows.filter((r) => r.tipo === 'llegada').reduce((n, r) => n + r.huespedes, 0),
        },
      };
    },

    /** registro_huespedes: every guest of the stays checked in within the range, in the order they arrived. */
    async register(input: HospitalityReportBody, ex: Executor = db): Promise<GuestRegisterReport> {
      const { from, to } = rangeOf(input, MAX_DAYS.register);
      const rows = await queryRows<Omit<GuestRegisterRow, 'orden' | 'pais' | 'documento'>>(
        ex,
        sql`select g.reserva_estancia_huesped_id, e.reserva_estancia_id, su.nombre as sucursal, h.numero as habitacion, g.nombres,
                   g.nacionalidad, g.tipo_documento, g.numero_documento, p.nombre as profesion, g.procedencia,
                   g.principal,
                   to_char(e.fecha_checkin at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI') as ingreso,
                   to_char(e.fecha_checkout at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI') as salida,
                   e.estado
              from reserva_estancia_huesped g
              join reserva_estancia e on e.reserva_estancia_id = g.reserva_estancia_id
              join habitacion h on h.idhabitacion = e.idhabitacion
              join sucursal su on su.idsucursal = h.idsucursal
              left join profesion p on p.idprofesion = g.idprofesion
             where ${roomsWhere(input)} and e.estado in (2, 3) and e.fecha_checkin is not null
               and ${touching(from, to)}
               and (e.fecha_checkin at time zone 'America/Lima')::date between ${from}::date and ${to}::date
             order by e.fecha_checkin, e.reserva_estancia_id, g.principal desc, g.reserva_estancia_huesped_id`,
      );
      const filas = rows.map((r, i) => ({
        ...r,
        orden: i + 1,
        pais: countryOf(r.nacionalidad),
        documento: documentName(r.tipo_documento),
      }));
      return {
        filas,
        totales: {
          huespedes: filas.length,
          estancias: new Set(filas.map((r) => r.reserva_estancia_id)).size,
          extranjeros: filas.filter((r) => r.nacionalidad !== 'PE').length,
        },
      };
    },
  };
}

function dayBefore(iso: string) {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
