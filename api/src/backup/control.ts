import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/*
 * The embedded database belongs to one process. An API on PGlite listens on a local socket (owner
 * only) named after its data folder: `npm run backup` asks it for the backup instead of opening the
 * folder a second time, `npm run restore` refuses while it runs, and a second process on the same
 * folder refuses to start.
 */

/** Short and fixed per folder (a socket path is limited to ~100 characters). */
export const controlSocketPath = (dataDir: string) =>
  join(tmpdir(), `trade-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}.sock`);

export type ControlAnswer = { ok: true; detalles: unknown } | { ok: false; mensaje: string };

/** Sends one order to the process holding the folder; undefined when none listens. */
export function askHolder(dataDir: string, order: string): Promise<ControlAnswer | undefined> {
  return new Promise((done, fail) => {
    const socket = createConnection(controlSocketPath(dataDir));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? done(undefined) : fail(error),
    );
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ orden: order })}\n`);
      createInterface({ input: socket }).once('line', (line) => {
        done(JSON.parse(line) as ControlAnswer);
        socket.end();
      });
    });
  });
}

/**
 * Holds the folder: listens on its socket and answers orders with `handler`. Refuses when another
 * process already holds it; a socket left by a process that died is replaced. Answers the release.
 */
export async function holdDataDir(
  dataDir: string,
  handler: (order: string) => Promise<unknown>,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  if (await askHolder(dataDir, 'ping'))
    throw new Error(`La base de datos integrada de ${resolve(dataDir)} ya está abierta por otro proceso de Trade.`);
  await rm(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    createInterface({ input: socket }).once('line', (line) => {
      let order = '';
      try {
        order = String((JSON.parse(line) as { orden?: unknown }).orden ?? '');
      } catch {}
      const reply = (answer: ControlAnswer) => socket.end(`${JSON.stringify(answer)}\n`);
      if (order === 'ping') return reply({ ok: true, detalles: null });
      handler(order).then(
        (detalles) => reply({ ok: true, detalles }),
        (error: Error) => reply({ ok: false, mensaje: error.message }),
      );
    });
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, done));
  await chmod(path, 0o600);
  server.unref();
  return () => new Promise<void>((done) => server.close(() => rm(path, { force: true }).then(() => done())));
}
