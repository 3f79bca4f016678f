import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  closeDrawer,
  confirmation,
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
 * On the booking grid (/grid) she books the room by dragging over three nights (the foot counts
 * one free room less), drags the stay to another room, stretches it by two nights, shortens it
 * by one with the keyboard, and cancels it from its drawer. Then she books the first room for
 * tonight, registers its two guests and the main guest's arrival flight, checks them in, charges a minibar drink to the room, takes
 * a payment on account and checks out: the boleta's ticket opens.
 */
test.describe.configure({ timeout: 180_000 });

const numero = unique('E').slice(-6);
const limaDay = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

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

test('a room with its beds, classes with rates and services, booked on the grid', async ({ page, server }) => {
  // The room the stay is dragged to: another room of the branch with a rate.
  const other = unique('G').slice(-6);
  const api = await adminApi(server);
  const branches = await apiGet<{ idsucursal: number; nombre: string }[]>(api, '/esucursal', { q: 'Lima' });
  const [location] = await apiGet<{ idubicacion: number }[]>(api, '/ubicacion');
  const types = await apiGet<{ idtipohabitacion: number; nombre: string }[]>(api, '/tipohabitacion');
  const [standard] = await apiGet<{ idclasehabitacion: number }[]>(api, '/clasehabitacion');
  const room2 = await apiPost<{ idhabitacion: number }>(api, '/rhabitacion', {
    idsucursal: branches.find((b) => b.nombre.startsWith('Lima'))!.idsucursal,
    numero: other,
    idubicacion: location!.idubicacion,
    idtipohabitacion: types.find((t) => t.nombre === 'Doble')!.idtipohabitacion,
    descripcion: null,
  });
  await apiPost(api, '/rhclase', {
    idhabitacion: room2.idhabitacion,
    idclasehabitacion: standard!.idclasehabitacion,
    precio_noche: '140.00',
    precio_fin_semana: null,
  });
  await api.dispose();

  await login(page);
  await openScreen(page, 'Habitaciones');

  const form = await openForm(page, 'Nueva habitación');
  await form.getByLabel('Número').fill(numero);
  await choose(page, form, 'Sucursal', 'Lima');
  await choose(page, form, 'Ubicación', 'Segundo piso');
  await choose(page, form, 'Tipo de habitación', 'Matrimonial');
  await form.getByLabel('Descripción').fill('Con balcón');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Habitación registrada correctamente')).toBeVisible();

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
    await expect(successToast(page, 'Cama agregada a la habitación').last()).toBeVisible();
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
    await expect(successToast(page, 'Clase y tarifa guardadas').last()).toBeVisible();
  }
  await expect(row(drawer, 'Estándar')).toContainText('185.00');

  await drawer.getByRole('tab', { name: 'Servicios' }).click();
  for (const service of ['Wi-Fi', 'Frigobar']) {
    const serviceForm = await drawerForm(page, 'Agregar servicio');
    await choose(page, serviceForm, 'Servicio', service);
    await serviceForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Servicio agregado a la habitación').last()).toBeVisible();
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
  await expect(successToast(page, 'Clase y tarifa guardadas').last()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Camas' }).click();
  await drawer.getByRole('button', { name: 'Eliminar Cuna', exact: true }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(successToast(page, 'Cama quitada de la habitación')).toBeVisible();
  await closeDrawer(page);
  await expect(room).toContainText('1 Queen');
  await expect(room).not.toContainText('Cuna');
  await expect(room).toContainText('150.00');

  // The grid opens two days before today: today's line is drawn, the third column is today.
  await openScreen(page, 'Grilla de reservas');
  await choose(page, page, 'Sucursal', 'Lima');
  const grid = page.getByRole('region', { name: 'Reservas por habitación y noche' });
  await expect(page.getByTestId('today-line')).toBeVisible();
  const line = (room: string) =>
    grid.locator('[data-room]').filter({ has: page.locator('[data-room-cell]', { hasText: room }) });
  await expect(line(numero)).toBeVisible();
  const free = grid.locator(`[data-night="${limaDay(1)}"]`);
  const freeBefore = Number(await free.textContent());

  // Drag over the nights of tomorrow, the day after and the next: the form holds the room and the dates.
  const nights = (await line(numero).locator('[data-nights]').boundingBox())!;
  const night = (index: number) => nights.x + index * 40 + 20;
  const y = nights.y + nights.height / 2;
  /** Drags over the first room's nights `from` to `to`; the new booking's form opens. */
  const bookNights = async (from: number, to: number) => {
    await page.mouse.move(night(from), y);
    await page.mouse.down();
    await page.mouse.move(night(to), y, { steps: 4 });
    await page.mouse.up();
    const form = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
    await expect(form).toContainText('Nueva reserva');
    return form;
  };
  const booking = await bookNights(3, 5);
  await expect(booking.getByLabel('Fecha de salida')).toHaveValue(limaDay(4).split('-').reverse().join('/'));
  const titular = `Ana Torres ${numero}`;
  await booking.getByLabel('Titular').fill(titular);
  // The room's classes with their rates; left empty, the booking would take the lowest (Estándar).
  await choose(page, booking, 'Clase y tarifa', 'Superior · S/ 210.00 por noche');
  await booking.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Reserva registrada correctamente').last()).toBeVisible();
  const stay = grid.getByRole('button', { name: new RegExp(`de ${titular}, habitación `) });
  await expect(stay).toHaveAccessibleName(new RegExp(`habitación ${numero}, .*\\(3 noches\\), Reservada`));
  await expect(free).toHaveText(String(freeBefore - 1));
  await stay.click();
  const booked = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await expect(booked.locator('.ant-descriptions-row', { hasText: 'Clase' })).toContainText('Superior');
  await expect(booked.locator('.ant-descriptions-row', { hasText: 'Tarifa por noche' })).toContainText('210.00');
  await closeDrawer(page);

  // Dragged to the other room on the same nights.
  const bar = (await stay.boundingBox())!;
  const target = (await line(other).boundingBox())!;
  await page.mouse.move(bar.x + 12, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + 12, target.y + target.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(successToast(page, 'Estancia movida correctamente').last()).toBeVisible();
  await expect(line(other).getByRole('button', { name: new RegExp(titular) })).toHaveAccessibleName(
    new RegExp(`habitación ${other}, .*\\(3 noches\\)`),
  );

  // Its right edge stretched by two nights, then one night less with the keyboard.
  const moved = (await stay.boundingBox())!;
  await page.mouse.move(moved.x + moved.width - 3, moved.y + moved.height / 2);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width - 3 + 80, moved.y + moved.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(successToast(page, 'Estancia movida correctamente').last()).toBeVisible();
  await expect(stay).toHaveAccessibleName(/\(5 noches\)/);
  await stay.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(stay).toHaveAccessibleName(/\(4 noches\)/);

  // Opened with a click, it is cancelled from its drawer: the nights are free again.
  await stay.click();
  const details = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await expect(details).toContainText(`Habitación ${other}`);
  await expect(details).toContainText(titular);
  await details.getByRole('button', { name: 'Anular estancia' }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Anular' }).click();
  await expect(successToast(page, 'Estancia anulada correctamente')).toBeVisible();
  await expect(stay).toHaveAccessibleName(/Anulada$/);
  await expect(free).toHaveText(String(freeBefore));

  // A group: both rooms in one booking on two later nights; cancelling the booking frees both.
  const group = await bookNights(8, 9);
  await group.getByRole('combobox', { name: /^Más habitaciones/ }).click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${other} · `) })
    .click();
  await page.keyboard.press('Escape');
  const leader = `Grupo Vargas ${numero}`;
  await group.getByLabel('Titular').fill(leader);
  await group.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Reserva registrada correctamente').last()).toBeVisible();
  const groupStay = (room: string) =>
    line(room).getByRole('button', { name: new RegExp(`de ${leader}, habitación ${room}, .*\\(2 noches\\)`) });
  await expect(groupStay(numero)).toHaveAccessibleName(/Reservada$/);
  await expect(groupStay(other)).toHaveAccessibleName(/Reservada$/);
  await groupStay(other).click();
  await expect(details).toContainText(leader);
  await details.getByRole('button', { name: 'Anular reserva' }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Anular' }).click();
  await expect(successToast(page, 'Reserva anulada correctamente')).toBeVisible();
  await expect(groupStay(numero)).toHaveAccessibleName(/Anulada$/);
  await expect(groupStay(other)).toHaveAccessibleName(/Anulada$/);

  // Tonight in the first room: a tap on today's night books it.
  await page.mouse.click(night(2), y);
  const tonight = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await expect(tonight).toContainText('Nueva reserva');
  const guest = `Rosa Huamán ${numero}`;
  await tonight.getByLabel('Titular').fill(guest);
  await tonight.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Reserva registrada correctamente').last()).toBeVisible();
  const lodged = grid.getByRole('button', { name: new RegExp(`de ${guest}, habitación ${numero}`) });
  await lodged.click();
  await expect(details).toContainText(guest);

  // Her two guests, the main one first, then the check-in.
  for (const [document, names, main] of [
    [`7${digitsOf(numero)}1`, `Rosa Huamán Ccori ${numero}`, true],
    [`7${digitsOf(numero)}2`, `Pedro Quispe Mamani ${numero}`, false],
  ] as const) {
    const guestForm = await drawerForm(page, 'Agregar huésped');
    await guestForm.getByLabel('Número de documento').fill(document);
    await guestForm.getByLabel('Nombres y apellidos').fill(names);
    if (main) await guestForm.getByRole('switch', { name: 'Huésped principal' }).click();
    await guestForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Huésped registrado correctamente')).toBeVisible();
  }
  await expect(row(details, `Pedro Quispe Mamani ${numero}`)).toBeVisible();
  // Her arrival flight, in the stay's 'Vuelos' (the guests on it chosen among the stay's).
  await details.getByRole('tab', { name: 'Vuelos' }).click();
  const flight = await drawerForm(page, 'Registrar vuelo');
  await choose(page, flight, 'Aerolínea', /LATAM/);
  await flight.getByLabel('Número de vuelo').fill('la2047');
  await flight.getByLabel('Fecha del vuelo').fill(limaDay(0).split('-').reverse().join('/'));
  await flight.getByLabel('Fecha del vuelo').press('Enter');
  await flight.getByLabel('Hora del vuelo').fill('14:35');
  await flight.getByLabel('Origen o destino').fill('Miami');
  await flight.getByRole('combobox', { name: 'Huéspedes del vuelo' }).click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .last()
    .locator('.ant-select-item-option')
    .filter({ hasText: `Rosa Huamán Ccori ${numero}` })
    .click();
  await flight.locator('.ant-modal-title').click();
  await flight.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Vuelo registrado correctamente')).toBeVisible();
  await expect(row(details, 'LA2047')).toContainText(`Miami`);
  await expect(row(details, 'LA2047')).toContainText(`Rosa Huamán Ccori ${numero}`);
  await details.getByRole('button', { name: 'Check-in' }).click();
  await confirmation(page).getByRole('button', { name: 'Check-in' }).click();
  await expect(successToast(page, 'Check-in registrado: la habitación está ocupada')).toBeVisible();
  await expect(lodged).toHaveAccessibleName(/Hospedado$/);

  // A minibar drink charged to the room, and a payment on account into the admin's open cash.
  const cash = await adminApi(server);
  await cash.post('/api/rapertura', { data: { monto_apertura: '100.00' } });
  await cash.dispose();
  await lodged.click();
  await details.getByRole('tab', { name: 'Consumos' }).click();
  const drink = await drawerForm(page, 'Cargar consumo');
  await choose(page, drink, 'Producto', 'Agua San Luis');
  await drink.getByLabel('Cantidad').fill('2');
  await drink.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Consumo cargado a la habitación')).toBeVisible();
  await expect(row(details, 'Agua San Luis')).toContainText('3.00');
  await details.getByRole('tab', { name: 'Pagos a cuenta' }).click();
  const payment = await drawerForm(page, 'Registrar pago');
  await choose(page, payment, 'Forma de pago', 'Efectivo');
  await payment.getByLabel('Monto').fill('50');
  await payment.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Pago registrado en caja')).toBeVisible();
  await expect(row(details, 'Efectivo')).toContainText('50.00');

  // The check-out issues a boleta and opens its ticket; the room goes to cleaning.
  await details.getByRole('button', { name: 'Check-out' }).click();
  const checkout = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
  await choose(page, checkout, 'Comprobante', /Boleta/);
  const ticket = page.waitForEvent('popup');
  await checkout.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    successToast(page, /^Check-out registrado con B\w{3}-\d{8}: la habitación pasa a limpieza$/),
  ).toBeVisible();
  const tab = await ticket;
  await expect(tab).toHaveURL(/\/api\/pdfcheckout\/\d+\?/);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tab.close();
  await expect(lodged).toHaveAccessibleName(/Finalizada$/);
});

const digitsOf = (text: string) => text.replace(/\D/g, '').padStart(5, '0').slice(-5);

test('a tourist package with its itinerary and what it includes', async ({ page }) => {
  await login(page);
  await openScreen(page, 'Paquetes turísticos');
  const nombre = `Paquete ${unique('P').slice(-6)} 2D/1N`;
  const form = await openForm(page, 'Nuevo paquete');
  await form.getByLabel('Nombre').fill(nombre);
  await form.getByLabel('Noches').fill('1');
  await form.getByLabel('Precio con IGV (S/)').fill('410');
  // The itinerary and the inclusions are line tables inside the form.
  await form.getByRole('button', { name: 'Agregar día' }).click();
  await form.getByLabel('Título del día 1').fill('Llegada y city tour');
  await form.getByRole('button', { name: 'Agregar día' }).click();
  await form.getByLabel('Título del día 2').fill('Salida');
  await form.getByRole('button', { name: 'Agregar línea' }).click();
  await choose(page, form, 'Tipo de habitación de la línea 1', 'Doble');
  await form.getByRole('button', { name: 'Agregar línea' }).click();
  await choose(page, form, 'Qué incluye la línea 2', 'Producto o servicio');
  await choose(page, form, 'Producto de la línea 2', 'TRASLADO AEROPUERTO');
  await form.getByLabel('Cantidad de la línea 2').fill('2');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Paquete turístico registrado correctamente')).toBeVisible();
  await search(page, nombre);
  await expect(row(page, nombre)).toContainText('410.00');
  await expect(row(page, nombre)).toContainText(
    'Habitación Doble: 1 noche; TRASLADO AEROPUERTO - HOTEL - AEROPUERTO × 2',
  );
});
