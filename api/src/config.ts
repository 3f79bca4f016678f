import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (api/src/config.ts -> ../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  port: number;
  host: string;
  /** Data folder: embedded database, uploaded files, mail outbox, generated secrets. */
  dataDir: string;
  /** PostgreSQL server; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** Secret that signs session tokens and print links. */
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Load the demo company, users, menus and parcels on first start. */
  demo: boolean;
  /** Admin created on a production start without demo data. */
  adminUser?: string;
  adminPassword?: string;
  /** Static web root served under /trade (host, remotes and the runtime manifest). */
  webDir?: string;
  /** Login attempts per account without waiting (LOGIN_MAX_FAILURES); then growing waits (1 s, 2 s, 4 s …). */
  loginMaxFailures: number;
  /** Quiet time after which an account's or an address's count starts again (LOGIN_FAILURE_WINDOW_SECONDS). */
  loginFailureWindowSeconds: number;
  /** Longest wait a run of failures can impose on one account (LOGIN_ACCOUNT_MAX_DELAY_SECONDS): never a long lock. */
  loginAccountMaxDelaySeconds: number;
  /** Login attempts per client address, any accounts, without waiting (LOGIN_ADDRESS_MAX_FAILURES); its waits grow to 15 min. */
  loginAddressMaxFailures: number;
  /** Public tracking lookups per client address without waiting (TRACKING_MAX_PER_ADDRESS); then growing waits. */
  trackingMaxPerAddress: number;
  /** Wrong codes per guide number without waiting (TRACKING_MAX_FAILURES_PER_GUIDE); then growing waits. */
  trackingMaxFailuresPerGuide: number;
  /** Complaints filed on the public form per client address without waiting (COMPLAINTS_MAX_PER_ADDRESS); then growing waits. */
  complaintsMaxPerAddress: number;
  /**
   * Which proxies' X-Forwarded-For / -Proto are believed (TRUST_PROXY): 'loopback' (default: a proxy on
   * this machine), 'false', 'true' (any: only behind a proxy that overwrites the header), a number of
   * hops, or addresses / CIDRs separated by commas. See docs/configuration.md.
   */
  trustProxy: boolean | number | string;
  logLevel: string;
  /**
   * Mount the bundled SUNAT simulator under /sunat-simulator (SUNAT_SIMULATOR; default: only in demo
   * mode, TRADE_DEMO): it answers without a session, so a production API mounts it only when asked.
   */
  sunatSimulator: boolean;
  /** Mount the simulator's /admin calls: faults, reset, received documents (SUNAT_SIMULATOR_ADMIN, default off, tests only; never with TRADE_DEMO=false). */
  sunatSimulatorAdmin: boolean;
  /** Simulator the CPE worker uses for companies on "simulador" (SUNAT_SIMULATOR_URL); default this server's own. */
  sunatSimulatorUrl?: string;
  /** Run the CPE send-queue worker in this process (CPE_WORKER, default on). */
  cpeWorker: boolean;
  /** AES-256-GCM key of the company's secrets at rest (SETTINGS_KEY, base64 of 32 bytes; else <dataDir>/settings-key). */
  settingsKey: Buffer;
  /** Exchange-rate provider (EXCHANGE_RATE_URL; "{fecha}" becomes YYYY-MM-DD) and its optional bearer token. */
  exchangeRateUrl?: string;
  exchangeRateToken?: string;
  exchangeRateTimeoutMs: number;
  /** Largest branch logo accepted (LOGO_MAX_BYTES, default 1 MB). */
  logoMaxBytes: number;
  /** Mount the bundled DNI/RUC lookup stand-in under /consulta-simulador (LOOKUP_STAND_IN, default: with the demo). */
  lookupStandIn: boolean;
  /** How long a DNI/RUC lookup waits for the provider (LOOKUP_TIMEOUT_MS, default 5 s). */
  lookupTimeoutMs: number;
  /** Backups: where, how often, how many are kept (BACKUP_*; docs/backup.md). */
  backup: BackupConfig;
}

export interface BackupConfig {
  /** Folder of the backup files (BACKUP_DIR, default <dataDir>/respaldos). */
  dir: string;
  /** A second folder (another disk) every backup is copied to (BACKUP_COPY_DIR). */
  copyDir?: string;
  /** Hours between scheduled backups (BACKUP_INTERVAL_HOURS, default 24; 0 = no schedule). */
  intervalHours: number;
  /** Lima hour the schedule counts from (BACKUP_HOUR, default 3: daily at 03:00). */
  hour: number;
  /** Newest backup kept of each of the last N days, weeks and months (BACKUP_KEEP_DAYS/WEEKS/MONTHS). */
  keepDays: number;
  keepWeeks: number;
  keepMonths: number;
  /** Run the schedule in this process (BACKUP_SCHEDULER, default on; processes sharing a database take turns). */
  scheduler: boolean;
  /** Folder of pg_dump and pg_restore (PG_BIN_DIR; default: the PATH). */
  pgBinDir?: string;
}

/** BACKUP_* settings; every number is checked, so a typo stops the start instead of disabling backups. */
export function backupConfigFrom(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const whole = (name: string, fallback: number, max: number) => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : fallback;
    if (!Number.isInteger(value) || value < 0 || value > max)
      throw new Error(`${name} debe ser un número entero entre 0 y ${max}`);
    return value;
  };
  return {
    dir: resolve(env.BACKUP_DIR || join(dataDir, 'respaldos')),
    copyDir: env.BACKUP_COPY_DIR ? resolve(env.BACKUP_COPY_DIR) : undefined,
    intervalHours: whole('BACKUP_INTERVAL_HOURS', 24, 24 * 366),
    hour: whole('BACKUP_HOUR', 3, 23),
    keepDays: whole('BACKUP_KEEP_DAYS', 7, 3660),
    keepWeeks: whole('BACKUP_KEEP_WEEKS', 4, 520),
    keepMonths: whole('BACKUP_KEEP_MONTHS', 12, 1200),
    scheduler: flag(env.BACKUP_SCHEDULER, true),
    pgBinDir: env.PG_BIN_DIR || undefined,
  };
}

/** The settings key: SETTINGS_KEY (base64, 32 bytes) or one generated once into <dataDir>/settings-key. */
function settingsKeyFrom(value: string | undefined, dataDir: string): Buffer {
  const key = Buffer.from(
    value || readOrCreateSecret(dataDir, 'settings-key', () => randomBytes(32).toString('base64')),
    'base64',
  );
  if (key.length !== 32)
    throw new Error('SETTINGS_KEY debe ser una clave de 32 bytes en base64 (openssl rand -base64 32)');
  return key;
}

function readOrCreateSecret(
  dataDir: string,
  name: string,
  create = () => randomBytes(48).toString('base64url'),
): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = create();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY as Fastify's `trustProxy`: true/false, a hop count, or addresses and CIDRs (proxy-addr names such as 'loopback'). */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'si', 'sí'].includes(value.toLowerCase());
}

/** Settings come from the environment; see docs/configuration.md. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: env.TOKEN_SECRET || readOrCreateSecret(dataDir, 'token-secret'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    demo: flag(env.TRADE_DEMO, true),
    adminUser: env.ADMIN_USER || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginFailureWindowSeconds: Number(env.LOGIN_FAILURE_WINDOW_SECONDS ?? 15 * 60),
    loginAccountMaxDelaySeconds: Number(env.LOGIN_ACCOUNT_MAX_DELAY_SECONDS ?? 60),
    loginAddressMaxFailures: Number(env.LOGIN_ADDRESS_MAX_FAILURES ?? 20),
    trackingMaxPerAddress: Number(env.TRACKING_MAX_PER_ADDRESS ?? 30),
    trackingMaxFailuresPerGuide: Number(env.TRACKING_MAX_FAILURES_PER_GUIDE ?? 10),
    complaintsMaxPerAddress: Number(env.COMPLAINTS_MAX_PER_ADDRESS ?? 5),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    sunatSimulator: flag(env.SUNAT_SIMULATOR, flag(env.TRADE_DEMO, true)),
    sunatSimulatorAdmin: flag(env.SUNAT_SIMULATOR_ADMIN, false),
    sunatSimulatorUrl: env.SUNAT_SIMULATOR_URL || undefined,
    cpeWorker: flag(env.CPE_WORKER, true),
    settingsKey: overrides.settingsKey ?? settingsKeyFrom(env.SETTINGS_KEY, dataDir),
    exchangeRateUrl: env.EXCHANGE_RATE_URL || undefined,
    exchangeRateToken: env.EXCHANGE_RATE_TOKEN || undefined,
    exchangeRateTimeoutMs: Number(env.EXCHANGE_RATE_TIMEOUT_MS ?? 5000),
    logoMaxBytes: Number(env.LOGO_MAX_BYTES ?? 1024 * 1024),
    lookupStandIn: flag(env.LOOKUP_STAND_IN, flag(env.TRADE_DEMO, true)),
    lookupTimeoutMs: Number(env.LOOKUP_TIMEOUT_MS ?? 5000),
    backup: backupConfigFrom(env, dataDir),
    ...overrides,
  };
}
