import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { dialog, discardForm, search, settled } from '../support/crud';
import {
  LAPTOP,
  ORGANIZATION_SCREENS,
  drawerOpened,
  expectNoSidewaysScroll,
  expectTableFits,
  expectUncovered,
  screenshot,
} from '../support/layout';

test.use({ viewport: LAPTOP });

async function open(page: Page, path: string) {
  await page.goto(`/trade${path}`);
  await settled(page);
}

test.describe('an office laptop (1366×768)', () => {
  test('every organization screen fits: no sideways scroll, each list fits its card', async ({ page }) => {
    await login(page, ADMIN);
    for (const screen of ORGANIZATION_SCREENS) {
      await open(page, screen.path);
      await expect(page.getByRole('heading', { name: screen.title, level: 4 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      // A list screen must show its table (expectTableFits waits for it), and it must fit.
      if (screen.list) await expectTableFits(page);
      await screenshot(page, `laptop${screen.path.replace('/', '-')}`);
    }
  });

  test('nothing a user needs sits under the fixed Acciones column', async ({ page }) => {
    await login(page, ADMIN);
    await open(page, '/series');
    await expectTableFits(page);
    await expectUncovered(page.getByRole('switch', { name: 'Estado de F001' }));

    await open(page, '/employees');
    await expectTableFits(page);
    await expectUncovered(page.getByRole('switch', { name: 'Estado de JOSÉ LUIS HUAMÁN ROJAS' }));

    await open(page, '/establishments');
    await expectTableFits(page);
    await expectUncovered(page.getByRole('switch', { name: 'Estado de Arequipa - Cercado' }));
    await page.getByRole('tab', { name: 'Cuentas bancarias' }).click();
    await settled(page);
    const accounts = page.getByRole('tabpanel', { name: 'Cuentas bancarias' });
    const account = accounts.locator('.ant-table-tbody tr.ant-table-row').first();
    await expectTableFits(accounts);
    await expectUncovered(account.getByRole('switch'));
    const titular = account.locator('td').nth(5);
    await expectUncovered(titular);

    // a user's series, in a drawer: the Asignación switch is reachable
    await open(page, '/users');
    await search(page, 'admin');
    await page.getByRole('button', { name: 'Series admin', exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await drawerOpened(page);
    await settled(drawer);
    await expectTableFits(drawer);
    await expectUncovered(drawer.getByRole('switch').first());
    await screenshot(page, 'laptop-user-series');
  });

  test('consistent screens: one-row toolbars aligned alike, Estado a switch, named search button, sidebar labels whole, breadcrumb', async ({
    page,
  }) => {
    await login(page, ADMIN);
    for (const path of ['/users', '/series', '/employees', '/access_control']) {
      await open(page, path);
      const searchBox = page.getByRole('searchbox', { name: 'Buscar' });
      const columns = page.getByRole('button', { name: 'Columnas' });
      const [searchAt, columnsAt, tableAt] = [
        await searchBox.boundingBox(),
        await columns.boundingBox(),
        await page.locator('.ant-table').first().boundingBox(),
      ];
      // one row: the buttons sit level with the filters, at the right edge of the list
      expect(Math.abs(searchAt!.y - columnsAt!.y), `${path}: toolbar en una fila`).toBeLessThan(8);
      expect(
        Math.abs(columnsAt!.x + columnsAt!.width - (tableAt!.x + tableAt!.width)),
        `${path}: botones a la derecha`,
      ).toBeLessThan(2);
      await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
    }
    // Control de accesos shows the user's state as the same switch as Usuarios
    await search(page, 'admin');
    await expect(page.getByRole('switch', { name: 'Estado de admin' })).toBeVisible();

    // the side menu shows whole labels
    const label = page.getByRole('menuitem', { name: /Configuración SUNAT/ }).locator('.ant-menu-title-content');
    const { scrollWidth, clientWidth } = await label.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // each screen says where it is: area › screen
    await open(page, '/employees');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs).toContainText('Administración');
    await expect(crumbs).toContainText('Empleados');
  });

  test('a form opens with the cursor in its first field (modal and drawer)', async ({ page }) => {
    await login(page, ADMIN);
    await open(page, '/users');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await expect(dialog(page).getByLabel('Usuario', { exact: true })).toBeFocused();
    await page.keyboard.type('tecleado');
    await expect(dialog(page).getByLabel('Usuario', { exact: true })).toHaveValue('tecleado');
    await discardForm(page, dialog(page));

    await open(page, '/employees');
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Tipo de documento' })).toBeFocused();
  });
});
