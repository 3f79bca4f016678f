import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { loadCredentials } from '../../src/cpe/signer/credentials.js';
import { signXml, digestValueOf } from '../../src/cpe/signer/sign.js';
import { verifyXmlSignature } from '../../src/cpe/signer/verify.js';
import { buildInvoice } from '../../src/cpe/builders/comprobante.js';
import { demoCpeSettings, endpointsFor } from '../../src/cpe/settings.js';
import { describeSunatCode, sunatMessage, classifySunatCode } from '../../src/cpe/codes.js';
import { limaDate } from '../../src/cpe/zip.js';
import { EMISOR, facturaDe, resources, xmlsecVerify } from './helpers.js';

export default function settingsCases() {
  const pfx = readFileSync(join(resources, 'certificates', 'LLAMA-PE-CERTIFICADO-DEMO-10467793549.pfx'));

  describe('certificates', () => {
    test('the demo PFX (password "password") and the PEM pair are the same key', () => {
      const fromPfx = loadCredentials({ pfx, password: 'password' });
      const fromPem = loadCredentials(demoCpeSettings().certificado);
      expect(fromPfx.certificateBase64).toBe(fromPem.certificateBase64);
      expect(fromPfx.subject).toContain('RUC 10467793549');
    });

    test('a wrong PFX password is refused in Spanish', () => {
      expect(() => loadCredentials({ pfx, password: 'otra' })).toThrow(
        'No se pudo abrir el certificado PFX: la contraseña es incorrecta o el archivo está dañado',
      );
    });

    test('RSA-SHA1 signatures verify too (xmlsec1 and xml-crypto); the printed hash is the DigestValue', () => {
      const cred = loadCredentials({ pfx, password: 'password' });
      const s = signXml(buildInvoice(EMISOR, facturaDe(7)).xml, cred, { algorithm: 'sha1' });
      expect(s.xml).toContain('xmldsig#rsa-sha1');
      expect(digestValueOf(s.xml)).toBe(s.digestValue);
      expect(s.digestValue).toHaveLength(28);
      expect(xmlsecVerify(s.xml).ok).toBe(true);
      expect(verifyXmlSignature(s.xml)).toMatchObject({ valid: true, digestValue: s.digestValue });
    });

    test('a document can be signed only once and must have the signature slot', () => {
      const cred = loadCredentials({ pfx, password: 'password' });
      const once = signXml(buildInvoice(EMISOR, facturaDe(8)).xml, cred).xml;
      expect(() => signXml(once, cred)).toThrow('El XML no tiene un ext:ExtensionContent libre para la firma');
      expect(() => signXml('<a>', cred)).toThrow(/^No se puede firmar un XML mal formado/);
    });
  });

  describe('endpoints from the company settings', () => {
    test('simulator (default), beta, production and an OSE', () => {
      expect(endpointsFor(demoCpeSettings(), 'http://127.0.0.1:8080/sunat-simulator')).toEqual({
        billService: 'http://127.0.0.1:8080/sunat-simulator/ol-ti-itcpfegem/billService',
        billConsultService: 'http://127.0.0.1:8080/sunat-simulator/ol-it-wsconscpegem/billConsultService',
        greToken: 'http://127.0.0.1:8080/sunat-simulator/v1/clientessol/{clientId}/oauth2/token/',
        greApi: 'http://127.0.0.1:8080/sunat-simulator/v1/contribuyente/gem',
      });
      expect(endpointsFor(demoCpeSettings({ destino: 'beta' })).billService).toBe(
        'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
      );
      expect(endpointsFor(demoCpeSettings({ destino: 'produccion' })).billConsultService).toBe(
        'https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService',
      );
      expect(
        endpointsFor(demoCpeSettings({ destino: 'ose', endpoints: { billService: 'https://ose.example/bill' } }))
          .billService,
      ).toBe('https://ose.example/bill');
      expect(() => endpointsFor(demoCpeSettings({ destino: 'ose' }))).toThrow(
        'Falta la dirección del servicio de envío (billService) en la configuración',
      );
    });
  });

  describe('SUNAT codes', () => {
    test('Spanish texts and classification', () => {
      expect(describeSunatCode('0111')).toBe('No tiene el perfil para enviar comprobantes electronicos');
      expect(sunatMessage(2335)).toBe('2335 - El documento electrónico ingresado ha sido alterado');
      expect([0, 109, 1999, 2000, 3999, 4000].map(classifySunatCode)).toEqual([
        'aceptado',
        'excepcion',
        'excepcion',
        'rechazado',
        'rechazado',
        'observado',
      ]);
    });

    test('Lima dates: 23:30 in Lima is already the next day in UTC', () => {
      expect(limaDate(new Date('2024-05-11T04:30:00Z'))).toBe('2024-05-10');
      expect(limaDate(new Date('2024-05-11T05:30:00Z'))).toBe('2024-05-11');
    });
  });
}
