/** @jest-environment ./test/dom/environment.mjs */
import { Suspense, lazy } from 'react';
import { expect, test } from '@jest/globals';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Outlet, createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { defineResource, ResourceScreen } from '../../src/index';
import { ListToolbar } from '../../src/ListToolbar';

type Row = { id: number; nombre: string };
const people = defineResource<Row>({
  key: 'gente',
  title: 'Gente',
  noun: 'persona',
  gender: 'f',
  idField: 'id',
  nameOf: 'nombre',
  api: { paging: 'client', list: async () => ({ status: 200, mensaje: '', detalles: [{ id: 1, nombre: 'Ana' }] }) },
  search: { placeholder: 'Buscar persona' },
  columns: [{ key: 'nombre', title: 'Nombre' }],
});

// A screen whose code is still loading: the shell keeps the screen being left on view meanwhile
// (the router's transition), as it does while a remote downloads.
const Loading = lazy(() => new Promise<never>(() => {}));

function Shell() {
  const navigate = useNavigate();
  return (
    <ConfigProvider locale={esES} theme={{ zeroRuntime: true }}>
      <App>
        <button type="button" onClick={() => navigate('/otra')}>
          Otra pantalla
        </button>
        <Suspense fallback={<p>Cargando</p>}>
          <Outlet />
        </Suspense>
      </App>
    </ConfigProvider>
  );
}

test('a search typed just before leaving for another screen stays with its list', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/pantalla', element: <ResourceScreen resource={people} /> },
          { path: '/otra', element: <Loading /> },
        ],
      },
    ],
    { initialEntries: ['/pantalla'] },
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Ana')).toBeTruthy();
  await user.type(screen.getByPlaceholderText('Buscar persona'), 'an');
  // Within the search's pause: the click leaves the box, then the menu moves on.
  await user.click(screen.getByRole('button', { name: 'Otra pantalla' }));
  // The screen being left is still on view (its code loads) while the pause runs out.
  expect(screen.getByText('Ana')).toBeTruthy();
  await new Promise((done) => setTimeout(done, 700));
  // Neither back to the list nor its search carried to the next screen (whose list would filter by it).
  expect(router.state.location).toMatchObject({ pathname: '/otra', search: '' });
});

test('a search that comes back late from the address keeps what was typed since', async () => {
  const asked: string[] = [];
  const toolbar = (q: string) => (
    <ConfigProvider locale={esES} theme={{ zeroRuntime: true }}>
      <ListToolbar
        resource={people}
        query={{ page: 1, pageSize: 10, q, filters: {} }}
        setQuery={(change) => asked.push(change.q ?? '')}
        phone={false}
        onReload={() => {}}
        onExport={() => {}}
        exporting={false}
        hidden={[]}
        toggleColumn={() => {}}
      />
    </ConfigProvider>
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { rerender } = render(toolbar(''));
  const box = screen.getByPlaceholderText('Buscar persona') as HTMLInputElement;
  await user.type(box, 'E2E{Enter}');
  expect(asked).toEqual(['E2E']);
  // The next search is typed before the address (the list's value) has caught up with the first one.
  await user.clear(box);
  await user.type(box, 'ana');
  rerender(toolbar('E2E'));
  expect(box.value).toBe('ana');
  await user.type(box, '{Enter}');
  expect(asked.at(-1)).toBe('ana');
  // A value the box did not ask for (back, a link) is shown.
  rerender(toolbar('luis'));
  expect(box.value).toBe('luis');
});
