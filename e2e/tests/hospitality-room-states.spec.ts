import { expect, test } from '../support/test';
import { login } from '../support/app';
import { adminApi, apiGet, apiPost, choose, openScreen, row, search, toastOf, unique } from '../support/crud';

/*
 * A room's state on a phone (390×844): the housekeeper marks a room for cleaning (a warning), the
 * front desk marks it occupied (an error-styled notice, spec 001 §4) — then it cannot be deleted —
 * and available again (success); the state filter finds it. The list scrolls sideways with the
 * room's number fixed.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('a room goes to cleaning, occupied and available again, on a phone', async ({ page, server }) => {
  // Made per run: a repeated run in the same worker would otherwise meet the room it left.
  const numero = unique('F').slice(-6);
  const api = await adminApi(server);
  const [location] = await apiGet<{ idubicacion: number }[]>(api, '/ubicacion');
  const types = await apiGet<{ idtipohabitacion: number; nombre: string }[]>(api, '/tipohabitacion');
  const [branch] = await apiGet<{ idsucursal: number }[]>(api, '/esucursal', { page: 1, pageSize: 1 });
  await apiPost(api, '/rhabitacion', {
    idsucursal: branch!.idsucursal,
    numero,
    idubicacion: location!.idubicacion,
    idtipohabitacion: types.find((t) => t.nombre === 'Simple')!.idtipohabitacion,
    descripcion: null,
  });
  await api.dispose();

  await login(page);
  await openScreen(page, 'Habitaciones');
  await search(page, numero);
  const room = row(page, numero);
  const state = room.locator('.ant-select', {
    has: page.getByRole('combobox', { name: `Estado de la habitación ${numero}` }),
  });

  for (const [label, notice, kind] of [
    ['En limpieza o mantenimiento', `Habitación ${numero}: en limpieza o mantenimiento`, 'warning'],
    ['Ocupada', `Habitación ${numero}: ocupada`, 'error'],
  ] as const) {
    await choose(page, room, `Estado de la habitación ${numero}`, label);
    await expect(toastOf(page, notice).locator(`.ant-message-${kind}`)).toBeVisible();
    await expect(state).toContainText(label);
  }
  // An occupied room has no delete button.
  await expect(room.getByRole('button', { name: `Eliminar Habitación ${numero}`, exact: true })).toHaveCount(0);

  // The state filter finds it among the occupied rooms.
  await search(page, '');
  await choose(page, page, 'Estado', 'Ocupada');
  await expect(page).toHaveURL(/estado=2/);
  await expect(row(page, numero)).toBeVisible();

  await choose(page, row(page, numero), `Estado de la habitación ${numero}`, 'Disponible');
  await expect(toastOf(page, `Habitación ${numero}: disponible`).locator('.ant-message-success')).toBeVisible();
  await expect(row(page, numero)).toHaveCount(0);

  // On a phone the table scrolls inside its card and the room's number stays at the left.
  await choose(page, page, 'Estado', 'Disponible');
  await search(page, numero);
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const numberCell = row(page, numero).locator('td').first();
  await expect(numberCell).toBeInViewport();
  await expect(numberCell).toHaveText(numero);
});
