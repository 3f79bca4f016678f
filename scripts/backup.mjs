#!/usr/bin/env node
/**
 * `npm run backup`: one backup now of the database (embedded or DATABASE_URL) and the data folder's
 * files, into BACKUP_DIR (default ./data/respaldos). With the API running on the embedded database,
 * the API makes it. See docs/backup.md.
 */
import { ensureDependencies, runApiScript } from './lib.mjs';

ensureDependencies();
process.exitCode = await runApiScript('src/backup/cli.ts', ['backup']);
