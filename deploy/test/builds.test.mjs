import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AREAS, build, buildInputs, repoRoot } from '../builds.mjs';

/** A workspace of its own: a remote that reaches the contracts only through the UI kit. */
let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const pkg = (name, dependencies = {}) => JSON.stringify({ name, dependencies });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'trade-builds-'));
  write('pnpm-workspace.yaml', 'packages:\n  - remotes/*\n  - shared/*\nonlyBuiltDependencies:\n  - esbuild\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('tsconfig.base.json', '{}\n');
  write('shared/contracts/package.json', pkg('@trade/contracts'));
  write('shared/contracts/src/inventory.ts', "export const STOCK = 'a';\n");
  write('shared/contracts/test/inventory.test.ts', '// a test\n');
  write('shared/money/package.json', pkg('@trade/money'));
  write('shared/ui/package.json', pkg('@trade/ui', { '@trade/contracts': 'workspace:^1.0.0' }));
  write('shared/other/package.json', pkg('@trade/other'));
  write(
    'remotes/inventory/package.json',
    pkg('@trade/inventory', { '@trade/ui': 'workspace:^1.0.0', '@trade/money': 'workspace:^', react: '^19.0.0' }),
  );
  write('remotes/inventory/src/index.ts', 'export {};\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Builds with a stand-in compiler that writes a file and counts its runs. */
function builder() {
  const runs = [];
  const compile = (dir) => {
    runs.push(dir);
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.js'), `/* build ${runs.length} */`);
    return true;
  };
  return { runs, run: () => build('inventory', { root, compile, log: () => undefined }) };
}

describe('the inputs of a build', () => {
  test('are the app and every workspace package it reaches, directly or through another, and the root files', () => {
    const inputs = buildInputs('inventory', root).map((path) => path.slice(root.length + 1));
    expect(inputs).toEqual([
      'remotes/inventory',
      'shared/contracts',
      'shared/money',
      'shared/ui',
      'pnpm-lock.yaml',
      'tsconfig.base.json',
    ]);
  });

  test('in this repository every remote reads the contracts and the money package', () => {
    for (const area of AREAS) {
      const inputs = buildInputs(area).map((path) => path.slice(repoRoot.length + 1));
      expect(inputs).toEqual(expect.arrayContaining(['shared/contracts', 'shared/money', 'shared/session']));
    }
  });
});

describe('a build', () => {
  test('is reused while its inputs stand, and runs again when a contract changes', () => {
    const { runs, run } = builder();
    run();
    expect(runs).toHaveLength(1);
    run();
    expect(runs).toHaveLength(1);

    // A package the app does not depend on and a package's tests are not inputs.
    write('shared/other/src/x.ts', 'export const X = 1;\n');
    write('shared/contracts/test/inventory.test.ts', '// another test\n');
    run();
    expect(runs).toHaveLength(1);

    write('shared/contracts/src/inventory.ts', "export const STOCK = 'b';\n");
    run();
    expect(runs).toHaveLength(2);

    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# another resolution\n');
    run();
    expect(runs).toHaveLength(3);
  });
});
