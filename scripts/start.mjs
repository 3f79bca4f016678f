#!/usr/bin/env node
/**
 * `npm start`: the whole product on one origin (http://localhost:8080/trade/, API at /api) with
 * demo data on the embedded database. Dependencies are installed and apps built only when needed,
 * so a second run starts at once and keeps its data (DATA_DIR, default ./data).
 * `npm run start:api`: the API alone (PORT, DATA_DIR, DATABASE_URL honoured).
 */
import { join } from 'node:path';
import { ensureDependencies, repoRoot, startApi } from './lib.mjs';

const apiOnly = process.argv.includes('--api-only');
ensureDependencies();

const env = { DATA_DIR: process.env.DATA_DIR ?? join(repoRoot, 'data') };
if (!apiOnly) {
  const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
  const www = wwwDir();
  deployAll(www);
  env.WEB_DIR = www;
}
process.exitCode = await startApi(env);
