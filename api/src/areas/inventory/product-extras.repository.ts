import { eq, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type {
  ComplementBody,
  ComplementRow,
  ConsumptionProductBody,
  ConsumptionProductRow,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, producto, productoComplemento, productoNotaConsumo } from '../../db/schema/index.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { complementsOf } from './products.repository.js';

async function activeProduct(ex: Executor, producto_id: number, name = 'El producto') {
  const [row] = await ex
    .select({ estado: producto.estado, denominacion: producto.denominacion, servicio: producto.servicio })
    .from(producto)
    .where(eq(producto.producto_id, producto_id));
  if (!row) throw notFound(name);
  if (row.estado !== 1) throw new BusinessError(`${row.denominacion} está desactivado`);
  return row;
}

/** A product's complements and the consumption-note products (stock category CS) of each warehouse. */
export function productExtrasRepository(db: Database) {
  async function consumption(where: ReturnType<typeof sql>, ex: Executor) {
    return queryRows<ConsumptionProductRow>(
      ex,
      sql`select n.idpncm, n.producto_id, p.codigo_producto, p.denominacion, um.abreviatura, n.idalmacen, a.nombre as almacen, n.categoria, n.precio::text as precio,
                 coalesce(s.cantidad, 0)::numeric(14,4)::text as stock
            from producto_nota_consumo n
            join producto p on p.producto_id = n.producto_id
            join unidad_medida um on um.unidad_medida_id = p.unidad_medida_id
            join almacen a on a.idalmacen = n.idalmacen
            left join stock s on s.producto_id = n.producto_id and s.idalmacen = n.idalmacen
           where ${where} order by a.nombre, p.denominacion, n.idpncm`,
    );
  }
  return {
    complements: async (producto_id: number, ex: Executor = db): Promise<ComplementRow[]> => {
      const [found] = await ex
        .select({ id: producto.producto_id })
        .from(producto)
        .where(eq(producto.producto_id, producto_id));
      if (!found) throw notFound('El producto');
      return complementsOf(ex, producto_id);
    },
    async addComplement(input: ComplementBody, ex: Executor = db): Promise<ComplementRow> {
      if (input.producto_id === input.idproducto_complemento)
        throw new BusinessError('Un producto no puede ser complemento de sí mismo');
      await activeProduct(ex, input.producto_id);
      await activeProduct(ex, input.idproducto_complemento, 'El complemento');
      if (dec(input.cantidad).lte(0)) throw new BusinessError('La cantidad debe ser mayor que cero');
      const precio = blankToNull(input.precio);
      const [row] = await refusingDuplicate('El complemento ya está agregado al producto', () =>
        ex
          .insert(productoComplemento)
          .values({
            producto_id: input.producto_id,
            idproducto_complemento: input.idproducto_complemento,
            cantidad: fixed(dec(input.cantidad), 4),
            precio: precio === null ? null : fixed(dec(precio), 2),
          })
          .returning({ id: productoComplemento.idcomplemento }),
      );
      return (await complementsOf(ex, input.producto_id)).find((c) => c.idcomplemento === row!.id)!;
    },
    async removeComplement(id: number, ex: Executor = db) {
      const deleted = await ex
        .delete(productoComplemento)
        .where(eq(productoComplemento.idcomplemento, id))
        .returning({ id: productoComplemento.idcomplemento });
      if (!deleted.length) throw notFound('El complemento');
    },

    consumptionProducts: (idalmacen: number, categoria: string, ex: Executor = db) =>
      consumption(
        idalmacen ? sql`n.categoria = ${categoria} and n.idalmacen = ${idalmacen}` : sql`n.categoria = ${categoria}`,
        ex,
      ),
    async addConsumptionProduct(input: ConsumptionProductBody, ex: Executor = db): Promise<ConsumptionProductRow> {
      const product = await activeProduct(ex, input.producto_id);
      if (product.servicio) throw new BusinessError('Un servicio no se vende en notas de consumo del almacén');
      const [store] = await ex
        .select({ estado: almacen.estado })
        .from(almacen)
        .where(eq(almacen.idalmacen, input.idalmacen));
      if (!store) throw notFound('El almacén');
      const [row] = await refusingDuplicate('El producto ya está habilitado para notas de consumo en ese almacén', () =>
        ex
          .insert(productoNotaConsumo)
          .values({
            producto_id: input.producto_id,
            idalmacen: input.idalmacen,
            categoria: input.categoria,
            precio: fixed(dec(input.precio), 2),
          })
          .returning({ id: productoNotaConsumo.idpncm }),
      );
      const [created] = await consumption(sql`n.idpncm = ${row!.id}`, ex);
      return created!;
    },
    async removeConsumptionProduct(id: number, ex: Executor = db) {
      const deleted = await ex
        .delete(productoNotaConsumo)
        .where(eq(productoNotaConsumo.idpncm, id))
        .returning({ id: productoNotaConsumo.idpncm });
      if (!deleted.length) throw notFound('El producto de nota de consumo');
    },
  };
}
