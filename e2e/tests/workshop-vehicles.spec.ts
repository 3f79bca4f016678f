import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  digits,
  errorToast,
  newDocument,
  openConfirm,
  openForm,
  openScreen,
  row,
  search,
  successToast,
  unique,
} from '../support/crud';

/*
 * /vehicles and /vehicle_requirements at a laptop's size: a brand and its model in the catalogue
 * tabs, a vehicle registered with its first owner (the plate as typed comes back normalised), a
 * second owner in its drawer, the vehicle found by its owner's name, then the customer's
 * requirement (a lower mileage refused) among the vehicle's pending ones and its mileage on the
 * vehicle; then the service order that takes it (labour and a part, a station), started and finished
 * (the requirement attended), invoiced with one click (its boleta's CPE accepted), and its two prints from the list's row. Its own data: a person made
 * through the API; the demo's service, hammer, warehouse and station.
 */
const LABOUR = 'Servicio de corte de fierro';
/** A one-pixel PNG: the intake's photo (the server checks, resizes and re-encodes it). */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PART = 'Martillo de carpintero 16 oz Stanley';

test('a brand and model, a vehicle with two owners, a requirement at its next visit, its service order', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(server);
  const dni = `4${digits(7)}`;
  const ownerName = `PROPIETARIO ${dni}`;
  await apiPost(api, '/rpersonaprovedor', {
    idtipodocumento: 1,
    numero_documento: dni,
    nombres: ownerName,
    ubica_persona: 1,
  });
  const brand = unique('Marca');
  const model = unique('Modelo');
  const plate = `w${digits(2)} ${digits(3)}`;
  const stored = plate.toUpperCase().replace(' ', '-');
  const request = unique('Revisar frenos');

  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, ADMIN);
  await openScreen(page, 'Vehículos');

  await page.getByRole('tab', { name: 'Marcas' }).click();
  let form = await openForm(page, 'Nueva marca');
  await form.getByRole('textbox', { name: 'Nombre' }).fill(brand);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Marca registrada correctamente')).toBeVisible();

  await page.getByRole('tab', { name: 'Modelos' }).click();
  form = await openForm(page, 'Nuevo modelo');
  await choose(page, form, 'Marca', brand);
  await form.getByRole('textbox', { name: 'Nombre' }).fill(model);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Modelo registrado correctamente')).toBeVisible();
  await expect(row(page, model)).toContainText(brand);

  await page.getByRole('tab', { name: 'Vehículos' }).click();
  form = await openForm(page, 'Nuevo vehículo');
  await form.getByRole('textbox', { name: 'Placa' }).fill(plate);
  await choose(page, form, 'Marca y modelo', model);
  await form.getByRole('spinbutton', { name: /^Año/ }).fill('2022');
  await form.getByRole('textbox', { name: /^Color/ }).fill('Verde');
  await form.getByRole('spinbutton', { name: /^Kilometraje/ }).fill('12500');
  await choose(page, form, 'Propietario', dni);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Vehículo registrado correctamente')).toBeVisible();
  const vehicle = row(page, stored);
  await expect(vehicle).toContainText(`${brand}`);
  await expect(vehicle).toContainText(ownerName);

  // The same plate written another way is the same vehicle.
  form = await openForm(page, 'Nuevo vehículo');
  await form.getByRole('textbox', { name: 'Placa' }).fill(stored.replace('-', ''));
  await choose(page, form, 'Marca y modelo', model);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(errorToast(page, 'Ya existe un vehículo con esa placa o ese VIN')).toBeVisible();
  await expect(form.getByText('Ya existe un vehículo con esa placa o ese VIN')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Salir sin guardar' }).click();

  // A second owner, a demo client, in the vehicle's drawer.
  await vehicle.getByRole('button', { name: `Propietarios ${stored}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Propietarios de ${stored}`) });
  await expect(row(drawer, ownerName)).toBeVisible();
  await drawer.getByRole('button', { name: 'Agregar propietario' }).click();
  const ownerForm = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await choose(page, ownerForm, 'Persona', '46027897');
  await ownerForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Propietario registrado correctamente')).toBeVisible();
  await expect(row(drawer, 'QUISPE MAMANI ROSA ELENA')).toBeVisible();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  await search(page, 'quispe mamani');
  await expect(row(page, stored)).toContainText(`${ownerName} / QUISPE MAMANI ROSA ELENA`);

  // The customer's requirement at a later visit: its mileage becomes the vehicle's; the vehicle waits.
  await openScreen(page, 'Requerimientos');
  form = await openForm(page, 'Nuevo requerimiento');
  await choose(page, form, 'Vehículo', stored);
  await choose(page, form, 'Cliente', dni);
  await form.getByRole('textbox', { name: 'Requerimiento' }).fill(request);
  await form.getByRole('spinbutton', { name: /^Kilometraje/ }).fill('100');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByText('El kilometraje no puede ser menor al último registrado del vehículo (12,500 km)'),
  ).toBeVisible();
  await form.getByRole('spinbutton', { name: /^Kilometraje/ }).fill('13100');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Requerimiento registrado correctamente')).toBeVisible();
  await expect(row(page, request)).toContainText('Pendiente');

  await page.getByRole('tab', { name: 'Vehículos con pendientes' }).click();
  await search(page, stored);
  await row(page, stored)
    .getByRole('button', { name: `Pendientes ${stored}` })
    .click();
  const pending = page.getByRole('dialog', { name: new RegExp(`^Requerimientos pendientes de ${stored}`) });
  await expect(row(pending, request)).toContainText(ownerName);
  await pending.locator('.ant-drawer-close').click();
  await expect(pending).toBeHidden();

  await openScreen(page, 'Vehículos');
  await search(page, stored);
  await expect(row(page, stored)).toContainText('13100');

  // The service order: the vehicle, its customer and requirement, a station, labour and a part out
  // of the warehouse; started, finished (the requirement attended), its two prints from the row.
  await openScreen(page, 'Órdenes de servicio');
  await newDocument(page, 'Nueva orden de servicio');
  const header = page.getByRole('form', { name: 'Datos del documento' });
  await choose(page, header, 'Vehículo', stored);
  await choose(page, header, 'Cliente', dni);
  await choose(page, header, 'Almacén', 'Almacén principal Miraflores');
  await choose(page, header, 'Estación', 'Bahía 2');
  await header.getByRole('textbox', { name: 'Falla reportada' }).fill(unique('Frena con ruido'));
  await header.getByRole('checkbox', { name: request }).check();
  await scan(page, 'SER-0001');
  await scan(page, 'FER-0016');
  await page.getByRole('textbox', { name: `Precio unitario de ${LABOUR}` }).fill('80');
  await page.getByRole('textbox', { name: `Cantidad de ${PART}` }).fill('2');
  await page.getByRole('textbox', { name: `Precio unitario de ${PART}` }).fill('35.40');
  // 80 + 2 × 35.40 = 150.80 with IGV included.
  await expect(page.getByRole('region', { name: 'Totales' }).getByLabel('Total', { exact: true })).toHaveText(
    'S/ 150.80',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/documento=\d+$/);
  const trail = page.locator('nav[aria-label="Ruta de navegación"]');
  await expect(trail).toContainText(/OS-\d{8}/);
  const number = (await trail.innerText()).match(/OS-\d{8}/)![0];
  await expect(page.getByText('Mano de obra', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Repuesto', { exact: true }).first()).toBeVisible();

  // Its intake inventory: fuel, mileage, an accessory, a photo from the file chooser (a phone opens its camera).
  const intake = page.locator('[aria-label="Inventario de ingreso"]');
  await choose(page, intake, 'Combustible', '1/2 (medio tanque)');
  await intake.getByRole('spinbutton', { name: 'Kilometraje de ingreso' }).fill('13100');
  await intake.getByRole('button', { name: 'Guardar inventario' }).click();
  await expect(successToast(page, 'Inventario de ingreso guardado')).toBeVisible();
  // Ticked once the server kept it (the box follows the saved inventory).
  await intake.getByRole('checkbox', { name: 'Gata' }).click();
  await expect(successToast(page, 'Accesorio agregado al inventario')).toBeVisible();
  await expect(intake.getByRole('checkbox', { name: 'Gata' })).toBeChecked();
  const chooser = page.waitForEvent('filechooser');
  await intake.getByRole('button', { name: 'Tomar o subir foto' }).click();
  await (await chooser).setFiles({ name: 'ingreso.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL, 'base64') });
  await expect(successToast(page, 'Foto guardada en la orden')).toBeVisible();
  await expect(intake.getByRole('img', { name: 'Foto de ingreso' })).toBeVisible();
  // One line's state from the saved order (cdosr).
  await choose(page, page.locator('body'), `Estado de ${LABOUR}`, 'Realizado');
  await expect(successToast(page, 'Estado de la línea actualizado')).toBeVisible();

  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(successToast(page, 'Orden de servicio: En proceso')).toBeVisible();
  await page.getByRole('button', { name: 'Terminar' }).click();
  await (await openConfirm(page, `¿Terminar la orden ${number}?`)).getByRole('button', { name: 'Sí' }).click();
  await expect(successToast(page, 'Orden de servicio: Terminada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anular' })).toBeHidden();

  // One click makes the sale of its lines (the customer's DNI: a boleta), posted to the admin's cash.
  await api.post('/api/rapertura', { data: { monto_apertura: '100.00' } });
  await page.getByRole('button', { name: 'Facturar' }).click();
  await (await openConfirm(page, `¿Facturar la orden ${number}?`)).getByRole('button', { name: 'Sí' }).click();
  await expect(successToast(page, 'Orden de servicio facturada correctamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facturar' })).toBeHidden();

  await openScreen(page, 'Órdenes de servicio');
  await search(page, number);
  const saved = row(page, number);
  await expect(saved).toContainText('Terminada');
  await expect(saved).toContainText('150.80');
  await expect(saved).toContainText(/B\d{3}-\d{8}/);
  // The sale's CPE goes through the queue like any sale's, and is accepted.
  const [listed] = await apiGet<{ idventa: number }[]>(api, '/ordenesservicio', { q: number, page: 1, pageSize: 5 });
  await expect(async () => {
    const sale = await apiGet<{ cpe: { estado: string } | null }>(api, `/consultaventa/${listed!.idventa}`);
    expect(sale.cpe?.estado).toBe('aceptado');
  }).toPass({ timeout: 30_000 });
  for (const [label, path] of [
    ['Imprimir orden', 'pdfordenservicioa4'],
    ['Imprimir inventario', 'pdfinventarioordenservicioa4'],
  ]) {
    const popup = page.waitForEvent('popup');
    await saved.getByRole('button', { name: `${label} ${number}` }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`/api/${path}/\\d+\\?firma=`));
    const pdf = await page.request.get(tab.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The intake sheet carries the photo: an image object in the PDF.
    if (path === 'pdfinventarioordenservicioa4') expect((await pdf.body()).includes('/Subtype /Image')).toBe(true);
    await tab.close();
  }

  await openScreen(page, 'Requerimientos');
  await search(page, request);
  await expect(row(page, request)).toContainText('Atendido');
});

async function scan(page: Page, code: string) {
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill(code);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}
