import { asc, sql } from 'drizzle-orm';
import { isValidRuc } from '@trade/formats';
import type {
  DniAnswer,
  LookupSettingsBody,
  LookupSettingsRow,
  RucAnswer,
  RucData,
} from '@trade/contracts/purchasing-credits';
import type { Database, Executor } from '../../../db/client.js';
import { consultaConfig, consultaDocumento, empresa } from '../../../db/schema/index.js';
import { BusinessError, blankToNull } from '../../../core/envelope.js';
import { decryptText, encryptSecret } from '../../../core/secrets.js';
import { sunatWarning } from '../people.repository.js';
import { httpLookupProvider, LookupUnavailable, type DniData, type LookupProvider } from './provider-client.js';

/** The spec's texts. */
export const LOOKUP_TEXTS = {
  unreachable: 'Error al conectar con el servidor',
  notFound: 'Datos no encontrados',
} as const;
const TOKEN_PURPOSE = 'consulta_config.token';

export interface LookupServiceOptions {
  settingsKey: Buffer;
  timeoutMs: number;
  /** This server's own origin (http://127.0.0.1:<port>) for a relative provider URL (the bundled stand-in); undefined until it listens. */
  ownOrigin: () => string | undefined;
  /** Called with SUNAT's state of a RUC just looked up (the people repository keeps it on the person). */
  onRuc?: (data: RucData) => Promise<void>;
}

type Kind = 'dni' | 'ruc';

/**
 * DNI and RUC lookup: the provider configured in the company settings, answers cached in the
 * database; with no provider, or when it cannot answer, the cache answers, else
 * 'Error al conectar con el servidor'. 'Datos no encontrados' when the provider has no such number.
 */
export function lookupService(db: Database, options: LookupServiceOptions) {
  async function company(ex: Executor) {
    const [row] = await ex
      .select({ idempresa: empresa.idempresa })
      .from(empresa)
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    if (!row) throw new BusinessError('Registre primero los datos de la empresa');
    return row.idempresa;
  }

  async function storedSettings(ex: Executor = db) {
    const [row] = await ex.select().from(consultaConfig).orderBy(asc(consultaConfig.idempresa)).limit(1);
    return row;
  }

  /** The provider to ask now, or null (none configured, or a relative URL before the server listens). */
  async function provider(): Promise<LookupProvider | null> {
    const settings = await storedSettings();
    const url = settings?.url?.trim();
    if (!url) return null;
    let baseUrl = url;
    if (url.startsWith('/')) {
      const origin = options.ownOrigin();
      if (!origin) return null;
      baseUrl = `${origin}${url}`;
    }
    // A relative URL is this server's bundled stand-in (demo), which only checks that a token is sent.
    const token = settings?.token
      ? decryptText(options.settingsKey, TOKEN_PURPOSE, settings.token)
      : url.startsWith('/')
        ? 'stand-in'
        : null;
    return httpLookupProvider({ baseUrl, token, timeoutMs: options.timeoutMs });
  }

  async function cached<T>(tipo: Kind, numero: string): Promise<{ datos: T; consultado: string } | undefined> {
    const [row] = await db
      .select({
        datos: consultaDocumento.datos,
        consultado: sql<string>`to_char(${consultaDocumento.consultado} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`,
      })
      .from(consultaDocumento)
      .where(sql`${consultaDocumento.tipo} = ${tipo} and ${consultaDocumento.numero} = ${numero}`);
    return row ? { datos: row.datos as T, consultado: row.consultado } : undefined;
  }

  async function remember(tipo: Kind, numero: string, datos: unknown) {
    await db
      .insert(consultaDocumento)
      .values({ tipo, numero, datos })
      .onConflictDoUpdate({
        target: [consultaDocumento.tipo, consultaDocumento.numero],
        set: { datos, consultado: sql`now()` },
      });
  }

  /** Asks the provider; 'unavailable' when there is none or it failed (the cache answers then). */
  async function ask<T>(question: (p: LookupProvider) => Promise<T | null>): Promise<T | null | 'unavailable'> {
    const p = await provider();
    if (!p) return 'unavailable';
    try {
      return await question(p);
    } catch (error) {
      if (error instanceof LookupUnavailable) return 'unavailable';
      throw error;
    }
  }

  const dniAnswer = (
    dni: string,
    data: DniData,
    origen: 'proveedor' | 'cache',
    consultado: string | null,
    message: string,
  ): DniAnswer => ({
    success: true,
    message,
    dni,
    nombres: data.nombres,
    apellidoPaterno: data.apellidoPaterno,
    apellidoMaterno: data.apellidoMaterno,
    nombreCompleto: [data.apellidoPaterno, data.apellidoMaterno, data.nombres].filter(Boolean).join(' '),
    origen,
    consultado,
  });
  const dniMissing = (dni: string, message: string): DniAnswer => ({
    success: false,
    message,
    dni,
    nombres: null,
    apellidoPaterno: null,
    apellidoMaterno: null,
    nombreCompleto: null,
    origen: null,
    consultado: null,
  });

  const rucAnswer = (
    data: RucData,
    origen: 'proveedor' | 'cache',
    consultado: string | null,
    message: string,
  ): RucAnswer => ({
    code: 200,
    message,
    data,
    advertencia: sunatWarning(data.estado, data.condicion),
    origen,
    consultado,
  });

  return {
    async dni(dni: string): Promise<DniAnswer> {
      const found = await ask((p) => p.dni(dni));
      if (found === null) return dniMissing(dni, LOOKUP_TEXTS.notFound);
      if (found !== 'unavailable') {
        await remember('dni', dni, found);
        return dniAnswer(dni, found, 'proveedor', null, 'Datos obtenidos');
      }
      const hit = await cached<DniData>('dni', dni);
      if (hit)
        return dniAnswer(
          dni,
          hit.datos,
          'cache',
          hit.consultado,
          'Datos obtenidos de consultas anteriores (el proveedor no respondió)',
        );
      return dniMissing(dni, LOOKUP_TEXTS.unreachable);
    },

    async ruc(ruc: string): Promise<RucAnswer> {
      if (!isValidRuc(ruc))
        throw new BusinessError(
          'El RUC no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y tener el dígito verificador correcto',
        );
      const found = await ask((p) => p.ruc(ruc));
      if (found === null)
        return {
          code: 404,
          message: LOOKUP_TEXTS.notFound,
          data: null,
          advertencia: null,
          origen: null,
          consultado: null,
        };
      if (found !== 'unavailable') {
        await remember('ruc', ruc, found);
        await options.onRuc?.(found);
        return rucAnswer(found, 'proveedor', null, 'Datos obtenidos');
      }
      const hit = await cached<RucData>('ruc', ruc);
      if (hit)
        return rucAnswer(
          hit.datos,
          'cache',
          hit.consultado,
          'Datos obtenidos de consultas anteriores (el proveedor no respondió)',
        );
      return {
        code: 503,
        message: LOOKUP_TEXTS.unreachable,
        data: null,
        advertencia: null,
        origen: null,
        consultado: null,
      };
    },

    async settings(ex: Executor = db): Promise<LookupSettingsRow> {
      const row = await storedSettings(ex);
      return {
        url: row?.url ?? null,
        tokenConfigurado: Boolean(row?.token),
        actualizado: row?.actualizado ? row.actualizado.toISOString() : null,
      };
    },

    async saveSettings(input: LookupSettingsBody, idusuario: number, ex: Executor = db): Promise<LookupSettingsRow> {
      const idempresa = await company(ex);
      const current = await storedSettings(ex);
      const token = blankToNull(input.token);
      const stored = input.borrarToken
        ? null
        : token
          ? encryptSecret(options.settingsKey, TOKEN_PURPOSE, token)
          : (current?.token ?? null);
      const values = { url: blankToNull(input.url), token: stored, actualizado: new Date(), idusuario };
      await ex
        .insert(consultaConfig)
        .values({ idempresa, ...values })
        .onConflictDoUpdate({ target: consultaConfig.idempresa, set: values });
      return this.settings(ex);
    },
  };
}
export type LookupService = ReturnType<typeof lookupService>;
