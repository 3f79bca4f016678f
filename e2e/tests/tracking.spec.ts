import { expect, test } from '../support/test';

const PARCELS = [
  { numero: '0000101', codigo: 'A1B2', stage: 0 },
  { numero: '0000102', codigo: 'C3D4', stage: 1 },
  { numero: '0000103', codigo: 'E5F6', stage: 2 },
  { numero: '0000104', codigo: 'G7H8', stage: 3 },
];

test.describe('public tracking', () => {
  test('on a phone each stage shows its date under it, without hovering', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/trade/tracking');
    await page.getByLabel('Número de guía').fill('0000103');
    await page.getByLabel('Código de guía').fill('E5F6');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    const card = page.locator('.tracking-result');
    for (const [index, name] of ['Origen', 'Transito', 'Destino', 'Entregado'].entries()) {
      await expect(card.getByText(name, { exact: true })).toBeVisible();
      const date = card.locator(`[data-stage-date="${index}"]`);
      await expect(date).toBeVisible();
      // stages 0-2 happened (a date), the delivery is still pending
      await expect(date).toHaveText(index < 3 ? /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ : 'Pendiente');
    }
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });

  test('shows the help before a search and validates both fields', async ({ page }) => {
    await page.goto('/trade/tracking');
    await expect(page.getByText('se encuentran en la parte inferior de su guía')).toBeVisible();
    await expect(page.getByAltText('Ubicación de los datos de rastreo en la guía')).toBeVisible();

    const numero = page.getByLabel('Número de guía');
    const codigo = page.getByLabel('Código de guía');
    await numero.fill('123');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await expect(page.getByText('Ingrese numero de guia valido')).toBeVisible();
    await expect(numero).toBeFocused();

    await numero.fill('123456789');
    await expect(numero).toHaveValue('1234567');
    // digits only
    await numero.fill('');
    await numero.pressSequentially('12a3-4 b5');
    await expect(numero).toHaveValue('12345');
    await numero.fill('1234567');
    await codigo.fill('AB');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await expect(page.getByText('Ingrese código de guia valido')).toBeVisible();
    await expect(codigo).toBeFocused();
    await codigo.fill('ABCDEF');
    await expect(codigo).toHaveValue('ABCD');
  });

  for (const parcel of PARCELS) {
    test(`a parcel in stage ${parcel.stage} shows its data and highlights that stage`, async ({ page }) => {
      await page.goto('/trade/tracking');
      await page.getByLabel('Número de guía').fill(parcel.numero);
      await page.getByLabel('Código de guía').fill(parcel.codigo);
      await page.getByRole('button', { name: 'Rastrear' }).click();
      const card = page.locator('.tracking-result');
      await expect(card).toContainText(`EN01-${parcel.numero}`);
      await expect(card).toContainText('20100047218 - DISTRIBUIDORA ANDINA S.A.C.');
      await expect(card).toContainText('Lima - Miraflores');
      await expect(card).toContainText('Arequipa - Cercado');
      for (const name of ['Origen', 'Transito', 'Destino', 'Entregado'])
        await expect(card.getByText(name, { exact: true })).toBeVisible();
      const current =
        parcel.stage === 3 ? card.locator('.ant-steps-item').nth(3) : card.locator('.ant-steps-item-process');
      await expect(current).toContainText(['Origen', 'Transito', 'Destino', 'Entregado'][parcel.stage]!);
      await card.locator(`[data-stage="${parcel.stage}"]`).hover();
      await expect(page.getByRole('tooltip')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    });
  }

  test('a guide that does not exist says so', async ({ page }) => {
    await page.goto('/trade/tracking');
    await page.getByLabel('Número de guía').fill('9999999');
    await page.getByLabel('Código de guía').fill('ZZZZ');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await expect(page.getByText('Encomienda no encontrada')).toBeVisible();
    await expect(page.getByText(/No se encontró ninguna encomienda/)).toBeVisible();
  });
});
