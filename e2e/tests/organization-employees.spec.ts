import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiPost,
  cancelDelete,
  choose,
  deleteRow,
  dialog,
  digits,
  errorToast,
  openScreen,
  search,
  row,
  rows,
  successToast,
} from '../support/crud';

/** A DNI unique in this run. */
const dni = () => `7${digits(7)}`;

test.describe('/employees', () => {
  test('create (money and date inputs), refuse a repeated DNI, edit, toggle state, delete with confirmation', async ({
    page,
  }) => {
    const documento = dni();
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');

    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    const form = dialog(page);
    await expect(form.getByText('Nuevo empleado')).toBeVisible();
    // the DNI already belongs to a seeded employee: the server refuses it
    await form.getByLabel('Número de documento').fill('45781230');
    await form.getByLabel('Nombres').fill('Rosa');
    await form.getByLabel('Apellidos').fill(`Quispe ${documento}`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Ya existe un empleado con DNI 45781230')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('Ya existe un empleado con DNI 45781230');

    await form.getByLabel('Número de documento').fill(documento);
    await form.getByRole('textbox', { name: /^Cargo/ }).fill('Almacenero');
    // amounts: no leading zeros, at most 2 decimals
    const sueldo = form.getByRole('textbox', { name: /^Sueldo/ });
    await sueldo.fill('0025.678');
    await expect(sueldo).toHaveValue('25.67');
    await sueldo.fill('2500.5');
    const ingreso = form.getByRole('textbox', { name: /^Fecha de ingreso/ });
    await ingreso.click();
    await ingreso.fill('15/03/2024');
    await ingreso.press('Enter');
    await expect(form).toBeVisible();
    await choose(page, form, 'Sucursal', 'Arequipa - Cercado');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Empleado registrado correctamente')).toBeVisible();
    await expect(form).toBeHidden();
    const name = `Rosa Quispe ${documento}`;
    await search(page, documento);
    const created = row(page, documento);
    await expect(created).toContainText('DNI');
    await expect(created).toContainText('2,500.50');
    await expect(created).toContainText('15/03/2024');
    await expect(created).toContainText('Arequipa - Cercado');

    await page.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^Sueldo/ })).toHaveValue('2500.50');
    await form.getByRole('textbox', { name: /^Cargo/ }).fill('Jefe de almacén');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Empleado actualizado correctamente')).toBeVisible();
    await expect(row(page, documento)).toContainText('Jefe de almacén');

    const state = page.getByRole('switch', { name: `Estado de ${name}` });
    await state.click();
    await expect(errorToast(page, 'Empleado desactivado')).toBeVisible();
    await expect(state).not.toBeChecked();
    await state.click();
    await expect(successToast(page, 'Empleado activado')).toBeVisible();

    await cancelDelete(page, name);
    await deleteRow(page, name, 'Empleado eliminado correctamente');
    await expect(row(page, documento)).toHaveCount(0);
  });

  test('network failures show the spec texts', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await page.route('**/api/cempleado', (route) => route.abort('connectionfailed'));
    await page.getByRole('switch', { name: 'Estado de JOSÉ LUIS HUAMÁN ROJAS' }).click();
    await expect(errorToast(page, 'Error al actualizar el estado')).toBeVisible();
    await page.route('**/api/aempleado', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Editar JOSÉ LUIS HUAMÁN ROJAS', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Error al actualizar el empleado')).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toContainText('Error al actualizar el empleado');
  });

  // Paging, the URL, the text filter and the export are the kit's (shared/ui/test/dom/list.test.tsx).
  test('the branch filter shows the employees of that branch with their branch', async ({ page, server }) => {
    const api = await adminApi(server);
    const number = `6${digits(7)}`;
    await apiPost(api, '/rempleado', {
      idtipodocumento: 1,
      numero_documento: number,
      nombres: 'Filtro',
      apellidos: 'Arequipa',
      sueldo: '1010.25',
      idsucursal: 2,
    });
    await api.dispose();

    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await choose(page, page, 'Sucursal', 'Arequipa - Cercado');
    await expect(page).toHaveURL(/idsucursal=2/);
    await search(page, number);
    await expect(row(page, number)).toContainText('Arequipa - Cercado');
    await expect(row(page, number)).toContainText('1,010.25');
  });
});
