/** @jest-environment ./test/dom/environment.mjs */
import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Envelope, PagedEnvelope } from '@trade/session';
import { defineResource, ESTADO_OPTIONS, ResourceScreen, type ListQuery, type ResourceContext } from '../../src/index';
import { readSheet } from 'read-excel-file/node';
import { bytesOf, deferred, downloaded, downloadedBlobs, renderScreen, searchOf } from './render';

type Row = { id: number; nombre: string; sueldo: string; estado: number };
const PEOPLE: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  nombre: `Persona ${String(i + 1).padStart(2, '0')}`,
  sueldo: `${(i + 1) * 100}.00`,
  estado: i % 3 === 0 ? 0 : 1,
}));

/** A list the way the API answers one: filter, sort, page; every query the kit sent kept. */
function pagedSource(rows = PEOPLE) {
  const queries: ListQuery[] = [];
  const list = async (query: ListQuery): Promise<PagedEnvelope<Row>> => {
    queries.push(query);
    let found = rows.filter((r) => !query.q || r.nombre.toLowerCase().includes(query.q.toLowerCase()));
    if (query.filters.estado !== undefined) found = found.filter((r) => r.estado === query.filters.estado);
    if (query.sort === 'nombre') {
      found = [...found].sort((a, b) => a.nombre.localeCompare(b.nombre));
      if (query.order === 'desc') found.reverse();
    }
    const page = found.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return {
      status: 200,
      mensaje: 'Personas',
      detalles: page,
      totalPaginas: Math.ceil(found.length / query.pageSize),
      totalRegistros: found.length,
      totales: { sueldo: found.reduce((s, r) => s + Number(r.sueldo), 0).toFixed(2) },
    };
  };
  return { list, queries };
}

const resource = (list: (query: ListQuery) => Promise<Envelope<Row[]> | PagedEnvelope<Row>>) =>
  defineResource<Row>({
    key: 'persona',
    title: 'Personas',
    noun: 'persona',
    gender: 'f',
    idField: 'id',
    nameOf: 'nombre',
    api: { list },
    columns: [
      { key: 'nombre', title: 'Nombre', sortable: true },
      { key: 'sueldo', title: 'Sueldo', type: 'money', total: true },
      { key: 'estado', title: 'Estado', type: 'estado' },
    ],
    filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS] }],
  });

/** The list's own alert (the toasts are alerts too). */
const listAlert = () => waitFor(() => screen.getAllByRole('alert').find((el) => el.classList.contains('ant-alert'))!);

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody') && !r.className.includes('measure'));
const names = () => bodyRows().map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');

describe('a server-paged list', () => {
  test('shows its first page, the pager text and the totals of the whole filter', async () => {
    const source = pagedSource();
    renderScreen(<ResourceScreen resource={resource(source.list)} />);
    expect(await screen.findByText('Persona 01')).toBeTruthy();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1-10 de 25 registros')).toBeTruthy();
    expect(source.queries[0]).toMatchObject({ page: 1, pageSize: 10, q: '' });
    // Totals are the server's, over the 25 rows, not the 10 shown.
    expect(screen.getByText('32,500.00')).toBeTruthy();
  });

  test('a page and a text are sent and kept in the URL', async () => {
    const source = pagedSource();
    const { router, user } = renderScreen(<ResourceScreen resource={resource(source.list)} />);
    await screen.findByText('Persona 01');
    await user.click(screen.getByTitle('3'));
    await screen.findByText('Persona 21');
    expect(searchOf(router).get('page')).toBe('3');
    expect(names()).toEqual(['Persona 21', 'Persona 22', 'Persona 23', 'Persona 24', 'Persona 25']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'persona 1{Enter}');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('persona 1'));
    // A new text starts again at page 1.
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(names()[0]).toBe('Persona 10'));
    expect(source.queries.at(-1)).toMatchObject({ page: 1, q: 'persona 1' });
  });

  test('a filter is sent, kept in the URL and starts again at page 1', async () => {
    const source = pagedSource();
    const { router, user } = renderScreen(<ResourceScreen resource={resource(source.list)} />, {
      route: '/pantalla?page=2',
    });
    await screen.findByText('Persona 11');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByTitle('Inactivos'));
    await waitFor(() => expect(searchOf(router).get('estado')).toBe('0'));
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() =>
      expect(names()).toEqual([
        'Persona 01',
        'Persona 04',
        'Persona 07',
        'Persona 10',
        'Persona 13',
        'Persona 16',
        'Persona 19',
        'Persona 22',
        'Persona 25',
      ]),
    );
  });

  test('a page size is sent with the filter, kept in the URL and starts again at page 1', async () => {
    const source = pagedSource();
    const { router, user } = renderScreen(<ResourceScreen resource={resource(source.list)} />, {
      route: '/pantalla?page=2&estado=1',
    });
    await screen.findByText('Persona 17');
    await user.click(screen.getByText('10 / página'));
    await user.click(await screen.findByTitle('20 / página'));
    await waitFor(() => expect(searchOf(router).get('pageSize')).toBe('20'));
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(names()).toHaveLength(16));
    expect(source.queries.at(-1)).toMatchObject({ page: 1, pageSize: 20, filters: { estado: 1 } });
  });

  test('the URL it is opened with is the query it asks for; past the last page it goes back', async () => {
    const source = pagedSource();
    const { router } = renderScreen(<ResourceScreen resource={resource(source.list)} />, {
      route: '/pantalla?page=2&pageSize=20&estado=0&sort=nombre&order=desc',
    });
    await waitFor(() => expect(source.queries.length).toBeGreaterThan(0));
    expect(source.queries[0]).toMatchObject({
      page: 2,
      pageSize: 20,
      filters: { estado: 0 },
      sort: 'nombre',
      order: 'desc',
    });
    // 9 inactive people fit on page 1 of 20: the list asks for it and the URL says so.
    await waitFor(() => expect(source.queries.at(-1)?.page).toBe(1));
    expect(searchOf(router).get('page')).toBeNull();
    expect(await screen.findByText('Persona 25')).toBeTruthy();
  });

  test('clicking a sortable header cycles ascending, descending and the API order', async () => {
    const source = pagedSource();
    const { router, user } = renderScreen(<ResourceScreen resource={resource(source.list)} />);
    await screen.findByText('Persona 01');
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    await user.click(header);
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('nombre'));
    expect(searchOf(router).get('order')).toBeNull();
    await user.click(header);
    await waitFor(() => expect(searchOf(router).get('order')).toBe('desc'));
    await waitFor(() => expect(names()[0]).toBe('Persona 25'));
    await user.click(header);
    await waitFor(() => expect(searchOf(router).get('sort')).toBeNull());
    expect(source.queries.at(-1)?.sort).toBeUndefined();
  });
});

test("a column hidden while 'unused' shows once the filter's total for it is not zero", async () => {
  type Part = { id: number; nombre: string; exonerado: string };
  const parts = defineResource<Part>({
    key: 'partes',
    title: 'Partes',
    noun: 'parte',
    gender: 'f',
    idField: 'id',
    nameOf: 'nombre',
    api: {
      paging: 'client',
      list: async () => ({
        status: 200,
        mensaje: '',
        detalles: [
          { id: 1, nombre: 'Boleta gravada', exonerado: '0.00' },
          { id: 2, nombre: 'Boleta mixta', exonerado: '10.00' },
        ],
      }),
    },
    search: { placeholder: 'Buscar' },
    columns: [
      { key: 'nombre', title: 'Nombre' },
      { key: 'exonerado', title: 'Exonerado', type: 'money', total: true, hidden: 'unused' },
    ],
  });
  const { user } = renderScreen(<ResourceScreen resource={parts} />);
  expect(await screen.findByRole('columnheader', { name: 'Exonerado' })).toBeTruthy();
  // Only the row without an exonerated part: the column has nothing to show and leaves.
  await user.type(screen.getByPlaceholderText('Buscar'), 'gravada');
  await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Exonerado' })).toBeNull());
  expect(screen.getByText('Boleta gravada')).toBeTruthy();
});

test('rows the server moves on its own are asked again quietly until they settle', async () => {
  type Doc = { id: number; nombre: string; estado: string };
  const answers = ['enviado', 'aceptado'];
  let calls = 0;
  const docs = defineResource<Doc>({
    key: 'documentos',
    title: 'Documentos',
    noun: 'documento',
    idField: 'id',
    nameOf: 'nombre',
    api: {
      paging: 'client',
      list: async () => {
        const estado = answers[Math.min(calls++, answers.length - 1)]!;
        return { status: 200, mensaje: '', detalles: [{ id: 1, nombre: 'T001-1', estado }] };
      },
    },
    refreshWhile: (rows) => rows.some((r) => r.estado === 'enviado'),
    columns: [
      { key: 'nombre', title: 'Documento' },
      { key: 'estado', title: 'Estado' },
    ],
  });
  renderScreen(<ResourceScreen resource={docs} />);
  expect(await screen.findByText('enviado')).toBeTruthy();
  // No click: a quiet refresh later the answer has come, and the list stops asking.
  expect(await screen.findByText('aceptado', undefined, { timeout: 10_000 })).toBeTruthy();
  await new Promise((done) => setTimeout(done, 3_500));
  expect(calls).toBe(2);
}, 30_000);

test("a row action asks through the app's modal: it follows the app's settings, and its answer runs the action", async () => {
  const asked: string[] = [];
  const withAction = {
    ...resource(async () => ({ status: 200, mensaje: '', detalles: PEOPLE.slice(0, 2) })),
    rowActions: [
      {
        key: 'archivar',
        label: 'Archivar',
        onClick: (row: Row, ctx: ResourceContext<Row>) =>
          ctx.modal.confirm({ title: `¿Archivar a ${row.nombre}?`, onOk: () => void asked.push(row.nombre) }),
      },
    ],
  };
  const { user } = renderScreen(<ResourceScreen resource={withAction} />);
  await user.click(await screen.findByRole('button', { name: 'Archivar Persona 02' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('¿Archivar a Persona 02?');
  // In the app's theme scope: antd's static Modal.confirm is rendered outside the app's ConfigProvider
  // and ignores its theme (the motion the user asked for, the static stylesheet).
  const themeScope = (el: Element | null) => [...(el?.classList ?? [])].find((c) => c.startsWith('css-var-'));
  expect(themeScope(dialog.closest('.ant-modal-root'))).toBe(themeScope(document.querySelector('.ant-app')));
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(asked).toEqual(['Persona 02']));
});

describe('list states', () => {
  test('loading, then the empty text', async () => {
    const answer = deferred<PagedEnvelope<Row>>();
    const { container } = renderScreen(<ResourceScreen resource={resource(() => answer.promise)} />);
    const table = () => container.querySelector('.ant-table-wrapper .ant-spin');
    await waitFor(() => expect(table()?.getAttribute('aria-busy')).toBe('true'));
    answer.resolve({ status: 200, mensaje: '', detalles: [], totalPaginas: 0, totalRegistros: 0 });
    expect(await screen.findByText('No hay registros')).toBeTruthy();
    await waitFor(() => expect(table()?.getAttribute('aria-busy')).not.toBe('true'));
  });

  test('a refusal shows its mensaje in place of the table; Reintentar asks again', async () => {
    let fail = true;
    const list = async (): Promise<Envelope<Row[]>> =>
      fail ? { status: 400, mensaje: 'Fecha no válida' } : { status: 200, mensaje: '', detalles: PEOPLE.slice(0, 2) };
    const { user } = renderScreen(<ResourceScreen resource={resource(list)} />);
    const alert = await listAlert();
    expect(alert.textContent).toContain('Fecha no válida');
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Persona 02')).toBeTruthy();
    expect(document.querySelector('.ant-alert')).toBeNull();
  });

  test('a network failure shows the spec text and the server detail', async () => {
    const list = async (): Promise<Envelope<Row[]>> => {
      throw Object.assign(new Error('500'), { response: { data: { mensaje: 'La base de datos no responde' } } });
    };
    renderScreen(<ResourceScreen resource={resource(list)} />);
    const alert = await listAlert();
    expect(alert.textContent).toContain('Error al obtener los registros');
    expect(alert.textContent).toContain('La base de datos no responde');
  });
});

describe('export', () => {
  test('Excel holds every page matching the filter, the visible columns and the totals line', async () => {
    const source = pagedSource();
    const { user } = renderScreen(<ResourceScreen resource={resource(source.list)} />, { route: '/pantalla?estado=1' });
    await screen.findByText('Persona 02');
    // A column hidden in the chooser is left out of the file.
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Estado' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByText('Excel (.xlsx)'));
    const [file] = await waitFor(async () => {
      const files = downloadedBlobs();
      expect(files).toHaveLength(1);
      return files;
    });
    expect(file!.name).toMatch(/^personas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await bytesOf(file!.blob));
    const active = PEOPLE.filter((p) => p.estado === 1);
    expect(sheet[0]).toEqual(['Nombre', 'Sueldo']);
    // 16 active people: two pages of the screen, one call of 500 for the file; money stays a number.
    expect(sheet.slice(1, -1)).toEqual(active.map((p) => [p.nombre, Number(p.sueldo)]));
    expect(sheet.at(-1)).toEqual(['Total', active.reduce((s, p) => s + Number(p.sueldo), 0)]);
    expect(source.queries.at(-1)).toMatchObject({ page: 1, pageSize: 500, filters: { estado: 1 } });
  });

  test('CSV is the Spanish dialect: BOM, semicolons, plain amounts', async () => {
    const source = pagedSource(PEOPLE.slice(0, 2));
    const { user } = renderScreen(<ResourceScreen resource={resource(source.list)} />);
    await screen.findByText('Persona 02');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByText('CSV (.csv)'));
    const [text] = await waitFor(async () => {
      const files = await downloaded();
      expect(files).toHaveLength(1);
      return files;
    });
    expect(text).toBe(
      '\uFEFFNombre;Sueldo;Estado\r\nPersona 01;100.00;Inactivo\r\nPersona 02;200.00;Activo\r\nTotal;300.00;\r\n',
    );
  });
});
