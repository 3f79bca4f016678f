#!/usr/bin/env node
/**
 * `npm run restore -- FILE [--sobrescribir]`: restores a backup into the data folder (DATA_DIR) and
 * the embedded database or DATABASE_URL. Refuses a target that holds data unless --sobrescribir is
 * given. See docs/backup.md.
 */
import { ensureDependencies, runApiScript, userPath } from './lib.mjs';

ensureDependencies();
process.exitCode = await runApiScript('src/backup/cli.ts', [
  'restore',
  ...process.argv.slice(2).map((arg) => (arg.startsWith('--') ? arg : userPath(arg))),
]);
