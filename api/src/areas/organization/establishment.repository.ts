import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cpeDocumento, departamento, distrito, empresa, provincia, sucursal } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError } from '../../core/envelope.js';
import { isValidRuc } from '@trade/formats';
import { requireUbigeo } from '../reference/reference.repository.js';
import { blankToNull, refusingDuplicate, refusingReferenced, notFoundFeminine } from './common.js';

export interface CompanyInput {
  ruc: string;
  razon_social: string;
  nombre_comercial?: string | null;
  direccion: string;
  ubigeo: string;
  telefono?: string | null;
  email?: string | null;
}

export interface BranchInput {
  nombre: string;
  direccion: string;
  ubigeo: string;
  codigo_sunat: string;
  telefono?: string | null;
  email?: string | null;
}

export interface BranchListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
}

export const NO_COMPANY = 'Registre primero los datos del establecimiento';

/** Ubigeo names of a row's ubigeo column (left joins: an old code without a district still lists). */
const ubigeoNames = {
  departamento: sql<string | null>`${departamento.nombre}`,
  provincia: sql<string | null>`${provincia.nombre}`,
  distrito: sql<string | null>`${distrito.nombre}`,
};

/** The company (one per installation) and its branches. */
export function establishmentRepository(db: Database) {
  const companyColumns = {
    idempresa: empresa.idempresa,
    ruc: empresa.ruc,
    razon_social: empresa.razon_social,
    nombre_comercial: empresa.nombre_comercial,
    direccion: empresa.direccion,
    ubigeo: empresa.ubigeo,
    ...ubigeoNames,
    telefono: empresa.telefono,
    email: empresa.email,
  };
  const branchColumns = {
    idsucursal: sucursal.idsucursal,
    nombre: sucursal.nombre,
    direccion: sucursal.direccion,
    ubigeo: sucursal.ubigeo,
    ...ubigeoNames,
    codigo_sunat: sucursal.codigo_sunat,
    telefono: sucursal.telefono,
    email: sucursal.email,
    logo: sucursal.logo,
    estado: sucursal.estado,
  };
  const companies = () =>
    db
      .select(companyColumns)
      .from(empresa)
      .leftJoin(distrito, eq(distrito.iddistrito, empresa.ubigeo))
      .leftJoin(provincia, eq(provincia.idprovincia, distrito.idprovincia))
      .leftJoin(departamento, eq(departamento.iddepartamento, distrito.iddepartamento));
  const branches = () =>
    db
      .select(branchColumns)
      .from(sucursal)
      .leftJoin(distrito, eq(distrito.iddistrito, sucursal.ubigeo))
      .leftJoin(provincia, eq(provincia.idprovincia, distrito.idprovincia))
      .leftJoin(departamento, eq(departamento.iddepartamento, distrito.iddepartamento));

  async function company() {
    const [row] = await companies().orderBy(asc(empresa.idempresa)).limit(1);
    return row ?? null;
  }
  async function requireCompany() {
    const row = await company();
    if (!row) throw new BusinessError(NO_COMPANY);
    return row;
  }
  async function branch(idsucursal: number) {
    const [row] = await branches().where(eq(sucursal.idsucursal, idsucursal));
    if (!row) throw notFoundFeminine('La sucursal');
    return row;
  }
  const branchValues = (input: BranchInput) => ({
    nombre: input.nombre.trim(),
    direccion: input.direccion.trim(),
    ubigeo: input.ubigeo,
    codigo_sunat: input.codigo_sunat,
    telefono: blankToNull(input.telefono),
    email: blankToNull(input.email),
  });
  const duplicateCode = (code: string) => `Ya existe una sucursal con el código SUNAT ${code}`;

  return {
    company,
    requireCompany,
    branch,

    /** Creates the company the first time, then updates it. The RUC is fixed once documents carry it. */
    async saveCompany(input: CompanyInput) {
      const ruc = input.ruc.trim();
      if (!isValidRuc(ruc)) throw new BusinessError('El RUC no es válido');
      await requireUbigeo(db, input.ubigeo);
      const values = {
        ruc,
        razon_social: input.razon_social.trim(),
        nombre_comercial: blankToNull(input.nombre_comercial),
        direccion: input.direccion.trim(),
        ubigeo: input.ubigeo,
        telefono: blankToNull(input.telefono),
        email: blankToNull(input.email),
      };
      const current = await company();
      if (!current) {
        await db.insert(empresa).values(values);
        return (await company())!;
      }
      if (current.ruc !== ruc) {
        const [doc] = await db.select({ id: cpeDocumento.id }).from(cpeDocumento).where(eq(cpeDocumento.ruc, current.ruc)).limit(1);
        if (doc) throw new BusinessError(`La empresa ya emitió comprobantes con el RUC ${current.ruc}; no se puede cambiar`);
      }
      await db.update(empresa).set(values).where(eq(empresa.idempresa, current.idempresa));
      return (await company())!;
    },

    async listBranches({ page, pageSize, q, estado }: BranchListQuery) {
      const where = and(
        ...([
          wordsFilter(q, [sucursal.nombre, sucursal.direccion, sucursal.codigo_sunat, distrito.nombre]),
          estado === undefined ? undefined : eq(sucursal.estado, estado),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        branches().where(where).orderBy(asc(sucursal.codigo_sunat), asc(sucursal.idsucursal)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(sucursal).leftJoin(distrito, eq(distrito.iddistrito, sucursal.ubigeo)).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async createBranch(input: BranchInput) {
      const owner = await requireCompany();
      await requireUbigeo(db, input.ubigeo);
      const [row] = await refusingDuplicate(duplicateCode(input.codigo_sunat), () =>
        db.insert(sucursal).values({ idempresa: owner.idempresa, ...branchValues(input) }).returning({ id: sucursal.idsucursal }),
      );
      return branch(row!.id);
    },
    async updateBranch(idsucursal: number, input: BranchInput) {
      await branch(idsucursal);
      await requireUbigeo(db, input.ubigeo);
      await refusingDuplicate(duplicateCode(input.codigo_sunat), () => db.update(sucursal).set(branchValues(input)).where(eq(sucursal.idsucursal, idsucursal)));
      return branch(idsucursal);
    },
    async setBranchState(idsucursal: number, estado: number) {
      await branch(idsucursal);
      await db.update(sucursal).set({ estado }).where(eq(sucursal.idsucursal, idsucursal));
      return branch(idsucursal);
    },
    async removeBranch(idsucursal: number) {
      await branch(idsucursal);
      await refusingReferenced('La sucursal tiene usuarios, series o documentos; desactívela en su lugar', () => db.delete(sucursal).where(eq(sucursal.idsucursal, idsucursal)));
    },
    async setBranchLogo(idsucursal: number, logo: string | null) {
      await db.update(sucursal).set({ logo }).where(eq(sucursal.idsucursal, idsucursal));
    },
  };
}
