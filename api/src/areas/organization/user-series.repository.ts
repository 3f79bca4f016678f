import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { comprobante, serie, sucursal, usuario, usuarioSerie } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { refusingDuplicate, notFoundFeminine } from './common.js';

export interface UserSeriesListQuery {
  idusuario: number;
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
}

/** The series each user may issue with. */
export function userSeriesRepository(db: Database) {
  const columns = {
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
  };
  const from = () =>
    db
      .select(columns)
      .from(usuarioSerie)
      .innerJoin(serie, eq(serie.idserie, usuarioSerie.idserie))
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal));

  async function get(idusuarioserie: number) {
    const [row] = await from().where(eq(usuarioSerie.idusuarioserie, idusuarioserie));
    if (!row) throw notFoundFeminine('La asignación de serie');
    return row;
  }

  return {
    get,
    async list({ idusuario, page, pageSize, q, estado }: UserSeriesListQuery) {
      const where = and(
        ...([
          eq(usuarioSerie.idusuario, idusuario),
          wordsFilter(q, [serie.serie, comprobante.nombre, sucursal.nombre]),
          estado === undefined ? undefined : eq(usuarioSerie.estado, estado),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        from().where(where).orderBy(asc(serie.idcomprobante), asc(serie.serie)).limit(pageSize).offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(usuarioSerie)
          .innerJoin(serie, eq(serie.idserie, usuarioSerie.idserie))
          .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
          .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async assign(idusuario: number, idserie: number) {
      const [user] = await db.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.idusuario, idusuario));
      if (!user) throw notFound('El usuario');
      const [series] = await db.select({ estado: serie.estado }).from(serie).where(eq(serie.idserie, idserie));
      if (!series) throw notFoundFeminine('La serie');
      if (series.estado !== 1) throw new BusinessError('La serie está desactivada');
      const [row] = await refusingDuplicate('La serie ya está asignada al usuario', () =>
        db.insert(usuarioSerie).values({ idusuario, idserie }).returning({ id: usuarioSerie.idusuarioserie }),
      );
      return get(row!.id);
    },
    async setState(idusuarioserie: number, estado: number) {
      await get(idusuarioserie);
      await db.update(usuarioSerie).set({ estado }).where(eq(usuarioSerie.idusuarioserie, idusuarioserie));
      return get(idusuarioserie);
    },
    async remove(idusuarioserie: number) {
      await get(idusuarioserie);
      await db.delete(usuarioSerie).where(eq(usuarioSerie.idusuarioserie, idusuarioserie));
    },

    /** Active series of a voucher type that the user may use (assignment and series both active). */
    ofUser(idusuario: number, idcomprobante: number, idserie?: number) {
      return db
        .select({ idserie: serie.idserie, serie: serie.serie, correlativo: serie.correlativo, idsucursal: serie.idsucursal, sucursal: sucursal.nombre })
        .from(usuarioSerie)
        .innerJoin(serie, eq(serie.idserie, usuarioSerie.idserie))
        .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
        .innerJoin(sucursal, eq(sucursal.idsucursal, serie.idsucursal))
        .where(
          and(
            eq(usuarioSerie.idusuario, idusuario),
            eq(serie.idcomprobante, idcomprobante),
            eq(usuarioSerie.estado, 1),
            eq(serie.estado, 1),
            eq(comprobante.estado, 1),
            idserie === undefined ? undefined : eq(serie.idserie, idserie),
          ),
        )
        .orderBy(asc(serie.serie));
    },
  };
}
