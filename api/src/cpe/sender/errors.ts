import { describeSunatCode } from '../codes.js';

/** A SOAP fault or REST error from SUNAT with its code (0100, 1033, 2335 ...). */
export class SunatFault extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly raw?: string,
  ) {
    super(message);
    this.name = 'SunatFault';
  }
}

/** No answer: time-out, connection refused or reset, HTTP 5xx without a fault. The request may or may not have been processed. */
export class SunatUnavailable extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
    this.name = 'SunatUnavailable';
  }
}

/** Fault code from "soap-env:Client.0111", "0100" or "ns:2335". */
export function faultFrom(faultcode: string | undefined, faultstring: string | undefined, raw?: string): SunatFault {
  const digits = /(\d{3,4})\s*$/.exec(faultcode ?? '')?.[1] ?? /^\s*(\d{3,4})\b/.exec(faultstring ?? '')?.[1];
  const code = digits ? Number(digits) : 0;
  const known = code ? describeSunatCode(code) : undefined;
  const detail = /Detalle:\s*([\s\S]+)$/.exec(faultstring ?? '')?.[1]?.trim();
  const text = known
    ? detail
      ? `${known} - Detalle: ${detail}`
      : known
    : (faultstring?.trim() ?? 'Error desconocido de SUNAT');
  return new SunatFault(code, code ? `${String(code).padStart(4, '0')} - ${text}` : text, raw);
}

/** Wraps fetch failures: time-outs and network errors become SunatUnavailable. */
export async function fetchSunat(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new SunatUnavailable(`SUNAT no respondió en ${Math.round(timeoutMs / 1000)} s`, true);
    throw new SunatUnavailable(`No se pudo conectar con SUNAT (${e.cause?.code ?? e.message})`);
  }
}
