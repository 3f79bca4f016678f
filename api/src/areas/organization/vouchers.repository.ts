import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VoucherBody, VoucherListQuery, VoucherRow } from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { comprobante } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'El comprobante';
const RESERVED = 'Los códigos de dos dígitos están reservados para SUNAT';

const listing: ListSpec<VoucherRow> = {
  columns: {
    idcomprobante: comprobante.idcomprobante,
    codigo: comprobante.codigo,
    nombre: comprobante.nombre,
    abreviatura: comprobante.abreviatura,
    sunat: comprobante.sunat,
    prefijo: comprobante.prefijo,
    estado: comprobante.estado,
    series: sql<number>`(select count(*)::int from "serie" s where s."idcomprobante" = "comprobante"."idcomprobante")`,
  },
  from: (select) => select.from(comprobante),
  search: [comprobante.codigo, comprobante.nombre, comprobante.abreviatura],
  orderBy: [desc(comprobante.sunat), asc(comprobante.idcomprobante)],
};

/** Voucher (comprobante) types: SUNAT's are seeded and fixed; internal ones are free. */
export function vouchersRepository(db: Database) {
  async function get(idcomprobante: number, ex: Executor = db): Promise<VoucherRow> {
    const [row] = await selectRows(ex, listing, eq(comprobante.idcomprobante, idcomprobante));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function normalise(input: VoucherBody) {
    const codigo = input.codigo.trim().toUpperCase();
    return { codigo, nombre: input.nombre.trim(), abreviatura: blankToNull(input.abreviatura)?.toUpperCase() ?? null };
  }
  const duplicate = (codigo: string) => `Ya existe un comprobante con el código ${codigo}`;

  return {
    get,
    list: ({ estado, sunat, ...query }: VoucherListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(comprobante.estado, estado),
        sunat === undefined ? undefined : eq(comprobante.sunat, sunat),
      ] as (SQL | undefined)[]),
    async create(input: VoucherBody, ex: Executor = db) {
      const values = normalise(input);
      if (/^\d{2}$/.test(values.codigo)) throw new BusinessError(RESERVED);
      const [row] = await refusingDuplicate(duplicate(values.codigo), () =>
        ex
          .insert(comprobante)
          .values({ ...values, sunat: false, prefijo: null })
          .returning({ id: comprobante.idcomprobante }),
      );
      return get(row!.id, ex);
    },
    async update(idcomprobante: number, input: VoucherBody, ex: Executor = db) {
      const current = await get(idcomprobante, ex);
      const values = normalise(input);
      if (current.sunat && values.codigo !== current.codigo)
        throw new BusinessError('No se puede cambiar el código de un comprobante de SUNAT');
      if (!current.sunat && /^\d{2}$/.test(values.codigo)) throw new BusinessError(RESERVED);
      await refusingDuplicate(duplicate(values.codigo), () =>
        ex.update(comprobante).set(values).where(eq(comprobante.idcomprobante, idcomprobante)),
      );
      return get(idcomprobante, ex);
    },
    async setState(idcomprobante: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, comprobante, comprobante.idcomprobante, idcomprobante, estado)))
        throw notFound(NOT_FOUND);
      return get(idcomprobante, ex);
    },
    async remove(idcomprobante: number, ex: Executor = db) {
      const current = await get(idcomprobante, ex);
      if (current.sunat) throw new BusinessError('Los comprobantes de SUNAT no se pueden eliminar; desactívelos');
      const hasSeries = 'El comprobante tiene series; elimínelas o desactive el comprobante';
      if (current.series > 0) throw new BusinessError(hasSeries);
      await refusingReferenced(hasSeries, () =>
        ex.delete(comprobante).where(eq(comprobante.idcomprobante, idcomprobante)),
      );
    },
  };
}
export type VouchersRepository = ReturnType<typeof vouchersRepository>;
