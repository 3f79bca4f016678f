import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiPost,
  cancelDelete,
  choose,
  closeDrawer,
  confirmation,
  deleteRow,
  dialog,
  discardForm,
  digits,
  errorToast,
  openForm,
  openScreen,
  row,
  rows,
  search,
  settled,
  successToast,
  unique,
} from '../support/crud';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A SUNAT establishment code unique in this run (0000 and 0001 are seeded). */
const codigo = () => String(1000 + (Date.now() % 8999));

async function openEstablishments(page: Page) {
  await login(page, ADMIN);
  await openScreen(page, 'Establecimiento');
}

test.describe('/establishments', () => {
  test('company fiscal data: required fields checked, saved and kept after reload', async ({ page }) => {
    await openEstablishments(page);
    const company = page.locator('.ant-card').filter({ hasText: 'Datos de la empresa' });
    await expect(company.getByLabel('RUC')).toHaveValue('20000000001');
    await expect(company.getByRole('combobox', { name: 'Distrito' })).toBeVisible();
    const phone = company.getByRole('textbox', { name: /^Teléfono/ });
    const razon = company.getByLabel('Razón social');
    const original = await razon.inputValue();
    await razon.fill('');
    await company.getByRole('button', { name: 'Guardar' }).click();
    await expect(company.getByText('Ingrese razón social')).toBeVisible();
    await razon.fill(original);
    const number = `01 ${digits(7)}`;
    await phone.fill(number);
    await company.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Establecimiento guardado correctamente')).toBeVisible();
    await page.reload();
    await expect(
      page
        .locator('.ant-card')
        .filter({ hasText: 'Datos de la empresa' })
        .getByRole('textbox', { name: /^Teléfono/ }),
    ).toHaveValue(number);
  });

  test('branches: create with ubigeo, refuse a repeated SUNAT code, edit, toggle, voucher logo upload and removal, delete', async ({
    page,
  }) => {
    const nombre = unique('Cusco Centro');
    const code = codigo();
    await openEstablishments(page);

    await page.getByRole('button', { name: 'Nueva sucursal' }).click();
    const form = dialog(page);
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByLabel('Código de establecimiento SUNAT').fill('0001');
    await form.getByLabel('Dirección').fill('AV. EL SOL 100');
    await choose(page, form, 'Departamento', 'CUSCO');
    await choose(page, form, 'Provincia', 'CUSCO');
    await choose(page, form, 'Distrito', 'WANCHAQ');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Ya existe una sucursal con el código SUNAT 0001')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('0001');

    await form.getByLabel('Código de establecimiento SUNAT').fill(code);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Sucursal registrada correctamente')).toBeVisible();
    await search(page, nombre);
    const created = row(page, nombre);
    await expect(created).toContainText(code);
    await expect(created).toContainText('WANCHAQ / CUSCO / CUSCO');

    await page.getByRole('button', { name: `Editar ${nombre}`, exact: true }).click();
    await expect(
      form.getByRole('combobox', { name: 'Distrito' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    ).toContainText('WANCHAQ');
    await form.getByLabel('Dirección').fill('AV. EL SOL 200');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, /Sucursal actualizada/)).toBeVisible();
    await expect(row(page, nombre)).toContainText('AV. EL SOL 200');

    const state = page.getByRole('switch', { name: `Estado de ${nombre}` });
    await state.click();
    await expect(errorToast(page, 'Sucursal desactivada')).toBeVisible();
    await state.click();
    await expect(successToast(page, 'Sucursal activada')).toBeVisible();

    // the voucher logo: type checked before sending, name sanitised, image shown, removed
    await page.getByRole('button', { name: `Logo ${nombre}`, exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await expect(drawer.getByText('La sucursal no tiene logo')).toBeVisible();
    const file = drawer.locator('input[type="file"][aria-label="Archivo del logo"]');
    await file.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
    await expect(errorToast(page, 'Error al registrar el logo: solo se aceptan imágenes PNG o JPEG')).toBeVisible();
    await file.setInputFiles({ name: 'logo:cusco?.png', mimeType: 'image/png', buffer: PNG });
    await expect(successToast(page, 'Logo registrado correctamente')).toBeVisible();
    await expect(drawer.getByRole('img', { name: `Logo de ${nombre}` })).toBeVisible();
    await expect(drawer.getByText('Archivo: logocusco.png')).toBeVisible();
    await drawer.getByRole('button', { name: 'Quitar logo' }).click();
    await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(successToast(page, 'Logo eliminado')).toBeVisible();
    await expect(drawer.getByText('La sucursal no tiene logo')).toBeVisible();
    await closeDrawer(page);

    await cancelDelete(page, nombre);
    await deleteRow(page, nombre, 'Sucursal eliminada correctamente');
    await expect(row(page, nombre)).toHaveCount(0);
  });

  test('bank accounts: create, refuse a repeated number, edit, toggle, delete', async ({ page }) => {
    const numero = `191-${digits(8)}-0-55`;
    await openEstablishments(page);
    await page.getByRole('tab', { name: 'Cuentas bancarias' }).click();
    await expect(page).toHaveURL(/tab=cuentas/);

    const create = async () => {
      await settled(page);
      const form = await openForm(page, 'Nueva cuenta bancaria');
      await choose(page, form, 'Banco', 'Interbank');
      await choose(page, form, 'Moneda', 'Soles');
      await form.getByLabel('Número de cuenta').fill(numero);
      await form.getByLabel('Titular').fill('EMPRESA DEMO TRADE S.A.C.');
      await form.getByRole('button', { name: 'Guardar' }).click();
      return form;
    };
    await create();
    await expect(successToast(page, 'Cuenta bancaria registrada correctamente')).toBeVisible();
    const name = `Interbank ${numero}`;
    await search(page, numero);
    await expect(row(page, numero)).toContainText('PEN (S/)');
    const again = await create();
    await expect(errorToast(page, `Ya existe la cuenta ${numero} en ese banco`)).toBeVisible();
    await discardForm(page, again);

    await page.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
    const form = dialog(page);
    await form.getByRole('textbox', { name: /^CCI/ }).fill('123');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('El CCI tiene 20 dígitos')).toBeVisible();
    await form.getByRole('textbox', { name: /^CCI/ }).fill(`003191${digits(14)}`);
    await choose(page, form, 'Tipo de cuenta', 'Detracciones');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Cuenta bancaria actualizada correctamente')).toBeVisible();
    await expect(row(page, numero)).toContainText('Detracciones');

    const state = page.getByRole('switch', { name: `Estado de ${name}` });
    await state.click();
    await expect(errorToast(page, 'Cuenta bancaria desactivada')).toBeVisible();
    await state.click();
    await expect(successToast(page, 'Cuenta bancaria activada')).toBeVisible();

    await cancelDelete(page, name);
    await deleteRow(page, name, 'Cuenta bancaria eliminada correctamente');
    await expect(row(page, numero)).toHaveCount(0);
  });
  // Paging, prefixed URL parameters and the export are the kit's (shared/ui/test/dom/list.test.tsx).
});
