import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { adminApi, apiPost, choose, dialog, digits, openScreen, row, successToast } from '../support/crud';
import { openOwnCash } from '../support/sales';

test.describe('/loans', () => {
  test('give a loan (French schedule previewed by the API) and collect two instalments through the cash', async ({
    page,
    server,
  }) => {
    test.setTimeout(300_000);
    const api = await adminApi(server);
    const dni = `4${digits(7)}`;
    await apiPost(api, '/rpersonaprovedor', {
      idtipodocumento: 1,
      numero_documento: dni,
      nombres: `PRESTATARIO ${dni}`,
      ubica_persona: 1,
    });
    // The loan is disbursed from the admin's open cash.
    await openOwnCash(api, '1500.00');

    await login(page, ADMIN);
    await openScreen(page, 'Préstamos');
    await page.getByRole('button', { name: 'Nuevo préstamo' }).click();
    const form = dialog(page);
    await choose(page, form, 'Cliente', dni);
    await form.getByRole('textbox', { name: /^Monto/ }).fill('1000');
    await choose(page, form, 'Forma de desembolso', 'Efectivo');
    await form.getByRole('textbox', { name: /^Tasa de interés/ }).fill('5');
    await form.getByRole('spinbutton', { name: /^Número de cuotas/ }).fill('3');
    const first = form.getByRole('textbox', { name: /^Primer vencimiento/ });
    const due = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('es-PE', {
      timeZone: 'America/Lima',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await first.click();
    await first.fill(due);
    await first.press('Enter');
    // The API's schedule, before saving: 3 × 367.21 (hand-computed in the API tests).
    await expect(form.getByText('total a pagar S/ 1,101.63')).toBeVisible();
    const ticket = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, /^Préstamo N° \d+ registrado correctamente$/)).toBeVisible();
    const loanTab = await ticket;
    await expect(loanTab).toHaveURL(/\/api\/ticketprestamo\/\d+\?firma=/);
    await loanTab.close();

    const loan = row(page, `PRESTATARIO ${dni}`);
    await expect(loan).toContainText('1,000.00');
    await expect(loan).toContainText('1,101.63');
    await loan.getByRole('button', { name: /^Cronograma / }).click();
    const detail = dialog(page);
    for (const n of [1, 2]) {
      await detail.getByRole('button', { name: 'Cuota pendiente' }).click();
      await expect(detail.getByLabel('Importe a pagar')).toHaveValue('367.21');
      await choose(page, detail, 'Forma de pago del cobro', 'Efectivo');
      const paymentTicket = page.waitForEvent('popup');
      await detail.getByRole('button', { name: 'Registrar pago' }).click();
      await expect(successToast(page, 'Pago registrado correctamente').first()).toBeVisible();
      const tab = await paymentTicket;
      await expect(tab).toHaveURL(/\/api\/ticketpagocuotaprestamo\/\d+\?firma=/);
      await tab.close();
      await expect(detail.getByText(`Saldo S/ ${n === 1 ? '734.42' : '367.21'}`)).toBeVisible();
    }
    await expect(detail.getByText('Pagada')).toHaveCount(2);
    await expect(row(page, `PRESTATARIO ${dni}`)).toContainText('367.21');
  });
});
