import { expect, test } from '../support/test';
import { ADMIN, login, loginThroughForm, logout } from '../support/app';

test.describe('login', () => {
  test('both fields are required', async ({ page }) => {
    await page.goto('/trade/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('* Campo obligatorio')).toHaveCount(2);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('* Campo obligatorio')).toHaveCount(1);
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/trade/login');
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
  });

  test('a wrong password shows the system message, and the button shows dots meanwhile', async ({ page }) => {
    // The sign-in call is held until the dots have been seen: a fixed delay could end before a
    // busy machine showed them.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/trade/login');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('clave-equivocada');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.locator('button[type=submit]')).toHaveText('...');
    answer();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Mensaje del sistema' })).toBeVisible();
    await expect(dialog).toContainText('Usuario y/o contraseña inválidos');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/trade\/login$/);
  });

  test('a signed-in user opening /login, the root or an unknown path lands on /dashboard', async ({ page }) => {
    // Spec 000: any other path, the root and /login go to /dashboard (the admin holds it; a user
    // without it lands on their first screen: organization-consistency.spec.ts).
    await loginThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/trade\/dashboard$/);
    for (const path of ['/trade/login', '/trade/', '/trade/no/existe']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/trade\/dashboard$/);
    }
  });

  test('a protected screen asks for login and comes back to it', async ({ page }) => {
    await page.goto('/trade/access_control');
    await expect(page).toHaveURL(/\/trade\/login$/);
    await page.getByLabel('Usuario').fill(ADMIN.usuario);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/trade\/access_control$/);
    await expect(page.getByRole('heading', { name: 'Control de accesos' })).toBeVisible();
  });

  test('the session survives a reload and logout returns to login', async ({ page }) => {
    await login(page, ADMIN);
    await page.reload();
    await expect(page.getByRole('menu', { name: 'Menú principal' })).toBeVisible();
    await logout(page);
    await page.goto('/trade/menu_control');
    await expect(page).toHaveURL(/\/trade\/login$/);
  });
});
