import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BankAccountBody, BankAccountListQuery, BankAccountRow } from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { banco, cuentaBancaria, moneda } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'La cuenta bancaria';

const listing: ListSpec<BankAccountRow> = {
  columns: {
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
  },
  from: (select) =>
    select
      .from(cuentaBancaria)
      .innerJoin(banco, eq(banco.idbanco, cuentaBancaria.idbanco))
      .innerJoin(moneda, eq(moneda.idmoneda, cuentaBancaria.idmoneda)),
  search: [banco.nombre, banco.abreviatura, cuentaBancaria.numero, cuentaBancaria.cci, cuentaBancaria.titular],
  orderBy: [asc(banco.orden), asc(cuentaBancaria.numero), asc(cuentaBancaria.idcuentabancaria)],
};

/** The company's bank accounts. */
export function bankAccountsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<BankAccountRow> {
    const [row] = await selectRows(ex, listing, eq(cuentaBancaria.idcuentabancaria, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function values(ex: Executor, input: BankAccountBody, id?: number) {
    const [bank] = await ex.select({ id: banco.idbanco }).from(banco).where(eq(banco.idbanco, input.idbanco));
    if (!bank) throw notFound('El banco');
    const [currency] = await ex.select({ id: moneda.idmoneda }).from(moneda).where(eq(moneda.idmoneda, input.idmoneda));
    if (!currency) throw notFound('La moneda');
    const numero = input.numero.trim();
    const [same] = await ex
      .select({ id: cuentaBancaria.idcuentabancaria })
      .from(cuentaBancaria)
      .where(and(eq(cuentaBancaria.idbanco, input.idbanco), eq(cuentaBancaria.numero, numero)));
    if (same && same.id !== id) throw new BusinessError(`Ya existe la cuenta ${numero} en ese banco`);
    return {
      idbanco: input.idbanco,
      idmoneda: input.idmoneda,
      tipo: input.tipo,
      numero,
      cci: blankToNull(input.cci),
      titular: input.titular.trim(),
    };
  }

  return {
    get,
    list: ({ estado, idbanco, idmoneda, ...query }: BankAccountListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(cuentaBancaria.estado, estado),
        idbanco === undefined ? undefined : eq(cuentaBancaria.idbanco, idbanco),
        idmoneda === undefined ? undefined : eq(cuentaBancaria.idmoneda, idmoneda),
      ] as (SQL | undefined)[]),
    async create(input: BankAccountBody, ex: Executor = db) {
      const [row] = await ex
        .insert(cuentaBancaria)
        .values(await values(ex, input))
        .returning({ id: cuentaBancaria.idcuentabancaria });
      return get(row!.id, ex);
    },
    async update(id: number, input: BankAccountBody, ex: Executor = db) {
      await get(id, ex);
      await ex
        .update(cuentaBancaria)
        .set(await values(ex, input, id))
        .where(eq(cuentaBancaria.idcuentabancaria, id));
      return get(id, ex);
    },
    async setState(id: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, cuentaBancaria, cuentaBancaria.idcuentabancaria, id, estado)))
        throw notFound(NOT_FOUND);
      return get(id, ex);
    },
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced('La cuenta bancaria tiene operaciones registradas; desactívela en su lugar', () =>
        ex.delete(cuentaBancaria).where(eq(cuentaBancaria.idcuentabancaria, id)),
      );
    },
  };
}
export type BankAccountsRepository = ReturnType<typeof bankAccountsRepository>;
