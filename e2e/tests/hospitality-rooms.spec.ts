import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login } from '../support/app';
import {
  choose,
  closeDrawer,
  noDialogOpen,
  openForm,
  openScreen,
  row,
  search,
  settled,
  successToast,
  unique,
} from '../support/crud';

/*
 * The rooms of the hotel (/room): a receptionist registers a room, gives it its beds, two classes
 * with their nightly and weekend rates and its services in the room's drawer, and the list shows
 * what the room has and its lowest rate; then she corrects a rate and takes a bed away.
 */
test.describe.configure({ timeout: 120_000 });

const numero = unique('E').slice(-6);

/** A form of the room's drawer: a modal over the drawer (the kit's openForm takes the drawer itself for the form). */
async function drawerForm(page: Page, button: string) {
  // The previous form's modal may still be closing.
  await noDialogOpen(page);
  const modal = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await expect(async () => {
    if (!(await modal.isVisible())) await page.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(modal).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return modal;
}

test('a room with its beds, classes with rates and services', async ({ page }) => {
  await login(page);
  await openScreen(page, 'Habitaciones');

  const form = await openForm(page, 'Nueva habitación');
  await form.getByLabel('Número').fill(numero);
  await choose(page, form, 'Sucursal', 'Lima');
  await choose(page, form, 'Ubicación', 'Segundo piso');
  await choose(page, form, 'Tipo de habitación', 'Matrimonial');
  await form.getByLabel('Descripción').fill('Con balcón');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await successToast(page, 'Habitación registrada correctamente');

  await search(page, numero);
  const room = row(page, numero);
  await expect(room).toContainText('Segundo piso');
  await expect(room).toContainText('Matrimonial (2)');
  const state = room.locator('.ant-select', {
    has: page.getByRole('combobox', { name: `Estado de la habitación ${numero}` }),
  });
  await expect(state).toContainText('Disponible');

  await page.getByRole('button', { name: `Camas, clases y servicios Habitación ${numero}` }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await expect(drawer).toContainText(`Habitación ${numero}`);

  // Beds: a queen and a cot.
  for (const [bed, amount] of [
    ['Queen', '1'],
    ['Cuna', '1'],
  ]) {
    const bedForm = await drawerForm(page, 'Agregar cama');
    await choose(page, bedForm, 'Cama', bed!);
    await bedForm.getByLabel('Cantidad').fill(amount!);
    await bedForm.getByRole('button', { name: 'Guardar' }).click();
    await successToast(page, 'Cama agregada a la habitación');
  }
  await expect(row(drawer, 'Queen')).toBeVisible();

  // Classes with their rates: the weekend rate is for Friday and Saturday nights.
  await drawer.getByRole('tab', { name: 'Clases y tarifas' }).click();
  for (const [name, nightly, weekend] of [
    ['Estándar', '160.00', '185.00'],
    ['Superior', '210.00', ''],
  ]) {
    const classForm = await drawerForm(page, 'Agregar clase');
    await choose(page, classForm, 'Clase', name!);
    await classForm.getByLabel('Tarifa por noche').fill(nightly!);
    if (weekend) await classForm.getByLabel('Tarifa de fin de semana').fill(weekend);
    await classForm.getByRole('button', { name: 'Guardar' }).click();
    await successToast(page, 'Clase y tarifa guardadas');
  }
  await expect(row(drawer, 'Estándar')).toContainText('185.00');

  await drawer.getByRole('tab', { name: 'Servicios' }).click();
  for (const service of ['Wi-Fi', 'Frigobar']) {
    const serviceForm = await drawerForm(page, 'Agregar servicio');
    await choose(page, serviceForm, 'Servicio', service);
    await serviceForm.getByRole('button', { name: 'Guardar' }).click();
    await successToast(page, 'Servicio agregado a la habitación');
  }
  await expect(row(drawer, 'Frigobar')).toBeVisible();

  // The list behind the drawer already shows the beds and the lowest nightly rate.
  await closeDrawer(page);
  await settled(page);
  await expect(room).toContainText('1 Queen, 1 Cuna');
  await expect(room).toContainText('160.00');

  // A cheaper standard rate, and the cot taken away.
  await page.getByRole('button', { name: `Camas, clases y servicios Habitación ${numero}` }).click();
  await drawer.getByRole('tab', { name: 'Clases y tarifas' }).click();
  await drawer.getByRole('button', { name: 'Editar Estándar' }).click();
  const rate = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await rate.getByLabel('Tarifa por noche').fill('150.00');
  await rate.getByRole('button', { name: 'Guardar' }).click();
  await successToast(page, 'Clase y tarifa guardadas');
  await drawer.getByRole('tab', { name: 'Camas' }).click();
  await drawer.getByRole('button', { name: 'Eliminar Cuna', exact: true }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Eliminar' }).click();
  await successToast(page, 'Cama quitada de la habitación');
  await closeDrawer(page);
  await expect(room).toContainText('1 Queen');
  await expect(room).not.toContainText('Cuna');
  await expect(room).toContainText('150.00');
});
