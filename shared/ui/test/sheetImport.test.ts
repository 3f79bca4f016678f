import { describe, expect, test } from '@jest/globals';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { xlsxSheet } from '../src/export';
import { cellText, rowsByHeader, type Cell, type SheetColumn } from '../src/sheetImport';
import type { ColumnSpec } from '../src/types';

const columns: SheetColumn[] = [
  { key: 'codigo', title: 'Código', required: true },
  { key: 'unidad', title: 'Unidad', required: true },
  { key: 'precioventa', title: 'Precio de venta', aliases: ['precioventa'] },
  { key: 'precio1', title: 'Precio 1' },
];

describe('reading a sheet back by its headers', () => {
  test('headers in any order, case or accents; row numbers as in the spreadsheet; blank rows skipped', () => {
    const sheet = [
      [null, null, null],
      ['PRECIOVENTA', 'codigo', 'unidad'],
      [12.5, 'AG625', 'UND'],
      [null, null, null],
      ['15', ' ag625 ', 'CAJA'],
    ];
    expect(rowsByHeader(sheet, columns)).toEqual({
      missing: [],
      rows: [
        { fila: 3, values: { codigo: 'AG625', unidad: 'UND', precioventa: '12.5', precio1: null } },
        { fila: 5, values: { codigo: 'ag625', unidad: 'CAJA', precioventa: '15', precio1: null } },
      ],
    });
  });
  test('a missing required column is named', () => {
    expect(rowsByHeader([['Código', 'Precio 1']], columns).missing).toEqual(['Unidad']);
    expect(rowsByHeader([], columns).missing).toEqual(['Código', 'Unidad']);
  });
  test('cells as texts: no float noise, dates as days', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(3)).toBe('3');
    expect(cellText(new Date(Date.UTC(2026, 10, 23)))).toBe('2026-11-23');
    expect(cellText('  ')).toBeNull();
    expect(cellText(undefined)).toBeNull();
  });
  test('a file exported by the kit imports as it is', async () => {
    type Price = { codigo: string; unidad: string; precioventa: string | null; precio1: string | null };
    const exported: ColumnSpec<Price>[] = [
      { key: 'codigo', title: 'Código' },
      { key: 'denominacion', title: 'Denominación', value: () => 'Agua' },
      { key: 'unidad', title: 'Unidad' },
      { key: 'precioventa', title: 'Precio de venta', type: 'money' },
      { key: 'precio1', title: 'Precio 1', type: 'money' },
    ];
    const data: Price[] = [{ codigo: 'AG625', unidad: 'UND', precioventa: '1.50', precio1: null }];
    const buffer = await writeXlsxFile(xlsxSheet(exported, data).sheet as never).toBuffer();
    const read = rowsByHeader((await readSheet(buffer)) as Cell[][], columns);
    expect(read).toEqual({
      missing: [],
      rows: [{ fila: 2, values: { codigo: 'AG625', unidad: 'UND', precioventa: '1.5', precio1: null } }],
    });
  });
});
