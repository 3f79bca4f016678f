import type { DraftContent, DraftLine } from '@trade/contracts/billing-cpe';
import { isValidAmountInput } from '@trade/formats';
import type { DocLine } from '@trade/ui';

/*
 * A counter sale as the server keeps it (a draft): each line with what the screen shows of its
 * product and unit, so a reload restores it without asking the catalog again.
 */

const unitOfLine = (line: DocLine) => line.units.find((u) => String(u.id) === String(line.unitId));

/** The line as a draft keeps it; null while its quantity or price is not a valid amount yet. */
export function toDraftLine(line: DocLine): DraftLine | null {
  const unit = unitOfLine(line);
  if (!unit || !isValidAmountInput(line.cantidad, 4) || !isValidAmountInput(line.precio, 6)) return null;
  return {
    producto_id: Number(line.productId),
    unidad_medida_id: Number(unit.id),
    descripcion: line.descripcion.slice(0, 200),
    codigo: line.codigo ? line.codigo.slice(0, 40) : null,
    abreviatura: unit.nombre.slice(0, 20),
    factor: String(unit.factor),
    codigo_sunat: unit.codigoSunat ?? null,
    tipo_afectacion: line.tipoAfectacion,
    control_stock: line.controlaStock,
    icbper: Boolean(line.extra?.icbper),
    cantidad: line.cantidad,
    precio: line.precio,
    ...(line.descuento && isValidAmountInput(line.descuento, 2) ? { descuento: line.descuento } : {}),
    ...limitsOf(line),
  };
}

/** The line's price-control figures (price-warnings.tsx reads them back from the unit and `extra`). */
function limitsOf(line: DocLine): Pick<DraftLine, 'precio_minimo' | 'costo_base'> {
  const minimum = unitOfLine(line)?.raw?.precio_minimo;
  const cost = line.product?.raw?.costo_promedio ?? line.extra?.costo_base;
  return {
    ...(typeof minimum === 'string' ? { precio_minimo: minimum } : {}),
    ...(typeof cost === 'string' && isValidAmountInput(cost, 6) ? { costo_base: cost } : {}),
  };
}

/** A draft's line back as the document kit's line (one unit: the one sold). */
export function fromDraftLine(d: DraftLine, key: string): DocLine {
  return {
    key,
    productId: d.producto_id,
    codigo: d.codigo ?? null,
    descripcion: d.descripcion,
    tipoAfectacion: d.tipo_afectacion,
    controlaStock: d.control_stock,
    units: [
      {
        id: d.unidad_medida_id,
        nombre: d.abreviatura,
        factor: d.factor,
        codigoSunat: d.codigo_sunat ?? null,
        precio: d.precio,
        raw: { precio_minimo: d.precio_minimo ?? null },
      },
    ],
    unitId: d.unidad_medida_id,
    cantidad: d.cantidad,
    precio: d.precio,
    descuento: d.descuento ?? '',
    extra: { icbper: d.icbper, gratuito: false, costo_base: d.costo_base ?? null },
  };
}

/** Whether two drafts hold the same sale (nothing new to save). */
export const sameDraft = (a: DraftContent | null, b: DraftContent | null) => JSON.stringify(a) === JSON.stringify(b);
