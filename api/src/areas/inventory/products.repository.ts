import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type {
  BarcodeMatch,
  ProductBody,
  ProductDetail,
  ProductListQuery,
  ProductRow,
  ProductSearchQuery,
  ProductSearchRow,
  ProductStockRow,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  clase,
  marca,
  material,
  presentacion,
  producto,
  productoUnidad,
  subclase,
  tipoExistencia,
  unidadMedida,
} from '../../db/schema/index.js';
import { filterWords, pagedList, selectRows, setEstado, storedWordsFilter, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { requireActive } from './catalogues.repository.js';
import { reservedUnits } from './reservations.js';
import { productIsc } from './product-isc.js';
import { proposedProductCode, takeProductCode } from './product-codes.js';
import { minimumPrice } from './unit-prices.js';

const NOT_FOUND = 'El producto';
/** The calls serving a product's files (products contract: image, sheet). */
const IMAGE_ROUTE = '/api/fotoproducto';
const SHEET_ROUTE = '/api/fichaproducto';

/** Every word must appear in the stored, trigram-indexed search text (denominación, code and barcode, accent-free; migration 0012). */
export const productWords = (text: string | undefined): SQL | undefined => storedWordsFilter(text, producto.busqueda);

const stockOf = (idalmacen?: number) =>
  sql<string>`coalesce((select sum(s.cantidad) from stock s where s.producto_id = ${producto.producto_id}${idalmacen ? sql` and s.idalmacen = ${idalmacen}` : sql``}), 0)::numeric(14,4)::text`;
const basePrice = sql<
  string | null
>`(select pu.precioventa::text from producto_unidad pu where pu.producto_id = ${producto.producto_id} and pu.base)`;
const baseMinimum = sql<
  string | null
>`(select pu.precio_minimo::text from producto_unidad pu where pu.producto_id = ${producto.producto_id} and pu.base)`;
/** Average cost of a base unit over the warehouses (or of one): stock value / quantity, else the last average. */
const costOf = (idalmacen?: number) =>
  sql<string>`coalesce((select case when sum(s.cantidad) > 0 then sum(s.valor) / sum(s.cantidad) else max(s.costo_promedio) end
                          from stock s where s.producto_id = ${producto.producto_id}${idalmacen ? sql` and s.idalmacen = ${idalmacen}` : sql``}), 0)::numeric(16,6)::text`;
const fileUrl = (route: string, column: unknown) =>
  sql<string | null>`case when ${column} is null then null else ${route} || '/' || ${producto.producto_id} end`;

/** The product's ISC (catálogo 08) as the rows answer it. */
const iscColumns = {
  isc_sistema: producto.isc_sistema,
  isc_tasa: sql<string | null>`${producto.isc_tasa}::text`,
  isc_precio_sugerido: sql<string | null>`${producto.isc_precio_sugerido}::text`,
};

const listing: ListSpec<ProductRow> = {
  columns: {
    producto_id: producto.producto_id,
    codigo_producto: producto.codigo_producto,
    codigo_barra: producto.codigo_barra,
    denominacion: producto.denominacion,
    idclase: producto.idclase,
    clase: clase.nombre,
    idsubclase: producto.idsubclase,
    subclase: subclase.nombre,
    idmarca: producto.idmarca,
    marca: marca.nombre,
    idmaterial: producto.idmaterial,
    material: material.nombre,
    idpresentacion: producto.idpresentacion,
    presentacion: presentacion.nombre,
    idtipoexistencia: producto.idtipoexistencia,
    tipo_existencia: tipoExistencia.nombre,
    unidad_medida_id: producto.unidad_medida_id,
    unidad_medida: unidadMedida.unidad_medida,
    abreviatura: unidadMedida.abreviatura,
    tipo_afectacion: producto.tipo_afectacion,
    icbper: producto.icbper,
    ...iscColumns,
    servicio: producto.servicio,
    control_stock: producto.control_stock,
    control_serie: producto.control_serie,
    stock_minimo: sql<string>`${producto.stock_minimo}::text`,
    categoria_stock: producto.categoria_stock,
    imagen: fileUrl(IMAGE_ROUTE, producto.imagen),
    ficha_tecnica: fileUrl(SHEET_ROUTE, producto.ficha_tecnica),
    precioventa: basePrice,
    precio_minimo: baseMinimum,
    stock: stockOf(),
    estado: producto.estado,
  },
  from: (select) =>
    select
      .from(producto)
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, producto.unidad_medida_id))
      .leftJoin(clase, eq(clase.idclase, producto.idclase))
      .leftJoin(subclase, eq(subclase.idsubclase, producto.idsubclase))
      .leftJoin(marca, eq(marca.idmarca, producto.idmarca))
      .leftJoin(material, eq(material.idmaterial, producto.idmaterial))
      .leftJoin(presentacion, eq(presentacion.idpresentacion, producto.idpresentacion))
      .leftJoin(tipoExistencia, eq(tipoExistencia.idtipoexistencia, producto.idtipoexistencia)),
  search: [],
  orderBy: [asc(producto.denominacion), asc(producto.producto_id)],
};

/** Units of the search answer, as JSON built by the database (one query for the whole page). */
const unitsJson = sql<ProductSearchRow['unidades']>`coalesce((select json_agg(json_build_object(
    'unidad_medida_id', pu.unidad_medida_id, 'abreviatura', um.abreviatura, 'codigo_sunat', um.codigo_sunat,
    'factor', pu.factor::text, 'codigo_barra', pu.codigo_barra, 'precioventa', pu.precioventa::text,
    'precio_minimo', pu.precio_minimo::text) order by pu.factor, pu.idproductounidad)
  from producto_unidad pu join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
  where pu.producto_id = ${producto.producto_id} and pu.estado = 1), '[]'::json)`;

const searchColumns = (idalmacen?: number) => ({
  producto_id: producto.producto_id,
  codigo_producto: producto.codigo_producto,
  codigo_barra: producto.codigo_barra,
  denominacion: producto.denominacion,
  marca: marca.nombre,
  clase: clase.nombre,
  imagen: fileUrl(IMAGE_ROUTE, producto.imagen),
  unidad_medida_id: producto.unidad_medida_id,
  abreviatura: unidadMedida.abreviatura,
  tipo_afectacion: producto.tipo_afectacion,
  icbper: producto.icbper,
  ...iscColumns,
  servicio: producto.servicio,
  control_stock: producto.control_stock,
  control_serie: producto.control_serie,
  precioventa: basePrice,
  stock: stockOf(idalmacen),
  costo_promedio: costOf(idalmacen),
  unidades: unitsJson,
});

/** Products read in name order before a search of short words gives up on them (see productSearchStatements). */
export const NAME_ORDER_WALK = 2000;

/** pg_trgm indexes runs of 3 letters or digits: a word with one can be looked up in producto_busqueda_idx. */
const trigramWord = (filtro: string | undefined) => filterWords(filtro).some((word) => /[a-z0-9]{3}/.test(word));

/**
 * The statements of `productospaginado` (exported so the bench can EXPLAIN exactly what the server runs).
 * Page first: the matching products are ordered and cut to the page reading producto alone, and only
 * the page's rows are joined to their unit and brand (and get their price, stock and units). Joined
 * before the cut, every match paid for its joins: a common word matches thousands of products, and on
 * PGlite, which has no statistics unless someone runs ANALYZE, the planner joins them by nested loops.
 *
 * How the page is found depends on the words (docs/inventory.md, "Where a search's time went"):
 * - a word of 3 letters or digits: `allRows`, every match through the trigram index, then the top of
 *   them by name.
 * - only shorter words, or none (the trigram index cannot look them up): `firstRows` reads the first
 *   NAME_ORDER_WALK products in name order (producto_nombre_idx) and keeps the matches; when they fill
 *   the page, it is exactly the page (no later product can sort before them). Otherwise `allRows`, a
 *   scan of every product, answers. The name index is partial on `producto_id > 0`, which only
 *   `firstRows` states: the planner cannot walk it for other searches, where the products of a word
 *   sort together ("Leche …") and a walk in name order reaches them only after most of the table.
 */
export function productSearchStatements(
  ex: Executor,
  { limit, filtro, idalmacen, solo_bienes }: ProductSearchQuery,
  walk = NAME_ORDER_WALK,
) {
  const words = productWords(filtro);
  const where = and(eq(producto.estado, 1), words, solo_bienes === 1 ? eq(producto.servicio, false) : undefined);
  const rowsOf = (page: SQL) =>
    ex
      .select(searchColumns(idalmacen))
      .from(producto)
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, producto.unidad_medida_id))
      .leftJoin(marca, eq(marca.idmarca, producto.idmarca))
      .leftJoin(clase, eq(clase.idclase, producto.idclase))
      .where(sql`${producto.producto_id} in (${page})`)
      .orderBy(asc(producto.denominacion), asc(producto.producto_id));
  const allRows = rowsOf(
    sql`select ${producto.producto_id} from ${producto} where ${where} order by ${producto.denominacion}, ${producto.producto_id} limit ${limit}`,
  );
  if (trigramWord(filtro)) return { allRows };
  const firstRows = rowsOf(
    sql`select producto_id from (select ${producto.producto_id}, ${producto.denominacion}, ${producto.estado}, ${producto.servicio}, ${producto.busqueda} from ${producto}
         where ${producto.producto_id} > 0 order by ${producto.denominacion}, ${producto.producto_id} limit ${walk}) ${producto} where ${where} order by denominacion, producto_id limit ${limit}`,
  );
  return { firstRows, allRows };
}

export function productsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<ProductRow> {
    const [row] = await selectRows(ex, listing, eq(producto.producto_id, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function values(ex: Executor, input: ProductBody) {
    await requireActive(ex, unidadMedida, unidadMedida.unidad_medida_id, input.unidad_medida_id, 'La unidad de medida');
    await requireActive(ex, clase, clase.idclase, input.idclase, 'La clase');
    await requireActive(ex, marca, marca.idmarca, input.idmarca, 'La marca');
    await requireActive(ex, material, material.idmaterial, input.idmaterial, 'El material');
    await requireActive(ex, presentacion, presentacion.idpresentacion, input.idpresentacion, 'La presentación');
    await requireActive(
      ex,
      tipoExistencia,
      tipoExistencia.idtipoexistencia,
      input.idtipoexistencia,
      'El tipo de existencia',
    );
    if (input.idsubclase != null) {
      const [sub] = await ex
        .select({ idclase: subclase.idclase, estado: subclase.estado })
        .from(subclase)
        .where(eq(subclase.idsubclase, input.idsubclase));
      if (!sub) throw notFound('La subclase');
      if (sub.estado !== 1) throw new BusinessError('La subclase está desactivada');
      if (input.idclase == null || sub.idclase !== input.idclase)
        throw new BusinessError('La subclase no pertenece a la clase elegida');
    }
    const servicio = input.servicio ?? false;
    const controlSerie = input.control_serie ?? false;
    if (servicio && controlSerie) throw new BusinessError('Un servicio no lleva control de series');
    return {
      denominacion: input.denominacion.trim(),
      codigo_producto: blankToNull(input.codigo_producto),
      codigo_barra: blankToNull(input.codigo_barra),
      idclase: input.idclase ?? null,
      idsubclase: input.idsubclase ?? null,
      idmarca: input.idmarca ?? null,
      idmaterial: input.idmaterial ?? null,
      idpresentacion: input.idpresentacion ?? null,
      idtipoexistencia: input.idtipoexistencia ?? null,
      unidad_medida_id: input.unidad_medida_id,
      tipo_afectacion: input.tipo_afectacion ?? '10',
      icbper: input.icbper ?? false,
      ...productIsc(input),
      servicio,
      control_stock: servicio ? false : (input.control_stock ?? true),
      control_serie: controlSerie,
      stock_minimo: fixed(dec(blankToNull(input.stock_minimo) ?? '0'), 4),
      categoria_stock: input.categoria_stock ?? null,
    };
  }

  /** A barcode is unique across products and their units. */
  async function checkBarcode(ex: Executor, code: string | null, producto_id?: number) {
    if (!code) return;
    const [unit] = await ex
      .select({ id: productoUnidad.producto_id })
      .from(productoUnidad)
      .where(
        and(
          eq(productoUnidad.codigo_barra, code),
          producto_id ? ne(productoUnidad.producto_id, producto_id) : undefined,
        ),
      );
    if (unit) throw new BusinessError(`El código de barras ${code} ya pertenece a otro producto`);
  }
  const guarded = <T>(write: () => Promise<T>) =>
    refusingDuplicate('Ya existe un producto con ese código o código de barras', write);

  /** The base unit row (factor 1) follows the product's unit and carries its price. */
  async function syncBaseUnit(
    ex: Executor,
    producto_id: number,
    unidad_medida_id: number,
    precioventa: string | null | undefined,
    precio_minimo: string | null | undefined,
  ) {
    const price = precioventa === undefined ? undefined : blankToNull(precioventa);
    const minimum = minimumPrice(precio_minimo, price);
    const [base] = await ex
      .select()
      .from(productoUnidad)
      .where(and(eq(productoUnidad.producto_id, producto_id), eq(productoUnidad.base, true)));
    if (base) {
      if (base.unidad_medida_id !== unidad_medida_id) {
        // The new base unit may already be another unit of the product: that one goes.
        await ex
          .delete(productoUnidad)
          .where(
            and(
              eq(productoUnidad.producto_id, producto_id),
              eq(productoUnidad.unidad_medida_id, unidad_medida_id),
              eq(productoUnidad.base, false),
            ),
          );
      }
      await ex
        .update(productoUnidad)
        .set({
          unidad_medida_id,
          factor: '1',
          ...(price === undefined ? {} : { precioventa: price === null ? null : fixed(dec(price), 2) }),
          ...minimum,
        })
        .where(eq(productoUnidad.idproductounidad, base.idproductounidad));
    } else {
      await ex.insert(productoUnidad).values({
        producto_id,
        unidad_medida_id,
        factor: '1',
        base: true,
        precioventa: price ? fixed(dec(price), 2) : null,
        ...minimum,
      });
    }
  }

  async function hasMovements(ex: Executor, producto_id: number) {
    const [row] = await queryRows<{ n: number }>(
      ex,
      sql`select count(*)::int as n from kardex where producto_id = ${producto_id}`,
    );
    return Number(row!.n) > 0;
  }

  return {
    get,
    list: ({ estado, idclase, idmarca, servicio, q, ...query }: ProductListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        productWords(q),
        estado === undefined ? undefined : eq(producto.estado, estado),
        idclase === undefined ? undefined : eq(producto.idclase, idclase),
        idmarca === undefined ? undefined : eq(producto.idmarca, idmarca),
        servicio === undefined ? undefined : eq(producto.servicio, servicio === 1),
      ]),

    /** The code a new product gets when saved without one (the form shows it, editable). */
    proposedCode: (ex: Executor = db) => proposedProductCode(ex),

    async create(input: ProductBody, ex: Executor = db) {
      const row = await values(ex, input);
      await checkBarcode(ex, row.codigo_barra);
      row.codigo_producto ??= await takeProductCode(ex);
      const [created] = await guarded(() => ex.insert(producto).values(row).returning({ id: producto.producto_id }));
      await syncBaseUnit(ex, created!.id, row.unidad_medida_id, input.precioventa ?? null, input.precio_minimo);
      return get(created!.id, ex);
    },

    async update(id: number, input: ProductBody, ex: Executor = db) {
      const before = await get(id, ex);
      const row = await values(ex, input);
      await checkBarcode(ex, row.codigo_barra, id);
      if (await hasMovements(ex, id)) {
        if (row.unidad_medida_id !== before.unidad_medida_id)
          throw new BusinessError('El producto tiene movimientos de stock; su unidad base no se puede cambiar');
        if (row.servicio !== before.servicio)
          throw new BusinessError(
            'El producto tiene movimientos de stock; no se puede convertir en servicio ni al revés',
          );
        if (row.control_serie !== before.control_serie)
          throw new BusinessError('El producto tiene movimientos de stock; su control de series no se puede cambiar');
      }
      await guarded(() => ex.update(producto).set(row).where(eq(producto.producto_id, id)));
      await syncBaseUnit(ex, id, row.unidad_medida_id, input.precioventa, input.precio_minimo);
      return get(id, ex);
    },

    async setState(id: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, producto, producto.producto_id, id, estado))) throw notFound(NOT_FOUND);
      return get(id, ex);
    },

    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      if (await hasMovements(ex, id))
        throw new BusinessError('El producto tiene movimientos de stock; desactívelo en su lugar');
      await refusingReferenced(
        'El producto está relacionado con otros registros; desactívelo en su lugar',
        async () => {
          await ex.execute(sql`delete from stock where producto_id = ${id}`);
          await ex.delete(producto).where(eq(producto.producto_id, id));
        },
      );
    },

    /** The fast search of document screens: active products, every word in the indexed text. */
    /** `walk`: how many products in name order a search of short words reads first (tests make it small). */
    async search(query: ProductSearchQuery, ex: Executor = db, walk = NAME_ORDER_WALK): Promise<ProductSearchRow[]> {
      const { firstRows, allRows } = productSearchStatements(ex, query, walk);
      if (firstRows) {
        const page = (await firstRows) as ProductSearchRow[];
        if (page.length === query.limit) return page;
      }
      return allRows as Promise<ProductSearchRow[]>;
    },

    /** A scanned code: a unit's barcode, the product's barcode or its code (exact, case-insensitive code). */
    async byBarcode(codigo: string, idalmacen: number | undefined, ex: Executor = db): Promise<BarcodeMatch> {
      const code = codigo.trim();
      const [unit] = await ex
        .select({ producto_id: productoUnidad.producto_id, unidad_medida_id: productoUnidad.unidad_medida_id })
        .from(productoUnidad)
        .where(and(eq(productoUnidad.codigo_barra, code), eq(productoUnidad.estado, 1)));
      let match = unit;
      if (!match) {
        const [own] = await ex
          .select({ producto_id: producto.producto_id, unidad_medida_id: producto.unidad_medida_id })
          .from(producto)
          .where(sql`${producto.codigo_barra} = ${code} or lower(${producto.codigo_producto}) = lower(${code})`)
          .limit(1);
        match = own;
      }
      if (!match) throw new BusinessError(`No hay ningún producto con el código ${code}`);
      const [row] = (await ex
        .select(searchColumns(idalmacen))
        .from(producto)
        .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, producto.unidad_medida_id))
        .leftJoin(marca, eq(marca.idmarca, producto.idmarca))
        .leftJoin(clase, eq(clase.idclase, producto.idclase))
        .where(eq(producto.producto_id, match.producto_id))) as ProductSearchRow[];
      if (
        row &&
        (
          await ex.select({ estado: producto.estado }).from(producto).where(eq(producto.producto_id, match.producto_id))
        )[0]?.estado !== 1
      ) {
        throw new BusinessError(`El producto ${row.denominacion} está desactivado`);
      }
      return { producto: row!, unidad_medida_id: match.unidad_medida_id };
    },

    /** Stock of a product in every warehouse (warehouses without a stock row show 0). */
    async stock(producto_id: number, ex: Executor = db): Promise<ProductStockRow[]> {
      await get(producto_id, ex);
      return queryRows<ProductStockRow>(
        ex,
        sql`select a.idalmacen, a.nombre as almacen, a.idsucursal, su.nombre as sucursal,
                   coalesce(s.cantidad, 0)::numeric(14,4)::text as cantidad, coalesce(s.costo_promedio, 0)::numeric(16,6)::text as costo_promedio, coalesce(s.valor, 0)::numeric(14,2)::text as valor,
                   (select count(*)::int from producto_serie ps where ps.producto_id = ${producto_id} and ps.idalmacen = a.idalmacen and ps.disponible and ps.estado = 1) as series_disponibles
              from almacen a join sucursal su on su.idsucursal = a.idsucursal
              left join stock s on s.idalmacen = a.idalmacen and s.producto_id = ${producto_id}
             where a.estado = 1 or s.cantidad > 0
             order by su.nombre, a.nombre, a.idalmacen`,
      );
    },

    async details(producto_id: number, ex: Executor = db): Promise<ProductDetail> {
      const row = await get(producto_id, ex);
      const unidades = await queryRows<ProductDetail['unidades'][number]>(
        ex,
        sql`select pu.idproductounidad, pu.unidad_medida_id, um.unidad_medida, um.abreviatura, um.codigo_sunat, pu.factor::text as factor, pu.codigo_barra,
                   pu.precioventa::text as precioventa, pu.precio1::text as precio1, pu.precio2::text as precio2, pu.precio3::text as precio3, pu.preciocredito::text as preciocredito, pu.precio_minimo::text as precio_minimo
              from producto_unidad pu join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
             where pu.producto_id = ${producto_id} order by pu.factor, pu.idproductounidad`,
      );
      const almacenes = await this.stock(producto_id, ex);
      const complementos = await complementsOf(ex, producto_id);
      return { ...row, unidades, almacenes, complementos };
    },

    /**
     * Stock of several products in one warehouse (line hints), with what open orders reserve of it
     * (but `exceptOrder`'s, the order a sale invoices).
     */
    async warehouseStock(idalmacen: number, ids: number[], exceptOrder?: number, ex: Executor = db) {
      if (!ids.length) return [];
      return queryRows<{ producto_id: number; cantidad: string; comprometido: string }>(
        ex,
        sql`select p.producto_id, coalesce(s.cantidad, 0)::numeric(14,4)::text as cantidad,
                   ${reservedUnits(sql`p.producto_id`, idalmacen, exceptOrder)}::numeric(14,4)::text as comprometido
              from producto p
              left join stock s on s.producto_id = p.producto_id and s.idalmacen = ${idalmacen}
             where p.producto_id in (${sql.join(
               ids.map((i) => sql`${i}`),
               sql`, `,
             )}) order by p.producto_id`,
      );
    },

    /** The stored file name of the image or technical sheet (undefined: none, or no such product). */
    async fileName(producto_id: number, kind: 'imagen' | 'ficha_tecnica', ex: Executor = db) {
      const [row] = await ex
        .select({ name: producto[kind] })
        .from(producto)
        .where(eq(producto.producto_id, producto_id));
      return row?.name ?? undefined;
    },

    /** Stores the sanitised file name of the image or technical sheet (the file is already written). */
    async setFile(producto_id: number, kind: 'imagen' | 'ficha_tecnica', name: string, ex: Executor = db) {
      await get(producto_id, ex);
      await ex
        .update(producto)
        .set({ [kind]: name })
        .where(eq(producto.producto_id, producto_id));
      return get(producto_id, ex);
    },
  };
}

export async function complementsOf(ex: Executor, producto_id: number) {
  return queryRows<ProductDetail['complementos'][number]>(
    ex,
    sql`select c.idcomplemento, c.producto_id, c.idproducto_complemento, p.codigo_producto, p.denominacion, um.abreviatura, c.cantidad::text as cantidad, c.precio::text as precio
          from producto_complemento c join producto p on p.producto_id = c.idproducto_complemento join unidad_medida um on um.unidad_medida_id = p.unidad_medida_id
         where c.producto_id = ${producto_id} order by p.denominacion, c.idcomplemento`,
  );
}
