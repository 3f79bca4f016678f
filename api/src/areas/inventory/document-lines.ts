import { and, eq, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type { EntryLineBody, OutputLineBody, TransferLineBody } from '@trade/contracts/inventory';
import { queryRows, type Executor } from '../../db/client.js';
import { comprobante, motivo, serie } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { checkedSerials, type SerialWords } from '../../core/documents.js';

/** A stock document's serial refusals read 'indique … se indicaron … el documento'. */
const DOCUMENT_WORDS: SerialWords = { ask: 'indique', given: 'se indicaron', where: 'el documento' };

/** The series to number with: the given one (of the type and the warehouse's branch), or the branch's first active one. */
export async function resolveSeries(
  tx: Executor,
  tipo: 'NI' | 'NS' | 'NT',
  idserie: number | null | undefined,
  idsucursal: number,
): Promise<number> {
  const names = { NI: 'Nota de ingreso (NI)', NS: 'Nota de salida (NS)', NT: 'Transferencia (NT)' };
  if (idserie) {
    const [row] = await tx
      .select({ codigo: comprobante.codigo, idsucursal: serie.idsucursal, estado: serie.estado })
      .from(serie)
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .where(eq(serie.idserie, idserie));
    if (!row) throw notFound('La serie');
    if (row.codigo !== tipo) throw new BusinessError(`La serie no es de ${names[tipo]}`);
    if (row.idsucursal !== idsucursal) throw new BusinessError('La serie no es de la sucursal del almacén');
    return idserie;
  }
  const [first] = await tx
    .select({ idserie: serie.idserie })
    .from(serie)
    .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
    .where(and(eq(comprobante.codigo, tipo), eq(serie.idsucursal, idsucursal), eq(serie.estado, 1)))
    .orderBy(serie.serie)
    .limit(1);
  if (!first)
    throw new BusinessError(`La sucursal del almacén no tiene una serie activa de ${names[tipo]}; créela en Series`);
  return first.idserie;
}

export async function resolveMotive(tx: Executor, idmotivo: number, tipo: 1 | 2 | 3) {
  const [row] = await tx.select().from(motivo).where(eq(motivo.idmotivo, idmotivo));
  if (!row) throw notFound('El motivo');
  if (row.tipo !== tipo)
    throw new BusinessError(
      `El motivo no es de ${tipo === 1 ? 'entradas' : tipo === 2 ? 'salidas' : 'transferencias'}`,
    );
  if (row.estado !== 1) throw new BusinessError('El motivo está desactivado');
  return row;
}

export interface ResolvedLine {
  producto_id: number;
  denominacion: string;
  unidad_medida_id: number;
  abreviatura: string;
  factor: string;
  cantidad: string;
  cantidad_base: string;
  control_serie: boolean;
  series: string[];
  /** Entries: cost of one unit of the line's unit; base cost = costo_unitario / factor. */
  costo_unitario?: string;
  lote?: string | null;
  precio_unitario?: string | null;
}

type AnyLine = (EntryLineBody | OutputLineBody | TransferLineBody) & {
  costo_unitario?: string;
  lote?: string | null;
  precio_unitario?: string | null;
};

/** Products, units and serial rules of the lines; quantities converted to base units. */
export async function resolveLines(tx: Executor, items: AnyLine[]): Promise<ResolvedLine[]> {
  const ids = [...new Set(items.map((i) => i.producto_id))];
  const units = await queryRows<{
    producto_id: number;
    denominacion: string;
    estado: number;
    servicio: boolean;
    control_serie: boolean;
    unidad_medida_id: number;
    factor: string;
    abreviatura: string;
    unidad_estado: number;
  }>(
    tx,
    sql`select p.producto_id, p.denominacion, p.estado, p.servicio, p.control_serie, pu.unidad_medida_id, pu.factor::text as factor, um.abreviatura, pu.estado as unidad_estado
          from producto p join producto_unidad pu on pu.producto_id = p.producto_id join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
         where p.producto_id in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})`,
  );
  const serialsSeen = new Set<string>();
  return items.map((item, n) => {
    const lineNo = `Línea ${n + 1}`;
    const product = units.find((u) => u.producto_id === item.producto_id);
    if (!product) throw new BusinessError(`${lineNo}: el producto no existe o fue eliminado`);
    if (product.estado !== 1) throw new BusinessError(`${lineNo}: ${product.denominacion} está desactivado`);
    if (product.servicio) throw new BusinessError(`${lineNo}: ${product.denominacion} es un servicio; no tiene stock`);
    const unit = units.find((u) => u.producto_id === item.producto_id && u.unidad_medida_id === item.unidad_medida_id);
    if (!unit) throw new BusinessError(`${lineNo}: ${product.denominacion} no tiene esa unidad de medida`);
    const quantity = dec(item.cantidad);
    if (quantity.lte(0)) throw new BusinessError(`${lineNo}: la cantidad debe ser mayor que cero`);
    const base = quantity.times(dec(unit.factor)).toDecimalPlaces(4);
    const series = checkedSerials(
      lineNo,
      product,
      base,
      item.series,
      serialsSeen,
      product.control_serie,
      DOCUMENT_WORDS,
    );
    return {
      producto_id: product.producto_id,
      denominacion: product.denominacion,
      unidad_medida_id: unit.unidad_medida_id,
      abreviatura: unit.abreviatura,
      factor: unit.factor,
      cantidad: fixed(quantity, 4),
      cantidad_base: fixed(base, 4),
      control_serie: product.control_serie,
      series,
      costo_unitario: item.costo_unitario,
      lote: item.lote,
      precio_unitario: item.precio_unitario,
    };
  });
}
