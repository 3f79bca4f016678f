import { expect, test } from '../support/test';
import { ADMIN, SELLER, login, logout, toast } from '../support/app';
import { closeDrawer } from '../support/crud';

test('an admin assigns a menu to a second user, who then sees and opens it', async ({ page }) => {
  // The seller starts with no menus.
  await page.goto('/trade/login');
  await page.getByLabel('Usuario').fill(SELLER.usuario);
  await page.getByLabel('Contraseña').fill(SELLER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Sin opciones asignadas')).toBeVisible();
  await logout(page);

  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Control de accesos' }).click();
  await expect(page).toHaveURL(/\/trade\/access_control$/);
  await page.getByRole('button', { name: 'Menús vendedor', exact: true }).click();
  const tree = page.locator('.ant-drawer .ant-tree');
  await expect(tree.getByText('Control de menús (/menu_control)')).toBeVisible();
  await tree
    .locator('.ant-tree-treenode', { hasText: 'Control de menús (/menu_control)' })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(toast(page, 'Menú asignado al usuario')).toBeVisible();
  await expect(
    tree.locator('.ant-tree-treenode', { hasText: 'Control de menús' }).locator('.ant-tree-checkbox-checked'),
  ).toBeVisible();
  await closeDrawer(page);
  await logout(page);

  await login(page, SELLER);
  await expect(page.getByRole('menuitem', { name: 'Control de menús' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Control de accesos' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Control de menús' })).toBeVisible();
  await logout(page);

  // Removing it takes it away again.
  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Control de accesos' }).click();
  await page.getByRole('button', { name: 'Menús vendedor', exact: true }).click();
  await page
    .locator('.ant-tree-treenode', { hasText: 'Control de menús (/menu_control)' })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(toast(page, 'Menú removido del usuario')).toBeVisible();
});

test('a failed assignment shows the spec error text', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Control de accesos' }).click();
  await page.getByRole('button', { name: 'Menús vendedor', exact: true }).click();
  await page.route('**/api/rmenuusuario', (route) => route.abort('connectionfailed'));
  await page
    .locator('.ant-tree-treenode', { hasText: 'Control de accesos (/access_control)' })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(toast(page, 'Error al asginar el menú al usuario')).toBeVisible();
});
