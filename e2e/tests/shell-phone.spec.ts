import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { choose, dialog, row, search, settled } from '../support/crud';
import {
  ORGANIZATION_SCREENS,
  PHONE,
  boxes,
  drawerOpened,
  expectNoSidewaysScroll,
  expectUncovered,
  screenshot,
} from '../support/layout';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test.describe('a phone (390×844)', () => {
  test('the menu is a drawer behind a button; the header fits on one line', async ({ page }) => {
    await login(page, ADMIN);
    // no icon strip: the side menu is not on the page until the button opens it
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await expect(page.getByRole('menu', { name: 'Menú principal' })).toBeHidden();
    const header = page.locator('.shell-header');
    const { scrollWidth, clientWidth, height } = await header.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      height: el.getBoundingClientRect().height,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // the branch name stays on one line (cut with '…' if it must), never broken mid-word
    const branch = header.getByText('Lima - Miraflores');
    const lineHeight = await branch.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 22);
    expect((await branch.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 2);
    expect(height).toBeLessThanOrEqual(64);
    await screenshot(page, 'phone-home');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('menu', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await drawerOpened(page, 'left');
    // The group of the first screen is open; Administración may come later, closed.
    const administration = menu.getByRole('menuitem', { name: /Administración/ });
    if ((await administration.getAttribute('aria-expanded')) === 'false') await administration.click();
    await expect(menu.getByRole('menuitem', { name: /Configuración SUNAT/ })).toBeVisible();
    await screenshot(page, 'phone-menu', false);
    await menu.getByRole('menuitem', { name: /Empleados/ }).click();
    await expect(page).toHaveURL(/\/trade\/employees$/);
    await expect(page.getByRole('heading', { name: 'Empleados', level: 4 })).toBeVisible();
    // choosing closes the drawer
    await expect(menu).toBeHidden();
  });

  test('no organization screen scrolls sideways; lists scroll inside their card with the first column fixed', async ({
    page,
  }) => {
    await login(page, ADMIN);
    for (const screen of ORGANIZATION_SCREENS) {
      await page.goto(`/trade${screen.path}`);
      await expect(page.getByRole('heading', { name: screen.title, level: 4 })).toBeVisible();
      await settled(page);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      // A list screen's first list (the settings screen's lists, like its sent mails, may be empty).
      if (screen.list) {
        const table = page.locator('.ant-table').filter({ visible: true }).first();
        // the identifying first column stays in place while the rest scrolls
        await expect(table.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveClass(
          /ant-table-cell-fix-start/,
        );
      }
      await screenshot(page, `phone${screen.path.replace('/', '-')}`);
    }
  });

  test('forms take one column; ubigeo selects and drawers fit the screen', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/trade/establishments');
    await settled(page);
    // the company's ubigeo: three selects inside their card
    const company = page.locator('.ant-card').filter({ hasText: 'Datos de la empresa' });
    const card = (await company.boundingBox())!;
    const selects = ['Departamento', 'Provincia', 'Distrito'].map((name) =>
      company.getByRole('combobox', { name }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    );
    for (const box of await boxes(selects)) expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);

    // a two-column form is one column on a phone
    await page.getByRole('button', { name: 'Nueva sucursal' }).click();
    const form = dialog(page);
    // (polled: the modal zooms in as it opens)
    await expect
      .poll(
        async () => {
          const [name, code] = await boxes([
            form.getByLabel('Nombre'),
            form.getByLabel('Código de establecimiento SUNAT'),
          ]);
          return code!.y > name!.y + name!.height;
        },
        { message: 'el código va debajo del nombre' },
      )
      .toBe(true);
    await screenshot(page, 'phone-form-branch', false);
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // a drawer form fits: its Guardar button can be pressed
    await page.goto('/trade/employees');
    await settled(page);
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    const drawer = dialog(page);
    await drawerOpened(page);
    await expectUncovered(drawer.getByRole('button', { name: 'Guardar' }));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'phone-form-employee', false);
  });

  test('a row is edited and its state changed on a phone', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/trade/employees');
    await search(page, '41236980');
    const carmen = row(page, 'PAREDES LAZO');
    await expect(carmen).toBeVisible();
    await page.getByRole('button', { name: 'Editar CARMEN PAREDES LAZO', exact: true }).click();
    const drawer = dialog(page);
    await choose(page, drawer, 'Sucursal', 'Arequipa - Cercado');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(drawer).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
});
