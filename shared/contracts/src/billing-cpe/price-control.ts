import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Nullable, Text, endpoints } from '../kit/index.js';

/*
 * Price control of sales (docs/sales.md § Price control): a line below its unit's minimum price, a
 * discount over the seller's role limit or a free line needs a supervisor's approval, typed on the
 * spot and sent with the sale (`aprobacion` of rfacturacion); the API checks it and records who
 * approved. The limits are set in Configuración de la empresa › Control de precios.
 */

/** A supervisor's username and password, checked by the API like a login (never trusted from the browser). */
export const SupervisorApproval = T.Object({
  usuario: Text('Usuario del supervisor', 60),
  clave: Text('Contraseña del supervisor', 200),
});
export type SupervisorApproval = Static<typeof SupervisorApproval>;

/** The `info` of a sale refused for want of a supervisor's approval: the screens ask for it and send the sale again. */
export const APPROVAL_NEEDED = 'aprobacion_precio';

/** The caller's own limits, for the screens' warnings while typing (the API decides at saving). */
export const PriceRulesRow = T.Object({
  /** Largest discount of a line, percent of its amount; null: no limit. */
  descuento_maximo: Nullable(T.String()),
  /** The caller approves prices (a supervisor): their own sales need no one else's approval. */
  aprueba_precios: T.Boolean(),
});
export type PriceRulesRow = Static<typeof PriceRulesRow>;

export const priceControl = {
  endpoints: endpoints('control de precios', {
    rules: {
      method: 'GET',
      path: '/reglasprecio',
      summary: 'Descuento máximo del rol del usuario y si aprueba precios (para los avisos de las líneas)',
      menus: ['/sales', '/counter'],
      response: Envelope(PriceRulesRow),
    },
  }),
};
