import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildDoors } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { demoCpeSettings } from '../cpe/settings.js';

/**
 * The app the demo seed writes through: every area's published doors (`app.inventory`,
 * `app.billing`...), the same services the screens' calls use, on the database being seeded. It
 * has no routes, mounts no simulator or stand-in, starts no worker and is closed once the seed ends.
 * Its CPEs are signed with the demo settings (the bundled certificate and SUNAT's test SOL user).
 */
export async function seedingApp(db: Database): Promise<FastifyInstance> {
  // Throwaway secrets (the seed signs no token and stores no secret: nothing is written to disk); no simulator, no stand-in.
  const config = loadConfig(
    {
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SETTINGS_KEY: randomBytes(32).toString('base64'),
      SUNAT_SIMULATOR: 'false',
      LOOKUP_STAND_IN: 'false',
    },
    { dataDir: tmpdir() },
  );
  const app = await buildDoors({ config, db, cpeSettings: async () => demoCpeSettings() });
  // The demo's client and provider payments are dated before its only cash session (the finance
  // seed opens and closes it later): they post to no cash, so its cash figures stay its own.
  app.purchasingCredits.credits.useCashHook({
    paymentRegistered: async () => ({ idcaja: null }),
    paymentCancelled: async () => {},
  });
  return app;
}
