import { X509Certificate } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { empresa, empresaConfig } from '../../db/schema/index.js';
import { DESTINOS, type SunatSettingsBody, type SunatSettingsRow } from '@trade/contracts/organization';
import { BusinessError, blankToNull } from '../../core/envelope.js';
import { demoCertificate, type CpeDestino, type CpeSettings } from '../../cpe/settings.js';
import type { CertificateSource } from '../../cpe/signer/credentials.js';
import { findUbigeo } from '../../core/ubigeo.js';
import {
  certificateAnswer,
  describeX509,
  openCertificate,
  type CertificateAnswer,
  type CertificateInfo,
} from './certificates.js';
import { NO_COMPANY } from './establishment.repository.js';
import { decryptText, encryptSecret } from '../../core/secrets.js';

// The contract's destinations are the CPE engine's.
DESTINOS satisfies readonly CpeDestino[];

/** SUNAT's public test credentials, used by a company with credenciales_demo for what it has not set. */
const DEMO = {
  solUsuario: 'MODDATOS',
  solClave: 'moddatos',
  greClientId: 'demo-client-id',
  greClientSecret: 'demo-client-secret',
};

export type SunatSettingsInput = SunatSettingsBody;
export type SunatSettingsAnswer = SunatSettingsRow & { destino: CpeDestino; certificado: CertificateAnswer | null };

type ConfigRow = typeof empresaConfig.$inferSelect;
type CompanyRow = typeof empresa.$inferSelect;

let demoInfo: CertificateInfo | undefined;
const demoCertificateInfo = () =>
  (demoInfo ??= describeX509(
    new X509Certificate((demoCertificate() as { pem: { certificate: string } }).pem.certificate),
  ));

/** Each secret is bound to its company and column (authenticated data of AES-GCM). */
const purpose = (idempresa: number, column: 'sol_clave' | 'gre_client_secret' | 'certificado') =>
  `empresa:${idempresa}:${column}`;

/** The company's SUNAT settings: secrets encrypted at rest with `key`, never answered. */
export function companySettingsRepository(db: Pick<Database, 'select' | 'insert' | 'update'>, key: Buffer) {
  type Writer = Pick<Executor, 'select' | 'insert' | 'update'>;
  async function load(
    where?: { ruc: string },
    ex: Writer = db,
  ): Promise<{ company: CompanyRow; config: ConfigRow | undefined } | undefined> {
    const [row] = await ex
      .select({ company: empresa, config: empresaConfig })
      .from(empresa)
      .leftJoin(empresaConfig, eq(empresaConfig.idempresa, empresa.idempresa))
      .where(where ? eq(empresa.ruc, where.ruc) : undefined)
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    return row ? { company: row.company, config: row.config ?? undefined } : undefined;
  }
  async function requireCompany(ex: Writer = db) {
    const row = await load(undefined, ex);
    if (!row) throw new BusinessError(NO_COMPANY);
    return row;
  }

  function certificateOf(config: ConfigRow | undefined): CertificateAnswer | null {
    if (config?.cert_datos && config.cert_hasta && config.cert_desde) {
      const info = {
        subject: config.cert_subject ?? '',
        issuer: config.cert_issuer ?? '',
        serial: config.cert_serial ?? '',
        validoDesde: config.cert_desde,
        validoHasta: config.cert_hasta,
      };
      return certificateAnswer('archivo', (config.cert_formato as 'pfx' | 'pem' | null) ?? 'pem', info);
    }
    if (config?.credenciales_demo) return certificateAnswer('demo', 'pem', demoCertificateInfo());
    return null;
  }

  function answer(company: CompanyRow, config: ConfigRow | undefined): SunatSettingsAnswer {
    const demo = Boolean(config?.credenciales_demo);
    return {
      ruc: company.ruc,
      razon_social: company.razon_social,
      destino: (config?.destino as CpeDestino | undefined) ?? 'simulador',
      billService: config?.bill_service ?? null,
      billConsultService: config?.bill_consult_service ?? null,
      greToken: config?.gre_token ?? null,
      greApi: config?.gre_api ?? null,
      solUsuario: config?.sol_usuario ?? null,
      solClaveConfigurada: Boolean(config?.sol_clave) || demo,
      greClientId: config?.gre_client_id ?? null,
      greClientSecretConfigurado: Boolean(config?.gre_client_secret) || demo,
      credencialesDemo: demo,
      boletasPorResumen: config?.boletas_resumen ?? false,
      certificado: certificateOf(config),
      actualizado: config?.actualizado ? new Date(config.actualizado).toISOString() : null,
    };
  }

  async function upsert(ex: Writer, idempresa: number, values: Partial<ConfigRow>) {
    await ex
      .insert(empresaConfig)
      .values({ idempresa, ...values })
      .onConflictDoUpdate({ target: empresaConfig.idempresa, set: values });
  }

  return {
    async get(): Promise<SunatSettingsAnswer> {
      const { company, config } = await requireCompany();
      return answer(company, config);
    },

    async save(input: SunatSettingsInput, idusuario: number, ex: Writer = db): Promise<SunatSettingsAnswer> {
      const { company, config } = await requireCompany(ex);
      const demo = Boolean(config?.credenciales_demo);
      const urls = {
        bill_service: blankToNull(input.billService),
        bill_consult_service: blankToNull(input.billConsultService),
        gre_token: blankToNull(input.greToken),
        gre_api: blankToNull(input.greApi),
      };
      if (input.destino === 'ose' && !urls.bill_service)
        throw new BusinessError('Para un OSE indique la URL de envío (billService)');
      const solClave = blankToNull(input.solClave);
      if (!solClave && !config?.sol_clave && !demo) throw new BusinessError('Registre la clave SOL');
      if (input.destino === 'produccion' && !config?.cert_datos) {
        throw new BusinessError(
          demo
            ? 'No puede usar el certificado de demostración en producción; suba el certificado de la empresa'
            : 'Suba el certificado digital de la empresa antes de enviar a producción',
        );
      }
      const greSecret = blankToNull(input.greClientSecret);
      await upsert(ex, company.idempresa, {
        destino: input.destino,
        ...urls,
        sol_usuario: input.solUsuario.trim().toUpperCase(),
        ...(solClave ? { sol_clave: encryptSecret(key, purpose(company.idempresa, 'sol_clave'), solClave) } : {}),
        gre_client_id: blankToNull(input.greClientId),
        ...(input.boletasPorResumen !== undefined ? { boletas_resumen: input.boletasPorResumen } : {}),
        ...(greSecret
          ? { gre_client_secret: encryptSecret(key, purpose(company.idempresa, 'gre_client_secret'), greSecret) }
          : {}),
        actualizado: new Date(),
        idusuario,
      });
      const saved = await load(undefined, ex);
      return answer(saved!.company, saved!.config);
    },

    /** The cash rules: "la venta requiere caja abierta" (on until the company turns it off). */
    async cashSettings(ex: Writer = db): Promise<{ venta_requiere_caja: boolean }> {
      const { config } = await requireCompany(ex);
      return { venta_requiere_caja: config?.venta_requiere_caja ?? true };
    },

    async saveCashSettings(
      input: { venta_requiere_caja: boolean },
      idusuario: number,
      ex: Writer = db,
    ): Promise<{ venta_requiere_caja: boolean }> {
      const { company } = await requireCompany(ex);
      await upsert(ex, company.idempresa, {
        venta_requiere_caja: input.venta_requiere_caja,
        actualizado: new Date(),
        idusuario,
      });
      return { venta_requiere_caja: input.venta_requiere_caja };
    },

    /** Stores an uploaded certificate (normalised to PEM, encrypted) and answers its details. */
    async saveCertificate(
      formato: 'pfx' | 'pem',
      source: CertificateSource,
      idusuario: number,
      ex: Writer = db,
    ): Promise<CertificateAnswer> {
      const { company } = await requireCompany(ex);
      const { pem, info } = openCertificate(source);
      await upsert(ex, company.idempresa, {
        cert_formato: formato,
        cert_datos: encryptSecret(key, purpose(company.idempresa, 'certificado'), JSON.stringify(pem)),
        cert_subject: info.subject,
        cert_issuer: info.issuer,
        cert_serial: info.serial,
        cert_desde: info.validoDesde,
        cert_hasta: info.validoHasta,
        actualizado: new Date(),
        idusuario,
      });
      return certificateAnswer('archivo', formato, info);
    },

    /** The CPE engine's settings of the company with that RUC (secrets decrypted here only). */
    async cpeSettings(ruc: string): Promise<CpeSettings> {
      const row = await load({ ruc });
      const config = row?.config;
      if (!row || !config)
        throw new BusinessError(`La empresa con RUC ${ruc} no tiene configurada la facturación electrónica`);
      const { company } = row;
      const demo = config.credenciales_demo;
      const solUsuario = config.sol_usuario ?? (demo ? DEMO.solUsuario : undefined);
      const solClave = config.sol_clave
        ? decryptText(key, purpose(company.idempresa, 'sol_clave'), config.sol_clave)
        : demo
          ? DEMO.solClave
          : undefined;
      if (!solUsuario || !solClave)
        throw new BusinessError('Falta el usuario o la clave SOL en la configuración SUNAT de la empresa');
      let certificado: CertificateSource;
      if (config.cert_datos)
        certificado = {
          pem: JSON.parse(decryptText(key, purpose(company.idempresa, 'certificado'), config.cert_datos)),
        };
      else if (demo) certificado = demoCertificate();
      else throw new BusinessError('Falta el certificado digital en la configuración SUNAT de la empresa');
      const greClientSecret = config.gre_client_secret
        ? decryptText(key, purpose(company.idempresa, 'gre_client_secret'), config.gre_client_secret)
        : demo
          ? DEMO.greClientSecret
          : undefined;
      const ubigeo = await findUbigeo(db, company.ubigeo);
      const endpoints = Object.fromEntries(
        Object.entries({
          billService: config.bill_service,
          billConsultService: config.bill_consult_service,
          greToken: config.gre_token,
          greApi: config.gre_api,
        }).filter(([, v]) => v),
      );
      return {
        ruc: company.ruc,
        razonSocial: company.razon_social,
        nombreComercial: company.nombre_comercial ?? undefined,
        direccion: {
          ubigeo: company.ubigeo,
          departamento: ubigeo?.departamento,
          provincia: ubigeo?.provincia,
          distrito: ubigeo?.distrito,
          direccion: company.direccion,
          codigoLocal: '0000',
        },
        solUsuario,
        solClave,
        certificado,
        destino: config.destino as CpeDestino,
        ...(Object.keys(endpoints).length ? { endpoints } : {}),
        greClientId: config.gre_client_id ?? (demo ? DEMO.greClientId : undefined),
        greClientSecret,
      };
    },
  };
}
