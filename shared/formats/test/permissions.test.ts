import { describe, expect, it } from '@jest/globals';
import { hasPermission } from '../src/permissions.js';

describe('hasPermission', () => {
  it('allows everyone when nothing is required (null)', () => {
    expect(hasPermission(['ventas'], null)).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission(null, null)).toBe(true);
    expect(hasPermission(undefined, undefined)).toBe(true);
  });

  it('with an empty required list, allows only users without permissions', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission(['ventas'], [])).toBe(false);
  });

  it('otherwise allows on any overlap', () => {
    expect(hasPermission(['ventas', 'compras'], ['compras'])).toBe(true);
    expect(hasPermission(['ventas'], ['compras', 'ventas'])).toBe(true);
    expect(hasPermission(['ventas'], ['compras', 'caja'])).toBe(false);
    expect(hasPermission([], ['ventas'])).toBe(false);
    expect(hasPermission(null, ['ventas'])).toBe(false);
  });

  it('compares permission names exactly', () => {
    expect(hasPermission(['Ventas'], ['ventas'])).toBe(false);
    expect(hasPermission(['ventas.ver'], ['ventas'])).toBe(false);
  });
});
