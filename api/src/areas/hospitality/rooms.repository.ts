import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ROOM_OWNER,
  ROOM_STATES,
  type RoomBedBody,
  type RoomBedRow,
  type RoomBody,
  type RoomClassBody,
  type RoomClassLinkRow,
  type RoomListQuery,
  type RoomRow,
  type RoomServiceBody,
  type RoomServiceLinkRow,
} from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  cama,
  claseHabitacion,
  habitacion,
  habitacionCama,
  habitacionClase,
  habitacionServicio,
  servicioHabitacion,
  sucursal,
  tipoHabitacion,
  ubicacion,
} from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { canSee, type Viewer } from '../../core/scope.js';

const listing: ListSpec<RoomRow> = {
  columns: {
    idhabitacion: habitacion.idhabitacion,
    idsucursal: habitacion.idsucursal,
    sucursal: sucursal.nombre,
    numero: habitacion.numero,
    idubicacion: habitacion.idubicacion,
    ubicacion: ubicacion.nombre,
    idtipohabitacion: habitacion.idtipohabitacion,
    tipohabitacion: tipoHabitacion.nombre,
    capacidad: tipoHabitacion.capacidad,
    descripcion: habitacion.descripcion,
    estado: habitacion.estado,
    camas: sql<string | null>`(select string_agg(hc.cantidad || ' ' || c.nombre, ', ' order by c.plazas desc, c.nombre)
      from habitacion_cama hc join cama c on c.idcama = hc.idcama where hc.idhabitacion = ${habitacion.idhabitacion})`,
    tarifa_desde: sql<
      string | null
    >`(select min(precio_noche)::text from habitacion_clase where idhabitacion = ${habitacion.idhabitacion})`,
  },
  from: (select) =>
    select
      .from(habitacion)
      .innerJoin(sucursal, eq(sucursal.idsucursal, habitacion.idsucursal))
      .innerJoin(ubicacion, eq(ubicacion.idubicacion, habitacion.idubicacion))
      .innerJoin(tipoHabitacion, eq(tipoHabitacion.idtipohabitacion, habitacion.idtipohabitacion)),
  search: [habitacion.numero, ubicacion.nombre, tipoHabitacion.nombre, habitacion.descripcion],
  orderBy: [asc(sucursal.nombre), asc(ubicacion.orden), asc(habitacion.numero), asc(habitacion.idhabitacion)],
  owner: ROOM_OWNER,
};

const bedColumns = {
  idhabitacioncama: habitacionCama.idhabitacioncama,
  idhabitacion: habitacionCama.idhabitacion,
  idcama: habitacionCama.idcama,
  cama: cama.nombre,
  plazas: cama.plazas,
  cantidad: habitacionCama.cantidad,
};
const classColumns = {
  idhabitacionclase: habitacionClase.idhabitacionclase,
  idhabitacion: habitacionClase.idhabitacion,
  idclasehabitacion: habitacionClase.idclasehabitacion,
  clase: claseHabitacion.nombre,
  precio_noche: habitacionClase.precio_noche,
  precio_fin_semana: habitacionClase.precio_fin_semana,
};
const serviceColumns = {
  idhabitacionservicio: habitacionServicio.idhabitacionservicio,
  idhabitacion: habitacionServicio.idhabitacion,
  idservicio: habitacionServicio.idservicio,
  servicio: servicioHabitacion.nombre,
};

/** An active catalogue entry, or the refusal naming it. */
async function activeEntry(ex: Executor, table: string, key: string, id: number, what: string) {
  const [row] = await queryRows<{ estado: number }>(
    ex,
    sql`select estado from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id}`,
  );
  if (!row) throw notFound(what);
  if (row.estado !== 1) throw new BusinessError(`${what} está desactivad${what.startsWith('La ') ? 'a' : 'o'}`);
}

/** Rooms of the branches with their beds, classes (and their rates) and services. */
export function roomsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<RoomRow> {
    const [row] = await selectRows(ex, listing, eq(habitacion.idhabitacion, id));
    if (!row) throw notFound('La habitación');
    return row;
  }

  /** The room's branch must be one the user sees (his own without `todas_sucursales`). */
  async function inUsersBranch(id: number, ex: Executor, viewer: Viewer) {
    if (!(await canSee(ex, viewer, ROOM_OWNER, id)))
      throw new BusinessError('Solo puede registrar habitaciones de su sucursal');
  }

  async function write(input: RoomBody, ex: Executor, viewer: Viewer, before?: RoomRow): Promise<RoomRow> {
    const [branch] = await ex
      .select({ id: sucursal.idsucursal })
      .from(sucursal)
      .where(eq(sucursal.idsucursal, input.idsucursal));
    if (!branch) throw notFound('La sucursal');
    await activeEntry(ex, 'ubicacion', 'idubicacion', input.idubicacion, 'La ubicación');
    await activeEntry(ex, 'tipo_habitacion', 'idtipohabitacion', input.idtipohabitacion, 'El tipo de habitación');
    const values = {
      idsucursal: input.idsucursal,
      numero: input.numero.trim(),
      idubicacion: input.idubicacion,
      idtipohabitacion: input.idtipohabitacion,
      descripcion: blankToNull(input.descripcion),
      estado: input.estado ?? before?.estado ?? 1,
    };
    const id = await refusingDuplicate(`Ya existe la habitación ${values.numero} en la sucursal`, async () => {
      if (before) {
        await ex.update(habitacion).set(values).where(eq(habitacion.idhabitacion, before.idhabitacion));
        return before.idhabitacion;
      }
      const [row] = await ex.insert(habitacion).values(values).returning({ id: habitacion.idhabitacion });
      return row!.id;
    });
    await inUsersBranch(id, ex, viewer);
    return get(id, ex);
  }

  // A room's beds, classes and services: the rows of a room (ordered) or the one just written.
  const bedRows = (ex: Executor, where: SQL) =>
    ex
      .select(bedColumns)
      .from(habitacionCama)
      .innerJoin(cama, eq(cama.idcama, habitacionCama.idcama))
      .where(where)
      .orderBy(asc(cama.nombre));
  const classRows = (ex: Executor, where: SQL) =>
    ex
      .select(classColumns)
      .from(habitacionClase)
      .innerJoin(claseHabitacion, eq(claseHabitacion.idclasehabitacion, habitacionClase.idclasehabitacion))
      .where(where)
      .orderBy(asc(habitacionClase.precio_noche));
  const serviceRows = (ex: Executor, where: SQL) =>
    ex
      .select(serviceColumns)
      .from(habitacionServicio)
      .innerJoin(servicioHabitacion, eq(servicioHabitacion.idservicio, habitacionServicio.idservicio))
      .where(where)
      .orderBy(asc(servicioHabitacion.nombre));
  const first = async <R>(rows: Promise<R[]>): Promise<R> => (await rows)[0]!;

  return {
    get,
    list: ({ estado, idsucursal, idubicacion, idtipohabitacion, ...query }: RoomListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(habitacion.estado, estado),
        idsucursal === undefined ? undefined : eq(habitacion.idsucursal, idsucursal),
        idubicacion === undefined ? undefined : eq(habitacion.idubicacion, idubicacion),
        idtipohabitacion === undefined ? undefined : eq(habitacion.idtipohabitacion, idtipohabitacion),
      ]),
    create: (input: RoomBody, ex: Executor, viewer: Viewer) => write(input, ex, viewer),
    async update(id: number, input: RoomBody, ex: Executor, viewer: Viewer) {
      return write(input, ex, viewer, await get(id, ex));
    },
    async setState(id: number, estado: number, ex: Executor = db) {
      await ex.update(habitacion).set({ estado }).where(eq(habitacion.idhabitacion, id));
      return get(id, ex);
    },
    /** The notice of a state (spec 001 §4: 1 success, 2 error, 3 warning), naming the state. */
    stateNotice: (row: RoomRow) => `Habitación ${row.numero}: ${ROOM_STATES.label(row.estado).toLowerCase()}`,
    async remove(id: number, ex: Executor = db) {
      const room = await get(id, ex);
      if (room.estado === 2) throw new BusinessError(`La habitación ${room.numero} está ocupada; no se puede eliminar`);
      await refusingReferenced('La habitación tiene reservas o estancias; no se puede eliminar', () =>
        ex.delete(habitacion).where(eq(habitacion.idhabitacion, id)),
      );
    },

    beds: (idhabitacion: number, ex: Executor = db): Promise<RoomBedRow[]> =>
      bedRows(ex, eq(habitacionCama.idhabitacion, idhabitacion)),
    async addBed(input: RoomBedBody, ex: Executor = db) {
      await activeEntry(ex, 'cama', 'idcama', input.idcama, 'La cama');
      const [row] = await ex
        .insert(habitacionCama)
        .values(input)
        .onConflictDoUpdate({
          target: [habitacionCama.idhabitacion, habitacionCama.idcama],
          set: { cantidad: input.cantidad },
        })
        .returning({ id: habitacionCama.idhabitacioncama });
      return first(bedRows(ex, eq(habitacionCama.idhabitacioncama, row!.id)));
    },
    removeBed: (id: number, ex: Executor = db) =>
      ex.delete(habitacionCama).where(eq(habitacionCama.idhabitacioncama, id)),

    classes: (idhabitacion: number, ex: Executor = db): Promise<RoomClassLinkRow[]> =>
      classRows(ex, eq(habitacionClase.idhabitacion, idhabitacion)),
    async addClass(input: RoomClassBody, ex: Executor = db) {
      await activeEntry(ex, 'clase_habitacion', 'idclasehabitacion', input.idclasehabitacion, 'La clase');
      if (Number(input.precio_noche) <= 0) throw new BusinessError('La tarifa por noche debe ser mayor que cero');
      if (input.precio_fin_semana != null && Number(input.precio_fin_semana) <= 0)
        throw new BusinessError('La tarifa de fin de semana debe ser mayor que cero');
      const rates = { precio_noche: input.precio_noche, precio_fin_semana: input.precio_fin_semana ?? null };
      const [row] = await ex
        .insert(habitacionClase)
        .values({ idhabitacion: input.idhabitacion, idclasehabitacion: input.idclasehabitacion, ...rates })
        .onConflictDoUpdate({ target: [habitacionClase.idhabitacion, habitacionClase.idclasehabitacion], set: rates })
        .returning({ id: habitacionClase.idhabitacionclase });
      return first(classRows(ex, eq(habitacionClase.idhabitacionclase, row!.id)));
    },
    removeClass: (id: number, ex: Executor = db) =>
      ex.delete(habitacionClase).where(eq(habitacionClase.idhabitacionclase, id)),

    services: (idhabitacion: number, ex: Executor = db): Promise<RoomServiceLinkRow[]> =>
      serviceRows(ex, eq(habitacionServicio.idhabitacion, idhabitacion)),
    async addService(input: RoomServiceBody, ex: Executor = db) {
      await activeEntry(ex, 'servicio_habitacion', 'idservicio', input.idservicio, 'El servicio');
      const [exists] = await ex
        .select({ id: habitacionServicio.idhabitacionservicio })
        .from(habitacionServicio)
        .where(
          and(
            eq(habitacionServicio.idhabitacion, input.idhabitacion),
            eq(habitacionServicio.idservicio, input.idservicio),
          ),
        );
      if (exists) throw new BusinessError('La habitación ya tiene ese servicio');
      const [row] = await ex
        .insert(habitacionServicio)
        .values(input)
        .returning({ id: habitacionServicio.idhabitacionservicio });
      return first(serviceRows(ex, eq(habitacionServicio.idhabitacionservicio, row!.id)));
    },
    removeService: (id: number, ex: Executor = db) =>
      ex.delete(habitacionServicio).where(eq(habitacionServicio.idhabitacionservicio, id)),
  };
}
