import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import type { CpeSettings, SettingsProvider } from '../../cpe/settings.js';
import { companySettingsRepository } from './company-settings.repository.js';

/**
 * The CPE engine's settings provider backed by the database: `(ruc) => CpeSettings` of that company,
 * its secrets decrypted with the settings key. Give it to the queue worker (server.ts) and the service.
 *
 * Every sale and every send asks for them, so the decrypted settings are kept per RUC and reused
 * while the company's rows are unchanged: one indexed query reads a fingerprint (md5 of the
 * `empresa` and `empresa_config` rows) and only a different fingerprint reloads and decrypts. Any
 * change — made by this process or another one on the same PostgreSQL — is seen on the next call;
 * there is no time-to-live to wait for.
 */
export function cpeSettingsProvider(db: Database, key: Buffer): SettingsProvider {
  const settings = companySettingsRepository(db, key);
  const cache = new Map<string, { stamp: string; value: CpeSettings }>();
  return async (ruc, tx) => {
    const [row] = await queryRows<{ stamp: string }>(
      tx ?? db,
      sql`select md5(e::text || coalesce(c::text, '')) as stamp from empresa e left join empresa_config c on c.idempresa = e.idempresa where e.ruc = ${ruc} order by e.idempresa limit 1`,
    );
    const hit = row ? cache.get(ruc) : undefined;
    if (hit && hit.stamp === row!.stamp) return hit.value;
    const value = await (tx ? companySettingsRepository(tx, key) : settings).cpeSettings(ruc);
    if (row) cache.set(ruc, { stamp: row.stamp, value });
    return value;
  };
}
