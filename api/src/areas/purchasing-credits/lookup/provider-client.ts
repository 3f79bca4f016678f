import type { RucData } from '@trade/contracts/purchasing-credits';

/**
 * HTTP client of a Peruvian DNI/RUC lookup service speaking the apis.net.pe v2 protocol (the most
 * common one; several resellers expose it too):
 *   GET {base}/reniec/dni?numero=46027897   → { nombres, apellidoPaterno, apellidoMaterno, numeroDocumento, ... }
 *   GET {base}/sunat/ruc?numero=20601030013 → { razonSocial, numeroDocumento, estado, condicion, direccion, ubigeo,
 *                                              distrito, provincia, departamento, ... }
 * with `Authorization: Bearer <token>`. 404 and 422 mean "not found / not a valid number"; anything
 * else (network error, timeout, 401, 429, 5xx) means the provider could not answer.
 */

export interface DniData {
  dni: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
}

/** The provider did not answer usefully (down, timeout, refused token, quota): the cache may still answer. */
export class LookupUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`Proveedor de consultas no disponible: ${reason}`);
    this.name = 'LookupUnavailable';
  }
}

export interface LookupProvider {
  /** null: the provider has no such DNI. */
  dni(numero: string): Promise<DniData | null>;
  /** null: the provider has no such RUC. */
  ruc(numero: string): Promise<RucData | null>;
}

export interface ProviderOptions {
  /** Base URL, e.g. https://api.apis.net.pe/v2 (no trailing slash needed). */
  baseUrl: string;
  token?: string | null;
  timeoutMs?: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function httpLookupProvider({ baseUrl, token, timeoutMs = 5000 }: ProviderOptions): LookupProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function getJson(path: string, numero: string): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}?numero=${encodeURIComponent(numero)}`, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new LookupUnavailable(
        (error as Error).name === 'TimeoutError' ? 'tiempo de espera agotado' : (error as Error).message,
      );
    }
    if (response.status === 404 || response.status === 422) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LookupUnavailable(`HTTP ${response.status}`);
    }
    try {
      const body = (await response.json()) as unknown;
      if (!body || typeof body !== 'object') throw new Error('respuesta vacía');
      return body as Record<string, unknown>;
    } catch (error) {
      throw new LookupUnavailable(`respuesta no válida (${(error as Error).message})`);
    }
  }

  return {
    async dni(numero) {
      const body = await getJson('/reniec/dni', numero);
      if (!body) return null;
      const nombres = text(body.nombres);
      if (!nombres) return null;
      return {
        dni: text(body.numeroDocumento) ?? numero,
        nombres,
        apellidoPaterno: text(body.apellidoPaterno) ?? '',
        apellidoMaterno: text(body.apellidoMaterno) ?? '',
      };
    },
    async ruc(numero) {
      const body = await getJson('/sunat/ruc', numero);
      if (!body) return null;
      const razonSocial = text(body.razonSocial);
      if (!razonSocial) return null;
      return {
        ruc: text(body.numeroDocumento) ?? numero,
        razonSocial,
        nombreComercial: text(body.nombreComercial),
        estado: text(body.estado)?.toUpperCase() ?? null,
        condicion: text(body.condicion)?.toUpperCase() ?? null,
        direccion: text(body.direccion),
        ubigeo: /^[0-9]{6}$/.test(String(body.ubigeo ?? '')) ? String(body.ubigeo) : null,
        departamento: text(body.departamento),
        provincia: text(body.provincia),
        distrito: text(body.distrito),
      };
    },
  };
}
