import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { X509Certificate, createPrivateKey, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { createCpeService } from '../../src/cpe/service.js';
import { cpeSettingsProvider } from '../../src/areas/organization/settings-provider.js';
import { companySettingsRepository } from '../../src/areas/organization/company-settings.repository.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { facturaDe } from '../cpe/helpers.js';
import { makeCertificate } from './certificates.js';
import { caller, expectGuarded, multipart } from './support.js';

export default function companySettingsCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** This file's queue worker, started by whichever test needs it first (each test runs alone too). */
  const worker = () =>
    t.app.cpeWorker ?? startTestWorker(t.app, { settings: cpeSettingsProvider(t.db, t.config.settingsKey) });

  const settings = (over: Record<string, unknown> = {}) => ({
    destino: 'beta',
    solUsuario: 'facturas1',
    solClave: 'Clave$ecreta1',
    greClientId: 'gre-id-123',
    greClientSecret: 'gre-secreto-xyz',
    ...over,
  });
  const uploadCertificate = async (parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return t.call(admin, { method: 'POST', url: '/api/rcertificado', payload, headers });
  };
  const configRow = async () => (await queryRows<Record<string, unknown>>(t.db, sql`select * from empresa_config`))[0]!;

  describe('SUNAT settings of the demo company', () => {
    test('point at the bundled simulator with public test credentials and the demo certificate', async () => {
      const { body } = await api.get(admin, '/configuracionsunat');
      expect(body.detalles).toMatchObject({
        ruc: '20000000001',
        destino: 'simulador',
        solUsuario: 'MODDATOS',
        solClaveConfigurada: true,
        greClientId: 'demo-client-id',
        greClientSecretConfigurado: true,
        credencialesDemo: true,
        certificado: { origen: 'demo', formato: 'pem', vencido: true, porVencer: false, serial: expect.any(String) },
      });
      expect(body.detalles.certificado.subject).toContain('CERTIFICADO PARA DEMOSTRACI');
      const settingsOf = await cpeSettingsProvider(t.db, t.config.settingsKey)('20000000001');
      expect(settingsOf).toMatchObject({
        ruc: '20000000001',
        destino: 'simulador',
        solUsuario: 'MODDATOS',
        solClave: 'moddatos',
        greClientId: 'demo-client-id',
        greClientSecret: 'demo-client-secret',
      });
      expect(settingsOf.direccion).toMatchObject({
        ubigeo: '150122',
        departamento: 'LIMA',
        provincia: 'LIMA',
        distrito: 'MIRAFLORES',
        codigoLocal: '0000',
      });
      await expect(cpeSettingsProvider(t.db, t.config.settingsKey)('20999999999')).rejects.toThrow(
        'La empresa con RUC 20999999999 no tiene configurada la facturación electrónica',
      );
    });

    test('the worker started with the database provider gets a demo factura accepted by the simulator', async () => {
      const provider = cpeSettingsProvider(t.db, t.config.settingsKey);
      const service = createCpeService({ db: t.db, settings: provider, worker: worker() });
      const info = await service.emitirComprobante('20000000001', facturaDe(1, 3, 'F901'));
      let state = info;
      for (let i = 0; i < 200 && !state.final; i++) {
        await new Promise((r) => setTimeout(r, 25));
        state = await service.obtener(info.id);
      }
      expect(state).toMatchObject({ estado: 'aceptado', codigoRespuesta: 0 });
    });
  });

  describe('saving the settings', () => {
    test('secrets are stored encrypted, never answered, and kept when sent empty', async () => {
      const { body } = await api.post(admin, '/aconfiguracionsunat', settings());
      expect(body).toMatchObject({
        status: 200,
        mensaje: 'Configuración SUNAT guardada correctamente',
        detalles: {
          destino: 'beta',
          solUsuario: 'FACTURAS1',
          solClaveConfigurada: true,
          greClientSecretConfigurado: true,
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/Clave\$ecreta1|gre-secreto-xyz/);
      const row = await configRow();
      expect(row.sol_clave).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toMatch(/Clave\$ecreta1|gre-secreto-xyz/);
      const provider = cpeSettingsProvider(t.db, t.config.settingsKey);
      expect(await provider('20000000001')).toMatchObject({
        destino: 'beta',
        solUsuario: 'FACTURAS1',
        solClave: 'Clave$ecreta1',
        greClientId: 'gre-id-123',
        greClientSecret: 'gre-secreto-xyz',
      });

      await api.post(
        admin,
        '/aconfiguracionsunat',
        settings({ solClave: '', greClientSecret: null, solUsuario: 'otro2' }),
      );
      expect(await provider('20000000001')).toMatchObject({
        solUsuario: 'OTRO2',
        solClave: 'Clave$ecreta1',
        greClientSecret: 'gre-secreto-xyz',
      });

      // Another key cannot read them (and says so in Spanish).
      await expect(companySettingsRepository(t.db, randomBytes(32)).cpeSettings('20000000001')).rejects.toThrow(
        /No se pudo descifrar la configuración de la empresa/,
      );
    });

    test('OSE needs its URL; bad values are refused and nothing changes', async () => {
      const before = await configRow();
      const refused = async (payload: object, mensaje: string) => {
        const { body } = await api.post(admin, '/aconfiguracionsunat', payload);
        expect(body).toEqual({
          status: 400,
          mensaje,
          detalles: mensaje.startsWith('Datos no válidos') ? expect.any(Array) : null,
        });
        expect(await configRow()).toEqual(before);
      };
      await refused(settings({ destino: 'ose' }), 'Para un OSE indique la URL de envío (billService)');
      await refused(settings({ destino: 'nube' }), 'Datos no válidos: Destino tiene un valor no permitido');
      await refused(
        settings({ destino: 'ose', billService: 'ftp://ose.pe' }),
        'Datos no válidos: URL de envío (billService) no tiene un formato válido',
      );
      await refused(
        settings({ solUsuario: 'con espacio' }),
        'Datos no válidos: Usuario SOL no tiene un formato válido',
      );
      await refused(settings({ solUsuario: undefined }), 'Datos no válidos: Usuario SOL es obligatorio');
      await refused(
        settings({ destino: 'produccion' }),
        'No puede usar el certificado de demostración en producción; suba el certificado de la empresa',
      );

      const ose = await api.post(
        admin,
        '/aconfiguracionsunat',
        settings({ destino: 'ose', billService: 'https://ose.example.pe/ol-ti-itcpe/billService' }),
      );
      expect(ose.body.detalles).toMatchObject({
        destino: 'ose',
        billService: 'https://ose.example.pe/ol-ti-itcpe/billService',
      });
      expect((await cpeSettingsProvider(t.db, t.config.settingsKey)('20000000001')).endpoints).toEqual({
        billService: 'https://ose.example.pe/ol-ti-itcpe/billService',
      });
    });
  });

  describe('signing certificate upload', () => {
    test('a PEM key and certificate (files) are stored encrypted and answered with their details', async () => {
      const cert = makeCertificate({ toDays: 200 });
      const { body } = await uploadCertificate([
        ['formato', 'pem'],
        ['clavePrivada', { filename: 'clave.key', data: Buffer.from(cert.keyPem) }],
        ['certificado', { filename: 'cert.cer', data: Buffer.from(cert.certPem) }],
      ]);
      expect(body).toMatchObject({
        status: 200,
        mensaje: 'Certificado registrado correctamente',
        detalles: {
          origen: 'archivo',
          formato: 'pem',
          serial: '0A1B2C3D',
          diasParaVencer: 199,
          porVencer: false,
          vencido: false,
        },
      });
      expect(body.detalles.subject).toBe('CN=EMPRESA DEMO TRADE S.A.C., O=EMPRESA DEMO TRADE S.A.C., C=PE');
      expect(body.detalles.issuer).toBe(body.detalles.subject);
      expect(JSON.stringify(body)).not.toContain('PRIVATE KEY');
      const row = await configRow();
      expect(String(row.cert_datos)).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
      expect((await api.get(admin, '/configuracionsunat')).body.detalles.certificado).toMatchObject({
        origen: 'archivo',
        serial: '0A1B2C3D',
      });

      const settingsOf = await cpeSettingsProvider(t.db, t.config.settingsKey)('20000000001');
      const pem = (settingsOf.certificado as { pem: { privateKey: string; certificate: string } }).pem;
      expect(new X509Certificate(pem.certificate).checkPrivateKey(createPrivateKey(pem.privateKey))).toBe(true);
      expect(new X509Certificate(pem.certificate).serialNumber).toBe('0A1B2C3D');
    });

    test('a PFX with its password; the warning 30 days before expiry', async () => {
      const cert = makeCertificate({ toDays: 10.05, serial: '0bcdef' });
      const wrong = await uploadCertificate([
        ['formato', 'pfx'],
        ['archivo', { filename: 'firma.pfx', data: cert.pfx('clave-buena') }],
        ['clave', 'otra'],
      ]);
      expect(wrong.body).toEqual({
        status: 400,
        mensaje: 'No se pudo abrir el certificado PFX: la contraseña es incorrecta o el archivo está dañado',
        detalles: null,
      });
      const { body } = await uploadCertificate([
        ['formato', 'pfx'],
        ['archivo', { filename: 'firma.pfx', data: cert.pfx('clave-buena') }],
        ['clave', 'clave-buena'],
      ]);
      expect(body).toMatchObject({
        status: 200,
        mensaje: 'Certificado registrado. Vence en 10 días',
        detalles: { formato: 'pfx', serial: '0BCDEF', diasParaVencer: 10, porVencer: true, vencido: false },
      });
      expect((await api.get(admin, '/configuracionsunat')).body.detalles.certificado).toMatchObject({
        formato: 'pfx',
        porVencer: true,
      });
      expect(JSON.stringify(await configRow())).not.toContain('clave-buena');
    });

    test('PEM as text fields; production is allowed once the company has its own certificate', async () => {
      const cert = makeCertificate({ toDays: 400, serial: '01' });
      const { body } = await uploadCertificate([
        ['formato', 'pem'],
        ['clavePrivada', cert.keyPem],
        ['certificado', cert.certPem],
      ]);
      expect(body.detalles).toMatchObject({ serial: '01', porVencer: false });
      const prod = await api.post(admin, '/aconfiguracionsunat', settings({ destino: 'produccion' }));
      expect(prod.body.detalles).toMatchObject({ destino: 'produccion', certificado: { origen: 'archivo' } });
    });

    test('a document issued with the uploaded certificate carries it and is accepted by the simulator', async () => {
      await api.post(admin, '/aconfiguracionsunat', settings({ destino: 'simulador' }));
      const cert = makeCertificate({ toDays: 300, serial: '77' });
      await uploadCertificate([
        ['formato', 'pem'],
        ['clavePrivada', cert.keyPem],
        ['certificado', cert.certPem],
      ]);
      const provider = cpeSettingsProvider(t.db, t.config.settingsKey);
      const service = createCpeService({ db: t.db, settings: provider, worker: worker() });
      const info = await service.emitirComprobante('20000000001', facturaDe(2, 2, 'F901'));
      let state = info;
      for (let i = 0; i < 200 && !state.final; i++) {
        await new Promise((r) => setTimeout(r, 25));
        state = await service.obtener(info.id);
      }
      expect(state).toMatchObject({ estado: 'aceptado' });
      const [doc] = await queryRows<{ xml: string }>(t.db, sql`select xml from cpe_documento where id = ${info.id}`);
      expect(doc!.xml.replace(/\s/g, '')).toContain(cert.base64);
    });

    test('wrong uploads are refused and the stored certificate stays', async () => {
      const before = (await configRow()).cert_datos;
      const good = makeCertificate();
      const other = makeCertificate();
      const expired = makeCertificate({ fromDays: -400, toDays: -3 });
      const refused = async (parts: Parameters<typeof multipart>[0], mensaje: string | RegExp) => {
        const { res, body } = await uploadCertificate(parts);
        expect(res.statusCode).toBe(400);
        if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
        else expect(body.mensaje).toMatch(mensaje);
        expect((await configRow()).cert_datos).toBe(before);
      };
      await refused(
        [
          ['formato', 'pem'],
          ['clavePrivada', other.keyPem],
          ['certificado', good.certPem],
        ],
        'La clave privada no corresponde al certificado digital',
      );
      await refused(
        [
          ['formato', 'pem'],
          ['clavePrivada', expired.keyPem],
          ['certificado', expired.certPem],
        ],
        /^El certificado está vencido \(venció el \d{4}-\d{2}-\d{2}\)$/,
      );
      await refused(
        [
          ['formato', 'pem'],
          ['clavePrivada', good.keyPem],
          ['certificado', 'no es un certificado'],
        ],
        'El certificado digital no es válido',
      );
      await refused(
        [
          ['formato', 'pem'],
          ['clavePrivada', 'basura'],
          ['certificado', good.certPem],
        ],
        'La clave privada del certificado no es válida',
      );
      await refused(
        [
          ['formato', 'pem'],
          ['certificado', good.certPem],
        ],
        'Adjunte la clave privada del certificado',
      );
      await refused(
        [
          ['formato', 'pfx'],
          ['clave', 'x'],
        ],
        'Adjunte el certificado',
      );
      await refused(
        [
          ['formato', 'pfx'],
          ['archivo', { filename: 'x.pfx', data: Buffer.from('no es pfx') }],
          ['clave', 'x'],
        ],
        'No se pudo abrir el certificado PFX: la contraseña es incorrecta o el archivo está dañado',
      );
      await refused(
        [
          ['formato', 'p7b'],
          ['certificado', good.certPem],
        ],
        'Error al registrar el certificado: el formato debe ser pfx o pem',
      );
      await refused(
        [
          ['formato', 'pfx'],
          ['archivo', { filename: 'big.pfx', data: randomBytes(300 * 1024) }],
        ],
        'Error al registrar el certificado: el archivo supera 256 KB',
      );
      const json = await api.post(admin, '/rcertificado', { formato: 'pem' });
      expect(json.body).toEqual({
        status: 400,
        mensaje: 'Error al registrar el certificado: envíe el formulario como multipart/form-data',
        detalles: null,
      });
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      const before = await configRow();
      await expectGuarded(t, [
        { method: 'GET', url: '/configuracionsunat' },
        { method: 'POST', url: '/aconfiguracionsunat', payload: settings() },
        { method: 'POST', url: '/rcertificado', payload: {} },
      ]);
      expect(await configRow()).toEqual(before);
    });
  });
}
