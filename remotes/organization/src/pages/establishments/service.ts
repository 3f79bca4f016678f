import { branches, company } from '@trade/contracts/organization';
import { call } from '@trade/session';

export const LOGO_ERROR = 'Error al registrar el logo';
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'];

export const getCompany = () => call(company.endpoints.get);

/** The branch's logo as an object URL, or null when it has none. */
export async function fetchLogo(idsucursal: number): Promise<string | null> {
  const answer = await call(branches.endpoints.logo, { params: { id: idsucursal } });
  return answer.status === 200 && answer.detalles?.type.startsWith('image/')
    ? URL.createObjectURL(answer.detalles)
    : null;
}

/** Multipart upload: the branch id goes before the file (the server reads it first). */
export function uploadLogo(idsucursal: number, file: Blob, fileName: string) {
  const body = new FormData();
  body.append('idsucursal', String(idsucursal));
  body.append('logo', file, fileName);
  return call(branches.endpoints.uploadLogo, { body });
}

export const removeLogo = (idsucursal: number) => call(branches.endpoints.removeLogo, { body: { idsucursal } });
