import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  cancelDelete,
  noDialogOpen,
  choose,
  deleteRow,
  dialog,
  errorToast,
  openScreen,
  row,
  rows,
  successToast,
} from '../support/crud';

/** A 4-character series unique in this run: a letter and three digits. */
const serieCode = (letter: string) => `${letter}${String((Date.now() % 900) + 100)}`;

test.describe('/series', () => {
  test('create, refuse a wrong first letter, edit the correlative, toggle state, delete with confirmation', async ({
    page,
  }) => {
    const serie = serieCode('F');
    await login(page, ADMIN);
    await openScreen(page, 'Series');

    await page.getByRole('button', { name: 'Nueva serie' }).click();
    const form = dialog(page);
    await choose(page, form, 'Tipo de comprobante', '01 · Factura');
    await choose(page, form, 'Sucursal', 'Arequipa - Cercado');
    // the server checks SUNAT's first letter
    await form.getByLabel('Serie', { exact: true }).fill('x123');
    await expect(form.getByLabel('Serie', { exact: true })).toHaveValue('X123');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'La serie de Factura debe empezar con F')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('La serie de Factura debe empezar con F');

    await form.getByLabel('Serie', { exact: true }).fill(serie);
    await form.getByLabel('Siguiente número (correlativo)').fill('25');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Serie registrada correctamente')).toBeVisible();
    await search(page, serie);
    const created = row(page, serie);
    await expect(created).toContainText('01 · Factura');
    await expect(created).toContainText('Arequipa - Cercado');
    await expect(created).toContainText('25');

    await page.getByRole('button', { name: `Editar ${serie}`, exact: true }).click();
    await expect(form.getByLabel('Siguiente número (correlativo)')).toHaveValue('25');
    await form.getByLabel('Siguiente número (correlativo)').fill('40');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Serie actualizada correctamente')).toBeVisible();
    await expect(row(page, serie)).toContainText('40');

    const state = page.getByRole('switch', { name: `Estado de ${serie}` });
    await state.click();
    await expect(errorToast(page, 'Serie desactivada')).toBeVisible();
    await expect(state).not.toBeChecked();
    await state.click();
    await expect(successToast(page, 'Serie activada')).toBeVisible();
    await expect(state).toBeChecked();

    await cancelDelete(page, serie);
    await expect(row(page, serie)).toBeVisible();
    await deleteRow(page, serie, 'Serie eliminada correctamente');
    await expect(row(page, serie)).toHaveCount(0);
  });

  // Paging, the URL and the export are the kit's (shared/ui/test/dom/list.test.tsx).
  test('the voucher filter shows the series of that voucher with their branch', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Series');
    await choose(page, page, 'Comprobante', '03 · Boleta de venta');
    await expect(page).toHaveURL(/idcomprobante=2/);
    await expect(row(page, 'B002')).toContainText('Arequipa - Cercado');
    await expect(row(page, 'F001')).toHaveCount(0);
  });
});

async function search(page: import('@playwright/test').Page, text: string) {
  await noDialogOpen(page);
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}
