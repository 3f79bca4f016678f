import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A V8 CPU profile of one stretch of a bench (not the whole process: the seed and the warm-up stay
 * out), written as a .cpuprofile (Chrome DevTools, speedscope) and summarised on the console: the
 * top functions by self time, and by inclusive time (a function with everything it called), with
 * their file, so a save's cost reads by part (validation, query building, tax engine, pg driver…).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const where = (n: ProfileNode) => {
  const url = n.callFrame.url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/(api|shared)\//, '$1/');
  return `${n.callFrame.functionName || '(anónima)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const packageOf = (n: ProfileNode) => {
  const url = n.callFrame.url;
  const dep = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dep) return dep[1]!;
  const own = url.match(/\/(api\/src\/[^/]+(?:\/[^/]+)?|shared\/[^/]+)\//);
  if (own) return own[1]!;
  return url.startsWith('node:') ? 'node' : url ? url.split('/').slice(-2).join('/') : n.callFrame.functionName;
};

type Profile = { nodes: ProfileNode[]; samples: number[]; startTime: number; endTime: number };

export function summarise(profile: Profile, top = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Percentages of the busy samples: the idle ones are the process waiting (database, network).
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const busy = profile.samples.filter((s) => !idle.has(s));
  const total = busy.length;
  const ms = ((profile.endTime - profile.startTime) / 1000) * (total / Math.max(1, profile.samples.length));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const hits = new Map<number, number>();
  for (const s of busy) hits.set(s, (hits.get(s) ?? 0) + 1);
  const byPackage = new Map<string, number>();
  for (const [id, count] of hits) {
    const node = byId.get(id)!;
    self.set(where(node), (self.get(where(node)) ?? 0) + count);
    const pkg = packageOf(node);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
    // Each sample counts once per distinct function on its stack (recursion is not counted twice).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = where(byId.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + count);
    }
  }
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title} (${total} muestras ocupadas, ~${ms.toFixed(0)} ms):`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  };
  print('tiempo propio por paquete', byPackage);
  print('tiempo propio', self);
  print('tiempo inclusivo', inclusive);
}

export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(file: string, top = 30) {
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
      summarise(profile, top);
      console.log(`\nperfil: ${file}`);
    },
  };
}

// `tsx bench/cpu-profile.ts <file.cpuprofile> [top]`: the summary of a saved profile.
if (process.argv[1]?.endsWith('cpu-profile.ts') && process.argv[2])
  summarise(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 30));
