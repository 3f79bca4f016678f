import { createHash } from 'node:crypto';
import { SunatFault, SunatUnavailable, fetchSunat } from './errors.js';

/** SUNAT's GRE REST API: OAuth2 password grant, send the zip, poll the ticket. */

export interface GreOptions {
  /** Token URL, "{clientId}" is replaced. */
  tokenUrl: string;
  /** e.g. https://api-cpe.sunat.gob.pe/v1/contribuyente/gem */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** RUC + usuario SOL. */
  username: string;
  password: string;
  timeoutMs?: number;
  /** Clock, for tests of the token cache. */
  now?: () => number;
}

interface CachedToken {
  token: string;
  /** Epoch ms after which a new token is requested (10 minutes before it expires). */
  renewAt: number;
}

/** Tokens shared by every client of the same account in this process. */
const tokens = new Map<string, CachedToken>();
export const TOKEN_RENEW_MARGIN_MS = 10 * 60 * 1000;

export interface GreTicketStatus {
  /** 0 accepted or rejected (CDR generated), 98 in process, 99 with errors. */
  codRespuesta: string;
  cdrZip?: Uint8Array;
  error?: { code: number; message: string };
}

export class SunatGreClient {
  private readonly timeoutMs: number;
  private readonly now: () => number;
  constructor(private readonly o: GreOptions) {
    this.timeoutMs = o.timeoutMs ?? 30_000;
    this.now = o.now ?? Date.now;
  }

  private get cacheKey() {
    return `${this.o.tokenUrl}|${this.o.clientId}|${this.o.username}`;
  }

  /** Bearer token, reused until 10 minutes before it expires. */
  async token(): Promise<string> {
    const cached = tokens.get(this.cacheKey);
    if (cached && this.now() < cached.renewAt) return cached.token;
    const url = this.o.tokenUrl.replace('{clientId}', encodeURIComponent(this.o.clientId));
    const form = new URLSearchParams({
      grant_type: 'password',
      scope: 'https://api-cpe.sunat.gob.pe',
      client_id: this.o.clientId,
      client_secret: this.o.clientSecret,
      username: this.o.username,
      password: this.o.password,
    });
    const res = await fetchSunat(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      this.timeoutMs,
    );
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error_description?: string;
      error?: string;
    };
    if (res.status >= 500)
      throw new SunatUnavailable(`El servicio de autenticación de SUNAT respondió HTTP ${res.status}`);
    if (!res.ok || !body.access_token)
      throw new SunatFault(
        102,
        `No se pudo obtener el token de SUNAT: ${body.error_description ?? body.error ?? `HTTP ${res.status}`}`,
      );
    const expiresMs = Number(body.expires_in ?? 3600) * 1000;
    tokens.set(this.cacheKey, {
      token: body.access_token,
      renewAt: this.now() + Math.max(0, expiresMs - TOKEN_RENEW_MARGIN_MS),
    });
    return body.access_token;
  }

  private async api(path: string, init: RequestInit): Promise<any> {
    const token = await this.token();
    const res = await fetchSunat(
      `${this.o.apiUrl.replace(/\/+$/, '')}${path}`,
      { ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } },
      this.timeoutMs,
    );
    const body = (await res.json().catch(() => undefined)) as any;
    if (res.status === 401) tokens.delete(this.cacheKey);
    if (res.status >= 500 && !body?.cod) throw new SunatUnavailable(`SUNAT respondió HTTP ${res.status}`);
    if (!res.ok) {
      const first = body?.errors?.[0];
      const code = Number(first?.cod ?? body?.cod ?? 0);
      throw new SunatFault(code, first?.msg ?? body?.msg ?? `SUNAT respondió HTTP ${res.status}`);
    }
    return body;
  }

  /** Sends a guía zip; answers the ticket. */
  async send(nombre: string, zip: Uint8Array): Promise<string> {
    const body = await this.api(`/comprobantes/${encodeURIComponent(nombre)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        archivo: {
          nomArchivo: `${nombre}.zip`,
          arcGreZip: Buffer.from(zip).toString('base64'),
          hashZip: createHash('sha256').update(zip).digest('hex'),
        },
      }),
    });
    if (!body?.numTicket) throw new SunatUnavailable('SUNAT no devolvió el número de ticket');
    return String(body.numTicket);
  }

  async status(ticket: string): Promise<GreTicketStatus> {
    const body = await this.api(`/comprobantes/envios/${encodeURIComponent(ticket)}`, { method: 'GET' });
    return {
      codRespuesta: String(body.codRespuesta),
      cdrZip: body.arcCdr ? Buffer.from(String(body.arcCdr), 'base64') : undefined,
      error: body.error ? { code: Number(body.error.numError), message: String(body.error.desError) } : undefined,
    };
  }
}

/** Forgets cached tokens (tests). */
export function clearGreTokens(): void {
  tokens.clear();
}
