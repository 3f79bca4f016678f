import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { departamento, distrito, provincia } from '../db/schema/index.js';
import { BusinessError } from './envelope.js';

/**
 * Ubigeo codes (INEI districts, reference data seeded by migration): every area that records an
 * address (the company, its branches, a guide's points) checks and names its code here.
 */
export interface UbigeoNames {
  ubigeo: string;
  departamento: string;
  provincia: string;
  distrito: string;
}

/** The names of a 6-digit ubigeo, or undefined when it does not exist. */
export async function findUbigeo(db: Pick<Database, 'select'>, ubigeo: string): Promise<UbigeoNames | undefined> {
  const [row] = await db
    .select({
      ubigeo: distrito.iddistrito,
      departamento: departamento.nombre,
      provincia: provincia.nombre,
      distrito: distrito.nombre,
    })
    .from(distrito)
    .innerJoin(provincia, eq(provincia.idprovincia, distrito.idprovincia))
    .innerJoin(departamento, eq(departamento.iddepartamento, distrito.iddepartamento))
    .where(eq(distrito.iddistrito, ubigeo));
  return row;
}

export async function requireUbigeo(db: Pick<Database, 'select'>, ubigeo: string): Promise<UbigeoNames> {
  const found = await findUbigeo(db, ubigeo);
  if (!found) throw new BusinessError('El ubigeo no existe');
  return found;
}
