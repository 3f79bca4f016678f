import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiPost,
  cancelDelete,
  choose,
  deleteRow,
  dialog,
  discardForm,
  errorToast,
  openScreen,
  row,
  search,
  rows,
  successToast,
  unique,
} from '../support/crud';

const login_ = (prefix: string) => unique(prefix).replace(' ', '').toLowerCase();

test.describe('/users', () => {
  test('create, server refusal kept in the form, edit with a new password, toggle state, delete with confirmation', async ({
    page,
    browser,
  }) => {
    const usuario = login_('ana');
    await login(page, ADMIN);
    await openScreen(page, 'Usuarios');

    // client-side validation first: nothing is sent
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Ingrese usuario')).toBeVisible();
    await expect(form.getByText('Ingrese contraseña')).toBeVisible();

    await form.getByLabel('Usuario', { exact: true }).fill(usuario);
    await form.getByLabel('Nombres').fill('Ana Cajera E2E');
    await choose(page, form, 'Rol', 'Cajero');
    await choose(page, form, 'Sucursal', 'Arequipa - Cercado');
    await form.getByLabel('Contraseña').fill('Clave2026a');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Usuario registrado correctamente')).toBeVisible();
    await expect(form).toBeHidden();
    // other tests of the run add users: find this one
    await search(page, usuario);
    const created = row(page, usuario);
    await expect(created).toContainText('Cajero');
    await expect(created).toContainText('Arequipa - Cercado');

    // the server's refusal is shown and the form stays open with what was typed
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await form.getByLabel('Usuario', { exact: true }).fill(usuario.toUpperCase());
    await form.getByLabel('Nombres').fill('Repetido');
    await form.getByLabel('Contraseña').fill('Clave2026a');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Ya existe un usuario con ese nombre de usuario')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('Ya existe un usuario con ese nombre de usuario');
    await expect(form.getByLabel('Nombres')).toHaveValue('Repetido');
    await discardForm(page, form);

    // edit: new name and a new password (stored hashed; the user signs in with it)
    await page.getByRole('button', { name: `Editar ${usuario}`, exact: true }).click();
    await expect(form.getByLabel('Nombres')).toHaveValue('Ana Cajera E2E');
    await form.getByLabel('Nombres').fill('Ana María Cajera');
    await form.getByLabel('Nueva contraseña').fill('Nueva2026b');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Usuario actualizado correctamente')).toBeVisible();
    await expect(row(page, usuario)).toContainText('Ana María Cajera');
    const other = await browser.newPage();
    await other.goto('/trade/login');
    await other.getByLabel('Usuario').fill(usuario);
    await other.getByLabel('Contraseña').fill('Nueva2026b');
    await other.getByRole('button', { name: 'Ingresar' }).click();
    await expect(other.getByText('Sin opciones asignadas')).toBeVisible();
    await other.close();

    // state: deactivating is an error-styled notice, activating a success one
    const state = page.getByRole('switch', { name: `Estado de ${usuario}` });
    await expect(state).toBeChecked();
    await state.click();
    await expect(errorToast(page, 'Usuario desactivado')).toBeVisible();
    await expect(state).not.toBeChecked();
    await state.click();
    await expect(successToast(page, 'Usuario activado')).toBeVisible();
    await expect(state).toBeChecked();

    // the signed-in admin cannot delete themself: the server says why
    await search(page, 'admin');
    await deleteRow(page, 'admin', 'No puede eliminar su propio usuario');
    await expect(row(page, 'Administrador Demo')).toBeVisible();
    await search(page, usuario);

    await cancelDelete(page, usuario);
    await expect(row(page, usuario)).toBeVisible();
    await deleteRow(page, usuario, 'Usuario eliminado correctamente');
    await expect(row(page, usuario)).toHaveCount(0);
  });

  test('assign document series to a user, refuse a repeated one, toggle and remove it', async ({ page, server }) => {
    const usuario = login_('serie');
    const api = await adminApi(server);
    await apiPost(api, '/rusuario', { usuario, nombres: 'Usuario Series E2E', rol: 'seller', password: 'Clave2026a' });
    await api.dispose();

    await login(page, ADMIN);
    await openScreen(page, 'Usuarios');
    await search(page, usuario);
    await page.getByRole('button', { name: `Series ${usuario}`, exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await expect(drawer.getByText(`Series de Usuario Series E2E (${usuario})`)).toBeVisible();
    await expect(drawer.getByText('No hay registros')).toBeVisible();

    const assign = async () => {
      await drawer.getByRole('button', { name: 'Asignar serie' }).click();
      const form = page.locator('.ant-modal-wrap').filter({ visible: true });
      await choose(page, form, 'Serie', 'B002 · Boleta de venta');
      await form.getByRole('button', { name: 'Guardar' }).click();
      return form;
    };
    await assign();
    await expect(successToast(page, 'Serie asignada al usuario')).toBeVisible();
    await expect(row(drawer, 'B002')).toContainText('Arequipa - Cercado');
    // the same series again: the server refuses, the form stays open
    const again = await assign();
    await expect(errorToast(page, 'La serie ya está asignada al usuario')).toBeVisible();
    await expect(again.getByRole('alert')).toContainText('La serie ya está asignada al usuario');
    await discardForm(page, again);

    const state = drawer.getByRole('switch', { name: 'Estado de B002' });
    await state.click();
    await expect(errorToast(page, 'Serie desactivada para el usuario')).toBeVisible();
    await expect(state).not.toBeChecked();
    await state.click();
    await expect(successToast(page, 'Serie activada para el usuario')).toBeVisible();

    await deleteRow(page, 'B002', 'Serie removida del usuario');
    await expect(row(drawer, 'B002')).toHaveCount(0);
  });

  // Paging, the URL, the text filter and the export are the kit's (shared/ui/test/dom/list.test.tsx).
  test('the role filter shows the users of that role', async ({ page, server }) => {
    const tag = login_('rol');
    const api = await adminApi(server);
    await apiPost(api, '/rusuario', { usuario: tag, nombres: `Técnico ${tag}`, rol: 'tech', password: 'Clave2026a' });
    await api.dispose();

    await login(page, ADMIN);
    await openScreen(page, 'Usuarios');
    await choose(page, page, 'Rol', 'Técnico');
    await expect(page).toHaveURL(/rol=tech/);
    await expect(row(page, tag)).toContainText('Técnico');
    await expect(row(page, ADMIN.usuario)).toHaveCount(0);
  });
});
