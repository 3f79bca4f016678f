import { describe, expect, test } from '@jest/globals';
import { documentSearch, documentTitle, newDocumentLabel, readDocumentRoute } from '../src/document/navigation';

describe('document pages in the URL', () => {
  test('list, new, view and edit', () => {
    expect(readDocumentRoute(new URLSearchParams('page=2&q=agua'))).toBeNull();
    expect(readDocumentRoute(new URLSearchParams('documento=nuevo'))).toEqual({ mode: 'new', id: null });
    expect(readDocumentRoute(new URLSearchParams('documento=15'))).toEqual({ mode: 'view', id: '15' });
    expect(readDocumentRoute(new URLSearchParams('documento=15&modo=editar'))).toEqual({ mode: 'edit', id: '15' });
    expect(readDocumentRoute(new URLSearchParams('documento=%20'))).toBeNull();
  });
  test('written back the same way, extra params kept', () => {
    expect(documentSearch('new')).toBe('?documento=nuevo');
    expect(documentSearch('view', 15)).toBe('?documento=15');
    expect(documentSearch('edit', 15)).toBe('?documento=15&modo=editar');
    expect(documentSearch('new', null, { desde: 'proforma:3' })).toBe('?documento=nuevo&desde=proforma%3A3');
    for (const search of ['?documento=nuevo', '?documento=15', '?documento=15&modo=editar']) {
      const route = readDocumentRoute(new URLSearchParams(search))!;
      expect(documentSearch(route.mode, route.id)).toBe(search);
    }
  });
  test('titles', () => {
    expect(newDocumentLabel('entrada', 'f')).toBe('Nueva entrada');
    expect(newDocumentLabel('pedido')).toBe('Nuevo pedido');
    expect(documentTitle('salida', 7)).toBe('Salida 7');
  });
});
