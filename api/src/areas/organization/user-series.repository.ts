import { and, asc, eq, type SQL } from 'drizzle-orm';
import type {
  IssuableSeriesRow as IssuableSeries,
  UserSeriesListQuery,
  UserSeriesRow,
} from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { comprobante, serie, sucursal, usuario, usuarioSerie } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'La asignación de serie';

const joined = (select: Parameters<ListSpec<UserSeriesRow>['from']>[0]) =>
  select
    .from(usuarioSerie)
    .innerJoin(serie, eq(serie.idserie, usuarioSerie.idserie))
    .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
    .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal));

const listing: ListSpec<UserSeriesRow> = {
  columns: {
    idusuarioserie: usuarioSerie.idusuarioserie,
    idusuario: usuarioSerie.idusuario,
    idserie: usuarioSerie.idserie,
    serie: serie.serie,
    idcomprobante: serie.idcomprobante,
    comprobante: comprobante.nombre,
    codigo_comprobante: comprobante.codigo,
    idsucursal: serie.idsucursal,
    sucursal: sucursal.nombre,
    correlativo: serie.correlativo,
    estado: usuarioSerie.estado,
    estado_serie: serie.estado,
  },
  from: joined,
  search: [serie.serie, comprobante.nombre, sucursal.nombre],
  orderBy: [asc(serie.idcomprobante), asc(serie.serie), asc(usuarioSerie.idusuarioserie)],
};

/** The series each user may issue with. */
export function userSeriesRepository(db: Database) {
  async function get(idusuarioserie: number, ex: Executor = db): Promise<UserSeriesRow> {
    const [row] = await selectRows(ex, listing, eq(usuarioSerie.idusuarioserie, idusuarioserie));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    get,
    list: ({ idusuario, estado, ...query }: UserSeriesListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        eq(usuarioSerie.idusuario, idusuario),
        estado === undefined ? undefined : eq(usuarioSerie.estado, estado),
      ] as (SQL | undefined)[]),
    async assign(idusuario: number, idserie: number, ex: Executor = db) {
      const [user] = await ex.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.idusuario, idusuario));
      if (!user) throw notFound('El usuario');
      const [series] = await ex.select({ estado: serie.estado }).from(serie).where(eq(serie.idserie, idserie));
      if (!series) throw notFound('La serie');
      if (series.estado !== 1) throw new BusinessError('La serie está desactivada');
      const [row] = await refusingDuplicate('La serie ya está asignada al usuario', () =>
        ex.insert(usuarioSerie).values({ idusuario, idserie }).returning({ id: usuarioSerie.idusuarioserie }),
      );
      return get(row!.id, ex);
    },
    async setState(idusuarioserie: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, usuarioSerie, usuarioSerie.idusuarioserie, idusuarioserie, estado)))
        throw notFound(NOT_FOUND);
      return get(idusuarioserie, ex);
    },
    async remove(idusuarioserie: number, ex: Executor = db) {
      await get(idusuarioserie, ex);
      await ex.delete(usuarioSerie).where(eq(usuarioSerie.idusuarioserie, idusuarioserie));
    },

    /** Active series of a voucher type that the user may use (assignment and series both active). */
    ofUser(idusuario: number, idcomprobante: number, idserie?: number, ex: Executor = db) {
      const issuable: ListSpec<IssuableSeries> = {
        columns: {
          idserie: serie.idserie,
          serie: serie.serie,
          correlativo: serie.correlativo,
          idsucursal: serie.idsucursal,
          sucursal: sucursal.nombre,
        },
        from: joined,
        search: [],
        orderBy: [asc(serie.serie)],
      };
      return selectRows(
        ex,
        issuable,
        and(
          eq(usuarioSerie.idusuario, idusuario),
          eq(serie.idcomprobante, idcomprobante),
          eq(usuarioSerie.estado, 1),
          eq(serie.estado, 1),
          eq(comprobante.estado, 1),
          idserie === undefined ? undefined : eq(serie.idserie, idserie),
        ),
      );
    },
  };
}
export type UserSeriesRepository = ReturnType<typeof userSeriesRepository>;
