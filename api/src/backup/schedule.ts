/**
 * When scheduled backups are due. The moments are every `intervalHours` counted from `hour`:00 Lima
 * time of Monday 2000-01-03 (so 24 h is daily at that hour, 168 h weekly on Mondays, 6 h four times a
 * day). A moment is served by a good backup taken at or after it.
 */
export interface Schedule {
  intervalHours: number;
  hour: number;
}

const HOUR_MS = 3600_000;
/** 2000-01-03 00:00 in Lima (UTC−5). */
const EPOCH_MS = Date.UTC(2000, 0, 3, 5);
/** A failed scheduled backup is tried again after this long (not every minute). */
export const RETRY_MS = HOUR_MS;

/** The latest scheduled moment at or before `now` (undefined when there is no schedule). */
export function lastMoment(now: Date, schedule: Schedule): Date | undefined {
  if (schedule.intervalHours <= 0) return undefined;
  const start = EPOCH_MS + schedule.hour * HOUR_MS;
  const every = schedule.intervalHours * HOUR_MS;
  return new Date(start + Math.floor((now.getTime() - start) / every) * every);
}

export function nextMoment(now: Date, schedule: Schedule): Date | undefined {
  const last = lastMoment(now, schedule);
  return last && new Date(last.getTime() + schedule.intervalHours * HOUR_MS);
}

/**
 * Due when the latest moment has no good backup after it, counting only moments since `since` when
 * there has never been one (a new installation is backed up at its first moment, not at its first
 * start), and not while a failure of less than an hour ago is waiting to be retried.
 */
export function isDue(
  now: Date,
  schedule: Schedule,
  history: { lastGood?: Date; lastFailure?: Date; since: Date },
): boolean {
  const moment = lastMoment(now, schedule);
  if (!moment) return false;
  const after = history.lastGood ?? history.since;
  if (after >= moment) return false;
  return !history.lastFailure || now.getTime() - history.lastFailure.getTime() >= RETRY_MS;
}

/** The last good backup is older than the schedule allows (one interval, plus an hour for the run itself). */
export function isOverdue(now: Date, schedule: Schedule, lastGood: Date | undefined): boolean {
  if (schedule.intervalHours <= 0) return false;
  if (!lastGood) return true;
  return now.getTime() - lastGood.getTime() > (schedule.intervalHours + 1) * HOUR_MS;
}
