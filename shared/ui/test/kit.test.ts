import { describe, expect, test } from '@jest/globals';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { CSV_SEPARATOR, csvField, toCsv } from '../src/csv';
import { csvText, exportFileName, exportTable, xlsxSheet } from '../src/export';
import { inRange, presetRange } from '../src/dateRanges';
import { listParams, readQuery, writeQuery } from '../src/query';
import { sortRows, sumColumns } from '../src/totals';
import { reportPage } from '../src/reportPage';
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
  test('exported: money as a number, dates as dates (the Lima day, as UTC midnight), blanks as null', () => {
    expect(exportValue(columns[1]!, rows[0]!)).toBe(1234.5);
    expect(exportValue(columns[1]!, rows[1]!)).toBeNull();
    expect(exportValue(columns[4]!, rows[0]!)).toBe('Activo');
    expect(exportValue(columns[2]!, rows[0]!)).toEqual(new Date(Date.UTC(2026, 10, 22)));
    // a timestamp at 02:00Z is still the previous evening in Lima
    expect(
      exportValue({ key: 'creado', title: 'Creado', type: 'datetime' }, { creado: '2026-11-23T02:30:00Z' }),
    ).toEqual(new Date(Date.UTC(2026, 10, 22, 21, 30)));
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
  const filters: FilterSpec[] = [
    { name: 'estado', label: 'Estado', numeric: true },
    { name: 'rol', label: 'Rol' },
  ];
  const config = { defaultPageSize: 10, pageSizes: [10, 20, 50] };
  test('reads page, size, text and filters; ignores bad values', () => {
    const q = readQuery(new URLSearchParams('page=3&pageSize=20&q=ana%20m&estado=1&rol=atm&otro=x'), filters, config);
    expect(q).toEqual({ page: 3, pageSize: 20, q: 'ana m', filters: { estado: 1, rol: 'atm' } });
    expect(readQuery(new URLSearchParams('page=-1&pageSize=7&estado=abc'), filters, config)).toEqual({
      page: 1,
      pageSize: 10,
      q: '',
      filters: { estado: undefined, rol: undefined },
    });
  });
  test('writes only what differs from the defaults and keeps other params; prefixes', () => {
    const out = writeQuery(
      new URLSearchParams('tab=cuentas&page=4'),
      { page: 1, pageSize: 10, q: ' ', filters: { estado: 0 } },
      filters,
      config,
    );
    expect(out.toString()).toBe('tab=cuentas&estado=0');
    const prefixed = writeQuery(new URLSearchParams(), { page: 2, pageSize: 50, q: 'x', filters: {} }, filters, {
      ...config,
      prefix: 'suc_',
    });
    expect(prefixed.toString()).toBe('suc_page=2&suc_pageSize=50&suc_q=x');
    expect(readQuery(prefixed, filters, { ...config, prefix: 'suc_' }).page).toBe(2);
  });
  test('list parameters sent to the server', () => {
    expect(
      listParams({ page: 2, pageSize: 20, q: ' ana ', filters: { estado: 1, rol: undefined } }, { idusuario: 5 }),
    ).toEqual({ idusuario: 5, page: 2, pageSize: 20, q: 'ana', estado: 1 });
    expect(listParams({ page: 1, pageSize: 10, q: '', filters: {}, sort: 'sueldo', order: 'desc' }, {})).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'sueldo',
      order: 'desc',
    });
  });
  test('sort and order: read when the column is sortable, written without the default order', () => {
    const sortConfig = { ...config, sortable: ['nombre', 'sueldo'] };
    expect(readQuery(new URLSearchParams('sort=sueldo&order=desc'), filters, sortConfig)).toMatchObject({
      sort: 'sueldo',
      order: 'desc',
    });
    expect(readQuery(new URLSearchParams('sort=clave&order=desc'), filters, sortConfig).sort).toBeUndefined();
    expect(readQuery(new URLSearchParams('sort=nombre&order=raro'), filters, sortConfig)).toMatchObject({
      sort: 'nombre',
      order: 'asc',
    });
    const base = { page: 1, pageSize: 10, q: '', filters: {} };
    expect(
      writeQuery(new URLSearchParams(), { ...base, sort: 'nombre', order: 'asc' }, filters, config).toString(),
    ).toBe('sort=nombre');
    expect(
      writeQuery(
        new URLSearchParams('sort=nombre'),
        { ...base, sort: 'sueldo', order: 'desc' },
        filters,
        config,
      ).toString(),
    ).toBe('sort=sueldo&order=desc');
    expect(writeQuery(new URLSearchParams('sort=nombre&order=desc'), base, filters, config).toString()).toBe('');
  });
  test('date ranges: two URL params, a default left out of the URL, half a range ignored', () => {
    const now = new Date('2026-11-23T03:00:00Z'); // 22 Nov in Lima
    const range: FilterSpec[] = [{ name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' }];
    const dated = { ...config, now };
    expect(readQuery(new URLSearchParams(), range, dated).filters).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-22',
    });
    expect(readQuery(new URLSearchParams('desde=2026-10-05&hasta=2026-10-09'), range, dated).filters).toEqual({
      desde: '2026-10-05',
      hasta: '2026-10-09',
    });
    expect(readQuery(new URLSearchParams('desde=2026-10-05'), range, dated).filters).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-22',
    });
    expect(readQuery(new URLSearchParams('desde=2026-10-09&hasta=2026-10-05'), range, dated).filters.desde).toBe(
      '2026-11-01',
    );
    const base = { page: 1, pageSize: 10, q: '' };
    expect(
      writeQuery(
        new URLSearchParams(),
        { ...base, filters: { desde: '2026-11-01', hasta: '2026-11-22' } },
        range,
        dated,
      ).toString(),
    ).toBe('');
    expect(
      writeQuery(
        new URLSearchParams(),
        { ...base, filters: { desde: '2026-10-01', hasta: '2026-10-31' } },
        range,
        dated,
      ).toString(),
    ).toBe('desde=2026-10-01&hasta=2026-10-31');
    const named: FilterSpec[] = [
      { name: 'ingreso', label: 'Ingreso', type: 'dateRange', params: ['ingreso_desde', 'ingreso_hasta'] },
    ];
    expect(
      readQuery(new URLSearchParams('ingreso_desde=2024-01-01&ingreso_hasta=2024-12-31'), named, config).filters,
    ).toEqual({ ingreso_desde: '2024-01-01', ingreso_hasta: '2024-12-31' });
    expect(readQuery(new URLSearchParams(), named, config).filters).toEqual({
      ingreso_desde: undefined,
      ingreso_hasta: undefined,
    });
  });
});

describe('date range presets (Lima days)', () => {
  // Sunday 22 Nov 2026, 22:00 in Lima (03:00Z on the 23rd)
  const now = new Date('2026-11-23T03:00:00Z');
  test('Hoy, Esta semana (from Monday), Este mes, Mes anterior', () => {
    expect(presetRange('hoy', now)).toEqual(['2026-11-22', '2026-11-22']);
    expect(presetRange('semana', now)).toEqual(['2026-11-16', '2026-11-22']);
    expect(presetRange('mes', now)).toEqual(['2026-11-01', '2026-11-22']);
    expect(presetRange('mesAnterior', now)).toEqual(['2026-10-01', '2026-10-31']);
    expect(presetRange('mesAnterior', new Date('2026-03-10T15:00:00Z'))).toEqual(['2026-02-01', '2026-02-28']);
    expect(presetRange('semana', new Date('2026-11-16T15:00:00Z'))).toEqual(['2026-11-16', '2026-11-16']);
  });
  test('a row is in a range by its Lima day, both ends included', () => {
    expect(inRange('2026-11-01', '2026-11-01', '2026-11-22')).toBe(true);
    expect(inRange('2026-10-31', '2026-11-01', '2026-11-22')).toBe(false);
    expect(inRange('2026-11-02T03:00:00Z', '2026-11-02', '2026-11-02')).toBe(false);
    expect(inRange(null, '2026-11-01', undefined)).toBe(false);
    expect(inRange(null, undefined, undefined)).toBe(true);
  });
});

describe('totals and client sorting', () => {
  const money: ColumnSpec<Row>[] = [
    { key: 'nombre', title: 'Nombre' },
    { key: 'sueldo', title: 'Sueldo', type: 'money', total: true },
  ];
  test('sums are exact decimals over every filtered row, blanks count as zero', () => {
    expect(sumColumns(money, [...rows, { ...rows[0]!, sueldo: '0.1' }, { ...rows[0]!, sueldo: '0.2' }])).toEqual({
      sueldo: '1234.80',
    });
    expect(sumColumns([columns[0]!], rows)).toEqual({});
  });
  test('rows sorted by the column: numbers as numbers, text in Spanish order, blanks first', () => {
    const list = [rows[0]!, rows[1]!, { ...rows[0]!, id: 3, nombre: 'ana', sueldo: '99.5' }];
    expect(sortRows(list, money, { sort: 'sueldo', order: 'asc' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(list, money, { sort: 'sueldo', order: 'desc' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(list, money, { sort: 'nombre', order: 'asc' }).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRows(list, money, {})).toBe(list);
  });
});

describe('export', () => {
  test('file names are sanitised and dated in Lima', () => {
    expect(exportFileName('Cuentas bancarias', 'xlsx', new Date('2026-11-23T03:00:00Z'))).toBe(
      'cuentas-bancarias-2026-11-22.xlsx',
    );
    expect(exportFileName('Ventas: "Lima/Sur"?', 'csv', new Date('2026-11-22T15:00:00Z'))).toBe(
      'ventas-limasur-2026-11-22.csv',
    );
  });
  test('an xlsx written from the export table reads back with the same headers and values, dates as dates', async () => {
    const { header } = exportTable(columns, rows);
    expect(header).toEqual(['Nombre', 'Sueldo', 'Ingreso', 'Rol', 'Estado']);
    const buffer = await writeXlsxFile(xlsxSheet(columns, rows).sheet as never).toBuffer();
    const sheet = await readSheet(buffer);
    expect(sheet).toEqual([
      header,
      ['Ñusta; "la jefa"', 1234.5, new Date(Date.UTC(2026, 10, 22)), 'Cajero', 'Activo'],
      ['José', null, null, 'tech', 'Inactivo'],
    ]);
  });
  test('a column exported as several cells, and a totals line', async () => {
    type Doc = { tipo: string; numero: string; sueldo: string };
    const docColumns: ColumnSpec<Doc>[] = [
      {
        key: 'documento',
        title: 'Documento',
        value: (r) => `${r.tipo} ${r.numero}`,
        exportColumns: [
          { key: 'tipo', title: 'Tipo de documento' },
          { key: 'numero', title: 'Número de documento' },
        ],
      },
      { key: 'sueldo', title: 'Sueldo', type: 'money', total: true },
    ];
    const docs = [
      { tipo: 'DNI', numero: '70214580', sueldo: '1600' },
      { tipo: 'RUC', numero: '20100047218', sueldo: '0.5' },
    ];
    const buffer = await writeXlsxFile(xlsxSheet(docColumns, docs, { sueldo: '1600.50' }).sheet as never).toBuffer();
    expect(await readSheet(buffer)).toEqual([
      ['Tipo de documento', 'Número de documento', 'Sueldo'],
      ['DNI', '70214580', 1600],
      ['RUC', '20100047218', 0.5],
      ['Total', null, 1600.5],
    ]);
    expect(csvText(docColumns, docs, { sueldo: '1600.50' })).toBe(
      '\uFEFFTipo de documento;Número de documento;Sueldo\r\nDNI;70214580;1600.00\r\nRUC;20100047218;0.50\r\nTotal;;1600.50\r\n',
    );
  });
});

describe('reportPage: a report answered whole, listed as a server list', () => {
  const report = {
    status: 200,
    mensaje: 'Reporte',
    detalles: {
      filas: [
        { guia: '0000103', ruta: 'Lima → Arequipa', precio: '30.00' },
        { guia: '0000101', ruta: 'Lima → Cusco', precio: '12.50' },
        { guia: '0000102', ruta: 'Lima → Cusco', precio: '20.00' },
      ],
      totales: { encomiendas: 3, precio: '62.50' },
    },
  };
  const columns: ColumnSpec<(typeof report.detalles.filas)[number]>[] = [
    { key: 'guia', title: 'Guía', sortable: true },
    { key: 'precio', title: 'Precio', type: 'money' },
  ];
  const query = { page: 1, pageSize: 2, q: '', sort: 'guia', order: 'asc' as const, filters: {} };

  test('sorts and pages the rows; its totals are the whole report’s, as text', () => {
    const first = reportPage(report, query, columns);
    expect(first.detalles.map((r) => r.guia)).toEqual(['0000101', '0000102']);
    expect([first.totalRegistros, first.totalPaginas]).toEqual([3, 2]);
    expect(first.totales).toEqual({ encomiendas: '3', precio: '62.50' });
    expect(reportPage(report, { ...query, page: 2 }, columns).detalles.map((r) => r.guia)).toEqual(['0000103']);
  });

  test('searches every word in some value; a refused call is an empty list that keeps its message', () => {
    expect(reportPage(report, { ...query, q: 'cusco 102' }, columns).detalles.map((r) => r.guia)).toEqual(['0000102']);
    const refused = reportPage({ status: 400, mensaje: 'Desde no tiene un formato válido', detalles: null }, query);
    expect(refused).toMatchObject({ status: 400, mensaje: 'Desde no tiene un formato válido', detalles: [] });
    expect(refused.totalRegistros).toBe(0);
  });
});
