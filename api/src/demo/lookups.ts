import type { Database } from '../db/client.js';
import { persona, producto, serie } from '../db/schema/index.js';

/** A transaction of the seed: every demo step writes inside the one the seed opened. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo's records by the keys its steps are written with: a person by document number, a
 * product (with its base unit) by code, a series by its text. A key the demo does not have is a
 * mistake in the seed, so it fails loudly instead of writing a row without it.
 */
export async function demoLookups(tx: Tx) {
  const people = await tx.select({ id: persona.idpersona, doc: persona.numero_documento }).from(persona);
  const products = await tx
    .select({ id: producto.producto_id, codigo: producto.codigo_producto, unidad: producto.unidad_medida_id })
    .from(producto);
  const series = await tx.select({ id: serie.idserie, serie: serie.serie }).from(serie);
  const found = <T>(row: T | undefined, what: string): T => {
    if (row === undefined) throw new Error(`Datos de demostración: no existe ${what}`);
    return row;
  };
  return {
    personId: (doc: string) =>
      found(
        people.find((p) => p.doc === doc),
        `la persona ${doc}`,
      ).id,
    /** The product and its base unit, as a document line names them. */
    product: (codigo: string) => {
      const p = found(
        products.find((x) => x.codigo === codigo),
        `el producto ${codigo}`,
      );
      return { producto_id: p.id, unidad_medida_id: p.unidad };
    },
    seriesId: (text: string) =>
      found(
        series.find((s) => s.serie === text),
        `la serie ${text}`,
      ).id,
  };
}
