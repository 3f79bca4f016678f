import { describe, expect, test } from '@jest/globals';
import { includesTax } from '../src/document/types';

describe('includesTax', () => {
  test('a fixed setting, or a header field that decides (a purchase typed with or without IGV)', () => {
    expect(includesTax({ lines: { pricesIncludeTax: true } }, {})).toBe(true);
    expect(includesTax({ lines: { pricesIncludeTax: false } }, { incluye_igv: true })).toBe(false);
    const purchase = { lines: { pricesIncludeTax: (header: Record<string, unknown>) => Boolean(header.incluye_igv) } };
    expect(includesTax(purchase, { incluye_igv: true })).toBe(true);
    expect(includesTax(purchase, { incluye_igv: false })).toBe(false);
    expect(includesTax(purchase, {})).toBe(false);
  });
});
