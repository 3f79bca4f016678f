/** @jest-environment ./test/dom/environment.mjs */
import { beforeEach, describe, expect, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as T from 'typebox';
import { hasUnsavedChanges, type Envelope } from '@trade/session';
import { defineResource, RecordForm, ResourceScreen, type FieldSpec } from '../../src/index';
import { deferred, renderScreen } from './render';

type Row = { id: number; nombre: string; codigo: string; sueldo: string | null; estado: number };

/** A list kept in memory with the writes the screen posts (create, update, state, remove). */
function store() {
  const rows: Row[] = [
    { id: 1, nombre: 'Ana Ríos', codigo: 'A001', sueldo: '1500.00', estado: 1 },
    { id: 2, nombre: 'Luis Paz', codigo: 'L002', sueldo: null, estado: 1 },
  ];
  const posted: { call: string; body: unknown }[] = [];
  const answer = (mensaje: string, detalles: unknown = null): Envelope => ({ status: 200, mensaje, detalles });
  return {
    rows,
    posted,
    api: {
      list: async (): Promise<Envelope<Row[]>> => ({ status: 200, mensaje: '', detalles: [...rows] }),
      paging: 'client' as const,
      create: async (body: unknown) => {
        posted.push({ call: 'create', body });
        const input = body as Omit<Row, 'id' | 'estado'>;
        if (rows.some((r) => r.codigo === input.codigo))
          return { status: 400, mensaje: 'Ya existe un empleado con el código A001' };
        rows.push({ ...input, id: rows.length + 1, estado: 1 });
        return answer('Empleado registrado correctamente');
      },
      update: async (body: unknown) => {
        posted.push({ call: 'update', body });
        const input = body as Row;
        Object.assign(rows.find((r) => r.id === input.id)!, input);
        return answer('Empleado actualizado correctamente');
      },
      state: async (row: Row, estado: number) => {
        posted.push({ call: 'state', body: { id: row.id, estado } });
        rows.find((r) => r.id === row.id)!.estado = estado;
        return answer(estado === 1 ? 'Empleado activado' : 'Empleado desactivado');
      },
      remove: async (row: Row) => {
        posted.push({ call: 'remove', body: { id: row.id } });
        rows.splice(
          rows.findIndex((r) => r.id === row.id),
          1,
        );
        return answer('Empleado eliminado');
      },
    },
  };
}

/** The contract's body: required name, a code of a letter and three digits, an optional salary. */
const Body = T.Object({
  nombre: T.String({ minLength: 1, maxLength: 40, pattern: '\\S', title: 'Nombres' }),
  codigo: T.String({ maxLength: 4, pattern: '^[A-Z][0-9]{3}$', title: 'Código' }),
  sueldo: T.Union([T.String({ maxLength: 12 }), T.Null()]),
});

const resource = (api: ReturnType<typeof store>['api']) =>
  defineResource<Row>({
    key: 'empleado',
    title: 'Empleados',
    noun: 'empleado',
    idField: 'id',
    nameOf: 'nombre',
    schema: Body,
    api,
    columns: [
      { key: 'nombre', title: 'Nombre' },
      { key: 'codigo', title: 'Código' },
      { key: 'sueldo', title: 'Sueldo', type: 'money' },
      { key: 'estado', title: 'Estado', type: 'estado' },
    ],
    form: {
      fields: [
        { name: 'nombre', label: 'Nombres' },
        { name: 'codigo', label: 'Código', upperCase: true },
        { name: 'sueldo', label: 'Sueldo', type: 'money' },
      ],
      toBody: (values, { row }) => ({ ...(row ? { id: row.id } : {}), ...values, sueldo: values.sueldo || null }),
    },
  });

/** The same resource with more fields in its form. */
function withFields(api: ReturnType<typeof store>['api'], ...fields: FieldSpec<Row>[]) {
  const extended = resource(api);
  extended.form!.fields = [...extended.form!.fields, ...fields];
  return extended;
}

/** The form's dialog (the question, when open, is a dialog too: the form is the first). */
const dialog = () => screen.getAllByRole('dialog')[0]!;
/** The latest 'Hay cambios sin guardar' question (antd writes its title twice: modal and confirm). */
const question = () =>
  waitFor(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
    expect(box?.textContent).toContain('Hay cambios sin guardar');
    return box!;
  });
/** A field by its label (an optional one's label ends in '(opcional)'). */
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('the create and edit form', () => {
  let data: ReturnType<typeof store>;
  beforeEach(() => {
    data = store();
  });

  test('the contract makes fields required, limits their length and checks their pattern, in Spanish', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
    expect(within(dialog()).getByText('Nuevo empleado')).toBeTruthy();
    expect(field('Nombres').getAttribute('maxlength')).toBe('40');
    await user.type(field('Código'), 'b12');
    // upperCase rewrites what is typed
    expect(field('Código').value).toBe('B12');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText('Ingrese nombres')).toBeTruthy();
    expect(await within(dialog()).findByText('Código no tiene un formato válido')).toBeTruthy();
    expect(data.posted).toHaveLength(0);
  });

  test('money accepts two decimals at most and no letters', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
    await user.type(field('Sueldo'), '12a.345');
    expect(field('Sueldo').value).toBe('12.34');
  });

  test('a refusal keeps the form open with the server mensaje; a success closes it and reloads', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
    await user.type(field('Nombres'), 'Rosa Quispe');
    await user.type(field('Código'), 'A001');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText('Ya existe un empleado con el código A001')).toBeTruthy();
    expect(data.posted.at(-1)).toEqual({
      call: 'create',
      body: { nombre: 'Rosa Quispe', codigo: 'A001', sueldo: null },
    });

    await user.clear(field('Código'));
    await user.type(field('Código'), 'R003');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Rosa Quispe')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Empleado registrado correctamente')).toBeTruthy();
  });

  test('a new record takes what the server proposes into the fields still empty; what the user typed stays; editing asks for none', async () => {
    const proposal = deferred<Record<string, unknown>>();
    let asked = 0;
    const withProposals = resource(data.api);
    withProposals.form!.proposals = () => {
      asked += 1;
      return proposal.promise;
    };
    const { user } = renderScreen(<ResourceScreen resource={withProposals} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
    await user.type(field('Nombres'), 'Rosa Quispe');
    await act(async () => proposal.resolve({ codigo: 'E004', nombre: 'Propuesto' }));
    expect(field('Código').value).toBe('E004');
    expect(field('Nombres').value).toBe('Rosa Quispe');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(data.posted.at(-1)?.body).toMatchObject({ nombre: 'Rosa Quispe', codigo: 'E004' }));
    expect(asked).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Editar Luis Paz' }));
    expect(field('Código').value).toBe('L002');
    expect(asked).toBe(1);
  });

  test('editing starts from the row and posts its id', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: 'Editar Ana Ríos' }));
    expect(field('Nombres').value).toBe('Ana Ríos');
    expect(field('Sueldo').value).toBe('1500.00');
    await user.clear(field('Nombres'));
    await user.type(field('Nombres'), 'Ana María Ríos');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ana María Ríos')).toBeTruthy();
    expect(data.posted.at(-1)).toEqual({
      call: 'update',
      body: { id: 1, nombre: 'Ana María Ríos', codigo: 'A001', sueldo: '1500.00' },
    });
  });

  test('closing a form with typed changes asks first; keep editing or discard', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
    // Opening is not a change.
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(field('Nombres'), 'Rosa');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await question()).getByRole('button', { name: 'Seguir editando' }));
    expect(field('Nombres').value).toBe('Rosa');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await question()).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(data.posted).toHaveLength(0);
  });

  test('an untouched form closes without asking; a saved one leaves nothing held', async () => {
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('button', { name: 'Editar Luis Paz' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Hay cambios sin guardar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Editar Luis Paz' }));
    await user.type(field('Sueldo'), '900');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Empleado actualizado correctamente');
    expect(hasUnsavedChanges()).toBe(false);
  });
});

test("a select's choices can follow another field: asked again when it changes, a choice no longer offered is cleared", async () => {
  const data = store();
  const CITIES: Record<string, { value: string; label: string }[]> = {
    PE: [
      { value: 'LIM', label: 'Lima' },
      { value: 'CUZ', label: 'Cusco' },
    ],
    CL: [{ value: 'SCL', label: 'Santiago' }],
  };
  const LANGUAGES = [{ value: 'es', label: 'Castellano' }];
  const withCities = withFields(
    data.api,
    {
      name: 'pais',
      label: 'País',
      type: 'select',
      options: [
        { value: 'PE', label: 'Perú' },
        { value: 'CL', label: 'Chile' },
      ],
    },
    { name: 'ciudad', label: 'Ciudad', type: 'select', options: (ctx) => CITIES[String(ctx.values.pais)] ?? [] },
    {
      name: 'idiomas',
      label: 'Idiomas',
      type: 'multiselect',
      options: (ctx) => (ctx.values.pais === 'PE' ? [...LANGUAGES, { value: 'qu', label: 'Quechua' }] : LANGUAGES),
    },
  );
  const { user } = renderScreen(<ResourceScreen resource={withCities} />);
  await screen.findByText('Ana Ríos');
  await user.click(screen.getByRole('button', { name: /Nuevo empleado/ }));
  const choose = async (label: string, option: string) => {
    await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(`^${label}`) }));
    await user.click(await screen.findByTitle(option));
  };
  const shownCity = () =>
    within(dialog())
      .getByRole('combobox', { name: /^Ciudad/ })
      .closest('.ant-select')?.textContent ?? '';
  await choose('País', 'Perú');
  await choose('Ciudad', 'Cusco');
  expect(shownCity()).toContain('Cusco');
  await choose('Idiomas', 'Castellano');
  await choose('Idiomas', 'Quechua');
  await choose('País', 'Chile');
  await waitFor(() => expect(shownCity()).not.toContain('Cusco'));
  await choose('Ciudad', 'Santiago');
  await user.type(field('Nombres'), 'Rosa Quispe');
  await user.type(field('Código'), 'R003');
  await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
  // A multiple choice keeps what is still offered.
  await waitFor(() => expect(data.posted.at(-1)?.body).toMatchObject({ pais: 'CL', ciudad: 'SCL', idiomas: ['es'] }));
});

test('choices that follow the form and could not be loaded clear nothing: the record keeps its value', async () => {
  const data = store();
  Object.assign(data.rows[0]!, { ciudad: 'LIM' });
  const withCities = withFields(data.api, {
    name: 'ciudad',
    label: 'Ciudad',
    type: 'select',
    // No server answers in jsdom: the load fails.
    options: () => ({ endpoint: { method: 'GET', path: '/ciudades' } as never, value: 'id', label: 'nombre' }),
  });
  const { user } = renderScreen(<ResourceScreen resource={withCities} />);
  await user.click(await screen.findByRole('button', { name: 'Editar Ana Ríos' }));
  await user.click(within(dialog()).getByRole('combobox', { name: /^Ciudad/ }));
  expect(await screen.findByText('No se pudieron cargar las opciones')).toBeTruthy();
  await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(data.posted.at(-1)?.body).toMatchObject({ id: 1, ciudad: 'LIM' }));
});

describe('row actions', () => {
  test('the state switch posts the new state; an inactive result is told as an error', async () => {
    const data = store();
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Ana Ríos');
    await user.click(screen.getByRole('switch', { name: 'Estado de Ana Ríos' }));
    expect(await screen.findByText('Empleado desactivado')).toBeTruthy();
    expect(data.posted.at(-1)).toEqual({ call: 'state', body: { id: 1, estado: 0 } });
    const notice = screen.getByText('Empleado desactivado').closest('.ant-message-notice');
    expect(notice?.className).toContain('error');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Estado de Ana Ríos' }).getAttribute('aria-checked')).toBe('false'),
    );
  });

  test('delete asks with the row name, and removes only after Eliminar', async () => {
    const data = store();
    const { user } = renderScreen(<ResourceScreen resource={resource(data.api)} />);
    await screen.findByText('Luis Paz');
    await user.click(screen.getByRole('button', { name: 'Eliminar Luis Paz' }));
    expect(await screen.findByText('¿Eliminar empleado «Luis Paz»?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(data.posted).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Eliminar Luis Paz' }));
    const popup = (await screen.findAllByText('¿Eliminar empleado «Luis Paz»?'))
      .at(-1)!
      .closest('.ant-popover, .ant-modal') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Luis Paz')).toBeNull());
    expect(data.posted).toEqual([{ call: 'remove', body: { id: 2 } }]);
  });
});

describe('a record edited in place', () => {
  test('its fields wait for the record: nothing typed before it arrives is overwritten', async () => {
    const answer = deferred<Envelope<{ correo: string | null }>>();
    renderScreen(
      <RecordForm<{ correo: string | null }>
        title="Correo"
        load={() => answer.promise}
        save={async (body: unknown) => ({ status: 200, mensaje: 'Guardado', detalles: body as { correo: string } })}
        fields={[{ name: 'correo', label: 'Correo del remitente' }]}
      />,
    );
    const field = async () => (await screen.findByLabelText(/^Correo del remitente/)) as HTMLInputElement;
    expect((await field()).disabled).toBe(true);
    await act(async () => answer.resolve({ status: 200, mensaje: '', detalles: { correo: 'ventas@demo.pe' } }));
    await waitFor(async () => expect((await field()).disabled).toBe(false));
    expect((await field()).value).toBe('ventas@demo.pe');
  });
});
