import { expect, test } from '../support/test';
import { ADMIN, login, logout } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  dialog,
  discardForm,
  openScreen,
  search,
  successToast,
  unique,
} from '../support/crud';

test.describe('organization screens as an office user needs them', () => {
  test('SUNAT settings are labelled in Spanish', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Configuración SUNAT');
    const card = page.locator('.ant-card').filter({ hasText: 'Envío a SUNAT' });
    await expect(card.getByRole('textbox', { name: /^ID de cliente GRE/ })).toBeVisible();
    await expect(card.getByRole('textbox', { name: /^Clave de cliente GRE/ })).toBeVisible();
    await expect(page.locator('.shell-content')).not.toContainText('Client ID');
    await expect(page.locator('.shell-content')).not.toContainText('Client secret');
  });

  test('a DNI takes digits only while typing (at most 8); other documents as typed', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    const form = dialog(page);
    const number = form.getByLabel('Número de documento');
    await number.pressSequentially('7a0-2b1 45x8099');
    await expect(number).toHaveValue('70214580');
    await choose(page, form, 'Tipo de documento', 'Pasaporte');
    await number.fill('AB123456');
    await expect(number).toHaveValue('AB123456');
  });

  test("a series' next number 0 is refused with a reason, never changed to 1", async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Series');
    await page.getByRole('button', { name: 'Editar B001', exact: true }).click();
    const form = dialog(page);
    const next = form.getByLabel('Siguiente número (correlativo)');
    const before = await next.inputValue();
    await next.fill('0');
    await next.blur();
    await expect(next).toHaveValue('0');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Siguiente número (correlativo): el mínimo es 1')).toBeVisible();
    await expect(successToast(page, /Serie actualizada/)).toHaveCount(0);
    await discardForm(page, form);
    await search(page, 'B001');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'B001' })).toContainText(before);
  });

  // The export's date cells and split document columns are the kit's (shared/ui/test/kit.test.ts, dom/list.test.tsx).

  test('home is /dashboard for a user who holds it, otherwise the first screen of the first menu group in menu order', async ({
    page,
    server,
  }) => {
    const api = await adminApi(server);
    const menus = await apiGet<{ idmenu: number; nombre: string; ruta: string | null; idpadre: number | null }[]>(
      api,
      '/menu',
    );
    const dashboard = menus.find((m) => m.ruta === '/dashboard')!;
    const employees = menus.find((m) => m.ruta === '/employees')!;
    const people: string[] = [];
    for (const granted of [[employees], [employees, dashboard]]) {
      const usuario = unique('home').replace(' ', '').toLowerCase();
      const user = await apiPost<{ idusuario: number }>(api, '/rusuario', {
        usuario,
        nombres: 'Usuario Inicio E2E',
        rol: 'seller',
        password: 'Clave2026a',
      });
      for (const menu of granted)
        await apiPost(api, '/rmenuusuario', { idusuario: user.idusuario, idmenu: menu.idmenu });
      people.push(usuario);
    }
    await api.dispose();

    // Without the dashboard: the first screen of the first group (Administración › Empleados).
    await login(page, { usuario: people[0]!, password: 'Clave2026a' });
    await expect(page).toHaveURL(/\/trade\/employees$/);
    await expect(page.getByRole('heading', { name: 'Empleados', level: 4 })).toBeVisible();
    await page.goto('/trade/');
    await expect(page).toHaveURL(/\/trade\/employees$/);
    await logout(page);

    // With it: /dashboard, after login and for the root.
    await login(page, { usuario: people[1]!, password: 'Clave2026a' });
    await expect(page).toHaveURL(/\/trade\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Ventas', exact: true })).toBeVisible();
    await page.goto('/trade/');
    await expect(page).toHaveURL(/\/trade\/dashboard$/);
  });
});
