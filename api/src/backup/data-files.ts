import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pgliteDirIn } from '../db/client.js';

/** Secrets generated into the data folder (config.ts): never copied into a backup. */
export const SECRET_FILES = ['settings-key', 'token-secret'];
/** Where a restore unpacks before it changes anything (inside the data folder: renames stay on one disk). */
export const STAGING_PREFIX = '.restaurando-';

/**
 * What of the data folder is not "the business's files": the embedded database (dumped by its own
 * means), the generated secrets, the backup folders themselves, a restore in progress and the temporary files of uploads being written (`*.tmp`, core/images.ts).
 */
function excluded(dataDir: string, skipFolders: string[]) {
  const folders = [pgliteDirIn(dataDir), ...skipFolders].map((f) => resolve(f));
  return (path: string, name: string, isDirectory: boolean) => {
    if (isDirectory) return folders.includes(resolve(path)) || name.startsWith(STAGING_PREFIX);
    if (name.endsWith('.tmp')) return true;
    return resolve(path, '..') === resolve(dataDir) && SECRET_FILES.includes(name);
  };
}

/**
 * The business's files in the data folder (certificates and logos, product images and sheets, the
 * mail outbox, and whatever an area stores there later), as paths relative to the folder with `/`.
 * `skipFolders`: the backup folders when they are inside it.
 */
export async function listDataFiles(dataDir: string, skipFolders: string[] = []): Promise<string[]> {
  const root = resolve(dataDir);
  if (!existsSync(root)) return [];
  const skip = excluded(root, skipFolders);
  const files: string[] = [];
  async function walk(folder: string) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (skip(path, entry.name, entry.isDirectory())) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
    }
  }
  await walk(root);
  return files.sort();
}
