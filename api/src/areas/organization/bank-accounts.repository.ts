import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { banco, cuentaBancaria, moneda } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { blankToNull, refusingReferenced, notFoundFeminine } from './common.js';

export const ACCOUNT_TYPES = ['Corriente', 'Ahorros', 'Detracciones'] as const;

export interface BankAccountInput {
  idbanco: number;
  idmoneda: number;
  tipo: (typeof ACCOUNT_TYPES)[number];
  numero: string;
  cci?: string | null;
  titular: string;
}

export interface BankAccountListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
  idbanco?: number;
  idmoneda?: number;
}

/** The company's bank accounts. */
export function bankAccountsRepository(db: Database) {
  const columns = {
    idcuentabancaria: cuentaBancaria.idcuentabancaria,
    idbanco: cuentaBancaria.idbanco,
    banco: banco.nombre,
    idmoneda: cuentaBancaria.idmoneda,
    moneda: moneda.codigo,
    simbolo: moneda.simbolo,
    tipo: cuentaBancaria.tipo,
    numero: cuentaBancaria.numero,
    cci: cuentaBancaria.cci,
    titular: cuentaBancaria.titular,
    estado: cuentaBancaria.estado,
  };
  const from = () => db.select(columns).from(cuentaBancaria).innerJoin(banco, eq(banco.idbanco, cuentaBancaria.idbanco)).innerJoin(moneda, eq(moneda.idmoneda, cuentaBancaria.idmoneda));

  async function get(id: number) {
    const [row] = await from().where(eq(cuentaBancaria.idcuentabancaria, id));
    if (!row) throw notFoundFeminine('La cuenta bancaria');
    return row;
  }

  async function values(input: BankAccountInput, id?: number) {
    const [bank] = await db.select({ id: banco.idbanco }).from(banco).where(eq(banco.idbanco, input.idbanco));
    if (!bank) throw notFound('El banco');
    const [currency] = await db.select({ id: moneda.idmoneda }).from(moneda).where(eq(moneda.idmoneda, input.idmoneda));
    if (!currency) throw notFoundFeminine('La moneda');
    const numero = input.numero.trim();
    const [same] = await db
      .select({ id: cuentaBancaria.idcuentabancaria })
      .from(cuentaBancaria)
      .where(and(eq(cuentaBancaria.idbanco, input.idbanco), eq(cuentaBancaria.numero, numero)));
    if (same && same.id !== id) throw new BusinessError(`Ya existe la cuenta ${numero} en ese banco`);
    return { idbanco: input.idbanco, idmoneda: input.idmoneda, tipo: input.tipo, numero, cci: blankToNull(input.cci), titular: input.titular.trim() };
  }

  return {
    get,
    async list({ page, pageSize, q, estado, idbanco, idmoneda }: BankAccountListQuery) {
      const where = and(
        ...([
          wordsFilter(q, [banco.nombre, banco.abreviatura, cuentaBancaria.numero, cuentaBancaria.cci, cuentaBancaria.titular]),
          estado === undefined ? undefined : eq(cuentaBancaria.estado, estado),
          idbanco === undefined ? undefined : eq(cuentaBancaria.idbanco, idbanco),
          idmoneda === undefined ? undefined : eq(cuentaBancaria.idmoneda, idmoneda),
        ] as (SQL | undefined)[]),
      );
      const [rows, [count]] = await Promise.all([
        from().where(where).orderBy(asc(banco.orden), asc(cuentaBancaria.numero)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(cuentaBancaria).innerJoin(banco, eq(banco.idbanco, cuentaBancaria.idbanco)).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async create(input: BankAccountInput) {
      const [row] = await db.insert(cuentaBancaria).values(await values(input)).returning({ id: cuentaBancaria.idcuentabancaria });
      return get(row!.id);
    },
    async update(id: number, input: BankAccountInput) {
      await get(id);
      await db.update(cuentaBancaria).set(await values(input, id)).where(eq(cuentaBancaria.idcuentabancaria, id));
      return get(id);
    },
    async setState(id: number, estado: number) {
      await get(id);
      await db.update(cuentaBancaria).set({ estado }).where(eq(cuentaBancaria.idcuentabancaria, id));
      return get(id);
    },
    async remove(id: number) {
      await get(id);
      await refusingReferenced('La cuenta bancaria tiene operaciones registradas; desactívela en su lugar', () =>
        db.delete(cuentaBancaria).where(eq(cuentaBancaria.idcuentabancaria, id)),
      );
    },
  };
}
