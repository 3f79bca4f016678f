import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { demoCpeSettings } from '../cpe/settings.js';

/**
 * The app the demo seed writes through: every area's published doors (`app.inventory`,
 * `app.billing`...), the same services the screens' calls use, on the database being seeded. It
 * serves nothing, mounts no simulator or stand-in, starts no worker and is closed once the seed ends.
 * Its CPEs are signed with the demo settings (the bundled certificate and SUNAT's test SOL user).
 */
export async function seedingApp(db: Database): Promise<FastifyInstance> {
  // Throwaway secrets: the seed signs no token and stores no secret, and nothing is written to disk.
  const config = loadConfig(
    {
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SETTINGS_KEY: randomBytes(32).toString('base64'),
      SUNAT_SIMULATOR: 'false',
      LOOKUP_STAND_IN: 'false',
      CPE_WORKER: 'false',
    },
    { dataDir: tmpdir() },
  );
  const app = await buildApp({ config, db, cpeSettings: async () => demoCpeSettings() });
  // The demo's client and provider payments are dated before its only cash session (the finance
  // seed opens and closes it later): they post to no cash, so its cash figures stay its own.
  app.purchasingCredits.credits.useCashHook({
    paymentRegistered: async () => ({ idcaja: null }),
    paymentCancelled: async () => {},
  });
  return app;
}
