import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Largest test files first, like jest's own order on a cold cache (a clean clone), with an area's
 * test file weighed with the cases it runs (`<area>/<area>.test.ts` imports every `*.cases.ts` of
 * its folder): by its own few lines it would start last and leave one worker alone at the end.
 */
export default class LargestFirst {
  weight(path) {
    const folder = dirname(path);
    const runsFolder = basename(path) === `${basename(folder)}.test.ts`;
    const parts = runsFolder ? readdirSync(folder).filter((name) => name.endsWith('.cases.ts')) : [];
    return parts.reduce((sum, name) => sum + statSync(join(folder, name)).size, statSync(path).size);
  }

  sort(tests) {
    const weights = new Map(tests.map((test) => [test.path, this.weight(test.path)]));
    return [...tests].sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }

  cacheResults() {}
}
