import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiPost,
  cancelDelete,
  choose,
  deleteRow,
  dialog,
  errorToast,
  openScreen,
  search,
  row,
  rows,
  successToast,
} from '../support/crud';

/** An internal voucher code unique in this run: 'Z' and three characters (never two digits). */
const code = () => `Z${Date.now().toString(36).slice(-3).toUpperCase()}`;

test.describe('/vouchers', () => {
  test('create, refuse a SUNAT code, edit, toggle state, delete with confirmation; SUNAT types cannot be deleted', async ({
    page,
  }) => {
    const codigo = code();
    const nombre = `Vale interno ${codigo}`;
    await login(page, ADMIN);
    await openScreen(page, 'Comprobantes');
    // SUNAT's types are seeded and offer no delete
    await expect(row(page, 'Factura')).toContainText('SUNAT');
    await expect(page.getByRole('button', { name: 'Eliminar Factura', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Nuevo comprobante' }).click();
    const form = dialog(page);
    await form.getByLabel('Código').fill('99');
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Los códigos de dos dígitos están reservados para SUNAT')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('reservados para SUNAT');

    await form.getByLabel('Código').fill(codigo.toLowerCase());
    await form.getByRole('textbox', { name: /^Abreviatura/ }).fill('VI');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Comprobante registrado correctamente')).toBeVisible();
    await search(page, codigo);
    await expect(row(page, nombre)).toContainText(codigo);
    await expect(row(page, nombre)).toContainText('Interno');

    await page.getByRole('button', { name: `Editar ${nombre}`, exact: true }).click();
    await form.getByLabel('Nombre').fill(`${nombre} editado`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, /Comprobante actualizado/)).toBeVisible();
    const edited = `${nombre} editado`;
    await expect(row(page, edited)).toBeVisible();

    const state = page.getByRole('switch', { name: `Estado de ${edited}` });
    await state.click();
    await expect(errorToast(page, 'Comprobante desactivado')).toBeVisible();
    await expect(state).not.toBeChecked();
    await state.click();
    await expect(successToast(page, 'Comprobante activado')).toBeVisible();

    await cancelDelete(page, edited);
    await deleteRow(page, edited, /Comprobante eliminado/);
    await expect(row(page, edited)).toHaveCount(0);
  });

  test('series of a voucher type (voucher_serie_comprobante) in a drawer', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Comprobantes');
    await page.getByRole('button', { name: 'Series Boleta de venta', exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await expect(drawer.getByText('Series de Boleta de venta (03)')).toBeVisible();
    await expect(row(drawer, 'B001')).toContainText('Lima - Miraflores');
    await expect(row(drawer, 'B002')).toContainText('Arequipa - Cercado');
    await expect(rows(drawer)).toHaveCount(2);
  });

  // Paging, the URL and the export are the kit's (shared/ui/test/dom/list.test.tsx).
  test('the SUNAT filter tells internal voucher types from SUNAT ones', async ({ page, server }) => {
    const api = await adminApi(server);
    const tag = code().slice(1);
    await apiPost(api, '/rcomprobante', { codigo: `K${tag}`, nombre: `Interno K${tag}` });
    await api.dispose();

    await login(page, ADMIN);
    await openScreen(page, 'Comprobantes');
    await choose(page, page, 'Tipo', 'Internos');
    await expect(page).toHaveURL(/sunat=false/);
    await expect(row(page, `Interno K${tag}`)).toContainText('Interno');
    await expect(row(page, 'Factura')).toHaveCount(0);
  });
});
