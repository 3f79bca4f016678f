import type { FastifyInstance } from 'fastify';
import { companySettings } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import type { CertificateSource } from '../../cpe/signer/credentials.js';
import { readMultipart, type MultipartForm } from './multipart.js';

const CERTIFICATE_ERROR = 'Error al registrar el certificado';
const CERTIFICATE_MAX_BYTES = 256 * 1024;

/** Text of a PEM part sent as a file or as a text field. */
const pemPart = (form: MultipartForm, name: string) =>
  (form.files[name]?.data.toString('utf8') ?? form.fields[name] ?? '').trim();

/** The company's SUNAT settings and signing certificate (secrets never answered). */
export default function companySettingsRoutes(app: FastifyInstance): void {
  const settings = app.organization.companySettings;
  const { endpoints } = companySettings;

  route(app, endpoints.get, async () => ok(await settings.get(), 'Configuración SUNAT'));
  route(app, endpoints.save, async (request) =>
    ok(
      await app.db.transaction((tx) => settings.save(request.body, request.user.idusuario, tx)),
      'Configuración SUNAT guardada correctamente',
    ),
  );

  route(app, endpoints.cashSettings, async () => ok(await settings.cashSettings(), 'Reglas de caja'));
  route(app, endpoints.saveCashSettings, async (request) =>
    ok(
      await app.db.transaction((tx) => settings.saveCashSettings(request.body, request.user.idusuario, tx)),
      'Reglas de caja guardadas correctamente',
    ),
  );

  const prices = app.organization.priceSettings;
  route(app, endpoints.priceSettings, async () => ok(await prices.list(), 'Control de precios'));
  route(app, endpoints.savePriceSettings, async (request) =>
    ok(await app.db.transaction((tx) => prices.save(request.body, tx)), 'Control de precios guardado correctamente'),
  );

  route(app, endpoints.uploadCertificate, async (request) => {
    const form = await readMultipart(request, CERTIFICATE_ERROR, {
      fileSize: CERTIFICATE_MAX_BYTES,
      files: 2,
      fieldSize: CERTIFICATE_MAX_BYTES,
    });
    const formato = form.fields.formato ?? (form.files.archivo ? 'pfx' : 'pem');
    let source: CertificateSource;
    if (formato === 'pfx') {
      const file = form.files.archivo;
      if (!file || file.data.length === 0) throw new BusinessError('Adjunte el certificado');
      source = { pfx: file.data, password: form.fields.clave ?? '' };
    } else if (formato === 'pem') {
      const privateKey = pemPart(form, 'clavePrivada');
      const certificate = pemPart(form, 'certificado');
      if (!certificate) throw new BusinessError('Adjunte el certificado');
      if (!privateKey) throw new BusinessError('Adjunte la clave privada del certificado');
      source = { pem: { privateKey, certificate } };
    } else throw new BusinessError(`${CERTIFICATE_ERROR}: el formato debe ser pfx o pem`);
    const answer = await settings.saveCertificate(formato, source, request.user.idusuario);
    const mensaje = answer.porVencer
      ? `Certificado registrado. Vence en ${answer.diasParaVencer} días`
      : 'Certificado registrado correctamente';
    return ok(answer, mensaje);
  });
}
