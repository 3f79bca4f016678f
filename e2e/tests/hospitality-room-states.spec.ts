import { expect, test } from '../support/test';
import { login } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  exportExcel,
  openScreen,
  row,
  search,
  toastOf,
  unique,
} from '../support/crud';

/*
 * A room's state on a phone (390×844): the housekeeper marks a room for cleaning (a warning), the
 * front desk marks it occupied (an error-styled notice, spec 001 §4) — then it cannot be deleted —
 * and available again (success); the state filter finds it. The list scrolls sideways with the
 * room's number fixed. On the booking grid the page itself never scrolls sideways: the grid does,
 * with the rooms' column fixed; a tap on a free night books it, a tap on the stay opens it.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('a room goes to cleaning, occupied and available again, on a phone', async ({ page, server }) => {
  // Made per run: a repeated run in the same worker would otherwise meet the room it left.
  const numero = unique('F').slice(-6);
  const api = await adminApi(server);
  const [location] = await apiGet<{ idubicacion: number }[]>(api, '/ubicacion');
  const types = await apiGet<{ idtipohabitacion: number; nombre: string }[]>(api, '/tipohabitacion');
  const [branch] = await apiGet<{ idsucursal: number; nombre: string }[]>(api, '/esucursal', { page: 1, pageSize: 1 });
  const [standard] = await apiGet<{ idclasehabitacion: number }[]>(api, '/clasehabitacion');
  const room = await apiPost<{ idhabitacion: number }>(api, '/rhabitacion', {
    idsucursal: branch!.idsucursal,
    numero,
    idubicacion: location!.idubicacion,
    idtipohabitacion: types.find((t) => t.nombre === 'Simple')!.idtipohabitacion,
    descripcion: null,
  });
  await apiPost(api, '/rhclase', {
    idhabitacion: room.idhabitacion,
    idclasehabitacion: standard!.idclasehabitacion,
    precio_noche: '90.00',
    precio_fin_semana: null,
  });
  await api.dispose();

  await login(page);
  await openScreen(page, 'Habitaciones');
  await search(page, numero);
  const line = row(page, numero);
  const state = line.locator('.ant-select', {
    has: page.getByRole('combobox', { name: `Estado de la habitación ${numero}` }),
  });

  for (const [label, notice, kind] of [
    ['En limpieza o mantenimiento', `Habitación ${numero}: en limpieza o mantenimiento`, 'warning'],
    ['Ocupada', `Habitación ${numero}: ocupada`, 'error'],
  ] as const) {
    await choose(page, line, `Estado de la habitación ${numero}`, label);
    await expect(toastOf(page, notice).locator(`.ant-message-${kind}`)).toBeVisible();
    await expect(state).toContainText(label);
  }
  // An occupied room has no delete button.
  await expect(line.getByRole('button', { name: `Eliminar Habitación ${numero}`, exact: true })).toHaveCount(0);

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

  // The booking grid on a phone: the page stays put, the grid scrolls both ways, the room column stays.
  await openScreen(page, 'Grilla de reservas');
  await choose(page, page, 'Sucursal', branch!.nombre);
  const grid = page.getByRole('region', { name: 'Reservas por habitación y noche' });
  const roomLine = grid.locator('[data-room]').filter({ has: page.locator('[data-room-cell]', { hasText: numero }) });
  await roomLine.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(roomLine.locator('[data-room-cell]')).toBeInViewport();
  expect(await grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await grid.evaluate((el) => el.scrollTo({ left: 0 }));

  // A tap on tomorrow's night books that night.
  const nights = (await roomLine.locator('[data-nights]').boundingBox())!;
  await page.mouse.click(nights.x + 3 * 34 + 17, nights.y + nights.height / 2);
  const form = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await expect(form).toContainText('Nueva reserva');
  await form.getByLabel('Titular').fill(`Luis Rojas ${numero}`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await toastOf(page, 'Reserva registrada correctamente').waitFor();
  const stay = roomLine.getByRole('button', { name: new RegExp(`Luis Rojas ${numero}.*\\(1 noche\\), Reservada`) });
  await stay.click();
  const details = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await expect(details).toContainText(`Habitación ${numero}`);
  await expect(details.getByRole('button', { name: 'Anular reserva' })).toBeVisible();
});

test('the hotel reports show the demo’s last weeks: occupancy with ADR and RevPAR, exported to Excel', async ({
  page,
  server,
}) => {
  const api = await adminApi(server);
  const [branch] = await apiGet<{ idsucursal: number; nombre: string }[]>(api, '/esucursal', { page: 1, pageSize: 1 });
  // The demo's finished stays are in the four weeks before today (Lima, UTC−5).
  const limaDay = (days: number) => new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const range = { desde: limaDay(-27), hasta: limaDay(-1), idsucursal: branch!.idsucursal };
  const report = await apiPost<{
    filas: { periodo: string; vendidas: number; ingresos: string }[];
    totales: Record<string, string | number>;
  }>(api, '/reporte_ocupacion', range);
  expect(report.totales.vendidas).not.toBe(0);

  await login(page);
  await openScreen(page, 'Reportes', 'Reportes de hotel');
  await page.goto(`/trade/report_hospitality?desde=${range.desde}&hasta=${range.hasta}&idsucursal=${range.idsucursal}`);
  const totals = page.getByRole('region', { name: 'Totales del reporte' });
  await expect(totals).toContainText(`Ocupación${report.totales.ocupacion} %`);
  await expect(totals).toContainText(`Noches vendidas${report.totales.vendidas} de ${report.totales.disponibles}`);
  await expect(totals).toContainText(`ADR (S/)${report.totales.adr}`);
  await expect(totals).toContainText(`RevPAR (S/)${report.totales.revpar}`);
  // The table's totals line: the nights and the revenue of the whole range.
  const money = (value: string | number) =>
    Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const totalLine = page.locator('.ant-table-summary').filter({ visible: true });
  await expect(totalLine).toContainText(String(report.totales.vendidas));
  await expect(totalLine).toContainText(money(report.totales.ingresos!));

  const sheet = await exportExcel(page, /^reporte-de-ocupaci.n-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(sheet[0]).toEqual([
    'Periodo',
    'Habitaciones',
    'Bloqueadas',
    'Disponibles',
    'Noches vendidas',
    'Ocupación (%)',
    'Facturado (S/)',
    'Por facturar (S/)',
    'Ingresos (S/)',
    'ADR (S/)',
    'RevPAR (S/)',
  ]);
  // A row per night with its nights sold and revenue, then the kit's totals line.
  expect(sheet).toHaveLength(report.filas.length + 2);
  expect(sheet.slice(1, -1).map((r) => [r[4], r[8]])).toEqual(
    report.filas.map((f) => [f.vendidas, Number(f.ingresos)]),
  );
  expect(sheet.at(-1)!.slice(0, 5)).toEqual([
    'Total',
    report.totales.habitaciones,
    report.totales.bloqueadas,
    report.totales.disponibles,
    report.totales.vendidas,
  ]);
  expect(sheet.at(-1)![8]).toBe(Number(report.totales.ingresos));
});
