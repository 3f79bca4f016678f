import { expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductServer } from './test';

export const ADMIN = { usuario: 'admin', password: 'Trade2026' };
export const SELLER = { usuario: 'vendedor', password: 'Vendedor2026' };

/** Where the app keeps its token (shared/session/src/storage.ts). */
const TOKEN_KEY = 'trade.access_token';

/**
 * The sessions this worker opened, by user and password. A login costs the server an argon2 check
 * (a third of a second of CPU, on every test); a session still valid is used again. One ended by a
 * test (logout, a new password, a role change) fails the check and a new one is opened. A session
 * holds no state of its own besides its user (the `sesion` table), so tests do not leak into each other.
 */
const sessions = new Map<string, string>();

async function sessionOf(page: Page, user: typeof ADMIN): Promise<string> {
  const key = `${user.usuario}\n${user.password}`;
  const held = sessions.get(key);
  if (held) {
    const check = await page.request.get('/api/validate-token', { headers: { authorization: `Bearer ${held}` } });
    if (check.ok()) return held;
  }
  const answer = await page.request.post('/api/login', { data: { username: user.usuario, password: user.password } });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`no se pudo iniciar sesión como ${user.usuario}: ${answer.status()}`);
  sessions.set(key, token);
  return token;
}

/**
 * A signed-in page without the login form: a session opened through the API (or one this worker
 * already holds, `sessionOf`), stored where the app keeps its token, then the home page.
 * The form itself is driven by `loginThroughForm` (login.spec.ts, session-tabs.spec.ts).
 */
export async function login(page: Page, user = ADMIN) {
  const token = await sessionOf(page, user);
  // A small file of the app's origin, to write the origin's storage before the app starts.
  await page.goto('/trade/remotes.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto('/trade/');
  await signedIn(page);
}

/** Signs in through the login page, as a user does. */
export async function loginThroughForm(page: Page, user = ADMIN) {
  await page.goto('/trade/login');
  await page.getByLabel('Usuario').fill(user.usuario);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await signedIn(page);
}

// The header is there on every size (a phone keeps the menu in a drawer).
const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Opciones de usuario' })).toBeVisible();

export async function logout(page: Page) {
  // On a busy page a click that lands while the menu is still opening can be lost: open and click
  // again until the login page shows (a second logout of an ended session is harmless).
  await expect(async () => {
    if (/\/trade\/login$/.test(page.url())) return;
    const item = page.getByRole('menuitem', { name: 'Cerrar sesión' });
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Opciones de usuario' }).click();
    await item.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/trade\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The runtime manifest of the deployed copy this worker's product serves. */
const manifestPath = (server: ProductServer) => join(server.www, 'remotes.json');
export const readManifest = (server: ProductServer) =>
  JSON.parse(readFileSync(manifestPath(server), 'utf8')) as { apiBase: string; remotes: Record<string, string> };
export const writeManifest = (server: ProductServer, manifest: unknown) =>
  writeFileSync(manifestPath(server), JSON.stringify(manifest, null, 2));

/** A toast (antd message) with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/**
 * A print tab shows a PDF from a signed link: the tab reaches the link, and fetching the same link
 * answers a PDF. (Waiting for the tab's own response is racy: Chromium's PDF viewer may answer the
 * navigation itself, without the server's headers.)
 */
export async function expectPdfTab(page: Page, tab: Page, path: RegExp) {
  await expect(tab).toHaveURL(path);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
}
