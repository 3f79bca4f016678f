import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  EditableUpdate,
  RequirementBody,
  RequirementListQuery,
  RequirementRow,
  VehiclePendingRow,
} from '@trade/contracts/workshop';
import type { ListParams } from '@trade/contracts/kit';
import type { Database, Executor } from '../../db/client.js';
import {
  marcaVehiculo,
  modeloVehiculo,
  persona,
  requerimiento,
  tipoDocumento,
  usuario,
  vehiculo,
} from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { visitMileage, visitVehicle } from './visit.js';
import type { PeopleDoor } from './doors.js';
import { ownerNames } from './vehicles.repository.js';

const PENDING = 1;
const ANNULLED = 0;

const vehicleName = sql<string>`${marcaVehiculo.nombre} || ' ' || ${modeloVehiculo.nombre}`;
const listing: ListSpec<RequirementRow> = {
  columns: {
    idrequerimiento: requerimiento.idrequerimiento,
    idvehiculo: requerimiento.idvehiculo,
    placa: vehiculo.placa,
    vehiculo: vehicleName,
    idpersona: requerimiento.idpersona,
    cliente: persona.nombres,
    documento: sql<string>`${tipoDocumento.abreviatura} || ' ' || ${persona.numero_documento}`,
    descripcion: requerimiento.descripcion,
    kilometraje: requerimiento.kilometraje,
    estado: requerimiento.estado,
    usuario: usuario.usuario,
    fecharegistro: limaTime(requerimiento.fecharegistro),
  },
  from: (select) =>
    select
      .from(requerimiento)
      .innerJoin(vehiculo, eq(vehiculo.idvehiculo, requerimiento.idvehiculo))
      .innerJoin(modeloVehiculo, eq(modeloVehiculo.idmodelovehiculo, vehiculo.idmodelovehiculo))
      .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo))
      .innerJoin(persona, eq(persona.idpersona, requerimiento.idpersona))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .innerJoin(usuario, eq(usuario.idusuario, requerimiento.idusuario)),
  search: [vehiculo.placa, persona.nombres, persona.numero_documento, requerimiento.descripcion, vehicleName],
  orderBy: [desc(requerimiento.fecharegistro), desc(requerimiento.idrequerimiento)],
  dates: { column: requerimiento.fecharegistro, kind: 'timestamp' },
};

/** Correlated subqueries, not GROUP BY: a list's filters and paging are appended to its FROM (core/lists.ts). */
const pendingOf = (what: SQL) =>
  sql`(select ${what} from requerimiento r where r.idvehiculo = ${vehiculo.idvehiculo} and r.estado = ${PENDING})`;
const vehiclesListing: ListSpec<VehiclePendingRow> = {
  columns: {
    idvehiculo: vehiculo.idvehiculo,
    placa: vehiculo.placa,
    vehiculo: vehicleName,
    propietarios: ownerNames,
    pendientes: sql<number>`${pendingOf(sql`count(*)::int`)}`,
    ultimo: sql<string>`${pendingOf(sql`to_char(max(r.fecharegistro) at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`)}`,
  },
  from: (select) =>
    select
      .from(vehiculo)
      .innerJoin(modeloVehiculo, eq(modeloVehiculo.idmodelovehiculo, vehiculo.idmodelovehiculo))
      .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo)),
  search: [vehiculo.placa, vehicleName, ownerNames],
  orderBy: [asc(vehiculo.placa), asc(vehiculo.idvehiculo)],
};
const hasPending = sql`exists ${pendingOf(sql`1`)}`;

/** Requirements of the customers on their vehicles; the customer is read through the people door. */
export function requirementsRepository(db: Database, people: PeopleDoor) {
  async function get(id: number, ex: Executor = db): Promise<RequirementRow> {
    const [row] = await selectRows(ex, listing, eq(requerimiento.idrequerimiento, id));
    if (!row) throw notFound('El requerimiento');
    return row;
  }

  /**
   * Checks the vehicle (active), the customer (an active person) and the mileage: never below the
   * vehicle's last one (unless it is this requirement's own, unchanged); a higher one becomes the
   * vehicle's.
   */
  async function checked(input: RequirementBody, ex: Executor, before?: RequirementRow) {
    const car = await visitVehicle(ex, people, input, before);
    const km = await visitMileage(ex, car, input, before);
    return {
      idvehiculo: input.idvehiculo,
      idpersona: input.idpersona,
      descripcion: input.descripcion.trim(),
      kilometraje: km,
    };
  }

  /** Only a pending or annulled requirement changes; one a service order took stays as it is. */
  function changeable(row: RequirementRow, action: string) {
    if (row.estado !== PENDING && row.estado !== ANNULLED)
      throw new BusinessError(`El requerimiento ya está en una orden de servicio; no se puede ${action}`);
  }

  return {
    get,
    list: ({ estado, idvehiculo, ...query }: RequirementListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(requerimiento.estado, estado),
        idvehiculo === undefined ? undefined : eq(requerimiento.idvehiculo, idvehiculo),
      ]),

    async pendingOfVehicle(idvehiculo: number, ex: Executor = db): Promise<RequirementRow[]> {
      const [car] = await ex
        .select({ id: vehiculo.idvehiculo })
        .from(vehiculo)
        .where(eq(vehiculo.idvehiculo, idvehiculo));
      if (!car) throw notFound('El vehículo');
      return selectRows(ex, listing, and(eq(requerimiento.idvehiculo, idvehiculo), eq(requerimiento.estado, PENDING)), [
        asc(requerimiento.fecharegistro),
        asc(requerimiento.idrequerimiento),
      ]);
    },

    vehiclesWithPending: (query: ListParams, ex: Executor = db) => pagedList(ex, vehiclesListing, query, [hasPending]),

    async create(input: RequirementBody, ex: Executor, actor: SessionUser): Promise<RequirementRow> {
      const values = await checked(input, ex);
      const [row] = await ex
        .insert(requerimiento)
        .values({ ...values, idusuario: actor.idusuario })
        .returning({ id: requerimiento.idrequerimiento });
      return get(row!.id, ex);
    },

    async update(
      id: number,
      { estado, ...input }: EditableUpdate<RequirementBody>,
      ex: Executor = db,
    ): Promise<RequirementRow> {
      const before = await get(id, ex);
      changeable(before, 'modificar');
      const values = await checked(input, ex, before);
      await ex
        .update(requerimiento)
        .set({ ...values, ...(estado === undefined ? {} : { estado }) })
        .where(eq(requerimiento.idrequerimiento, id));
      return get(id, ex);
    },

    async remove(id: number, ex: Executor = db) {
      changeable(await get(id, ex), 'eliminar');
      await ex.delete(requerimiento).where(eq(requerimiento.idrequerimiento, id));
    },
  };
}
