import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startSmtpStandIn } from '../helpers/smtp.js';
import { caller, countRows, expectGuarded, expectRefused } from './support.js';

export default function mailCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    smtp = await startSmtpStandIn({
      user: 'ventas@demo.pe',
      password: 'Smtp$ecreta1',
      refuseRecipient: 'nadie@cliente.pe',
    });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const server = (over: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    puerto: smtp.port,
    seguro: false,
    usuario: 'ventas@demo.pe',
    clave: 'Smtp$ecreta1',
    remitenteNombre: 'Trade Demo',
    remitenteCorreo: 'ventas@demo.pe',
    ...over,
  });
  /** Each test sets the server it needs (tests run alone or in any order). */
  const configure = async (over: Record<string, unknown> = {}) => {
    const { res } = await api.post(admin, '/aconfiguracioncorreo', server(over));
    expect(res.statusCode).toBe(200);
  };
  const noServer = () => configure({ host: null });
  const stored = async (idcorreo: number) =>
    (await queryRows<{ archivo: string }>(t.db, sql`select archivo from correo where idcorreo = ${idcorreo}`))[0]!;

  describe('outgoing mail without a server: the outbox', () => {
    test('a new company keeps mails in the outbox, stored whole as .eml', async () => {
      // The first test of the file: the seeded company, whose mail was never configured.
      const { body } = await api.get(admin, '/configuracioncorreo');
      expect(body.detalles).toMatchObject({
        host: null,
        modo: 'bandeja',
        claveConfigurada: false,
        puerto: 587,
        actualizado: null,
      });

      const { res, body: sent } = await api.post(admin, '/pruebacorreo', { para: 'cliente@empresa.pe' });
      expect(res.statusCode).toBe(200);
      expect(sent.mensaje).toBe(
        'El correo quedó en la bandeja de salida: configure el servidor de correo para enviarlo',
      );
      expect(sent.detalles).toMatchObject({
        estado: 'bandeja',
        estadoNombre: 'En bandeja de salida',
        para: 'cliente@empresa.pe',
        origen: 'prueba',
        intentos: 1,
        usuario: 'admin',
      });
      const file = join(t.config.dataDir, 'correos', (await stored(sent.detalles.idcorreo)).archivo);
      expect(existsSync(file)).toBe(true);

      const download = await t.call(admin, { method: 'GET', url: `/api/correo/${sent.detalles.idcorreo}/eml` });
      expect(download.res.headers['content-type']).toContain('message/rfc822');
      expect(download.res.headers['content-disposition']).toContain(
        `attachment; filename="correo-${sent.detalles.idcorreo}-prueba.eml"`,
      );
      const parsed = await simpleParser(download.res.rawPayload);
      expect(parsed.subject).toBe('Correo de prueba de Trade');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('cliente@empresa.pe');
      expect(smtp.received).toHaveLength(0);
    });
  });

  describe('settings of the mail server', () => {
    test('bad input is refused in Spanish and nothing is written', async () => {
      await expectRefused(
        t,
        'correo_config',
        () => api.post(admin, '/aconfiguracioncorreo', server({ puerto: 0 })),
        /Puerto/,
      );
      await expectRefused(
        t,
        'correo_config',
        () => api.post(admin, '/aconfiguracioncorreo', server({ host: 'smtp mal.pe' })),
        /Servidor SMTP/,
      );
      await expectRefused(
        t,
        'correo_config',
        () => api.post(admin, '/aconfiguracioncorreo', server({ remitenteCorreo: 'ventas' })),
        /Correo del remitente/,
      );
      await expectRefused(
        t,
        'correo',
        () => api.post(admin, '/pruebacorreo', { para: 'no es correo' }),
        /Correo de destino/,
      );
    });

    test('saved with the password encrypted at rest and never answered', async () => {
      const { body } = await api.post(admin, '/aconfiguracioncorreo', server());
      expect(body.mensaje).toBe('Configuración de correo guardada correctamente');
      expect(body.detalles).toMatchObject({
        host: '127.0.0.1',
        puerto: smtp.port,
        modo: 'smtp',
        claveConfigurada: true,
        remitenteCorreo: 'ventas@demo.pe',
      });
      expect(JSON.stringify(body)).not.toContain('Smtp$ecreta1');
      const [row] = await queryRows<{ clave: string }>(t.db, sql`select clave from correo_config`);
      expect(row!.clave).toMatch(/^v1\./);
      expect(row!.clave).not.toContain('Smtp$ecreta1');
      // An empty password keeps the stored one.
      const again = await api.post(admin, '/aconfiguracioncorreo', server({ clave: '' }));
      expect(again.body.detalles.claveConfigurada).toBe(true);
    });

    test('only the Configuración SUNAT menu reaches the mail calls', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/configuracioncorreo' },
        { method: 'POST', url: '/aconfiguracioncorreo', payload: server() },
        { method: 'POST', url: '/pruebacorreo', payload: { para: 'a@b.pe' } },
        { method: 'GET', url: '/correos' },
        { method: 'POST', url: '/reenviarcorreo/1' },
        { method: 'GET', url: '/correo/1/eml' },
      ]);
    });
  });

  describe("sending through the company's server", () => {
    test('a test mail reaches the server from the configured sender', async () => {
      await configure();
      const before = smtp.received.length;
      const { body } = await api.post(admin, '/pruebacorreo', { para: 'contador@estudio.pe' });
      expect(body.mensaje).toBe('Correo enviado');
      expect(body.detalles).toMatchObject({ estado: 'enviado', estadoNombre: 'Enviado' });
      expect(smtp.received).toHaveLength(before + 1);
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual(['contador@estudio.pe']);
      expect(mail.from).toBe('ventas@demo.pe');
      expect(mail.parsed.from?.value).toEqual([{ name: 'Trade Demo', address: 'ventas@demo.pe' }]);
    });

    test('a mail kept in the outbox is sent later exactly as composed; a sent one is not sent twice', async () => {
      await noServer();
      const { body: outbox } = await api.post(admin, '/pruebacorreo', { para: 'cliente@empresa.pe' });
      const { body: list } = await api.get(admin, '/correos?estado=bandeja');
      const kept = list.detalles[0];
      expect(kept).toMatchObject({ idcorreo: outbox.detalles.idcorreo, estado: 'bandeja', para: 'cliente@empresa.pe' });
      const early = await api.post(admin, `/reenviarcorreo/${kept.idcorreo}`);
      expect([early.res.statusCode, early.body.mensaje]).toEqual([
        400,
        'Configure el servidor de correo antes de reenviar',
      ]);
      await configure();
      const { body } = await api.post(admin, `/reenviarcorreo/${kept.idcorreo}`);
      expect(body.detalles).toMatchObject({ estado: 'enviado', intentos: 2 });
      expect(smtp.received.at(-1)!.parsed.subject).toBe('Correo de prueba de Trade');
      expect(smtp.received.at(-1)!.to).toEqual(['cliente@empresa.pe']);
      const twice = await api.post(admin, `/reenviarcorreo/${kept.idcorreo}`);
      expect([twice.res.statusCode, twice.body.mensaje]).toEqual([400, 'El correo ya fue enviado']);
      const missing = await api.post(admin, '/reenviarcorreo/999999');
      expect([missing.res.statusCode, missing.body.mensaje]).toEqual([404, 'El correo no existe']);
    });

    test('a document mail carries its attachments (what the sales area sends)', async () => {
      await configure();
      const pdf = Buffer.from('%PDF-1.7 demo');
      const xml = Buffer.from('<?xml version="1.0"?><Invoice/>');
      const row = await t.app.organization.mail.send({
        para: 'compras@cliente.pe; pagos@cliente.pe',
        asunto: 'Factura F001-00000123',
        texto: 'Adjuntamos su comprobante electrónico.',
        adjuntos: [
          { filename: '20000000001-01-F001-123.pdf', content: pdf, contentType: 'application/pdf' },
          { filename: '20000000001-01-F001-123.xml', content: xml, contentType: 'application/xml' },
        ],
        origen: 'venta',
        idorigen: 123,
      });
      expect(row).toMatchObject({
        estado: 'enviado',
        para: 'compras@cliente.pe, pagos@cliente.pe',
        origen: 'venta',
        idorigen: 123,
        adjuntos: ['20000000001-01-F001-123.pdf', '20000000001-01-F001-123.xml'],
      });
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual(['compras@cliente.pe', 'pagos@cliente.pe']);
      expect(mail.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
        ['20000000001-01-F001-123.pdf', '%PDF-1.7 demo'],
        ['20000000001-01-F001-123.xml', '<?xml version="1.0"?><Invoice/>'],
      ]);
      const { body } = await api.get(admin, '/correos?origen=venta&idorigen=123');
      expect(body.detalles.map((m: { idcorreo: number }) => m.idcorreo)).toEqual([row.idcorreo]);
    });

    test('a refused recipient, a wrong password and a server that is down are recorded as failed', async () => {
      await configure();
      const refused = await api.post(admin, '/pruebacorreo', { para: 'nadie@cliente.pe' });
      expect(refused.res.statusCode).toBe(200);
      expect(refused.body.detalles.estado).toBe('fallido');
      expect(refused.body.mensaje).toMatch(
        /^No se pudo enviar el correo: El servidor de correo rechazó el mensaje: 550/,
      );

      await configure({ clave: 'otra-clave' });
      const auth = await api.post(admin, '/pruebacorreo', { para: 'contador@estudio.pe' });
      expect(auth.body.detalles).toMatchObject({
        estado: 'fallido',
        detalle: expect.stringMatching(/^El servidor de correo rechazó el usuario o la contraseña/),
      });

      const closed = await startSmtpStandIn();
      await closed.close();
      await configure({ puerto: closed.port });
      const down = await api.post(admin, '/pruebacorreo', { para: 'contador@estudio.pe' });
      expect(down.body.detalles).toMatchObject({
        estado: 'fallido',
        detalle: expect.stringMatching(/^No se pudo conectar con el servidor de correo/),
      });

      // Back to the right server: the failed mail goes out as it was.
      await configure();
      const retried = await api.post(admin, `/reenviarcorreo/${down.body.detalles.idcorreo}`);
      expect(retried.body.detalles).toMatchObject({ estado: 'enviado', intentos: 2 });
      const { body } = await api.get(admin, '/correos?estado=fallido');
      expect(body.detalles.map((m: { idcorreo: number }) => m.idcorreo)).toEqual(
        expect.arrayContaining([refused.body.detalles.idcorreo, auth.body.detalles.idcorreo]),
      );
      expect(body.detalles.map((m: { idcorreo: number }) => m.idcorreo)).not.toContain(down.body.detalles.idcorreo);
    });

    test('wrong recipients are refused before anything is composed', async () => {
      const before = await countRows(t, 'correo');
      await expect(
        t.app.organization.mail.send({ para: 'a@b.pe, roto', asunto: 'X', texto: 'x', origen: 'venta' }),
      ).rejects.toThrow('El correo «roto» no es válido');
      await expect(
        t.app.organization.mail.send({ para: ' ', asunto: 'X', texto: 'x', origen: 'venta' }),
      ).rejects.toThrow('Ingrese el correo del destinatario');
      expect(await countRows(t, 'correo')).toBe(before);
    });

    test('the list searches recipient and subject, accent-free', async () => {
      await noServer();
      await t.app.organization.mail.send({
        para: 'logística@almacén.pe'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        asunto: 'Guía de remisión T001-00000777',
        texto: 'x',
        origen: 'guia',
        idorigen: 777,
      });
      const { body } = await api.get(admin, '/correos?q=GUIA t001-00000777');
      expect(body.detalles.map((m: { asunto: string }) => m.asunto)).toEqual(['Guía de remisión T001-00000777']);
      expect(
        readFileSync(join(t.config.dataDir, 'correos', (await stored(body.detalles[0].idcorreo)).archivo)).length,
      ).toBeGreaterThan(100);
    });
  });
}
