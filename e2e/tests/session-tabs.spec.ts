import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login, loginThroughForm, logout } from '../support/app';

const ENDED = 'Su sesión expiró o no es válida. Inicie sesión nuevamente.';
const TOKEN_KEY = 'trade.access_token';

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** The login page once its own session check is over (a token stored earlier would be read by it). */
async function loginPageReady(page: Page) {
  await page.goto('/trade/login');
  await expect(page.getByLabel('Usuario')).toBeVisible();
}

test.describe('one session across tabs', () => {
  test('logging out in one tab logs out the others and tells the server to end the token', async ({
    page,
    context,
  }) => {
    await login(page, ADMIN);
    const other = await context.newPage();
    await other.goto('/trade/employees');
    await expect(other.getByRole('heading', { name: 'Empleados', level: 4 })).toBeVisible();
    const token = await storedToken(page);

    const revoked = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
    await logout(page);
    const request = await revoked;
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
    // the other tab leaves without a reload, and says nothing: the user chose to log out
    await expect(other).toHaveURL(/\/trade\/login$/);
    await expect(other.getByText(ENDED)).toHaveCount(0);
    await other.goto('/trade/employees');
    await expect(other).toHaveURL(/\/trade\/login$/);
  });

  test('signing in in one tab signs in the tab waiting on the login page', async ({ page, context }) => {
    await loginPageReady(page);
    const other = await context.newPage();
    await loginPageReady(other);
    await loginThroughForm(page, ADMIN);
    await expect(other.getByRole('button', { name: 'Opciones de usuario' })).toBeVisible();
  });
});

test.describe('an ended session: one rule, one message', () => {
  test('a stored token that cannot be read', async ({ page }) => {
    await loginPageReady(page);
    await page.evaluate((key) => localStorage.setItem(key, 'esto-no-es-un-token'), TOKEN_KEY);
    await page.goto('/trade/employees');
    await expect(page).toHaveURL(/\/trade\/login$/);
    await expect(page.getByRole('status')).toHaveText(ENDED);
  });

  test('a stored token that expired', async ({ page }) => {
    await loginPageReady(page);
    const expired = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.y`;
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEY, expired]);
    await page.goto('/trade/employees');
    await expect(page).toHaveURL(/\/trade\/login$/);
    await expect(page.getByRole('status')).toHaveText(ENDED);
  });

  test('a stored token the server refuses', async ({ page }) => {
    await loginPageReady(page);
    const forged = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.y`;
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEY, forged]);
    await page.goto('/trade/employees');
    await expect(page).toHaveURL(/\/trade\/login$/);
    await expect(page.getByRole('status')).toHaveText(ENDED);
  });

  test('an HTTP 401 while working', async ({ page }) => {
    await login(page, ADMIN);
    await page.route('**/api/empleado?**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, mensaje: 'Invalid access_token', detalles: null }),
      }),
    );
    await page.goto('/trade/employees');
    await expect(page).toHaveURL(/\/trade\/login$/);
    await expect(page.getByRole('status')).toHaveText(ENDED);
  });

  test('a plain logout shows no notice', async ({ page }) => {
    await login(page, ADMIN);
    await logout(page);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
