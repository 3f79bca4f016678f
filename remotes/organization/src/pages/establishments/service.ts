import type { CompanyRow, LogoAnswer } from '@trade/contracts/organization';
import { api, get, post } from '@trade/session';

export const LOGO_ERROR = 'Error al registrar el logo';
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'];

export const getCompany = () => get<CompanyRow | null>('/establecimiento');

/** The branch's logo as an object URL, or null when it has none. */
export async function fetchLogo(idsucursal: number): Promise<string | null> {
  const response = await api.get<Blob>(`/sucursallogo/${idsucursal}`, { responseType: 'blob' });
  const type = String(response.headers['content-type'] ?? '');
  return response.status === 200 && type.startsWith('image/') ? URL.createObjectURL(response.data) : null;
}

/** Multipart upload: the branch id goes before the file (the server reads it first). */
export function uploadLogo(idsucursal: number, file: Blob, fileName: string) {
  const body = new FormData();
  body.append('idsucursal', String(idsucursal));
  body.append('logo', file, fileName);
  return post<LogoAnswer>('/ropcioneslogo', body);
}

export const removeLogo = (idsucursal: number) => post<null>('/esucursallogo', { idsucursal });
