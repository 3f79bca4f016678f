import { describe } from '@jest/globals';

/**
 * Concurrency tests mean something only on a PostgreSQL server: the embedded database runs one
 * transaction at a time, so a lost lock would pass there. Name them 'PostgreSQL concurrency: …';
 * they run in the PostgreSQL pass of CI (DATABASE_URL set) and are reported as skipped otherwise.
 */
export const describePostgres: typeof describe = (
  process.env.DATABASE_URL ? describe : describe.skip
) as typeof describe;
