#!/usr/bin/env node
/** `npm run build`: type-checks nothing, builds the host and every remote and deploys them to deploy/www. */
import { ensureDependencies } from './lib.mjs';

ensureDependencies();
const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
deployAll(wwwDir(), { force: process.argv.includes('--force') });
