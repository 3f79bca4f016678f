import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { PHONE } from '../support/layout';
import { errorToast, openForm, openScreen, row, search, successToast, unique } from '../support/crud';

/*
 * /stations on a phone (the bay is where the workshop works): a new station, a repeated name
 * refused by the API with its mensaje, the station taken out of service and back.
 */
test('a station registered, its repeated name refused, out of service and back, on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const name = unique('Bahía');
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  await openScreen(page, 'Estaciones');

  let form = await openForm(page, 'Nueva estación');
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: /^Descripción/ }).fill('Planchado y pintura');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Estación registrada correctamente')).toBeVisible();

  // Case and accents do not make another station.
  form = await openForm(page, 'Nueva estación');
  await form.getByRole('textbox', { name: 'Nombre' }).fill(
    name
      .toUpperCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, ''),
  );
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ya existe una estación con ese nombre')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Salir sin guardar' }).click();

  await search(page, name);
  const station = row(page, name);
  await expect(station).toContainText('Planchado y pintura');
  await station.getByRole('switch', { name: `Estado de ${name}` }).click();
  await expect(errorToast(page, 'Estación desactivada')).toBeVisible();
  await station.getByRole('switch', { name: `Estado de ${name}` }).click();
  await expect(successToast(page, 'Estación activada')).toBeVisible();
});
