#!/usr/bin/env node
/**
 * `npm run typecheck`: every package's TypeScript, two programs at a time (one per core). The host
 * and the remotes share their compiler options and are checked as one program (tsconfig.screens.json):
 * checked one by one, each re-read antd, React and the kits (about 100 CPU-s instead of 17).
 * The other packages keep their own options (no DOM in the portable ones, Node in the API).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib.mjs';

const tsc = createRequire(join(repoRoot, 'api', 'package.json')).resolve('typescript/bin/tsc');
const separate = ['api', 'e2e', ...readdirSync(join(repoRoot, 'shared')).map((dir) => `shared/${dir}`)].filter((dir) =>
  existsSync(join(repoRoot, dir, 'tsconfig.json')),
);
// Longest first, so the two lanes end together.
const programs = ['api', 'tsconfig.screens.json', ...separate.filter((dir) => dir !== 'api')];

function check(project) {
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', '-p', project], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} ${project} (${((Date.now() - from) / 1000).toFixed(1)} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...programs];
const results = await Promise.all(
  Array.from({ length: 2 }, async () => {
    let ok = true;
    while (queue.length) ok = (await check(queue.shift())) && ok;
    return ok;
  }),
);
if (results.includes(false)) {
  console.error('Errores de tipos: vea arriba.');
  process.exit(1);
}
