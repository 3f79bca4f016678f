import type { APIRequestContext } from '@playwright/test';
import { ADMIN, login, toast } from '../support/app';
import { choose, dialog, openForm, openScreen, row, search, unique } from '../support/crud';
import { expect, test } from '../support/test';

/** The administrator's token, to read the outbox as the screens' API does. */
async function adminToken(request: APIRequestContext) {
  const answer = await request.post('/api/login', { data: { username: ADMIN.usuario, password: ADMIN.password } });
  return ((await answer.json()) as { token: string }).token;
}

test.describe('complaints book', () => {
  test('a consumer files a complaint on the public page on a phone, staff answer it within the deadline and the answer reaches the outbox', async ({
    browser,
    baseURL,
    page,
  }) => {
    const consumer = unique('CONSUMIDORA');
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      baseURL,
    });
    const mobile = await phone.newPage();
    await mobile.goto('/trade/libro-de-reclamaciones');
    await expect(mobile.getByText('RUC 20000000001')).toBeVisible();
    // Nothing is sent until the required fields are there.
    await mobile.getByRole('button', { name: 'Enviar reclamación' }).click();
    await expect(mobile.getByText('Ingrese su nombre completo')).toBeVisible();

    await choose(mobile, mobile, 'Establecimiento', /Tienda virtual/);
    await mobile.getByLabel('Nombre completo').fill(consumer);
    await mobile.getByLabel('Número de documento').fill('4512378');
    await mobile.getByLabel('Domicilio').fill('Av. Grau 455, Barranco, Lima');
    await mobile.getByLabel('Teléfono').fill('987654321');
    await mobile.getByLabel('Correo electrónico').fill('consumidora@example.com');
    await mobile.getByLabel('Monto reclamado (S/)').fill('35.50');
    await mobile.getByLabel('Descripción').fill('Set de brochas de la tienda virtual');
    await mobile.getByLabel('Detalle').fill('Llegaron dos brochas en lugar de tres.');
    await mobile.getByLabel('Pedido').fill('Que envíen la brocha que falta.');
    await mobile.getByRole('button', { name: 'Enviar reclamación' }).click();
    await expect(mobile.getByText('El DNI tiene 8 dígitos')).toBeVisible();
    await mobile.getByLabel('Número de documento').fill('45123780');
    await mobile.getByRole('button', { name: 'Enviar reclamación' }).click();

    const filed = mobile.getByText(/^Su reclamación N° \d{6}-\d{4} fue registrada$/);
    await expect(filed).toBeVisible();
    const numero = (await filed.textContent())!.match(/\d{6}-\d{4}/)![0];
    await expect(mobile.getByText(/Recibirá la respuesta a más tardar el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    const pdfLink = mobile.getByRole('link', { name: 'Descargar hoja de reclamación (PDF)' });
    const pdf = await mobile.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { scrollWidth, innerWidth } = await mobile.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await phone.close();

    // The staff find it among the pending ones, with its 15 business days, and accept it.
    await login(page);
    await openScreen(page, 'Libro de reclamaciones');
    await search(page, consumer);
    // Found by the consumer's own name: sheet numbers run per establishment, so another
    // establishment's sheet may carry the same number (and shows until the search's answer comes).
    const sheet = row(page, consumer);
    await expect(sheet).toContainText(numero);
    await expect(sheet).toContainText('15 días hábiles');
    await expect(sheet).toContainText('Pendiente');
    await sheet.getByRole('button', { name: `Responder N° ${numero} de ${consumer}` }).click();
    const answer = dialog(page);
    await answer.getByLabel('Aceptar').check();
    await answer
      .getByLabel('Observaciones y acciones adoptadas por el proveedor')
      .fill('Enviamos la brocha que faltaba.');
    await answer.getByRole('button', { name: 'Responder' }).click();
    await expect(
      toast(page, 'Reclamación aceptada. El correo al consumidor quedó en la bandeja de salida.'),
    ).toBeVisible();
    // Answered, it leaves the pending list; with every state it shows as accepted.
    await expect(row(page, consumer)).toHaveCount(0);
    await choose(page, page, 'Estado', 'Todos los estados');
    await expect(row(page, consumer)).toContainText('Aceptada');

    const token = await adminToken(page.request);
    const mails = await page.request.get('/api/correos?page=1&pageSize=50&origen=reclamacion', {
      headers: { authorization: `Bearer ${token}` },
    });
    const subjects = ((await mails.json()) as { detalles: { asunto: string; para: string; estado: string }[] })
      .detalles;
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ asunto: `Hoja de reclamación N° ${numero} - Tienda virtual`, estado: 'bandeja' }),
        expect.objectContaining({ asunto: `Respuesta a su hoja de reclamación N° ${numero}`, estado: 'bandeja' }),
      ]),
    );
  });

  test('an administrator opens an establishment, gives it staff and a holiday, and files a sheet there', async ({
    page,
  }) => {
    const name = unique('Tienda Trujillo');
    await login(page);
    await openScreen(page, 'Establecimientos de reclamos');
    const form = await openForm(page, 'Nuevo establecimiento');
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Dirección (o página web)').fill('Jr. Pizarro 530, Trujillo');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado correctamente')).toBeVisible();

    await search(page, name);
    await row(page, name)
      .getByRole('button', { name: `Usuarios ${name}` })
      .click();
    const staff = dialog(page);
    await staff.getByRole('button', { name: 'Asignar usuario' }).click();
    const assign = page.locator('.ant-modal-wrap').filter({ visible: true }).last();
    await expect(assign.getByText('Asignar usuario')).toBeVisible();
    await choose(page, assign, 'Usuario', /Vendedora Demo/);
    await assign.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Usuario asignado al establecimiento')).toBeVisible();
    await expect(row(staff, 'Vendedora Demo')).toContainText('Vendedor');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Feriados' }).click();
    const holiday = await openForm(page, 'Nuevo feriado');
    await holiday.getByLabel('Fecha').fill('31/12/2027');
    await holiday.getByLabel('Fecha').press('Enter');
    await holiday.getByLabel('Nombre').fill('Día no laborable de prueba');
    await holiday.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Feriado registrado correctamente')).toBeVisible();

    await openScreen(page, 'Libro de reclamaciones');
    const sheet = await openForm(page, 'Nueva reclamación');
    await choose(page, sheet, 'Establecimiento', name);
    await sheet.getByLabel('Nombre completo del consumidor').fill('PEDRO ALVA CHÁVEZ');
    await sheet.getByLabel('Número de documento').fill('41236598');
    await sheet.getByLabel('Domicilio').fill('Av. España 1020, Trujillo');
    await sheet.getByLabel('Teléfono').fill('944556677');
    await sheet.getByLabel('Descripción del producto o servicio').fill('Atención en caja');
    await sheet.getByLabel('Detalle de la reclamación').fill('Me cobraron dos veces la misma compra.');
    await sheet.getByLabel('Pedido del consumidor').fill('La devolución del cobro duplicado.');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, /^Reclamación N° 000001-\d{4} registrada correctamente\.$/)).toBeVisible();
    await search(page, 'PEDRO ALVA');
    await expect(row(page, 'PEDRO ALVA CHÁVEZ')).toContainText(name);
  });
});
