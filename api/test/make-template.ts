import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';

/** Writes a migrated, demo-seeded PGlite database dump to the file given as argument. */
const file = process.argv[2]!;
const handle = await openDatabase({});
await applyMigrations(handle);
await seedDemo(handle.db);
const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
await handle.close();
process.exit(0);
