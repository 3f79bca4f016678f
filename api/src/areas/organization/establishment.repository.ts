import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isValidRuc } from '@trade/formats';
import type { BranchBody, BranchListQuery, BranchRow, CompanyBody, CompanyRow } from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { cpeDocumento, departamento, distrito, empresa, provincia, sucursal } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { requireUbigeo } from '../../core/ubigeo.js';

export const NO_COMPANY = 'Registre primero los datos del establecimiento';
const NO_BRANCH = 'La sucursal';

/** Ubigeo names of a row's ubigeo column (left joins: an old code without a district still lists). */
const ubigeoNames = {
  departamento: sql<string | null>`${departamento.nombre}`,
  provincia: sql<string | null>`${provincia.nombre}`,
  distrito: sql<string | null>`${distrito.nombre}`,
};

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
  registro_mtc: empresa.registro_mtc,
};

const branchListing: ListSpec<BranchRow> = {
  columns: {
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
  },
  from: (select) =>
    select
      .from(sucursal)
      .leftJoin(distrito, eq(distrito.iddistrito, sucursal.ubigeo))
      .leftJoin(provincia, eq(provincia.idprovincia, distrito.idprovincia))
      .leftJoin(departamento, eq(departamento.iddepartamento, distrito.iddepartamento)),
  search: [sucursal.nombre, sucursal.direccion, sucursal.codigo_sunat, distrito.nombre],
  orderBy: [asc(sucursal.codigo_sunat), asc(sucursal.idsucursal)],
};

/** The company (one per installation). */
export function companyRepository(db: Database) {
  async function company(ex: Executor = db): Promise<CompanyRow | null> {
    const [row] = await ex
      .select(companyColumns)
      .from(empresa)
      .leftJoin(distrito, eq(distrito.iddistrito, empresa.ubigeo))
      .leftJoin(provincia, eq(provincia.idprovincia, distrito.idprovincia))
      .leftJoin(departamento, eq(departamento.iddepartamento, distrito.iddepartamento))
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    return row ?? null;
  }
  return {
    company,
    async requireCompany(ex: Executor = db): Promise<CompanyRow> {
      const row = await company(ex);
      if (!row) throw new BusinessError(NO_COMPANY);
      return row;
    },

    /** Creates the company the first time, then updates it. The RUC is fixed once documents carry it. */
    async save(input: CompanyBody, tx: Executor): Promise<CompanyRow> {
      const ruc = input.ruc.trim();
      if (!isValidRuc(ruc)) throw new BusinessError('El RUC no es válido');
      await requireUbigeo(tx, input.ubigeo);
      const values = {
        ruc,
        razon_social: input.razon_social.trim(),
        nombre_comercial: blankToNull(input.nombre_comercial),
        direccion: input.direccion.trim(),
        ubigeo: input.ubigeo,
        telefono: blankToNull(input.telefono),
        email: blankToNull(input.email),
        ...(input.registro_mtc === undefined ? {} : { registro_mtc: blankToNull(input.registro_mtc) }),
      };
      const current = await company(tx);
      if (!current) {
        await tx.insert(empresa).values(values);
        return (await company(tx))!;
      }
      if (current.ruc !== ruc) {
        const [doc] = await tx
          .select({ id: cpeDocumento.id })
          .from(cpeDocumento)
          .where(eq(cpeDocumento.ruc, current.ruc))
          .limit(1);
        if (doc)
          throw new BusinessError(`La empresa ya emitió comprobantes con el RUC ${current.ruc}; no se puede cambiar`);
      }
      await tx.update(empresa).set(values).where(eq(empresa.idempresa, current.idempresa));
      return (await company(tx))!;
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;

/** The company's branches (each with its SUNAT establishment code and voucher logo). */
export function branchesRepository(db: Database, companies: CompanyRepository) {
  async function get(idsucursal: number, ex: Executor = db): Promise<BranchRow> {
    const [row] = await selectRows(ex, branchListing, eq(sucursal.idsucursal, idsucursal));
    if (!row) throw notFound(NO_BRANCH);
    return row;
  }
  const values = (input: BranchBody) => ({
    nombre: input.nombre.trim(),
    direccion: input.direccion.trim(),
    ubigeo: input.ubigeo,
    codigo_sunat: input.codigo_sunat,
    telefono: blankToNull(input.telefono),
    email: blankToNull(input.email),
  });
  const duplicateCode = (code: string) => `Ya existe una sucursal con el código SUNAT ${code}`;

  return {
    get,
    list: ({ estado, ...query }: BranchListQuery, ex: Executor = db) =>
      pagedList(ex, branchListing, query, [estado === undefined ? undefined : eq(sucursal.estado, estado)] as (
        | SQL
        | undefined
      )[]),
    async create(input: BranchBody, ex: Executor = db) {
      const owner = await companies.requireCompany(ex);
      await requireUbigeo(ex, input.ubigeo);
      const [row] = await refusingDuplicate(duplicateCode(input.codigo_sunat), () =>
        ex
          .insert(sucursal)
          .values({ idempresa: owner.idempresa, ...values(input) })
          .returning({ id: sucursal.idsucursal }),
      );
      return get(row!.id, ex);
    },
    async update(idsucursal: number, input: BranchBody, ex: Executor = db) {
      await get(idsucursal, ex);
      await requireUbigeo(ex, input.ubigeo);
      await refusingDuplicate(duplicateCode(input.codigo_sunat), () =>
        ex.update(sucursal).set(values(input)).where(eq(sucursal.idsucursal, idsucursal)),
      );
      return get(idsucursal, ex);
    },
    async setState(idsucursal: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, sucursal, sucursal.idsucursal, idsucursal, estado))) throw notFound(NO_BRANCH);
      return get(idsucursal, ex);
    },
    async remove(idsucursal: number, ex: Executor = db) {
      await get(idsucursal, ex);
      await refusingReferenced('La sucursal tiene usuarios, series o documentos; desactívela en su lugar', () =>
        ex.delete(sucursal).where(eq(sucursal.idsucursal, idsucursal)),
      );
    },
    async setLogo(idsucursal: number, logo: string | null, ex: Executor = db) {
      await ex.update(sucursal).set({ logo }).where(eq(sucursal.idsucursal, idsucursal));
    },
  };
}
export type BranchesRepository = ReturnType<typeof branchesRepository>;
