import { dec, fixed } from '@trade/money';
import type { DocumentSection } from '@trade/ui';
import { clientWarnings } from './header';
import { amount, cashFigures, cuotasOf, isCredit, netPayable, paymentsOf, rateOf, symbolOf } from './money';
import { BOLETA_ANONYMOUS_LIMIT } from './options';
import type { SaleHeader } from './types';
import { baseQuantity, controlsSerials, serialsOf } from '@trade/ui';

/** Anonymous: no client chosen (CLIENTES VARIOS) or one without a real document. */
const anonymous = (header: SaleHeader) => {
  const c = header.cliente;
  return (
    !header.idpersona ||
    !c ||
    ['-', '0'].includes(String(c.codigo_documento)) ||
    /^[-0]*$/.test(String(c.numero_documento ?? ''))
  );
};

/**
 * Why the sale cannot be saved yet, before asking the server (which checks the same again): SUNAT's
 * client rules, serials, payments covering the total, cuotas adding up to the net payable.
 */
export function saleProblem(section: DocumentSection): string | null {
  const { lines, table } = section;
  const header: SaleHeader = section.header;
  const total = table.totales.total;
  const symbol = symbolOf(header);
  const voucher = header.codigo_comprobante;
  const { error } = clientWarnings(voucher, header.idpersona ? header.cliente : null);
  if (error) return error;
  if (voucher === '03' && anonymous(header) && dec(total).times(rateOf(header)).gt(dec(BOLETA_ANONYMOUS_LIMIT))) {
    return `Una boleta de más de S/ ${BOLETA_ANONYMOUS_LIMIT} debe identificar al comprador (DNI, RUC u otro documento): elija el cliente`;
  }
  for (const [i, line] of lines.entries()) {
    if (!controlsSerials(line)) continue;
    const base = baseQuantity(line);
    const chosen = serialsOf(line).length;
    if (base && !base.eq(chosen))
      return `Línea ${i + 1} (${line.descripcion}): elija ${base.toString()} ${base.eq(1) ? 'serie' : 'series'} (una por unidad), se eligieron ${chosen}`;
  }
  if (dec(total).lte(0)) return 'El total de la venta debe ser mayor que cero';
  if (isCredit(header)) {
    if (anonymous(header)) return 'Una venta al crédito necesita un cliente identificado';
    const cuotas = cuotasOf(header);
    if (cuotas.length) {
      if (cuotas.some((c) => !c.monto || amount(c.monto).lte(0))) return 'Cada cuota necesita un monto mayor que cero';
      const sum = cuotas.reduce((s, c) => s.plus(amount(c.monto)), dec(0));
      const neto = netPayable(header, total);
      if (!sum.eq(neto)) return `Las cuotas suman ${symbol} ${fixed(sum, 2)} y deben sumar ${symbol} ${fixed(neto, 2)}`;
    }
  } else {
    const pagos = paymentsOf(header);
    if (pagos.some((p) => !p.idformapago)) return 'Elija la forma de cada pago';
    if (pagos.some((p) => p.monto === '' || amount(p.monto).lte(0)))
      return 'Cada pago necesita un monto mayor que cero';
    const { falta } = cashFigures(header, total);
    if (falta.gt(0)) return `Los pagos no cubren el total: falta ${symbol} ${fixed(falta, 2)}`;
  }
  return null;
}
