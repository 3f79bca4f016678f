import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN, login } from '../support/app';
import { choose, errorToast, openScreen, successToast, toastOf } from '../support/crud';

const certificates = resolve(import.meta.dirname, '..', '..', 'api', 'resources', 'sunat', 'certificates');

/** A self-signed key and certificate valid for `days` days (openssl, as a company's PEM files). */
function pemValidFor(days: number) {
  const dir = mkdtempSync(join(tmpdir(), 'trade-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'empresa.key'),
      '-out',
      join(dir, 'empresa.cer'),
      '-days',
      String(days),
      '-subj',
      '/C=PE/O=EMPRESA DEMO TRADE S.A.C./CN=CERTIFICADO E2E TRADE',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'empresa.key')), cert: readFileSync(join(dir, 'empresa.cer')) };
}

test.describe('/company_settings', () => {
  test('SUNAT target and SOL credentials: server refusal shown, saved, secrets never shown back', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Configuración SUNAT');
    const card = page.locator('.ant-card').filter({ hasText: 'Envío a SUNAT' });
    await expect(page.getByText('20000000001')).toBeVisible();

    // an OSE needs its URL: the server says so and the form keeps what was typed
    await choose(page, card, 'Destino de los comprobantes', 'OSE');
    await card.getByLabel('Usuario SOL').fill('E2EUSER');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(errorToast(page, 'Para un OSE indique la URL de envío (billService)')).toBeVisible();
    await expect(card.getByRole('alert')).toContainText('Para un OSE indique la URL de envío');

    await choose(page, card, 'Destino de los comprobantes', 'Simulador');
    await card.getByRole('textbox', { name: /^Clave SOL/ }).fill('clave-secreta-e2e');
    await card.getByRole('textbox', { name: /^Clave de cliente GRE/ }).fill('secreto-gre-e2e');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Configuración SUNAT guardada correctamente')).toBeVisible();
    await page.reload();
    const reloaded = page.locator('.ant-card').filter({ hasText: 'Envío a SUNAT' });
    await expect(reloaded.getByLabel('Usuario SOL')).toHaveValue('E2EUSER');
    // secrets come back only as "configured", never as text
    await expect(reloaded.getByRole('textbox', { name: /^Clave SOL/ })).toHaveValue('');
    // both secrets (Clave SOL, Clave de cliente GRE) say they are kept
    await expect(reloaded.getByText('Guardada. Déjela vacía para mantenerla.')).toHaveCount(2);
    await expect(page.locator('body')).not.toContainText('clave-secreta-e2e');
  });

  test('signing certificate: expired and wrong-password files refused, a PEM near expiry uploaded with its subject and a warning', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Configuración SUNAT');
    const card = page.locator('.ant-card').filter({ hasText: 'Certificado digital de firma' });

    // PFX with a wrong password
    await card
      .locator('input[type="file"][aria-label="Archivo PFX"]')
      .setInputFiles(join(certificates, 'LLAMA-PE-CERTIFICADO-DEMO-10467793549.pfx'));
    await card.getByLabel('Contraseña del certificado').fill('incorrecta');
    await card.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(errorToast(page, /No se pudo abrir el certificado PFX/)).toBeVisible();
    await expect(card.getByRole('alert').filter({ hasText: 'No se pudo abrir' })).toBeVisible();

    // the bundled demo certificate expired in 2021
    await card.getByRole('tab', { name: 'Clave y certificado PEM' }).click();
    await card
      .locator('input[type="file"][aria-label="Clave privada (PEM)"]')
      .setInputFiles(join(certificates, 'private.key'));
    await card
      .locator('input[type="file"][aria-label="Certificado (PEM)"]')
      .setInputFiles(join(certificates, 'public.cer'));
    await card.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(errorToast(page, /El certificado está vencido/)).toBeVisible();

    // a company certificate that expires in 20 days: accepted, with the 30-day warning
    const pem = pemValidFor(20);
    await card
      .locator('input[type="file"][aria-label="Clave privada (PEM)"]')
      .setInputFiles({ name: 'empresa.key', mimeType: 'application/x-pem-file', buffer: pem.key });
    await card
      .locator('input[type="file"][aria-label="Certificado (PEM)"]')
      .setInputFiles({ name: 'empresa.cer', mimeType: 'application/x-x509-ca-cert', buffer: pem.cert });
    await card.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(toastOf(page, /Certificado registrado\. Vence en (19|20) días/)).toBeVisible();
    await expect(card.getByText(/CERTIFICADO E2E TRADE/).first()).toBeVisible();
    await expect(card.getByText(/El certificado vence en (19|20) días/)).toBeVisible();
    await expect(card.getByText('Archivo subido (PEM)')).toBeVisible();
    // kept after a reload
    await page.reload();
    await expect(
      page
        .locator('.ant-card')
        .filter({ hasText: 'Certificado digital de firma' })
        .getByText(/El certificado vence en (19|20) días/),
    ).toBeVisible();
  });
});
