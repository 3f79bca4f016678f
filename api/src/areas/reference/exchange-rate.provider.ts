import Decimal from 'decimal.js';

/** A day's dollar rate as a provider gives it (decimal strings, 4 decimals). */
export interface ExchangeRateQuote {
  fecha: string;
  compra: string;
  venta: string;
}

export interface ExchangeRateProvider {
  /** The rate that applies on `fecha` (YYYY-MM-DD, Lima). Rejects when the provider fails. */
  fetchRate(fecha: string): Promise<ExchangeRateQuote>;
}

export class ExchangeRateProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExchangeRateProviderError';
  }
}

export interface HttpProviderOptions {
  /** e.g. https://api.apis.net.pe/v1/tipo-cambio-sunat?fecha={fecha}; "{fecha}" becomes YYYY-MM-DD. */
  url: string;
  /** Sent as "Authorization: Bearer <token>" when set. */
  token?: string;
  timeoutMs?: number;
}

function rate(value: unknown, field: string): string {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  let amount: Decimal;
  try {
    amount = new Decimal(text);
  } catch {
    throw new ExchangeRateProviderError(`el proveedor no envió ${field}`);
  }
  if (!amount.isFinite() || amount.lte(0) || amount.gte(100000))
    throw new ExchangeRateProviderError(`el proveedor envió un valor de ${field} no válido`);
  return amount.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/**
 * A JSON HTTP provider. Understands SUNAT-style answers `{ compra, venta, fecha }` (apis.net.pe v1)
 * and `{ precioCompra, precioVenta, fecha }` (v2), also wrapped in `{ data: ... }`.
 */
export function httpExchangeRateProvider(options: HttpProviderOptions): ExchangeRateProvider {
  return {
    async fetchRate(fecha) {
      const url = options.url.replaceAll('{fecha}', encodeURIComponent(fecha));
      let response: Response;
      try {
        response = await fetch(url, {
          headers: {
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new ExchangeRateProviderError(
          timedOut ? 'el proveedor no respondió a tiempo' : 'no se pudo conectar con el proveedor',
        );
      }
      if (!response.ok) throw new ExchangeRateProviderError(`el proveedor respondió ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ExchangeRateProviderError('el proveedor no respondió JSON');
      }
      const data = (
        body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
      ) as Record<string, unknown> | null;
      if (!data || typeof data !== 'object')
        throw new ExchangeRateProviderError('el proveedor no envió el tipo de cambio');
      return {
        fecha,
        compra: rate(data.compra ?? data.precioCompra, 'compra'),
        venta: rate(data.venta ?? data.precioVenta, 'venta'),
      };
    },
  };
}
