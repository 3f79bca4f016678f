import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type { PackageBody, PackageListQuery, PackageRow } from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { paquete, paqueteDia, paqueteIncluye, producto } from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { ProductsDoor } from './doors.js';

/** The code of a package's sale product: one product per package, so a sale line says which package it sold. */
export const packageProductCode = (id: number) => `PAQ-${id}`;

const listing: ListSpec<PackageRow> = {
  columns: {
    idpaquete: paquete.idpaquete,
    nombre: paquete.nombre,
    descripcion: paquete.descripcion,
    noches: paquete.noches,
    precio: paquete.precio,
    vigencia_desde: paquete.vigencia_desde,
    vigencia_hasta: paquete.vigencia_hasta,
    producto_id: paquete.producto_id,
    codigo_producto: producto.codigo_producto,
    estado: paquete.estado,
    ventas: sql<number>`(select count(*)::int from venta_detalle d where d.producto_id = ${paquete.producto_id})`,
    itinerario: sql<
      PackageRow['itinerario']
    >`(select coalesce(json_agg(json_build_object('dia', d.dia, 'titulo', d.titulo, 'descripcion', d.descripcion) order by d.dia), '[]'::json)
      from paquete_dia d where d.idpaquete = ${paquete.idpaquete})`,
    incluye: sql<PackageRow['incluye']>`(select coalesce(json_agg(json_build_object(
        'idtipohabitacion', i.idtipohabitacion, 'idclasehabitacion', i.idclasehabitacion, 'noches', i.noches,
        'producto_id', i.producto_id, 'cantidad', case when i.cantidad is null then null else trim_scale(i.cantidad)::text end,
        'tipohabitacion', t.nombre, 'clasehabitacion', c.nombre, 'producto', p.denominacion,
        'texto', case when i.producto_id is null
          then concat_ws(' · ', 'Habitación ' || t.nombre, c.nombre) || ': ' || i.noches || case when i.noches = 1 then ' noche' else ' noches' end
          else p.denominacion || ' × ' || trim_scale(i.cantidad)::text end) order by i.orden, i.idpaqueteincluye), '[]'::json)
      from paquete_incluye i left join tipo_habitacion t on t.idtipohabitacion = i.idtipohabitacion
      left join clase_habitacion c on c.idclasehabitacion = i.idclasehabitacion left join producto p on p.producto_id = i.producto_id
      where i.idpaquete = ${paquete.idpaquete})`,
  },
  from: (select) => select.from(paquete).innerJoin(producto, eq(producto.producto_id, paquete.producto_id)),
  search: [paquete.nombre, paquete.descripcion],
  orderBy: [asc(paquete.nombre), asc(paquete.idpaquete)],
};

async function activeRow(ex: Executor, table: string, key: string, id: number, what: string, name = 'nombre') {
  const [row] = await queryRows<{ estado: number; nombre: string }>(
    ex,
    sql`select estado, ${sql.identifier(name)} as nombre from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id}`,
  );
  if (!row) throw notFound(what);
  if (row.estado !== 1) throw new BusinessError(`${row.nombre} está desactivado: quítelo del paquete`);
}

/** The package's own rules, before anything is written: validity, itinerary days, what it includes. */
async function checkPackage(input: PackageBody, ex: Executor, idproducto?: number) {
  if (input.vigencia_desde && input.vigencia_hasta && input.vigencia_hasta < input.vigencia_desde)
    throw new BusinessError('La vigencia termina antes de empezar: revise las fechas');
  const days = new Set<number>();
  for (const d of input.itinerario) {
    if (days.has(d.dia)) throw new BusinessError(`El día ${d.dia} está dos veces en el itinerario`);
    days.add(d.dia);
    if (d.dia > input.noches + 1)
      throw new BusinessError(
        `El día ${d.dia} del itinerario pasa de la duración del paquete (${input.noches + 1} días, ${input.noches} noches)`,
      );
  }
  for (const [n, item] of input.incluye.entries()) {
    const line = `La línea ${n + 1} de lo que incluye`;
    const room = item.idtipohabitacion != null || item.idclasehabitacion != null;
    if (room === (item.producto_id != null))
      throw new BusinessError(`${line} es una habitación (tipo o clase con noches) o un producto con su cantidad`);
    if (room) {
      if (!item.noches) throw new BusinessError(`${line}: indique las noches de la habitación`);
      if (item.noches > input.noches)
        throw new BusinessError(`${line} tiene ${item.noches} noches; el paquete tiene ${input.noches}`);
      if (item.idtipohabitacion)
        await activeRow(ex, 'tipo_habitacion', 'idtipohabitacion', item.idtipohabitacion, 'El tipo de habitación');
      if (item.idclasehabitacion)
        await activeRow(ex, 'clase_habitacion', 'idclasehabitacion', item.idclasehabitacion, 'La clase de habitación');
    } else {
      if (!item.cantidad || !dec(item.cantidad).gt(0)) throw new BusinessError(`${line}: indique la cantidad`);
      if (item.producto_id === idproducto) throw new BusinessError(`${line}: un paquete no se incluye a sí mismo`);
      await activeRow(ex, 'producto', 'producto_id', item.producto_id!, 'El producto', 'denominacion');
    }
  }
}

/** Tourist packages: the package, its itinerary and inclusions in one write, and its sale product kept in step. */
export function packagesRepository(db: Database, products: ProductsDoor) {
  async function get(id: number, ex: Executor = db): Promise<PackageRow> {
    const [row] = await selectRows(ex, listing, eq(paquete.idpaquete, id));
    if (!row) throw notFound('El paquete');
    return row;
  }

  async function lock(id: number, ex: Executor) {
    const [row] = await ex.select().from(paquete).where(eq(paquete.idpaquete, id)).for('update');
    if (!row) throw notFound('El paquete');
    return row;
  }

  /** The sale product: a service (no stock) in the unit ZZ, taxed (10), at the package's price. */
  async function productBody(input: PackageBody, id: number, ex: Executor) {
    const [unit] = await queryRows<{ id: number }>(
      ex,
      sql`select unidad_medida_id as id from unidad_medida where codigo_sunat = 'ZZ' order by unidad_medida_id limit 1`,
    );
    if (!unit) throw new BusinessError('Falta la unidad de medida ZZ (servicio) para vender el paquete');
    return {
      denominacion: `PAQUETE TURÍSTICO ${input.nombre.trim().toUpperCase()}`.slice(0, 200),
      codigo_producto: packageProductCode(id),
      unidad_medida_id: unit.id,
      tipo_afectacion: '10' as const,
      servicio: true,
      control_stock: false,
      precioventa: fixed(dec(input.precio), 2),
    };
  }

  async function writeLines(id: number, input: PackageBody, ex: Executor) {
    await ex.delete(paqueteDia).where(eq(paqueteDia.idpaquete, id));
    await ex.delete(paqueteIncluye).where(eq(paqueteIncluye.idpaquete, id));
    if (input.itinerario.length)
      await ex.insert(paqueteDia).values(
        input.itinerario.map((d) => ({
          idpaquete: id,
          dia: d.dia,
          titulo: d.titulo.trim(),
          descripcion: d.descripcion?.trim() || null,
        })),
      );
    if (input.incluye.length)
      await ex.insert(paqueteIncluye).values(
        input.incluye.map((item, orden) => {
          const room = item.producto_id == null;
          return {
            idpaquete: id,
            orden,
            idtipohabitacion: room ? item.idtipohabitacion : null,
            idclasehabitacion: room ? item.idclasehabitacion : null,
            noches: room ? item.noches : null,
            producto_id: room ? null : item.producto_id,
            cantidad: room ? null : item.cantidad,
          };
        }),
      );
  }

  const values = (input: PackageBody) => ({
    nombre: input.nombre.trim(),
    descripcion: input.descripcion?.trim() || null,
    noches: input.noches,
    precio: fixed(dec(input.precio), 2),
    vigencia_desde: input.vigencia_desde ?? null,
    vigencia_hasta: input.vigencia_hasta ?? null,
  });
  const DUPLICATE = (nombre: string) => `Ya existe el paquete ${nombre.trim()}`;

  return {
    get,
    list: ({ estado, vigente, q, ...query }: PackageListQuery, ex: Executor = db) => {
      const conditions: (SQL | undefined)[] = [
        estado === undefined ? undefined : eq(paquete.estado, estado),
        vigente
          ? sql`(${paquete.vigencia_desde} is null or ${paquete.vigencia_desde} <= ${vigente}) and (${paquete.vigencia_hasta} is null or ${paquete.vigencia_hasta} >= ${vigente})`
          : undefined,
      ];
      return pagedList(ex, listing, { ...query, q }, conditions);
    },

    /** rpaquetes: the package, its lines and its sale product PAQ-<id>, all in the caller's transaction. */
    async create(input: PackageBody, ex: Executor): Promise<PackageRow> {
      await checkPackage(input, ex);
      const [next] = await queryRows<{ id: number }>(
        ex,
        sql`select nextval(pg_get_serial_sequence('paquete', 'idpaquete'))::int as id`,
      );
      const id = next!.id;
      const product = await refusingDuplicate(`Ya existe el producto ${packageProductCode(id)}`, async () =>
        products.create(await productBody(input, id, ex), ex),
      );
      await refusingDuplicate(DUPLICATE(input.nombre), () =>
        ex.insert(paquete).values({ idpaquete: id, ...values(input), producto_id: product.producto_id }),
      );
      await writeLines(id, input, ex);
      return get(id, ex);
    },

    /** apaquetes: its data, itinerary and inclusions replaced; its product's name and price follow. */
    async update(id: number, input: PackageBody, ex: Executor): Promise<PackageRow> {
      const row = await lock(id, ex);
      await checkPackage(input, ex, row.producto_id);
      await refusingDuplicate(DUPLICATE(input.nombre), () =>
        ex.update(paquete).set(values(input)).where(eq(paquete.idpaquete, id)),
      );
      await products.update(row.producto_id, await productBody(input, id, ex), ex);
      await writeLines(id, input, ex);
      return get(id, ex);
    },

    /** cpaquetes: the package and its product (a deactivated package is not sold any more). */
    async setState(id: number, estado: number, ex: Executor): Promise<PackageRow> {
      const row = await lock(id, ex);
      await ex.update(paquete).set({ estado }).where(eq(paquete.idpaquete, id));
      await products.setState(row.producto_id, estado, ex);
      return get(id, ex);
    },

    /** epaquetes: only a package never sold (its product goes with it); a sold one is deactivated instead. */
    async remove(id: number, ex: Executor) {
      const row = await lock(id, ex);
      const [sold] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from venta_detalle where producto_id = ${row.producto_id}`,
      );
      if (Number(sold!.n) > 0)
        throw new BusinessError(
          `El paquete ${row.nombre} ya se vendió (${sold!.n} ${Number(sold!.n) === 1 ? 'venta' : 'ventas'}); no se puede eliminar: desactívelo en su lugar`,
        );
      await ex.delete(paquete).where(eq(paquete.idpaquete, id));
      await products.remove(row.producto_id, ex);
    },

    /** The package a check-out sells: active and in force on the day, with its product's unit. */
    async forSale(id: number, day: string, ex: Executor) {
      const row = await lock(id, ex);
      if (row.estado !== 1) throw new BusinessError(`El paquete ${row.nombre} está desactivado`);
      if ((row.vigencia_desde && row.vigencia_desde > day) || (row.vigencia_hasta && row.vigencia_hasta < day))
        throw new BusinessError(`El paquete ${row.nombre} no está vigente hoy`);
      const [unit] = await queryRows<{ unidad_medida_id: number }>(
        ex,
        sql`select unidad_medida_id from producto where producto_id = ${row.producto_id}`,
      );
      return { ...row, unidad_medida_id: unit!.unidad_medida_id };
    },
  };
}
