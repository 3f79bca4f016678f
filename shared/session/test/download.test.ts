import { describe, expect, test } from '@jest/globals';
import { fileNameOf } from '../src/files.js';

describe('the name of a downloaded file', () => {
  test('takes the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="Guia T001-1.xml"; filename*=UTF-8''Gu%C3%ADa%20T001-1.xml`, 'x')).toBe(
      'Guía T001-1.xml',
    );
    expect(fileNameOf('attachment; filename="correo-5-venta-12.eml"', 'x')).toBe('correo-5-venta-12.eml');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'respaldo.eml')).toBe('respaldo.eml');
    expect(fileNameOf(undefined, 'respaldo.eml')).toBe('respaldo.eml');
  });
});
