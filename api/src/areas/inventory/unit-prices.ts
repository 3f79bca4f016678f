import { dec, fixed } from '@trade/money';
import { BusinessError, blankToNull } from '../../core/envelope.js';

/** An optional price: sent only when greater than zero; 0, '' or null clear it. */
export const optionalPrice = (value: string | null | undefined) => {
  const text = blankToNull(value);
  return text === null || dec(text).isZero() ? null : fixed(dec(text), 2);
};
/**
 * The minimum price of price control (absent keeps it; 0, '' or null clear it): never above the
 * sale price, which would make every sale at the list price need a supervisor.
 */
export function minimumPrice(value: string | null | undefined, precioventa: string | null | undefined) {
  if (value === undefined) return {};
  const minimum = optionalPrice(value);
  if (minimum && precioventa && dec(minimum).gt(dec(precioventa)))
    throw new BusinessError(
      `El precio mínimo (${minimum}) no puede ser mayor que el precio de venta (${fixed(dec(precioventa), 2)})`,
    );
  return { precio_minimo: minimum };
}
