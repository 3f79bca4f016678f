import { asc, eq, sql } from 'drizzle-orm';
import type { DriverBody, DriverListQuery, DriverRow } from '@trade/contracts/transport';
import type { Database, Executor } from '../../db/client.js';
import { transportista } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';

const conductor = sql<string>`${transportista.apellidos} || ', ' || ${transportista.nombres}`;
const todayLima = sql`(now() at time zone 'America/Lima')::date`;

const listing: ListSpec<DriverRow> = {
  columns: {
    idtransportista: transportista.idtransportista,
    tipo_documento: transportista.tipo_documento,
    numero_documento: transportista.numero_documento,
    nombres: transportista.nombres,
    apellidos: transportista.apellidos,
    conductor,
    licencia: transportista.licencia,
    categoria: transportista.categoria,
    licencia_vence: sql<string>`${transportista.licencia_vence}::text`,
    dias_vencimiento: sql<number>`(${transportista.licencia_vence} - ${todayLima})::int`,
    telefono: transportista.telefono,
    estado: transportista.estado,
  },
  from: (select) => select.from(transportista),
  search: [transportista.numero_documento, transportista.nombres, transportista.apellidos, transportista.licencia],
  orderBy: [asc(transportista.apellidos), asc(transportista.nombres), asc(transportista.idtransportista)],
};

const DUPLICATE = 'Ya existe un conductor con ese documento o con ese número de licencia';

/** Drivers (/management_driver): the company's, each with his licence and its expiry. */
export function driversRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<DriverRow> {
    const [row] = await selectRows(ex, listing, eq(transportista.idtransportista, id));
    if (!row) throw notFound('El conductor');
    return row;
  }
  const values = (input: DriverBody) => ({
    ...input,
    nombres: input.nombres.trim().toUpperCase(),
    apellidos: input.apellidos.trim().toUpperCase(),
    telefono: blankToNull(input.telefono),
  });
  return {
    get,
    list: ({ estado, ...query }: DriverListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [estado === undefined ? undefined : eq(transportista.estado, estado)]),
    async create(input: DriverBody, ex: Executor = db) {
      const [row] = await refusingDuplicate(DUPLICATE, () =>
        ex.insert(transportista).values(values(input)).returning({ id: transportista.idtransportista }),
      );
      return get(row!.id, ex);
    },
    async update(id: number, input: DriverBody & { estado?: number }, ex: Executor = db) {
      await get(id, ex);
      await refusingDuplicate(DUPLICATE, () =>
        ex
          .update(transportista)
          .set({ ...values(input), ...(input.estado === undefined ? {} : { estado: input.estado }) })
          .where(eq(transportista.idtransportista, id)),
      );
      return get(id, ex);
    },
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced('El conductor tiene salidas o turnos registrados; desactívelo en su lugar', () =>
        ex.delete(transportista).where(eq(transportista.idtransportista, id)),
      );
    },
    /**
     * The driver an exit or a shift puts on the road on `day` (Lima): active, with a licence in force
     * that day. Locked until the caller's commit, so a concurrent edit cannot slip an expiry past it.
     */
    async onDuty(id: number, day: string, ex: Executor): Promise<DriverRow> {
      const [locked] = await ex
        .select({ id: transportista.idtransportista })
        .from(transportista)
        .where(eq(transportista.idtransportista, id))
        .for('share');
      if (!locked) throw new BusinessError('El conductor no existe o fue eliminado');
      const driver = await get(id, ex);
      if (driver.estado !== 1) throw new BusinessError(`El conductor ${driver.conductor} está inactivo`);
      if (driver.licencia_vence < day)
        throw new BusinessError(
          `La licencia ${driver.licencia} de ${driver.conductor} venció el ${driver.licencia_vence.split('-').reverse().join('/')}: no puede salir con ella`,
        );
      return driver;
    },
  };
}
