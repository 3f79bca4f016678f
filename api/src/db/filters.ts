import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The generic text filter on the server: every space-separated word must appear,
 * case-insensitively and ignoring accents' absence, in at least one of the columns.
 */
export function wordsFilter(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...columns.map((column) => sql`${column}::text ilike ${pattern}`));
    }),
  );
}
