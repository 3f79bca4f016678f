import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, ok } from '../../core/envelope.js';
import type { CertificateSource } from '../../cpe/signer/credentials.js';
import { Enum, Nullable, NullableString } from './common.js';
import { DESTINOS, companySettingsRepository } from './company-settings.repository.js';
import { readMultipart, type MultipartForm } from './multipart.js';

const CERTIFICATE_ERROR = 'Error al registrar el certificado';
const CERTIFICATE_MAX_BYTES = 256 * 1024;

const Certificate = Type.Object({
  origen: Type.String(),
  formato: Type.String(),
  subject: Type.String(),
  issuer: Type.String(),
  serial: Type.String(),
  validoDesde: Type.String(),
  validoHasta: Type.String(),
  diasParaVencer: Type.Integer(),
  porVencer: Type.Boolean(),
  vencido: Type.Boolean(),
});
const SettingsRow = Type.Object({
  ruc: Type.String(),
  razon_social: Type.String(),
  destino: Type.String(),
  billService: Nullable(Type.String()),
  billConsultService: Nullable(Type.String()),
  greToken: Nullable(Type.String()),
  greApi: Nullable(Type.String()),
  solUsuario: Nullable(Type.String()),
  solClaveConfigurada: Type.Boolean(),
  greClientId: Nullable(Type.String()),
  greClientSecretConfigurado: Type.Boolean(),
  credencialesDemo: Type.Boolean(),
  certificado: Nullable(Certificate),
  actualizado: Nullable(Type.String()),
});
const Url = (title: string) => NullableString({ maxLength: 300, pattern: '^$|^https?://[^\\s]+$', title });
const tags = ['configuración SUNAT'];

/** Text of a PEM part sent as a file or as a text field. */
const pemPart = (form: MultipartForm, name: string) => (form.files[name]?.data.toString('utf8') ?? form.fields[name] ?? '').trim();

/** The company's SUNAT settings and signing certificate (secrets never answered). */
export default async function companySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const settings = companySettingsRepository(app.db, app.config.settingsKey);

  app.get('/configuracionsunat', { schema: { tags, summary: 'Configuración SUNAT de la empresa (sin secretos)', response: { 200: EnvelopeSchema(SettingsRow) } } }, async () =>
    ok(await settings.get(), 'Configuración SUNAT'),
  );

  app.post(
    '/aconfiguracionsunat',
    {
      schema: {
        tags,
        summary: 'Guarda destino, URLs, usuario y clave SOL y credenciales GRE (una clave vacía conserva la guardada)',
        body: Type.Object({
          destino: Enum(DESTINOS, 'Destino'),
          billService: Url('URL de envío (billService)'),
          billConsultService: Url('URL de consulta de CDR'),
          greToken: Url('URL de token GRE'),
          greApi: Url('URL de la API GRE'),
          solUsuario: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9]+$', title: 'Usuario SOL' }),
          solClave: NullableString({ maxLength: 100, title: 'Clave SOL' }),
          greClientId: NullableString({ maxLength: 100, title: 'Client ID GRE' }),
          greClientSecret: NullableString({ maxLength: 200, title: 'Client secret GRE' }),
        }),
        response: { 200: EnvelopeSchema(SettingsRow) },
      },
    },
    async (request) => ok(await settings.save(request.body, request.user!.idusuario), 'Configuración SUNAT guardada correctamente'),
  );

  app.post(
    '/rcertificado',
    {
      schema: {
        tags,
        summary: 'Sube el certificado de firma (multipart: formato=pfx con archivo y clave, o formato=pem con clavePrivada y certificado)',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(Certificate) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, CERTIFICATE_ERROR, { fileSize: CERTIFICATE_MAX_BYTES, files: 2, fieldSize: CERTIFICATE_MAX_BYTES });
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
      const answer = await settings.saveCertificate(formato, source, request.user!.idusuario);
      const mensaje = answer.porVencer ? `Certificado registrado. Vence en ${answer.diasParaVencer} días` : 'Certificado registrado correctamente';
      return ok(answer, mensaje);
    },
  );
}
