import { expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN = { usuario: 'admin', password: 'Trade2026' };
export const SELLER = { usuario: 'vendedor', password: 'Vendedor2026' };

export async function login(page: Page, user = ADMIN) {
  await page.goto('/trade/login');
  await page.getByLabel('Usuario').fill(user.usuario);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The header is there on every size (a phone keeps the menu in a drawer).
  await expect(page.getByRole('button', { name: 'Opciones de usuario' })).toBeVisible();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Opciones de usuario' }).click();
  await page.getByText('Cerrar sesión').click();
  await expect(page).toHaveURL(/\/trade\/login$/);
}

/** The runtime manifest of the deployed copy the server under test serves. */
export const manifestPath = () => join(process.env.E2E_WWW!, 'remotes.json');
export const readManifest = () => JSON.parse(readFileSync(manifestPath(), 'utf8')) as { apiBase: string; remotes: Record<string, string> };
export const writeManifest = (manifest: unknown) => writeFileSync(manifestPath(), JSON.stringify(manifest, null, 2));

/** A toast (antd message) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });
