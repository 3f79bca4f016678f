import type { SaleLineRow } from '@trade/contracts/billing-cpe';
import { documentTable, savedLine, type DocLine, type TableOptions } from '@trade/ui';
import { hasIcbper, isFree, saleAffectation } from './engine';
import type { PricedHeader } from './types';

/** What a saved priced line (sale, proforma, order) carries for the kit. */
export type PricedLineRow = Pick<
  SaleLineRow,
  | 'producto_id'
  | 'codigo_producto'
  | 'descripcion'
  | 'tipo_afectacion'
  | 'unidad_medida_id'
  | 'abreviatura'
  | 'factor'
  | 'codigo_sunat'
  | 'cantidad'
  | 'precio_unitario'
  | 'descuento'
  | 'gratuito'
  | 'icbper'
  | 'isc_sistema'
  | 'isc_tasa'
  | 'isc_precio_sugerido'
>;

/**
 * A saved priced line as the document kit's line, in its stored unit. The stored discount is
 * already without IGV (engine code 00), so it travels as `descuentoSinIgv`; `extra` adds what the
 * document tracks (serials, the order line it invoices...). `cantidad` and `descuento` default to
 * the stored ones (an order's pending part passes its own).
 */
export function pricedDocLine(
  item: PricedLineRow,
  extra: Record<string, unknown> = {},
  cantidad = item.cantidad,
  descuento = item.descuento,
): DocLine {
  return savedLine(item, {
    descripcion: item.descripcion,
    tipoAfectacion: item.tipo_afectacion,
    codigoSunat: item.codigo_sunat,
    cantidad,
    precio: item.precio_unitario,
    descuento,
    extra: {
      gratuito: item.gratuito,
      icbper: item.icbper,
      descuentoSinIgv: descuento,
      // The ISC the line was saved with, per unit of its unit (the API's figures).
      isc: item.isc_sistema
        ? { sistema: item.isc_sistema, tasa: item.isc_tasa, precioSugerido: item.isc_precio_sugerido }
        : null,
      ...extra,
    },
  });
}

/**
 * The priced lines of a sale, proforma or order as the API takes them, from the kit's lines and
 * the document's engine options (`specTableOptions(spec, header)`): the kit takes the IGV out of a
 * discount typed with it, and the API wants it before IGV (code 00), as the engine computed it.
 */
export function pricedLinesBody(
  lines: DocLine[],
  header: PricedHeader,
  engine: Pick<TableOptions, 'engineLine' | 'descuentos' | 'cargos'>,
) {
  const table = documentTable(lines, {
    fechaEmision: header.fecha as string,
    moneda: header.moneda as string,
    pricesIncludeTax: true,
    ...engine,
  });
  return lines.map((l, i) => ({
    producto_id: Number(l.productId),
    unidad_medida_id: Number(l.unitId),
    cantidad: l.cantidad,
    precio_unitario: l.precio,
    descuento: l.descuento && !isFree(l) ? (table.filas[i]?.descuento ?? null) : null,
    tipo_afectacion: saleAffectation(l.tipoAfectacion, false),
    gratuito: isFree(l),
    icbper: hasIcbper(l),
    descripcion: null,
  }));
}

/** A priced line in the API's bodies (a sale adds its serials and the order line it invoices). */
export type PricedLineBody = ReturnType<typeof pricedLinesBody>[number];
