import { dec, fixed } from '@trade/money';
import type { ProductBody } from '@trade/contracts/inventory';
import { BusinessError, blankToNull } from '../../core/envelope.js';

/**
 * A product's ISC (catálogo 08) as typed, checked: 01 al valor and 03 al precio de venta al público take a
 * rate in percent (over 0, at most 100), 02 específico an amount per base unit, 03 also the suggested
 * public price per base unit. SUNAT charges the ISC on lines taxed with the IGV, so only an affectation
 * 10 product carries it. No system: no ISC (and no rate or price may be left behind).
 */
export function productIsc(input: ProductBody) {
  const sistema = input.isc_sistema ?? null;
  const tasa = blankToNull(input.isc_tasa);
  const sugerido = blankToNull(input.isc_precio_sugerido);
  if (!sistema) {
    if (tasa !== null || sugerido !== null)
      throw new BusinessError('Indique el sistema del ISC (01, 02 o 03) o deje vacías su tasa y su precio sugerido');
    return { isc_sistema: null, isc_tasa: null, isc_precio_sugerido: null };
  }
  if ((input.tipo_afectacion ?? '10') !== '10')
    throw new BusinessError('El ISC solo se aplica a productos gravados con el IGV (afectación 10)');
  if (sistema === '02') {
    if (tasa === null || dec(tasa).lte(0))
      throw new BusinessError('El ISC del sistema 02 necesita el monto fijo por unidad, mayor que cero');
  } else if (tasa === null || dec(tasa).lte(0) || dec(tasa).gt(100))
    throw new BusinessError(`La tasa del ISC del sistema ${sistema} debe ser mayor que 0 y no mayor que 100`);
  if (sistema === '03' && (sugerido === null || dec(sugerido).lte(0)))
    throw new BusinessError('El ISC del sistema 03 necesita el precio de venta al público sugerido, mayor que cero');
  if (sistema !== '03' && sugerido !== null)
    throw new BusinessError('El precio de venta al público sugerido solo se indica con el sistema 03 del ISC');
  return {
    isc_sistema: sistema,
    isc_tasa: fixed(dec(tasa), 4),
    isc_precio_sugerido: sistema === '03' ? fixed(dec(sugerido!), 6) : null,
  };
}
