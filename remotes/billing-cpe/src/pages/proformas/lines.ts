import { dec } from '@trade/money';
import type { ProformaLineRow } from '@trade/contracts/billing-cpe';
import { lineKey, type DocLine } from '@trade/ui';

const plain = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : dec(v).toString());

/** A saved line as the kit's line (the stored discount is already without IGV). */
export function proformaLine(item: ProformaLineRow): DocLine {
  return {
    key: lineKey(),
    productId: item.producto_id,
    codigo: item.codigo_producto,
    descripcion: item.descripcion,
    tipoAfectacion: item.tipo_afectacion,
    controlaStock: true,
    units: [{ id: item.unidad_medida_id, nombre: item.abreviatura, factor: item.factor, codigoSunat: item.codigo_sunat }],
    unitId: item.unidad_medida_id,
    cantidad: plain(item.cantidad),
    precio: plain(item.precio_unitario),
    descuento: dec(item.descuento).isZero() ? '' : plain(item.descuento),
    extra: { gratuito: item.gratuito, icbper: item.icbper, descuentoSinIgv: item.descuento },
  };
}

