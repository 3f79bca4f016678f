import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readSheet } from 'read-excel-file/node';
import { ADMIN, login } from '../support/app';
import { adminApi, choose } from '../support/crud';
import { LAPTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/layout';
import { RUC_CLIENT, acceptedSale } from '../support/sales';

/*
 * The dashboard is the admin's home; its figures follow the sales made here (read before and after:
 * the shared database holds the demo's and other stories' sales), every block exports to Excel, and
 * it fits a laptop and a phone without sideways scroll.
 */
const card = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).locator('.ant-statistic-content');
/** The line that says whose figures are shown (the shell's loading indicator is a status too). */
const scopeLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Ventas de/ });
const amount = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
/** A money card in cents. */
const figure = async (page: Page, name: string) => amount((await card(page, name).innerText()).trim());
const count = async (page: Page, name: string) => Number((await card(page, name).innerText()).replace(/[^0-9]/g, ''));

test('the home after login; the figures follow the sales made in the test; blocks export to Excel', async ({
  page,
  server,
}) => {
  await page.setViewportSize(LAPTOP);
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/trade\/dashboard$/);
  // The first visit loads the remote and its three calls: a slow machine takes a while.
  await expect(scopeLine(page)).toContainText('Ventas de Administrador Demo', { timeout: 30_000 });
  await expect(card(page, 'Ventas')).toBeVisible();
  const before = { total: await figure(page, 'Ventas'), count: await count(page, 'Número de ventas') };

  // A factura of 1 × 35.40 and a boleta of 2 × 35.40: S/ 106.20 more, two sales more.
  const api = await adminApi(server);
  await acceptedSale(api, 'factura', '1');
  await acceptedSale(api, 'boleta', '2');
  await api.dispose();

  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect.poll(() => figure(page, 'Ventas')).toBe(before.total + 10_620);
  await expect.poll(() => count(page, 'Número de ventas')).toBe(before.count + 2);

  // The clients block holds the RUC client; its Excel has the same figures.
  const clients = page.getByRole('region', { name: 'Mejores clientes' });
  await expect(clients.getByRole('row').filter({ hasText: RUC_CLIENT })).toBeVisible();
  const download = page.waitForEvent('download');
  await clients.getByRole('button', { name: 'Exportar Mejores clientes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mejores-clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(readFileSync(await file.path()));
  expect(sheet[0]).toEqual(['Documento', 'Cliente', 'Ventas', 'Total (S/)']);
  const row = sheet.find((r) => r[0] === RUC_CLIENT)!;
  const shown = await clients.getByRole('row').filter({ hasText: RUC_CLIENT }).getByRole('cell').nth(3).innerText();
  expect(Math.round(Number(row[3]) * 100)).toBe(amount(shown));

  // The charts, below the fold, are there once scrolled to (the export above may have passed them).
  const daily = page.getByRole('img', { name: /Gráfico de ventas por día/ });
  await daily
    .or(page.getByRole('region', { name: 'Gráficos de ventas' }))
    .first()
    .scrollIntoViewIfNeeded();
  await expect(daily).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'dashboard-laptop');

  // Every user's figures: at least the admin's.
  const mine = await figure(page, 'Ventas');
  await choose(page, page, 'Usuario', 'Todos los usuarios');
  await expect(scopeLine(page)).toContainText('Ventas de todos los usuarios');
  await expect.poll(() => figure(page, 'Ventas')).toBeGreaterThanOrEqual(mine);

  // SUNAT problems lead to CPE management.
  await page
    .getByRole('region', { name: 'Comprobantes con problemas en SUNAT' })
    .getByRole('link', { name: 'Gestión de CPE' })
    .click();
  await expect(page).toHaveURL(/\/trade\/manage_cpe/);
});

test('a phone shows the dashboard without sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/trade\/dashboard$/);
  await expect(card(page, 'Ventas')).toBeVisible({ timeout: 30_000 });
  // The charts, below the fold, load when the user scrolls to them.
  await expect(page.getByRole('img', { name: /Gráfico de ventas por día/ })).toHaveCount(0);
  await page.getByRole('region', { name: 'Gráficos de ventas' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /Gráfico de ventas por día/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'dashboard-phone');
});
