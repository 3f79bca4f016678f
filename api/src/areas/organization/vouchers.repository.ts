import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { comprobante } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { blankToNull, refusingDuplicate, refusingReferenced } from './common.js';

export interface VoucherListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
  sunat?: boolean;
}

export interface VoucherInput {
  codigo: string;
  nombre: string;
  abreviatura?: string | null;
}

/** Voucher (comprobante) types: SUNAT's are seeded and fixed; internal ones are free. */
export function vouchersRepository(db: Database) {
  const columns = {
    idcomprobante: comprobante.idcomprobante,
    codigo: comprobante.codigo,
    nombre: comprobante.nombre,
    abreviatura: comprobante.abreviatura,
    sunat: comprobante.sunat,
    prefijo: comprobante.prefijo,
    estado: comprobante.estado,
    series: sql<number>`(select count(*)::int from "serie" s where s."idcomprobante" = "comprobante"."idcomprobante")`,
  };

  async function get(idcomprobante: number) {
    const [row] = await db.select(columns).from(comprobante).where(eq(comprobante.idcomprobante, idcomprobante));
    if (!row) throw notFound('El comprobante');
    return row;
  }

  function normalise(input: VoucherInput) {
    const codigo = input.codigo.trim().toUpperCase();
    return { codigo, nombre: input.nombre.trim(), abreviatura: blankToNull(input.abreviatura)?.toUpperCase() ?? null };
  }
  const duplicate = (codigo: string) => `Ya existe un comprobante con el código ${codigo}`;

  return {
    get,
    async list({ page, pageSize, q, estado, sunat }: VoucherListQuery) {
      const where = and(
        ...([
          wordsFilter(q, [comprobante.codigo, comprobante.nombre, comprobante.abreviatura]),
          estado === undefined ? undefined : eq(comprobante.estado, estado),
          sunat === undefined ? undefined : eq(comprobante.sunat, sunat),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        db.select(columns).from(comprobante).where(where).orderBy(desc(comprobante.sunat), asc(comprobante.idcomprobante)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(comprobante).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async create(input: VoucherInput) {
      const values = normalise(input);
      if (/^\d{2}$/.test(values.codigo)) throw new BusinessError('Los códigos de dos dígitos están reservados para SUNAT');
      const [row] = await refusingDuplicate(duplicate(values.codigo), () =>
        db.insert(comprobante).values({ ...values, sunat: false, prefijo: null }).returning({ id: comprobante.idcomprobante }),
      );
      return get(row!.id);
    },
    async update(idcomprobante: number, input: VoucherInput) {
      const current = await get(idcomprobante);
      const values = normalise(input);
      if (current.sunat && values.codigo !== current.codigo) throw new BusinessError('No se puede cambiar el código de un comprobante de SUNAT');
      if (!current.sunat && /^\d{2}$/.test(values.codigo)) throw new BusinessError('Los códigos de dos dígitos están reservados para SUNAT');
      await refusingDuplicate(duplicate(values.codigo), () => db.update(comprobante).set(values).where(eq(comprobante.idcomprobante, idcomprobante)));
      return get(idcomprobante);
    },
    async setState(idcomprobante: number, estado: number) {
      await get(idcomprobante);
      await db.update(comprobante).set({ estado }).where(eq(comprobante.idcomprobante, idcomprobante));
      return get(idcomprobante);
    },
    async remove(idcomprobante: number) {
      const current = await get(idcomprobante);
      if (current.sunat) throw new BusinessError('Los comprobantes de SUNAT no se pueden eliminar; desactívelos');
      const hasSeries = 'El comprobante tiene series; elimínelas o desactive el comprobante';
      if (current.series > 0) throw new BusinessError(hasSeries);
      await refusingReferenced(hasSeries, () => db.delete(comprobante).where(eq(comprobante.idcomprobante, idcomprobante)));
    },
  };
}
