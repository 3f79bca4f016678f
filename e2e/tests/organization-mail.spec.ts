import { expect, test } from '../support/test';
import { SMTPServer } from 'smtp-server';
import { ADMIN, login } from '../support/app';
import { adminApi, apiGet, apiPost, openScreen, row, successToast, toastOf } from '../support/crud';

/** The company's mail server, stood in locally: real SMTP with a login, keeping who got what. */
async function smtpStandIn() {
  const received: { to: string[]; size: number }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _s, done) =>
      auth.username === 'ventas@demo.pe' && auth.password === 'clave-smtp-e2e'
        ? done(null, { user: auth.username })
        : done(new Error('Invalid login')),
    onData(stream, session, done) {
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), size });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

test('/company_settings outgoing mail: kept in the outbox without a server, sent later through SMTP, downloadable', async ({
  page,
  server,
}) => {
  const smtp = await smtpStandIn();
  // Later stories mail their documents to the outbox: the company's mail settings are given back as found.
  const api = await adminApi(server);
  const before = await apiGet<{
    host: string | null;
    puerto: number;
    seguro: boolean;
    usuario: string | null;
    remitenteNombre: string | null;
    remitenteCorreo: string | null;
  }>(api, '/configuracioncorreo');
  try {
    const to = `e2e${Date.now().toString(36)}@cliente.pe`;
    await login(page, ADMIN);
    await openScreen(page, 'Configuración SUNAT');
    const card = page.locator('.ant-card').filter({ hasText: 'Correo saliente' }).first();

    // No server: the test mail is kept whole in the outbox.
    await card.getByLabel('Servidor SMTP').fill('');
    await card.getByLabel('Correo del remitente').fill('ventas@demo.pe');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Configuración de correo guardada correctamente')).toBeVisible();
    await page.getByLabel('Correo de prueba para').fill(to);
    await page.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(toastOf(page, 'El correo quedó en la bandeja de salida')).toBeVisible();
    const sent = page.locator('.ant-card').filter({ hasText: 'Correos enviados' });
    await expect(row(sent, to)).toContainText('En bandeja de salida');

    // The stored message downloads as .eml.
    const download = page.waitForEvent('download');
    await row(sent, to)
      .getByRole('button', { name: /^Descargar \.eml/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^correo-\d+-prueba\.eml$/);

    // With the server configured, the kept mail goes out as it was.
    await card.getByLabel('Servidor SMTP').fill('127.0.0.1');
    await card.getByRole('spinbutton', { name: 'Puerto' }).fill(String(smtp.port));
    await card.getByLabel('Usuario SMTP').fill('ventas@demo.pe');
    await card.getByRole('textbox', { name: /^Contraseña SMTP/ }).fill('clave-smtp-e2e');
    await card.getByRole('button', { name: 'Guardar' }).click();
    // The first save's notice may still be on screen: the newest one, and the mode it saved.
    await expect(successToast(page, 'Configuración de correo guardada correctamente').last()).toBeVisible();
    await expect(card.getByText('Envío por SMTP')).toBeVisible();
    await row(sent, to)
      .getByRole('button', { name: /^Reenviar/ })
      .click();
    await expect(successToast(page, 'Correo enviado')).toBeVisible();
    await expect(row(sent, to)).toContainText('Enviado');
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    await expect(page.locator('body')).not.toContainText('clave-smtp-e2e');
  } finally {
    const { host, puerto, seguro, usuario, remitenteNombre, remitenteCorreo } = before;
    await apiPost(api, '/aconfiguracioncorreo', {
      host,
      puerto,
      seguro,
      usuario,
      clave: null,
      remitenteNombre,
      remitenteCorreo: remitenteCorreo ?? 'ventas@demo.pe',
    });
    await api.dispose();
    await smtp.close();
  }
});
