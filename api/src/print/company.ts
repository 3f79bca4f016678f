import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { empresa, sucursal } from '../db/schema/index.js';
import { branchLogoPath } from './logo.js';
import type { CompanyHeader } from './model.js';

/** The header every printed document carries: the company, the issuing branch and its logo (none when the branch does not exist). */
export async function branchCompanyHeader(
  db: Executor,
  dataDir: string,
  idsucursal: number,
): Promise<CompanyHeader | undefined> {
  const [row] = await db
    .select({
      ruc: empresa.ruc,
      razonSocial: empresa.razon_social,
      nombreComercial: empresa.nombre_comercial,
      direccion: empresa.direccion,
      telefono: empresa.telefono,
      email: empresa.email,
      sucursal: sucursal.nombre,
      sucursalDireccion: sucursal.direccion,
    })
    .from(sucursal)
    .innerJoin(empresa, eq(empresa.idempresa, sucursal.idempresa))
    .where(eq(sucursal.idsucursal, idsucursal));
  if (!row) return undefined;
  const { sucursal: nombre, sucursalDireccion, ...header } = row;
  return { ...header, sucursal: { nombre, direccion: sucursalDireccion }, logo: branchLogoPath(dataDir, idsucursal) };
}
