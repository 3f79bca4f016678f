import { expect, test } from '../support/test';
import { ADMIN, login, toast } from '../support/app';
import { closeDrawer, dialog, openScreen, row, search } from '../support/crud';

/**
 * Issue 23: the data-scope grants in Control de accesos and the audit trail screen. The
 * administrator widens the seller's scope and takes it back; both changes are on the trail, with
 * who, when, from where and the call.
 */
test('a grant given and taken in Control de accesos shows on the audit trail', async ({ page }) => {
  await login(page, ADMIN);
  await openScreen(page, 'Control de accesos');
  // Other journeys add users: the seller is found by name, not by the page it lands on.
  await search(page, 'vendedor');
  await page.getByRole('button', { name: 'Menús vendedor', exact: true }).click();
  const drawer = dialog(page);
  const grant = drawer.getByRole('checkbox', { name: 'Ve registros de otros usuarios de su sucursal' });
  await expect(grant).not.toBeChecked();
  // A controlled checkbox: it shows the grant once the API answers.
  await grant.click();
  await expect(toast(page, 'Permiso concedido al usuario')).toBeVisible();
  await expect(grant).toBeChecked();
  await grant.click();
  await expect(toast(page, 'Permiso quitado al usuario')).toBeVisible();
  await expect(grant).not.toBeChecked();
  await closeDrawer(page);

  await openScreen(page, 'Auditoría');
  await expect(row(page, 'Concede un permiso de alcance')).toContainText('admin');
  await expect(row(page, 'Quita un permiso de alcance')).toContainText('usuario');
  await page.getByRole('button', { name: 'Ver Concede un permiso de alcance (admin)' }).click();
  const detail = dialog(page);
  await expect(detail.getByText('POST /api/rpermisousuario')).toBeVisible();
  await expect(detail.getByText('"permiso": "otros_usuarios"')).toBeVisible();
});
