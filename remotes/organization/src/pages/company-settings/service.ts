import { get, post } from '@trade/session';

export type Destino = 'simulador' | 'beta' | 'produccion' | 'ose';

export interface Certificado {
  origen: 'demo' | 'archivo';
  formato: 'pfx' | 'pem';
  subject: string;
  issuer: string;
  serial: string;
  validoDesde: string;
  validoHasta: string;
  diasParaVencer: number;
  porVencer: boolean;
  vencido: boolean;
}

export interface ConfiguracionSunat {
  ruc: string;
  razon_social: string;
  destino: Destino;
  billService: string | null;
  billConsultService: string | null;
  greToken: string | null;
  greApi: string | null;
  solUsuario: string | null;
  solClaveConfigurada: boolean;
  greClientId: string | null;
  greClientSecretConfigurado: boolean;
  credencialesDemo: boolean;
  certificado: Certificado | null;
  actualizado: string | null;
}

export const DESTINOS = [
  { value: 'simulador', label: 'Simulador SUNAT incluido (pruebas sin conexión)' },
  { value: 'beta', label: 'SUNAT beta (homologación)' },
  { value: 'produccion', label: 'SUNAT producción' },
  { value: 'ose', label: 'OSE (operador de servicios electrónicos)' },
];

export const CERT_ERROR = 'Error al registrar el certificado';
export const CERT_MAX_BYTES = 256 * 1024;

export const getSettings = () => get<ConfiguracionSunat>('/configuracionsunat');

export type CertificateUpload = { formato: 'pfx'; archivo: File; clave: string } | { formato: 'pem'; clavePrivada: File; certificado: File };

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
  return post<Certificado>('/rcertificado', body);
}
