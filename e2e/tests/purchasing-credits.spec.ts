import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  digits,
  closeDrawer,
  dialog,
  enterOnlyOption,
  errorToast,
  openScreen,
  row,
  search,
  successToast,
  toastOf,
  openConfirm,
} from '../support/crud';
import { LAPTOP, PHONE, expectNoSidewaysScroll } from '../support/layout';
import { openOwnCash } from '../support/sales';

/** Screenshots for a person to look at (both sizes). */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/people-${name}.png`, fullPage: false });

// Each test drives several drawers and forms on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('/clients_providers', () => {
  test('a provider from a RUC lookup (stand-in server), not found, duplicate refused, SUNAT warning', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, ADMIN);
    await openScreen(page, 'Clientes y proveedores');
    await shot(page, 'clients-providers-1366');

    await page.getByRole('button', { name: 'Nueva persona' }).click();
    const form = dialog(page);
    const numero = form.getByLabel('Número de documento');
    // unknown RUC (valid check digit): 'Datos no encontrados'
    await numero.fill('20601030013');
    await form.getByRole('button', { name: 'Consultar en SUNAT' }).click();
    await expect(errorToast(page, 'Datos no encontrados')).toBeVisible();

    await numero.fill('10462345670');
    await form.getByRole('button', { name: 'Consultar en SUNAT' }).click();
    await expect(form.getByLabel('Nombres o razón social')).toHaveValue('QUISPE MAMANI ROSA ELENA');
    await expect(form.getByLabel(/^Dirección/)).toHaveValue('JR. LOS LIRIOS 230, SAN MARTÍN DE PORRES');
    await expect(successToast(page, 'Datos obtenidos')).toBeVisible();
    await choose(page, form, 'Es', 'Proveedor');
    await shot(page, 'person-form-1366');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Persona registrada correctamente')).toBeVisible();
    await search(page, '10462345670');
    await expect(row(page, '10462345670')).toContainText('Proveedor');

    // the same RUC again: refused with the name of who has it
    await page.getByRole('button', { name: 'Nueva persona' }).click();
    await form.getByLabel('Número de documento').fill('10462345670');
    await form.getByLabel('Nombres o razón social').fill('Otra');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Ya existe una persona registrada con RUC 10462345670 (QUISPE MAMANI ROSA ELENA)',
    );
    // a RUC that SUNAT reports NO HABIDO: the lookup warns
    await form.getByLabel('Número de documento').fill('20387654322');
    await form.getByRole('button', { name: 'Consultar en SUNAT' }).click();
    await expect(toastOf(page, 'SUNAT reporta este RUC como ACTIVO / NO HABIDO')).toBeVisible();
    await expect(form.getByText(/SUNAT reporta este RUC como ACTIVO \/ NO HABIDO/)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('a person page: balances, credits and statement', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, ADMIN);
    await openScreen(page, 'Clientes y proveedores');
    await search(page, '46027897');
    await row(page, '46027897').getByRole('button', { name: 'Cuenta QUISPE MAMANI ROSA ELENA' }).click();
    const drawer = dialog(page);
    await expect(drawer.getByText('Por cobrar (PEN)')).toBeVisible();
    await expect(row(drawer, 'NV01-00000012')).toContainText('Vencido');
    await drawer.getByRole('tab', { name: 'Estado de cuenta' }).first().click();
    await expect(row(drawer, 'Cobro').first()).toBeVisible();
    await shot(page, 'person-account-1366');
    await closeDrawer(page);
  });
});

test.describe('/accounts_payable and /accounts_receivable', () => {
  test('a provider credit in USD with three letras: pay one, cancel the payment', async ({ page }) => {
    // A number of its own: a retried run must not find the first attempt's credit.
    const documento = `F002-${digits(8)}`;
    await page.setViewportSize(LAPTOP);
    await login(page, ADMIN);
    await openScreen(page, 'Cuentas por pagar');
    await expect(row(page, 'DISTRIBUIDORA ANDINA S.A.C.')).toContainText('5,000.00');
    await shot(page, 'accounts-payable-1366');

    await page.getByRole('button', { name: 'Nuevo crédito' }).click();
    const form = dialog(page);
    const provider = form.getByRole('combobox', { name: /^Proveedor/ });
    await provider.focus();
    await page.keyboard.type('pacifico');
    await enterOnlyOption(page);
    await form.getByLabel(/^Documento/).fill(documento);
    await choose(page, form, 'Moneda', 'USD');
    await form.getByLabel(/^Total/).fill('3000');
    await form.getByLabel(/^Número de letras/).fill('3');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Crédito registrado correctamente')).toBeVisible();

    await search(page, 'pacifico');
    await page.getByRole('button', { name: 'Cuenta IMPORTACIONES DEL PACÍFICO S.A.' }).first().click();
    const drawer = dialog(page);
    const credit = row(drawer, documento);
    await expect(credit).toContainText('3,000.00');
    await drawer.getByRole('button', { name: `Registrar pago ${documento}` }).click();
    const payment = dialog(page);
    await payment.getByLabel(/^Importe/).fill('1000');
    // The second letra, not the oldest one the payment would go to by itself.
    await choose(page, payment, 'Letra a pagar', /^Letra 2 · vence \d{2}\/\d{2}\/\d{4} · pendiente 1,000\.00$/);
    await payment.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Pago registrado correctamente')).toBeVisible();
    await (await openConfirm(page)).getByRole('button', { name: 'Cerrar' }).click();
    await expect(row(drawer, documento)).toContainText('2,000.00');

    await drawer.getByRole('button', { name: `Letras ${documento}` }).click();
    const letras = dialog(page);
    await expect(row(letras, 'Pagada')).toHaveCount(1);
    await expect(row(letras, 'Pagada').locator('td').first()).toHaveText('2');
    await letras.getByRole('button', { name: /^Anular pago pago \d+$/ }).click();
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    await expect(successToast(page, 'Pago anulado correctamente')).toBeVisible();
    await expect(row(letras, 'Pagada')).toHaveCount(0);
    // Nested drawers: close the letras one; the credits list shows the balance restored.
    await letras.locator('.ant-drawer-close').click();
    await expect(page.getByText('Pagos', { exact: true })).toBeHidden();
    await expect(row(drawer, documento)).toContainText('3,000.00');
  });

  test('a client payment and its printed note; statement exported', async ({ page, context, server }) => {
    // A payment in cash goes to the cashier's open cash (finance-loans): a cash of this test's own.
    await openOwnCash(await adminApi(server), '100.00');
    // The client's statement before the payment (the demo's credit sales are in it too).
    const api = await adminApi(server);
    const person = (await apiGet(api, '/persona/search', { parametro: '20456789120' }))[0];
    const before = (await apiGet(api, `/estadocuenta/${person.idpersona}`, { tipo: 'cliente' })).saldo_final as string;
    await page.setViewportSize(LAPTOP);
    await login(page, ADMIN);
    await openScreen(page, 'Cuentas por cobrar');
    await expect(row(page, 'INVERSIONES PÉREZ & HIJOS S.R.L.')).toContainText('4,250.00');
    await shot(page, 'accounts-receivable-1366');
    await page.getByRole('button', { name: 'Cuenta INVERSIONES PÉREZ & HIJOS S.R.L.' }).click();
    const drawer = dialog(page);
    await drawer.getByRole('button', { name: 'Registrar pago F001-00000045' }).click();
    const payment = dialog(page);
    await payment.getByLabel(/^Importe/).fill('250');
    await payment.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Pago registrado correctamente')).toBeVisible();
    const popup = context.waitForEvent('page');
    await (await openConfirm(page)).getByRole('button', { name: 'Imprimir nota de pago' }).click();
    const pdf = await popup;
    await expect.poll(() => pdf.url()).toMatch(/\/api\/printpdfcpago\/\d+\?firma=/);
    const response = await page.request.get(pdf.url());
    expect(response.headers()['content-type']).toBe('application/pdf');
    await pdf.close();
    await expect(row(drawer, 'F001-00000045')).toContainText('8,250.00');

    const statement = await apiGet(api, `/estadocuenta/${person.idpersona}`, { tipo: 'cliente' });
    expect(statement.saldo_final).toBe((Number(before) - 250).toFixed(2));
    await drawer.getByRole('tab', { name: 'Estado de cuenta' }).click();
    await expect(row(drawer, 'Cobro')).toContainText('250.00');
    await closeDrawer(page);
  });

  test('phone layout of the three screens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page, ADMIN);
    for (const [menu, name] of [
      ['Clientes y proveedores', 'clients-providers'],
      ['Cuentas por cobrar', 'accounts-receivable'],
      ['Cuentas por pagar', 'accounts-payable'],
    ] as const) {
      await openScreen(page, menu);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `${name}-390`);
    }
  });
});

test.describe('the lookup in the organization forms', () => {
  test('an employee from a DNI lookup: names and surnames filled', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, ADMIN);
    await openScreen(page, 'Empleados');
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    const form = dialog(page);
    await form.getByLabel('Número de documento').fill('72345618');
    await form.getByRole('button', { name: 'Consultar en RENIEC' }).click();
    await expect(form.getByLabel('Nombres')).toHaveValue('ANA SOFÍA');
    await expect(form.getByLabel('Apellidos')).toHaveValue('CASTILLO VEGA');
    await page.keyboard.press('Escape');
  });
});
