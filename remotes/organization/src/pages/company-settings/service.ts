import {
  companySettings,
  type CertificateRow,
  type DESTINOS as DESTINO_VALUES,
  type SunatSettingsRow,
} from '@trade/contracts/organization';
import { call } from '@trade/session';

export type Destino = (typeof DESTINO_VALUES)[number];
export type Certificado = CertificateRow;
export type ConfiguracionSunat = SunatSettingsRow;

export const DESTINOS = [
  { value: 'simulador', label: 'Simulador SUNAT incluido (pruebas sin conexión)' },
  { value: 'beta', label: 'SUNAT beta (homologación)' },
  { value: 'produccion', label: 'SUNAT producción' },
  { value: 'ose', label: 'OSE (operador de servicios electrónicos)' },
];

export const CERT_ERROR = 'Error al registrar el certificado';
export const CERT_MAX_BYTES = 256 * 1024;

export const getSettings = () => call(companySettings.endpoints.get);

export type CertificateUpload =
  | { formato: 'pfx'; archivo: File; clave: string }
  | { formato: 'pem'; clavePrivada: File; certificado: File };

/** multipart/form-data: the format first, then the files (and the PFX password). */
export function uploadCertificate(upload: CertificateUpload) {
  const body = new FormData();
  body.append('formato', upload.formato);
  if (upload.formato === 'pfx') {
    body.append('clave', upload.clave);
    body.append('archivo', upload.archivo, upload.archivo.name);
  } else {
    body.append('clavePrivada', upload.clavePrivada, upload.clavePrivada.name);
    body.append('certificado', upload.certificado, upload.certificado.name);
  }
  return call(companySettings.endpoints.uploadCertificate, { body });
}
