import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Id, IsoDate, Nullable, endpoints } from '../kit/index.js';

/**
 * The stock ledger (kardex) of a product in a warehouse over a range of days: the opening balance,
 * every movement with its running balance and weighted average cost, and the closing balance, with
 * the columns of SUNAT's valued kardex (PLE 13.1: tabla 10 document type, tabla 12 operation type,
 * tabla 5 existence type, catálogo 03 unit, method 1 = weighted average).
 */
export const Balance = T.Object({ cantidad: T.String(), costo_unitario: T.String(), costo_total: T.String() });
export const KardexRow = T.Object({
  idkardex: T.Integer(),
  fecha: T.String(),
  /** Our document type (NI, NS, NT, or the calling area's: VENTA, COMPRA...). */
  documento_tipo: T.String(),
  iddocumento: T.Integer(),
  /** SUNAT tabla 10 ('00' otros for internal notes, '01' factura...). */
  tipo_documento_sunat: T.String(),
  serie: T.String(),
  numero: T.String(),
  /** SUNAT tabla 12 operation type and our reason. */
  tipo_operacion: T.String(),
  motivo: Nullable(T.String()),
  /** The movement reverses an annulled (or updated) document. */
  anulacion: T.Boolean(),
  entrada: Balance,
  salida: Balance,
  saldo: Balance,
});
export const KardexReport = T.Object({
  producto: T.Object({
    producto_id: T.Integer(),
    codigo_producto: Nullable(T.String()),
    denominacion: T.String(),
    abreviatura: T.String(),
    /** catálogo 03 */
    unidad_sunat: T.String(),
    /** tabla 5 */
    tipo_existencia: Nullable(T.String()),
  }),
  almacen: T.Object({
    idalmacen: T.Integer(),
    nombre: T.String(),
    sucursal: T.String(),
    codigo_establecimiento: T.String(),
  }),
  desde: T.String(),
  hasta: T.String(),
  /** '1': weighted average (PLE 13.1 método de valuación). */
  metodo_valuacion: T.String(),
  saldo_inicial: Balance,
  movimientos: T.Array(KardexRow),
  total_entradas: Balance,
  total_salidas: Balance,
  saldo_final: Balance,
  /** Today's stock in the warehouse, the base units open orders hold ("comprometido": reserved, not an output) and what is left free. */
  stock_actual: T.String(),
  comprometido: T.String(),
  disponible: T.String(),
});
export const KardexQuery = T.Object({
  producto_id: Id('Producto'),
  idalmacen: Id('Almacén'),
  desde: IsoDate('Desde'),
  hasta: IsoDate('Hasta'),
});

export const kardex = {
  endpoints: endpoints('kardex', {
    report: {
      method: 'GET',
      path: '/kardex',
      summary:
        'Kardex valorizado de un producto en un almacén entre dos fechas (saldo inicial, movimientos, saldo final; columnas del PLE 13.1)',
      menus: ['/kardex', '/products'],
      querystring: KardexQuery,
      response: Envelope(KardexReport),
    },
  }),
};
export type Balance = Static<typeof Balance>;
export type KardexRow = Static<typeof KardexRow>;
export type KardexReport = Static<typeof KardexReport>;
export type KardexQuery = Static<typeof KardexQuery>;
