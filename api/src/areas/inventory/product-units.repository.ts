import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type {
  PriceImportBody,
  PriceImportResult,
  PriceImportResultRow,
  PriceItem,
  PriceListQuery,
  PriceRow,
  ProductUnitBody,
  ProductUnitRow,
  ProductUnitUpdateBody,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { marca, producto, productoUnidad, unidadMedida } from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { minimumPrice, optionalPrice } from './unit-prices.js';
import { productWords } from './products.repository.js';

const NOT_FOUND = 'La unidad del producto';

const unitListing: ListSpec<ProductUnitRow> = {
  columns: {
    idproductounidad: productoUnidad.idproductounidad,
    producto_id: productoUnidad.producto_id,
    unidad_medida_id: productoUnidad.unidad_medida_id,
    unidad_medida: unidadMedida.unidad_medida,
    abreviatura: unidadMedida.abreviatura,
    codigo_sunat: unidadMedida.codigo_sunat,
    factor: sql<string>`${productoUnidad.factor}::text`,
    base: productoUnidad.base,
    codigo_barra: productoUnidad.codigo_barra,
    precioventa: sql<string | null>`${productoUnidad.precioventa}::text`,
    precio1: sql<string | null>`${productoUnidad.precio1}::text`,
    precio2: sql<string | null>`${productoUnidad.precio2}::text`,
    precio3: sql<string | null>`${productoUnidad.precio3}::text`,
    preciocredito: sql<string | null>`${productoUnidad.preciocredito}::text`,
    precio_minimo: sql<string | null>`${productoUnidad.precio_minimo}::text`,
    estado: productoUnidad.estado,
  },
  from: (select) =>
    select
      .from(productoUnidad)
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, productoUnidad.unidad_medida_id)),
  search: [],
  orderBy: [asc(productoUnidad.factor), asc(productoUnidad.idproductounidad)],
};

/** Last entry cost per base unit of the product (any warehouse), from the ledger. */
const lastBaseCost = sql`(select k.costo_unitario from kardex k where k.producto_id = ${productoUnidad.producto_id} and k.cantidad_entrada > 0 and not k.anulacion and k.documento_tipo <> 'NT' order by k.idkardex desc limit 1)`;
const unitCost = sql`round(${lastBaseCost} * ${productoUnidad.factor}, 2)`;

const priceListing: ListSpec<PriceRow> = {
  columns: {
    idproductounidad: productoUnidad.idproductounidad,
    producto_id: productoUnidad.producto_id,
    codigo_producto: producto.codigo_producto,
    denominacion: producto.denominacion,
    marca: marca.nombre,
    unidad_medida_id: productoUnidad.unidad_medida_id,
    abreviatura: unidadMedida.abreviatura,
    factor: sql<string>`${productoUnidad.factor}::text`,
    base: productoUnidad.base,
    precioventa: sql<string | null>`${productoUnidad.precioventa}::text`,
    precio1: sql<string | null>`${productoUnidad.precio1}::text`,
    precio2: sql<string | null>`${productoUnidad.precio2}::text`,
    precio3: sql<string | null>`${productoUnidad.precio3}::text`,
    preciocredito: sql<string | null>`${productoUnidad.preciocredito}::text`,
    ultimo_costo: sql<string | null>`${unitCost}::numeric(14,2)::text`,
    margen: sql<
      string | null
    >`(case when ${unitCost} > 0 and ${productoUnidad.precioventa} is not null then round((${productoUnidad.precioventa} - ${unitCost}) / ${unitCost} * 100, 2) end)::text`,
  },
  from: (select) =>
    select
      .from(productoUnidad)
      .innerJoin(producto, eq(producto.producto_id, productoUnidad.producto_id))
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, productoUnidad.unidad_medida_id))
      .leftJoin(marca, eq(marca.idmarca, producto.idmarca)),
  search: [],
  orderBy: [asc(producto.denominacion), asc(productoUnidad.factor), asc(productoUnidad.idproductounidad)],
};

const pricesOf = (input: Pick<PriceItem, 'precioventa' | 'precio1' | 'precio2' | 'precio3' | 'preciocredito'>) => ({
  precioventa: fixed(dec(input.precioventa), 2),
  precio1: optionalPrice(input.precio1),
  precio2: optionalPrice(input.precio2),
  precio3: optionalPrice(input.precio3),
  preciocredito: optionalPrice(input.preciocredito),
});

export function productUnitsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<ProductUnitRow> {
    const [row] = await selectRows(ex, unitListing, eq(productoUnidad.idproductounidad, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }
  async function checkUnit(ex: Executor, unidad_medida_id: number) {
    const [unit] = await ex
      .select({ estado: unidadMedida.estado })
      .from(unidadMedida)
      .where(eq(unidadMedida.unidad_medida_id, unidad_medida_id));
    if (!unit) throw notFound('La unidad de medida');
    if (unit.estado !== 1) throw new BusinessError('La unidad de medida está desactivada');
  }
  async function checkBarcode(ex: Executor, code: string | null, producto_id: number) {
    if (!code) return;
    const [other] = await ex
      .select({ id: producto.producto_id })
      .from(producto)
      .where(and(eq(producto.codigo_barra, code), ne(producto.producto_id, producto_id)));
    if (other) throw new BusinessError(`El código de barras ${code} ya pertenece a otro producto`);
  }
  const guarded = <T>(write: () => Promise<T>) =>
    refusingDuplicate('El producto ya tiene esa unidad, o el código de barras ya está en uso', write);
  const factorOf = (text: string) => {
    const factor = dec(text);
    if (factor.lte(0)) throw new BusinessError('El factor debe ser mayor que cero');
    return fixed(factor, 4);
  };

  return {
    get,
    list: async (producto_id: number, ex: Executor = db) => {
      const [found] = await ex
        .select({ id: producto.producto_id })
        .from(producto)
        .where(eq(producto.producto_id, producto_id));
      if (!found) throw notFound('El producto');
      return selectRows(ex, unitListing, eq(productoUnidad.producto_id, producto_id));
    },
    async create(input: ProductUnitBody, ex: Executor = db) {
      const [owner] = await ex
        .select({ id: producto.producto_id })
        .from(producto)
        .where(eq(producto.producto_id, input.producto_id));
      if (!owner) throw notFound('El producto');
      await checkUnit(ex, input.unidad_medida_id);
      const codigo_barra = blankToNull(input.codigo_barra);
      await checkBarcode(ex, codigo_barra, input.producto_id);
      const factor = factorOf(input.factor);
      const [row] = await guarded(() =>
        ex
          .insert(productoUnidad)
          .values({
            producto_id: input.producto_id,
            unidad_medida_id: input.unidad_medida_id,
            factor,
            codigo_barra,
            base: false,
            ...pricesOf(input),
            ...minimumPrice(input.precio_minimo, input.precioventa),
          })
          .returning({ id: productoUnidad.idproductounidad }),
      );
      return get(row!.id, ex);
    },
    async update(input: ProductUnitUpdateBody, ex: Executor = db) {
      const before = await get(input.idproductounidad, ex);
      await checkUnit(ex, input.unidad_medida_id);
      const codigo_barra = blankToNull(input.codigo_barra);
      await checkBarcode(ex, codigo_barra, before.producto_id);
      const factor = factorOf(input.factor);
      if (before.base && (!dec(factor).eq(1) || input.unidad_medida_id !== before.unidad_medida_id)) {
        throw new BusinessError('La unidad base tiene factor 1 y se cambia desde el producto');
      }
      await guarded(() =>
        ex
          .update(productoUnidad)
          .set({
            unidad_medida_id: input.unidad_medida_id,
            factor,
            codigo_barra,
            ...pricesOf(input),
            ...minimumPrice(input.precio_minimo, input.precioventa),
          })
          .where(eq(productoUnidad.idproductounidad, input.idproductounidad)),
      );
      return get(input.idproductounidad, ex);
    },
    async remove(id: number, ex: Executor = db) {
      const row = await get(id, ex);
      if (row.base) throw new BusinessError('La unidad base del producto no se puede quitar');
      await ex.delete(productoUnidad).where(eq(productoUnidad.idproductounidad, id));
    },

    prices: ({ q, idclase, idmarca, producto_id, ...query }: PriceListQuery, ex: Executor = db) =>
      pagedList(ex, priceListing, query, [
        productWords(q),
        idclase === undefined ? undefined : eq(producto.idclase, idclase),
        idmarca === undefined ? undefined : eq(producto.idmarca, idmarca),
        producto_id === undefined ? undefined : eq(productoUnidad.producto_id, producto_id),
      ]),

    /** The grid's edits: all or nothing (the route's transaction). */
    async savePrices(items: PriceItem[], ex: Executor = db): Promise<PriceRow[]> {
      const ids = new Set<number>();
      for (const item of items) {
        if (ids.has(item.idproductounidad))
          throw new BusinessError('Una unidad de producto aparece dos veces en los precios enviados');
        ids.add(item.idproductounidad);
        const updated = await ex
          .update(productoUnidad)
          .set(pricesOf(item))
          .where(eq(productoUnidad.idproductounidad, item.idproductounidad))
          .returning({ id: productoUnidad.idproductounidad });
        if (!updated.length)
          throw new BusinessError(`La unidad de producto ${item.idproductounidad} no existe o fue eliminada`);
      }
      return selectRows(
        ex,
        priceListing,
        sql`${productoUnidad.idproductounidad} in (${sql.join(
          [...ids].map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
    },

    /**
     * Excel import: each row names a product (code or barcode) and a unit (abbreviation); prices as
     * typed. The preview answers every row with its errors; confirming saves all rows or none.
     */
    async importPrices({ filas, confirmar }: PriceImportBody, ex: Executor = db): Promise<PriceImportResult> {
      const codes = [...new Set(filas.map((f) => f.codigo.trim().toLowerCase()))];
      const list = sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      );
      const candidates = await queryRows<{
        codigo_producto: string | null;
        codigo_barra: string | null;
        idproductounidad: number;
        abreviatura: string;
        denominacion: string;
        precioventa: string | null;
      }>(
        ex,
        sql`select p.codigo_producto, p.codigo_barra, pu.idproductounidad, lower(um.abreviatura) as abreviatura, p.denominacion, pu.precioventa::text as precioventa
              from producto p
              join producto_unidad pu on pu.producto_id = p.producto_id
              join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
             where lower(p.codigo_producto) in (${list}) or lower(p.codigo_barra) in (${list})`,
      );
      const found = candidates.flatMap((c) =>
        [c.codigo_producto, c.codigo_barra]
          .filter((k): k is string => !!k && codes.includes(k.toLowerCase()))
          .map((k) => ({ ...c, key: k.toLowerCase() })),
      );
      const seen = new Set<number>();
      const rows: PriceImportResultRow[] = filas.map((f) => {
        const errores: string[] = [];
        const match = found.find(
          (r) => r.key === f.codigo.trim().toLowerCase() && r.abreviatura === f.unidad.trim().toLowerCase(),
        );
        if (!found.some((r) => r.key === f.codigo.trim().toLowerCase()))
          errores.push(`No existe un producto con el código ${f.codigo.trim()}`);
        else if (!match) errores.push(`El producto no tiene la unidad ${f.unidad.trim()}`);
        else if (seen.has(match.idproductounidad)) errores.push('La unidad del producto se repite en el archivo');
        if (match) seen.add(match.idproductounidad);
        const price = (value: string | null | undefined, label: string, required: boolean): string | null => {
          const text = (value ?? '').trim().replace(',', '.');
          if (!text) {
            if (required) errores.push(`${label}: es obligatorio`);
            return null;
          }
          if (!/^[0-9]{1,10}(\.[0-9]{1,2})?$/.test(text)) {
            errores.push(`${label}: «${text}» no es un importe válido (hasta 2 decimales)`);
            return null;
          }
          return fixed(dec(text), 2);
        };
        return {
          fila: f.fila,
          codigo: f.codigo.trim(),
          unidad: f.unidad.trim(),
          idproductounidad: match?.idproductounidad ?? null,
          denominacion: match?.denominacion ?? null,
          precioventa: price(f.precioventa, 'Precio de venta', true),
          precio1: price(f.precio1, 'Precio 1', false),
          precio2: price(f.precio2, 'Precio 2', false),
          precio3: price(f.precio3, 'Precio 3', false),
          preciocredito: price(f.preciocredito, 'Precio al crédito', false),
          precioventa_actual: match?.precioventa ?? null,
          errores,
        };
      });
      const bad = rows.filter((r) => r.errores.length).length;
      const result = { filas: rows, validas: rows.length - bad, con_errores: bad, guardadas: 0 };
      if (!confirmar) return result;
      if (bad)
        throw new BusinessError(
          `El archivo tiene ${bad} ${bad === 1 ? 'fila' : 'filas'} con errores; corríjalas antes de importar`,
          400,
          { detalles: result },
        );
      for (const r of rows) {
        await ex
          .update(productoUnidad)
          .set(
            pricesOf({
              precioventa: r.precioventa!,
              precio1: r.precio1,
              precio2: r.precio2,
              precio3: r.precio3,
              preciocredito: r.preciocredito,
            }),
          )
          .where(eq(productoUnidad.idproductounidad, r.idproductounidad!));
      }
      return { ...result, guardadas: rows.length };
    },
  };
}
