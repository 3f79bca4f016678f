import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  VehicleBody,
  VehicleListQuery,
  VehicleOwnerRow,
  VehicleRow,
  VehicleUpdateBody,
} from '@trade/contracts/workshop';
import type { Database, Executor } from '../../db/client.js';
import {
  marcaVehiculo,
  modeloVehiculo,
  persona,
  tipoDocumento,
  vehiculo,
  vehiculoPropietario,
} from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { PeopleDoor } from './doors.js';

/**
 * A plate as stored: upper case, letters and digits; six of them are written 'ABC-123' (the
 * Peruvian format), other lengths as typed without spaces ('1234-AB' stays with its hyphen).
 */
export function normalisePlate(typed: string): string {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, '-');
  const bare = compact.replace(/-/g, '');
  if (bare.length < 5 || bare.length > 8) throw new BusinessError('La placa debe tener entre 5 y 8 letras o números');
  return bare.length === 6 ? `${bare.slice(0, 3)}-${bare.slice(3)}` : compact;
}

/** The active owners' names of a vehicle, joined, for lists and searches. */
export const ownerNames = sql<string>`coalesce((
  select string_agg(p.nombres, ' / ' order by vp.idvehiculopropietario)
    from vehiculo_propietario vp join persona p on p.idpersona = vp.idpersona
   where vp.idvehiculo = ${vehiculo.idvehiculo} and vp.estado = 1), '')`;

const listing: ListSpec<VehicleRow> = {
  columns: {
    idvehiculo: vehiculo.idvehiculo,
    placa: vehiculo.placa,
    idmodelovehiculo: vehiculo.idmodelovehiculo,
    modelo: modeloVehiculo.nombre,
    idmarcavehiculo: modeloVehiculo.idmarcavehiculo,
    marca: marcaVehiculo.nombre,
    anio: vehiculo.anio,
    color: vehiculo.color,
    vin: vehiculo.vin,
    motor: vehiculo.motor,
    kilometraje: vehiculo.kilometraje,
    observacion: vehiculo.observacion,
    propietarios: ownerNames,
    estado: vehiculo.estado,
  },
  from: (select) =>
    select
      .from(vehiculo)
      .innerJoin(modeloVehiculo, eq(modeloVehiculo.idmodelovehiculo, vehiculo.idmodelovehiculo))
      .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo)),
  search: [vehiculo.placa, vehiculo.vin, marcaVehiculo.nombre, modeloVehiculo.nombre, ownerNames],
  orderBy: [asc(vehiculo.placa), asc(vehiculo.idvehiculo)],
};

const ownerListing: ListSpec<VehicleOwnerRow> = {
  columns: {
    idvehiculopropietario: vehiculoPropietario.idvehiculopropietario,
    idvehiculo: vehiculoPropietario.idvehiculo,
    idpersona: vehiculoPropietario.idpersona,
    tipodocumento: tipoDocumento.abreviatura,
    numero_documento: persona.numero_documento,
    nombres: persona.nombres,
    telefono: persona.telefono,
    email: persona.email,
    estado: vehiculoPropietario.estado,
    fecharegistro: limaTime(vehiculoPropietario.fecharegistro),
  },
  from: (select) =>
    select
      .from(vehiculoPropietario)
      .innerJoin(persona, eq(persona.idpersona, vehiculoPropietario.idpersona))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento)),
  search: [persona.nombres, persona.numero_documento],
  orderBy: [desc(vehiculoPropietario.estado), asc(vehiculoPropietario.idvehiculopropietario)],
};

const ownedBy = (idpersona: number) =>
  sql`exists (select 1 from vehiculo_propietario vp where vp.idvehiculo = ${vehiculo.idvehiculo}
    and vp.idpersona = ${idpersona} and vp.estado = 1)`;

/** Vehicles and their owners; owners are people of the people area, reached through its door. */
export function vehiclesRepository(db: Database, people: PeopleDoor) {
  async function get(id: number, ex: Executor = db): Promise<VehicleRow> {
    const [row] = await selectRows(ex, listing, eq(vehiculo.idvehiculo, id));
    if (!row) throw notFound('El vehículo');
    return row;
  }
  async function getOwner(id: number, ex: Executor = db): Promise<VehicleOwnerRow> {
    const [row] = await selectRows(ex, ownerListing, eq(vehiculoPropietario.idvehiculopropietario, id));
    if (!row) throw notFound('El propietario');
    return row;
  }

  /** The columns of a create or update, checked: an active model, a year not after next year. */
  async function values(input: VehicleUpdateBody, ex: Executor, before?: VehicleRow) {
    const [model] = await ex
      .select({ estado: modeloVehiculo.estado, marca: marcaVehiculo.estado })
      .from(modeloVehiculo)
      .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo))
      .where(eq(modeloVehiculo.idmodelovehiculo, input.idmodelovehiculo));
    if (!model) throw notFound('El modelo');
    const changedModel = before?.idmodelovehiculo !== input.idmodelovehiculo;
    if (changedModel && (model.estado !== 1 || model.marca !== 1))
      throw new BusinessError('El modelo o su marca están desactivados');
    const nextYear = new Date().getFullYear() + 1;
    if (input.anio != null && input.anio > nextYear)
      throw new BusinessError(`El año no puede ser posterior a ${nextYear}`);
    return {
      placa: normalisePlate(input.placa),
      idmodelovehiculo: input.idmodelovehiculo,
      anio: input.anio ?? null,
      color: blankToNull(input.color),
      vin: blankToNull(input.vin)?.toUpperCase() ?? null,
      motor: blankToNull(input.motor),
      kilometraje: input.kilometraje ?? null,
      observacion: blankToNull(input.observacion),
    };
  }

  const duplicate = (write: () => Promise<unknown>) =>
    refusingDuplicate('Ya existe un vehículo con esa placa o ese VIN', write);

  async function addOwner(idvehiculo: number, idpersona: number, ex: Executor): Promise<VehicleOwnerRow> {
    const person = await people.get(idpersona, ex);
    if (person.estado !== 1) throw new BusinessError('La persona está desactivada');
    const [row] = await refusingDuplicate('La persona ya es propietaria del vehículo', () =>
      ex
        .insert(vehiculoPropietario)
        .values({ idvehiculo, idpersona })
        .returning({ id: vehiculoPropietario.idvehiculopropietario }),
    );
    return getOwner(row!.id, ex);
  }

  return {
    get,
    list: ({ estado, idmarcavehiculo, idpersona, ...query }: VehicleListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(vehiculo.estado, estado),
        idmarcavehiculo === undefined ? undefined : eq(modeloVehiculo.idmarcavehiculo, idmarcavehiculo),
        idpersona === undefined ? undefined : ownedBy(idpersona),
      ]),

    async create({ idpersona, ...input }: VehicleBody, ex: Executor = db): Promise<VehicleRow> {
      const row = await values(input, ex);
      const [created] = (await duplicate(() =>
        ex.insert(vehiculo).values(row).returning({ id: vehiculo.idvehiculo }),
      )) as { id: number }[];
      if (idpersona) await addOwner(created!.id, idpersona, ex);
      return get(created!.id, ex);
    },

    async update(id: number, input: VehicleUpdateBody, ex: Executor = db): Promise<VehicleRow> {
      const before = await get(id, ex);
      const row = await values(input, ex, before);
      await duplicate(() => ex.update(vehiculo).set(row).where(eq(vehiculo.idvehiculo, id)));
      return get(id, ex);
    },

    async setState(id: number, estado: number, ex: Executor = db): Promise<VehicleRow> {
      if (!(await setEstado(ex, vehiculo, vehiculo.idvehiculo, id, estado))) throw notFound('El vehículo');
      return get(id, ex);
    },

    /** A vehicle with history (intakes, orders) cannot be deleted; its owner links go with it. */
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced('El vehículo tiene registros asociados; desactívelo en su lugar', () =>
        ex.delete(vehiculo).where(eq(vehiculo.idvehiculo, id)),
      );
    },

    owners: {
      get: getOwner,
      async list(idvehiculo: number, ex: Executor = db): Promise<VehicleOwnerRow[]> {
        await get(idvehiculo, ex);
        return selectRows(ex, ownerListing, eq(vehiculoPropietario.idvehiculo, idvehiculo));
      },
      async create(idvehiculo: number, idpersona: number, ex: Executor = db): Promise<VehicleOwnerRow> {
        await get(idvehiculo, ex);
        return addOwner(idvehiculo, idpersona, ex);
      },
      async setState(id: number, estado: number, ex: Executor = db): Promise<VehicleOwnerRow> {
        const updated = await ex
          .update(vehiculoPropietario)
          .set({ estado })
          .where(eq(vehiculoPropietario.idvehiculopropietario, id))
          .returning({ id: vehiculoPropietario.idvehiculopropietario });
        if (updated.length === 0) throw notFound('El propietario');
        return getOwner(id, ex);
      },
      async remove(id: number, ex: Executor = db) {
        await getOwner(id, ex);
        await ex.delete(vehiculoPropietario).where(eq(vehiculoPropietario.idvehiculopropietario, id));
      },
    },
  };
}
