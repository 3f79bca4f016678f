import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { adminApi, apiGet, openScreen, row, successToast } from '../support/crud';

const WARNING = /Aún no hay ningún respaldo|El último respaldo correcto es del/;

/*
 * The administrator backs up from Configuración SUNAT › Respaldos: the card then shows the backup's
 * date, size and file, and the dashboard's warning (shown while the last good backup is older than
 * its schedule, or there is none: a fresh database) goes away.
 */
test('/company_settings backups: Respaldar ahora, the last backup shown, the dashboard warning follows', async ({
  page,
  server,
}) => {
  const api = await adminApi(server);
  const before = await apiGet<{ atrasado: boolean }>(api, '/respaldos/estado');
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/trade\/dashboard$/);
  const warning = page.locator('.ant-alert-warning').filter({ hasText: WARNING });
  if (before.atrasado) await expect(warning).toBeVisible({ timeout: 30_000 });

  await openScreen(page, 'Configuración SUNAT');
  const card = page.locator('.ant-card').filter({ hasText: 'Respaldos' }).filter({ hasText: 'Qué se cifra' });
  await expect(card.getByText('Cada día, desde las 03:00 (hora de Lima)')).toBeVisible();
  await card.getByRole('button', { name: 'Respaldar ahora' }).click();
  await expect(successToast(page, 'Respaldo creado correctamente')).toBeVisible({ timeout: 60_000 });
  const saved = card.locator('tr').filter({ hasText: 'Último respaldo correcto' });
  await expect(saved).toContainText(/\d{2}\/\d{2}\/\d{4}.* · [\d.]+ (MB|KB)/);
  await expect(row(card, 'Desde esta pantalla')).toContainText('Correcto');
  await expect(row(card, 'Desde esta pantalla')).toContainText(/trade-respaldo-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz/);

  const after = await apiGet<{ atrasado: boolean; ultimoCorrecto: { tamano: number } }>(api, '/respaldos/estado');
  expect(after.atrasado).toBe(false);
  expect(after.ultimoCorrecto.tamano).toBeGreaterThan(0);
  // The warning's call answered (not merely not yet shown), and it says there is nothing to warn about.
  const answered = page.waitForResponse((r) => r.url().includes('/api/respaldos/estado'));
  await page.goto('/trade/dashboard');
  expect((await (await answered).json()).detalles.atrasado).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: /^Ventas de/ })).toBeVisible({ timeout: 30_000 });
  await expect(warning).toHaveCount(0);
  await api.dispose();
});
