import { desc, eq, sql } from 'drizzle-orm';
import { PETTY_CASH_OWNER } from '@trade/contracts/finance-loans';
import { dec, fixed } from '@trade/money';
import { todayLima } from '@trade/formats';
import type { PettyCashBody, PettyCashListQuery, PettyCashRow, PettyCashType } from '@trade/contracts/finance-loans';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { cajaChica, formaPago, serie, sucursal, usuario } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { formatDocumentNumber, takeNextNumber } from '../../core/numbering.js';
import type { SessionUser } from '../../core/access.js';
import { postToOpenCash, reverseCashPostings } from './cash-posting.js';

export const PETTY_CASH_ERRORS = { save: 'Error al guardar el recibo', remove: 'Error al eliminar el recibo' } as const;
/** Voucher type of each receipt type (migration 0010): its series number the receipts. */
export const PETTY_CASH_VOUCHER: Record<PettyCashType, string> = { I: 'CI', E: 'CE' };
const TYPE_NAME: Record<PettyCashType, string> = { I: 'Recibo de ingreso', E: 'Recibo de egreso' };

const listing: ListSpec<PettyCashRow> = {
  owner: PETTY_CASH_OWNER,
  columns: {
    idcajachica: cajaChica.idcajachica,
    tipo: cajaChica.tipo,
    serie: serie.serie,
    numero: cajaChica.numero,
    documento: sql<string>`${serie.serie} || '-' || lpad(${cajaChica.numero}::text, 8, '0')`,
    fecha: sql<string>`${cajaChica.fecha}::text`,
    fecha_registro: limaTime(cajaChica.fecha_registro),
    idsucursal: cajaChica.idsucursal,
    sucursal: sucursal.nombre,
    idusuario: cajaChica.idusuario,
    usuario: usuario.nombres,
    concepto: cajaChica.concepto,
    monto: cajaChica.monto,
    idformapago: cajaChica.idformapago,
    formapago: formaPago.nombre,
    persona_documento: cajaChica.persona_documento,
    persona_nombre: cajaChica.persona_nombre,
    documento_sustento: cajaChica.documento_sustento,
    estado: cajaChica.estado,
    fecha_anulacion: sql<
      string | null
    >`case when ${cajaChica.fecha_anulacion} is null then null else ${limaTime(cajaChica.fecha_anulacion)} end`,
    motivo_anulacion: cajaChica.motivo_anulacion,
  },
  from: (select) =>
    select
      .from(cajaChica)
      .innerJoin(serie, eq(serie.idserie, cajaChica.idserie))
      .innerJoin(sucursal, eq(sucursal.idsucursal, cajaChica.idsucursal))
      .innerJoin(usuario, eq(usuario.idusuario, cajaChica.idusuario))
      .innerJoin(formaPago, eq(formaPago.idformapago, cajaChica.idformapago)),
  search: [cajaChica.concepto, cajaChica.persona_nombre, cajaChica.persona_documento, cajaChica.documento_sustento],
  orderBy: [desc(cajaChica.fecha), desc(cajaChica.numero), desc(cajaChica.idcajachica)],
  dates: { column: cajaChica.fecha, kind: 'date' },
  // Annulled receipts are listed but never add up.
  totals: { monto: sql`case when ${cajaChica.estado} = 1 then ${cajaChica.monto} else 0 end` },
};

export function pettyCashRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<PettyCashRow> {
    const [row] = await selectRows(ex, listing, eq(cajaChica.idcajachica, id));
    if (!row) throw notFound('El recibo');
    return row;
  }

  /** The first active series of the receipt type in the branch. */
  async function seriesOf(tx: Executor, tipo: PettyCashType, idsucursal: number): Promise<number> {
    const [row] = await queryRows<{ idserie: number }>(
      tx,
      sql`select s.idserie from serie s join comprobante c on c.idcomprobante = s.idcomprobante
           where c.codigo = ${PETTY_CASH_VOUCHER[tipo]} and s.idsucursal = ${idsucursal} and s.estado = 1 order by s.idserie limit 1`,
    );
    if (!row)
      throw new BusinessError(
        `${PETTY_CASH_ERRORS.save}: la sucursal no tiene una serie activa de ${TYPE_NAME[tipo].toLowerCase()} de caja chica; regístrela en Series`,
      );
    return row.idserie;
  }

  return {
    get,

    list(tipo: PettyCashType, idsucursal: number, { estado, ...query }: PettyCashListQuery, ex: Executor = db) {
      return pagedList(ex, listing, query, [
        eq(cajaChica.tipo, tipo),
        idsucursal ? eq(cajaChica.idsucursal, idsucursal) : undefined,
        estado === undefined ? undefined : eq(cajaChica.estado, estado),
      ]);
    },

    /** Numbers the receipt in its series (no gaps, no duplicates) and posts it to the user's open cash, in the caller's transaction. */
    async create(input: PettyCashBody, tx: Executor, actor: SessionUser): Promise<PettyCashRow> {
      const idsucursal = actor.idsucursal;
      if (!idsucursal) throw new BusinessError(`${PETTY_CASH_ERRORS.save}: el usuario no tiene una sucursal asignada`);
      const [form] = await tx
        .select({ idtipopago: formaPago.idtipopago, estado: formaPago.estado })
        .from(formaPago)
        .where(eq(formaPago.idformapago, input.idformapago));
      if (!form) throw notFound('La forma de pago');
      if (form.idtipopago === 2 || form.estado !== 1)
        throw new BusinessError(`${PETTY_CASH_ERRORS.save}: elija una forma de pago al contado activa`);
      if (dec(input.monto).lte(0))
        throw new BusinessError(`${PETTY_CASH_ERRORS.save}: el monto debe ser mayor que cero`);
      const fecha = input.fecha ?? todayLima();
      if (fecha > todayLima())
        throw new BusinessError(`${PETTY_CASH_ERRORS.save}: la fecha no puede ser posterior a hoy`);

      const taken = await takeNextNumber(tx, await seriesOf(tx, input.tipo, idsucursal));
      const [created] = await tx
        .insert(cajaChica)
        .values({
          tipo: input.tipo,
          idserie: taken.idserie,
          numero: taken.numero,
          idsucursal,
          idusuario: actor.idusuario,
          fecha,
          concepto: input.concepto.trim(),
          monto: fixed(dec(input.monto)),
          idformapago: input.idformapago,
          persona_nombre: input.persona_nombre.trim(),
          persona_documento: blankToNull(input.persona_documento),
          documento_sustento: blankToNull(input.documento_sustento),
        })
        .returning({ id: cajaChica.idcajachica });
      const documento = formatDocumentNumber(taken.serie, taken.numero);
      await postToOpenCash(tx, {
        idusuario: actor.idusuario,
        idsucursal,
        tipo: input.tipo,
        idformapago: input.idformapago,
        monto: input.monto,
        concepto: `${TYPE_NAME[input.tipo]} ${documento}: ${input.concepto.trim()}`,
        origen: { tipo: 'caja_chica', id: created!.id },
      });
      return get(created!.id, tx);
    },

    /** Annuls (recorded, never deleted) and undoes its cash movement. */
    async annul(id: number, motivo: string | undefined, tx: Executor, actor: SessionUser): Promise<PettyCashRow> {
      const [locked] = await tx
        .select({ estado: cajaChica.estado, idsucursal: cajaChica.idsucursal })
        .from(cajaChica)
        .where(eq(cajaChica.idcajachica, id))
        .for('update');
      if (!locked) throw notFound('El recibo');
      if (locked.estado !== 1) throw new BusinessError(`${PETTY_CASH_ERRORS.remove}: el recibo ya está anulado`);
      const receipt = await get(id, tx);
      await tx
        .update(cajaChica)
        .set({
          estado: 0,
          fecha_anulacion: new Date(),
          idusuario_anula: actor.idusuario,
          motivo_anulacion: blankToNull(motivo),
        })
        .where(eq(cajaChica.idcajachica, id));
      await reverseCashPostings(
        tx,
        { tipo: 'caja_chica', id },
        { idusuario: actor.idusuario, idsucursal: actor.idsucursal ?? locked.idsucursal },
        `Anulación del ${TYPE_NAME[receipt.tipo as PettyCashType].toLowerCase()} ${receipt.documento}`,
      );
      return get(id, tx);
    },
  };
}
