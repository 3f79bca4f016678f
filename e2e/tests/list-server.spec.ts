import { type Page } from '@playwright/test';
import { expect, test, type ProductServer } from '../support/test';
import { ADMIN, login, logout } from '../support/app';
import { adminApi, apiPost, digits, openScreen, row, rows, search, settled } from '../support/crud';

/** Employees created for one test: a unique surname, known salaries and start dates. */
async function employees(
  server: ProductServer,
  count: number,
  salary: (i: number) => string,
  date: (i: number) => string | null,
) {
  const api = await adminApi(server);
  const tag = `Lista${digits(6)}`;
  for (let i = 1; i <= count; i++) {
    await apiPost(api, '/rempleado', {
      idtipodocumento: 1,
      numero_documento: `5${digits(5)}${String(i).padStart(2, '0')}`,
      nombres: `Nombre ${String.fromCharCode(64 + i)}`,
      apellidos: tag,
      sueldo: salary(i),
      fecha_ingreso: date(i),
    });
  }
  await api.dispose();
  return tag;
}

const salaries = async (page: Page) =>
  (await rows(page).locator('td:nth-child(8)').allInnerTexts()).map((t) => Number(t.replace(/,/g, '')));

test.describe('lists against the API: order, dates, totals, accents', () => {
  test('sorting by a column is done by the server, kept in the URL and after a reload', async ({ page, server }) => {
    const tag = await employees(
      server,
      12,
      (i) => `${1000 + ((i * 7) % 12) * 10}.00`,
      () => null,
    );
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await search(page, tag);
    const request = page.waitForRequest((r) => r.url().includes('/api/empleado?') && r.url().includes('sort=sueldo'));
    await page.getByRole('columnheader', { name: /Sueldo/ }).click();
    expect(new URL((await request).url()).searchParams.get('order')).toBe('asc');
    await expect(page).toHaveURL(/[?&]sort=sueldo/);
    // the first page holds the 10 lowest of all 12 (the server sorted the whole filter)
    await expect.poll(() => salaries(page)).toEqual([1000, 1010, 1020, 1030, 1040, 1050, 1060, 1070, 1080, 1090]);
    await page.getByRole('columnheader', { name: /Sueldo/ }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect.poll(async () => (await salaries(page)).slice(0, 3)).toEqual([1110, 1100, 1090]);
    // after a reload the app boots again (session check, remote) before the list answers
    await page.reload();
    await expect.poll(async () => (await salaries(page)).slice(0, 3)).toEqual([1110, 1100, 1090]);
  });

  test('a totals line sums the whole filter, not the page', async ({ page, server }) => {
    const tag = await employees(
      server,
      12,
      (i) => `${i}00.25`,
      () => null,
    );
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await search(page, tag);
    await expect(rows(page)).toHaveCount(10);
    // 100.25 + 200.25 + … + 1200.25 = 7800 + 12 × 0.25
    await expect(page.getByLabel('Total Sueldo (S/)')).toHaveText('7,803.00');
  });

  test('a date range filters on the server: typed, from a preset, kept in the URL', async ({ page, server }) => {
    const tag = await employees(
      server,
      3,
      () => '1000.00',
      (i) => ['2019-05-10', '2019-06-15', '2019-07-20'][i - 1]!,
    );
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await search(page, tag);
    const range = page.getByRole('group', { name: 'Ingreso' });
    await range.getByPlaceholder('Ingreso desde').click();
    await range.getByPlaceholder('Ingreso desde').fill('01/06/2019');
    await range.getByPlaceholder('Ingreso desde').press('Enter');
    await range.getByPlaceholder('hasta').fill('30/06/2019');
    await range.getByPlaceholder('hasta').press('Enter');
    await expect(page).toHaveURL(/desde=2019-06-01&hasta=2019-06-30/);
    await settled(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, tag)).toContainText('15/06/2019');
    await page.reload();
    await expect(rows(page)).toHaveCount(1);

    // a preset: this month has none of them
    await range.getByPlaceholder('Ingreso desde').click();
    await page.locator('.ant-picker-presets').getByText('Este mes').click();
    await expect(page).not.toHaveURL(/desde=2019/);
    await settled(page);
    await expect(rows(page)).toHaveCount(0);
  });

  test('the text filter ignores accents and case', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    for (const text of ['huaman', 'jose', 'HUAMAN ROJAS', 'josé luis']) {
      await search(page, text);
      await expect(row(page, '70214580')).toBeVisible();
    }
  });

  test('after logout the token no longer opens anything', async ({ page, request }) => {
    await login(page, ADMIN);
    const token = await page.evaluate(() => localStorage.getItem('trade.access_token'));
    const before = await request.get('/api/validate-token', { headers: { Authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);
    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
    await logout(page);
    expect((await revoked).status()).toBe(200);
    const after = await request.get('/api/validate-token', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});
