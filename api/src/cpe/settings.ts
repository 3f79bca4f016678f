import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../db/client.js';
import { BusinessError } from '../core/envelope.js';
import { certificatesDir } from './paths.js';
import { loadCredentials, type CertificateSource, type SigningCredentials } from './signer/credentials.js';
import type { SignatureAlgorithm } from './signer/sign.js';
import type { Direccion, Emisor } from './types.js';

/**
 * What the engine needs from a company's fiscal settings. Issue 3 stores them encrypted in the
 * database; the queue worker receives a provider `(ruc) => Promise<CpeSettings>`.
 */

/** simulador: the SUNAT simulator bundled with the product; beta: SUNAT homologation; produccion; ose: an OSE's endpoints. */
export type CpeDestino = 'simulador' | 'beta' | 'produccion' | 'ose';

export interface CpeEndpoints {
  /** SOAP billService: sendBill, sendSummary, getStatus. */
  billService: string;
  /** SOAP billConsultService: getStatusCdr (none on SUNAT beta). */
  billConsultService?: string;
  /** GRE OAuth2 token URL; "{clientId}" is replaced by the client id. */
  greToken?: string;
  /** GRE REST base, e.g. https://api-cpe.sunat.gob.pe/v1/contribuyente/gem */
  greApi?: string;
}

/**
 * A company's CpeSettings by RUC. Given the caller's open transaction, the provider reads through it:
 * on the embedded database a read outside an open transaction would wait for it to end.
 */
export type SettingsProvider = (ruc: string, tx?: Executor) => Promise<CpeSettings>;

export interface CpeSettings {
  ruc: string;
  razonSocial: string;
  nombreComercial?: string;
  direccion?: Direccion;
  /** Usuario secundario SOL (without the RUC); SOAP and GRE log in as RUC + usuario. */
  solUsuario: string;
  solClave: string;
  certificado: CertificateSource;
  destino: CpeDestino;
  /** Required for "ose"; optional overrides otherwise. */
  endpoints?: Partial<CpeEndpoints>;
  /** GRE API credentials (SUNAT Menú SOL > credenciales de API). */
  greClientId?: string;
  greClientSecret?: string;
  algoritmoFirma?: SignatureAlgorithm;
  /** Time-out of one call to SUNAT, default 30 s. */
  timeoutMs?: number;
}

export const SUNAT_ENDPOINTS: Record<'beta' | 'produccion', CpeEndpoints> = {
  beta: {
    billService: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
  },
  produccion: {
    billService: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
    billConsultService: 'https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService',
    greToken: 'https://api-seguridad.sunat.gob.pe/v1/clientessol/{clientId}/oauth2/token/',
    greApi: 'https://api-cpe.sunat.gob.pe/v1/contribuyente/gem',
  },
};

/** Paths of the bundled simulator under its base URL (same shapes as SUNAT's). */
export function simulatorEndpoints(baseUrl: string): CpeEndpoints {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    billService: `${base}/ol-ti-itcpfegem/billService`,
    billConsultService: `${base}/ol-it-wsconscpegem/billConsultService`,
    greToken: `${base}/v1/clientessol/{clientId}/oauth2/token/`,
    greApi: `${base}/v1/contribuyente/gem`,
  };
}

/** Where to send: the simulator needs its base URL (the product's own origin + /sunat-simulator by default). */
export function endpointsFor(settings: CpeSettings, simulatorBaseUrl?: string): CpeEndpoints {
  let base: Partial<CpeEndpoints>;
  if (settings.destino === 'simulador') {
    if (!simulatorBaseUrl && !settings.endpoints?.billService)
      throw new BusinessError('El simulador de SUNAT no está disponible');
    base = simulatorBaseUrl ? simulatorEndpoints(simulatorBaseUrl) : {};
  } else if (settings.destino === 'ose') base = {};
  else base = SUNAT_ENDPOINTS[settings.destino];
  const merged = { ...base, ...settings.endpoints };
  if (!merged.billService)
    throw new BusinessError('Falta la dirección del servicio de envío (billService) en la configuración');
  return merged as CpeEndpoints;
}

export function emisorOf(settings: CpeSettings): Emisor {
  return {
    ruc: settings.ruc,
    razonSocial: settings.razonSocial,
    nombreComercial: settings.nombreComercial,
    direccion: settings.direccion,
  };
}

/** SOAP/GRE user name: RUC followed by the SOL user. */
export const solUsername = (s: CpeSettings) => `${s.ruc}${s.solUsuario}`;

const credentialsCache = new Map<string, SigningCredentials>();

/** Parsed certificate, cached per content (signing must not re-read a PFX each time). */
export function credentialsOf(settings: CpeSettings): SigningCredentials {
  const c = settings.certificado;
  const key = createHash('sha256')
    .update(
      'pem' in c
        ? `${c.pem.privateKey}\n${c.pem.certificate}`
        : Buffer.concat([Buffer.from(c.pfx), Buffer.from(`\n${c.password}`)]),
    )
    .digest('hex');
  let cred = credentialsCache.get(key);
  if (!cred) {
    cred = loadCredentials(c);
    credentialsCache.set(key, cred);
  }
  return cred;
}

/** The bundled demo certificate (PEM). Never for production. */
export function demoCertificate(): CertificateSource {
  return {
    pem: {
      privateKey: readFileSync(join(certificatesDir, 'private.key'), 'utf8'),
      certificate: readFileSync(join(certificatesDir, 'public.cer'), 'utf8'),
    },
  };
}

/** The demo company's settings: RUC 20000000001, the demo certificate, the bundled simulator. */
export function demoCpeSettings(overrides: Partial<CpeSettings> = {}): CpeSettings {
  return {
    ruc: '20000000001',
    razonSocial: 'EMPRESA DEMO TRADE S.A.C.',
    nombreComercial: 'Trade Demo',
    direccion: {
      ubigeo: '150122',
      departamento: 'LIMA',
      provincia: 'LIMA',
      distrito: 'MIRAFLORES',
      direccion: 'Av. José Larco 101',
      codigoLocal: '0000',
    },
    solUsuario: 'MODDATOS',
    solClave: 'moddatos',
    certificado: demoCertificate(),
    destino: 'simulador',
    greClientId: 'demo-client-id',
    greClientSecret: 'demo-client-secret',
    ...overrides,
  };
}
