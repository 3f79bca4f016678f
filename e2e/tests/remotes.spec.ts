import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login, readManifest, writeManifest } from '../support/app';

test.describe.configure({ mode: 'serial' });

/** The organization remote's first screen, whatever screen the user's first menu (home) is. */
async function openMenuControl(page: Page) {
  await page.goto('/trade/menu_control');
}

/** Console messages of the page, to check what goes there instead of the screen. */
function consoleOf(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  return messages;
}

test('a remote that cannot be reached shows its fallback while the shell keeps working, and retry recovers', async ({
  page,
  server,
}) => {
  const original = readManifest(server);
  const messages = consoleOf(page);
  writeManifest(server, {
    ...original,
    remotes: { ...original.remotes, organization: '/trade/remotes/organization/no-existe/mf-manifest.json' },
  });
  try {
    await login(page, ADMIN);
    await openMenuControl(page);
    const screen = page.locator('.shell-content');
    await expect(screen.getByText('No se pudo cargar esta pantalla')).toBeVisible();
    await expect(screen.getByText('«Control de menús» no está disponible en este momento')).toBeVisible();
    // only Spanish for the user: the runtime's English detail goes to the console
    for (const english of ['Federation', 'RUNTIME', 'Failed', 'fetch', 'http', 'organization'])
      await expect(screen).not.toContainText(english);
    expect(
      messages.some(
        (m) => m.type === 'error' && /No se pudo cargar el módulo «organization».*RUNTIME-0\d\d/s.test(m.text),
      ),
    ).toBe(true);
    await expect(page.getByRole('menuitem', { name: 'Control de accesos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opciones de usuario' })).toBeVisible();
  } finally {
    writeManifest(server, original);
  }
  // the manifest is read once per visit: a new visit after the fix loads the screen
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Control de menús' })).toBeVisible();
});

test('retry loads a remote that came back during the visit, without runtime warnings', async ({ page }) => {
  await login(page, ADMIN);
  await openMenuControl(page);
  const messages = consoleOf(page);
  await page.route('**/trade/remotes/organization/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // a second failed attempt, then the remote comes back
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await page.unroute('**/trade/remotes/organization/**');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Control de menús' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  expect(messages.filter((m) => /already registered/i.test(m.text))).toEqual([]);
});

test('a remote re-pointed in the manifest is what the browser loads, without rebuilding the host', async ({
  page,
  server,
}) => {
  const original = readManifest(server);
  const current = original.remotes.organization!.split('/')[4]!;
  const { www } = server;
  cpSync(join(www, 'remotes', 'organization', current), join(www, 'remotes', 'organization', 'e2e-v2'), {
    recursive: true,
  });
  const hostFiles: string[] = [];
  const organizationFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/trade/remotes/organization/')) organizationFiles.push(path);
    if (path.startsWith('/trade/static/js/')) hostFiles.push(path);
  });
  writeManifest(server, {
    ...original,
    remotes: { ...original.remotes, organization: '/trade/remotes/organization/e2e-v2/mf-manifest.json' },
  });
  try {
    await login(page, ADMIN);
    await openMenuControl(page);
    await expect(page.getByRole('heading', { name: 'Control de menús' })).toBeVisible();
    expect(organizationFiles.length).toBeGreaterThan(0);
    expect(organizationFiles.every((f) => f.startsWith('/trade/remotes/organization/e2e-v2/'))).toBe(true);
    expect(hostFiles.length).toBeGreaterThan(0);
  } finally {
    writeManifest(server, original);
  }
});
