import { describe, expect, test } from '@jest/globals';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { CSV_SEPARATOR, csvField, toCsv } from '../src/csv';
import { exportFileName, exportTable } from '../src/export';
import { listParams, readQuery, writeQuery } from '../src/query';
import type { ColumnSpec, FilterSpec } from '../src/types';
import { displayValue, exportValue, newLabel, rowName } from '../src/values';

type Row = { id: number; nombre: string; sueldo: string | null; ingreso: string | null; estado: number; rol: string };
const columns: ColumnSpec<Row>[] = [
  { key: 'nombre', title: 'Nombre' },
  { key: 'sueldo', title: 'Sueldo', type: 'money' },
  { key: 'ingreso', title: 'Ingreso', type: 'date' },
  { key: 'rol', title: 'Rol', type: 'tag', options: [{ value: 'atm', label: 'Cajero' }] },
  { key: 'estado', title: 'Estado', type: 'estado' },
  { key: 'foto', title: 'Foto', exportable: false },
];
const rows: Row[] = [
  { id: 1, nombre: 'Ñusta; "la jefa"', sueldo: '1234.5', ingreso: '2026-11-22', estado: 1, rol: 'atm' },
  { id: 2, nombre: 'José', sueldo: null, ingreso: null, estado: 0, rol: 'tech' },
];

describe('values', () => {
  test('shown as the list shows them', () => {
    expect(displayValue(columns[1]!, rows[0]!)).toBe('1,234.50');
    expect(displayValue(columns[2]!, rows[0]!)).toBe('22/11/2026');
    expect(displayValue(columns[3]!, rows[0]!)).toBe('Cajero');
    expect(displayValue(columns[3]!, rows[1]!)).toBe('tech');
    expect(displayValue(columns[4]!, rows[1]!)).toBe('Inactivo');
    expect(displayValue(columns[1]!, rows[1]!)).toBe('');
  });
  test('exported: money as a number, blanks as null', () => {
    expect(exportValue(columns[1]!, rows[0]!)).toBe(1234.5);
    expect(exportValue(columns[1]!, rows[1]!)).toBeNull();
    expect(exportValue(columns[4]!, rows[0]!)).toBe('Activo');
  });
  test('names and labels', () => {
    expect(rowName({ idField: 'id', nameOf: 'nombre' }, rows[1]!)).toBe('José');
    expect(rowName({ idField: 'id' }, rows[1]!)).toBe('José');
    expect(newLabel({ noun: 'serie', gender: 'f' })).toBe('Nueva serie');
    expect(newLabel({ noun: 'usuario', createLabel: 'Invitar usuario' })).toBe('Invitar usuario');
  });
});

describe('CSV', () => {
  test('BOM, ";" separator, CRLF, quotes only when needed', () => {
    expect(CSV_SEPARATOR).toBe(';');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('di "hola"')).toBe('"di ""hola"""');
    expect(csvField('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvField(null)).toBe('');
    expect(toCsv(['A', 'B'], [[1, 'x;y']])).toBe('\uFEFFA;B\r\n1;"x;y"\r\n');
  });
});

describe('URL query', () => {
  const filters: FilterSpec[] = [{ name: 'estado', label: 'Estado', numeric: true }, { name: 'rol', label: 'Rol' }];
  const config = { defaultPageSize: 10, pageSizes: [10, 20, 50] };
  test('reads page, size, text and filters; ignores bad values', () => {
    const q = readQuery(new URLSearchParams('page=3&pageSize=20&q=ana%20m&estado=1&rol=atm&otro=x'), filters, config);
    expect(q).toEqual({ page: 3, pageSize: 20, q: 'ana m', filters: { estado: 1, rol: 'atm' } });
    expect(readQuery(new URLSearchParams('page=-1&pageSize=7&estado=abc'), filters, config)).toEqual({ page: 1, pageSize: 10, q: '', filters: { estado: undefined, rol: undefined } });
  });
  test('writes only what differs from the defaults and keeps other params; prefixes', () => {
    const out = writeQuery(new URLSearchParams('tab=cuentas&page=4'), { page: 1, pageSize: 10, q: ' ', filters: { estado: 0 } }, filters, config);
    expect(out.toString()).toBe('tab=cuentas&estado=0');
    const prefixed = writeQuery(new URLSearchParams(), { page: 2, pageSize: 50, q: 'x', filters: {} }, filters, { ...config, prefix: 'suc_' });
    expect(prefixed.toString()).toBe('suc_page=2&suc_pageSize=50&suc_q=x');
    expect(readQuery(prefixed, filters, { ...config, prefix: 'suc_' }).page).toBe(2);
  });
  test('list parameters sent to the server', () => {
    expect(listParams({ page: 2, pageSize: 20, q: ' ana ', filters: { estado: 1, rol: undefined } }, { idusuario: 5 })).toEqual({ idusuario: 5, page: 2, pageSize: 20, q: 'ana', estado: 1 });
  });
});

describe('export', () => {
  test('file names are sanitised and dated in Lima', () => {
    expect(exportFileName('Cuentas bancarias', 'xlsx', new Date('2026-11-23T03:00:00Z'))).toBe('cuentas-bancarias-2026-11-22.xlsx');
    expect(exportFileName('Ventas: "Lima/Sur"?', 'csv', new Date('2026-11-22T15:00:00Z'))).toBe('ventas-limasur-2026-11-22.csv');
  });
  test('an xlsx written from the export table reads back with the same headers and values', async () => {
    const { header, cells } = exportTable(columns, rows);
    expect(header).toEqual(['Nombre', 'Sueldo', 'Ingreso', 'Rol', 'Estado']);
    const buffer = await writeXlsxFile([header, ...cells] as never).toBuffer();
    const sheet = await readSheet(buffer);
    expect(sheet).toEqual([header, ['Ñusta; "la jefa"', 1234.5, '22/11/2026', 'Cajero', 'Activo'], ['José', null, null, 'tech', 'Inactivo']]);
  });
});
