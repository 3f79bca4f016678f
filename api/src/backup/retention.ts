import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Peru has one offset all year (no daylight saving): Lima time is UTC−5. */
const LIMA_OFFSET_MS = -5 * 3600_000;
const limaFields = (date: Date) => {
  const lima = new Date(date.getTime() + LIMA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${lima.getUTCFullYear()}-${two(lima.getUTCMonth() + 1)}-${two(lima.getUTCDate())}`,
    time: `${two(lima.getUTCHours())}${two(lima.getUTCMinutes())}${two(lima.getUTCSeconds())}`,
    month: `${lima.getUTCFullYear()}-${two(lima.getUTCMonth() + 1)}`,
    lima,
  };
};

const NAME = /^trade-respaldo-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(?:-\d+)?\.tar\.gz$/;

/** `trade-respaldo-2026-11-28-030000.tar.gz`: the Lima date and time it was taken. */
export const backupFileName = (date: Date, suffix = '') => {
  const { day, time } = limaFields(date);
  return `trade-respaldo-${day}-${time}${suffix}.tar.gz`;
};

/** When a backup file was taken, from its name; undefined for any other file. */
export function backupDate(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - LIMA_OFFSET_MS);
}

/** Monday of the Lima week, as the week's key. */
function weekKey(date: Date): string {
  const { lima } = limaFields(date);
  const monday = new Date(lima.getTime() - ((lima.getUTCDay() + 6) % 7) * 86400_000);
  return limaFields(new Date(monday.getTime() - LIMA_OFFSET_MS)).day;
}

export interface RetentionRule {
  keepDays: number;
  keepWeeks: number;
  keepMonths: number;
}

/**
 * Which backups to keep: the newest of each of the last `keepDays` days that have a backup, of each of
 * the last `keepWeeks` weeks, of each of the last `keepMonths` months (Lima calendar; counted over the
 * days that have backups, so a pause in backups never deletes the old ones). The newest is always kept.
 */
export function backupsToKeep(names: string[], rule: RetentionRule): Set<string> {
  const dated = names
    .map((name) => ({ name, date: backupDate(name) }))
    .filter((b): b is { name: string; date: Date } => b.date !== undefined)
    .sort((a, b) => b.date.getTime() - a.date.getTime() || b.name.localeCompare(a.name));
  const keep = new Set<string>(dated.slice(0, 1).map((b) => b.name));
  const byPeriod = (key: (date: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of dated) {
      const period = key(b.date);
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      keep.add(b.name);
    }
  };
  byPeriod((d) => limaFields(d).day, rule.keepDays);
  byPeriod(weekKey, rule.keepWeeks);
  byPeriod((d) => limaFields(d).month, rule.keepMonths);
  return keep;
}

/** Deletes the backup files of `folder` the rule does not keep (only files named as backups). Answers the names deleted. */
export async function pruneBackups(folder: string, rule: RetentionRule): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => backupDate(name));
  const keep = backupsToKeep(names, rule);
  const gone = names.filter((name) => !keep.has(name));
  for (const name of gone) await rm(join(folder, name), { force: true });
  return gone;
}
