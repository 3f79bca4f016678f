import type { Database } from '../../db/client.js';
import type { SettingsProvider } from '../../cpe/queue/worker.js';
import { companySettingsRepository } from './company-settings.repository.js';

/**
 * The CPE engine's settings provider backed by the database: `(ruc) => CpeSettings` of that company,
 * its secrets decrypted with the settings key. Give it to the queue worker (server.ts) and the service.
 */
export function cpeSettingsProvider(db: Database, key: Buffer): SettingsProvider {
  const settings = companySettingsRepository(db, key);
  return (ruc, tx) => (tx ? companySettingsRepository(tx, key) : settings).cpeSettings(ruc);
}
