import { describe, expect, test } from '@jest/globals';
import { backupDate, backupFileName, backupsToKeep } from '../../src/backup/retention.js';
import { isDue, isOverdue, lastMoment, nextMoment } from '../../src/backup/schedule.js';

const lima = (text: string) => new Date(`${text}-05:00`);
const daily = { intervalHours: 24, hour: 3 };

describe('schedule', () => {
  test('daily at 03:00 Lima: the moments, due after a missed moment, retried an hour after a failure', () => {
    const now = lima('2026-11-28T10:15:00');
    expect(lastMoment(now, daily)).toEqual(lima('2026-11-28T03:00:00'));
    expect(nextMoment(now, daily)).toEqual(lima('2026-11-29T03:00:00'));
    expect(lastMoment(now, { intervalHours: 168, hour: 3 })).toEqual(lima('2026-11-23T03:00:00')); // a Monday
    const since = lima('2026-11-01T00:00:00');
    expect(isDue(now, daily, { lastGood: lima('2026-11-28T03:00:05'), since })).toBe(false);
    expect(isDue(now, daily, { lastGood: lima('2026-11-27T03:00:05'), since })).toBe(true);
    expect(
      isDue(now, daily, { lastGood: lima('2026-11-27T03:00:05'), lastFailure: lima('2026-11-28T09:30:00'), since }),
    ).toBe(false);
    expect(
      isDue(now, daily, { lastGood: lima('2026-11-27T03:00:05'), lastFailure: lima('2026-11-28T09:00:00'), since }),
    ).toBe(true);
    // A new installation is backed up at its first moment, not when it starts.
    expect(isDue(now, daily, { since: lima('2026-11-28T09:00:00') })).toBe(false);
    expect(isDue(lima('2026-11-29T03:00:30'), daily, { since: lima('2026-11-28T09:00:00') })).toBe(true);
    expect(isDue(now, { intervalHours: 0, hour: 3 }, { since })).toBe(false);
  });

  test('overdue once the last good backup is older than the interval plus an hour, or there is none', () => {
    const now = lima('2026-11-28T10:00:00');
    expect(isOverdue(now, daily, lima('2026-11-27T09:30:00'))).toBe(false);
    expect(isOverdue(now, daily, lima('2026-11-27T08:30:00'))).toBe(true);
    expect(isOverdue(now, daily, undefined)).toBe(true);
    expect(isOverdue(now, { intervalHours: 0, hour: 3 }, undefined)).toBe(false);
  });
});

describe('retention', () => {
  test('file names carry the Lima date and time', () => {
    const at = lima('2026-11-28T03:00:07');
    expect(backupFileName(at)).toBe('trade-respaldo-2026-11-28-030007.tar.gz');
    expect(backupDate(backupFileName(at, '-1'))).toEqual(at);
    expect(backupDate('notas.txt')).toBeUndefined();
  });

  test('keeps the newest of each of the last N days, weeks and months that have backups', () => {
    const names: string[] = [];
    // Two backups a day (03:00 and a manual one at 15:00) from 2026-08-01 to 2026-11-28.
    for (let d = lima('2026-08-01T03:00:00'); d <= lima('2026-11-28T03:00:00'); d = new Date(d.getTime() + 86400_000))
      names.push(backupFileName(d), backupFileName(new Date(d.getTime() + 12 * 3600_000)));
    names.pop(); // today's 15:00 has not happened
    const keep = [...backupsToKeep(names, { keepDays: 3, keepWeeks: 2, keepMonths: 3 })].sort();
    expect(keep).toEqual([
      'trade-respaldo-2026-09-30-150000.tar.gz', // September
      'trade-respaldo-2026-10-31-150000.tar.gz', // October
      'trade-respaldo-2026-11-22-150000.tar.gz', // the week of 16–22 November
      'trade-respaldo-2026-11-26-150000.tar.gz', // the last three days
      'trade-respaldo-2026-11-27-150000.tar.gz',
      'trade-respaldo-2026-11-28-030000.tar.gz', // the newest: this day, this week, this month
    ]);
    // With every rule at 0 the newest is still kept.
    expect([...backupsToKeep(names, { keepDays: 0, keepWeeks: 0, keepMonths: 0 })]).toEqual([
      'trade-respaldo-2026-11-28-030000.tar.gz',
    ]);
  });
});
