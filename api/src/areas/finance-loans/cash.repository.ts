import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dec, fixed, sum, type Decimal } from '@trade/money';
import {
  CASH_CLOSED,
  CASH_OPEN,
  type CashClosingAnswer,
  type CashFormTotalRow,
  type CashMovementRow,
  type CashOpeningListQuery,
  type CashOpeningRow,
  type CashProductRow,
  type CloseCashBody,
  type OpenCashBody,
  CASH_OWNER,
} from '@trade/contracts/finance-loans';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { cajaApertura, cajaCierre, cajaReversion, formaPago, sucursal, usuario } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { isAdmin, type SessionUser } from '../../core/access.js';

export const CASH_ERRORS = {
  open: 'Error al registrar apertura',
  close: 'Error al registrar el cierre de caja',
  remove: 'Error al eliminar caja',
  revert: 'Error al revertir cierre de caja',
} as const;

const movementSum = (tipo: 'I' | 'E') =>
  sql<string>`(select coalesce(sum(m.monto), 0)::numeric(14,2)::text from caja_movimiento m where m.idapertura = ${cajaApertura.idapertura} and m.estado = 1 and m.tipo = ${tipo})`;
const closingSum = (column: 'esperado' | 'contado' | 'diferencia') =>
  sql<
    string | null
  >`(select sum(c.${sql.raw(column)})::numeric(14,2)::text from caja_cierre c where c.idapertura = ${cajaApertura.idapertura})`;

const closer = alias(usuario, 'usuario_cierre');

const listing: ListSpec<CashOpeningRow> = {
  owner: CASH_OWNER,
  columns: {
    idapertura: cajaApertura.idapertura,
    idusuario: cajaApertura.idusuario,
    usuario: usuario.nombres,
    idsucursal: cajaApertura.idsucursal,
    sucursal: sucursal.nombre,
    monto_apertura: cajaApertura.monto_apertura,
    fecha_apertura: limaTime(cajaApertura.fecha_apertura),
    cierre_ciego: cajaApertura.cierre_ciego,
    observacion: cajaApertura.observacion,
    estado: cajaApertura.estado,
    fecha_cierre: sql<
      string | null
    >`case when ${cajaApertura.fecha_cierre} is null then null else ${limaTime(cajaApertura.fecha_cierre)} end`,
    usuario_cierre: closer.nombres,
    ingresos: movementSum('I'),
    egresos: movementSum('E'),
    movimientos: sql<number>`(select count(*)::int from caja_movimiento m where m.idapertura = ${cajaApertura.idapertura})`,
    // Open: what the records say now; closed: what the closing recorded.
    esperado_total: sql<string>`coalesce(${closingSum('esperado')}, (${cajaApertura.monto_apertura} + ${movementSum('I')}::numeric - ${movementSum('E')}::numeric)::numeric(14,2)::text)`,
    contado_total: closingSum('contado'),
    diferencia_total: closingSum('diferencia'),
    reversiones: sql<number>`(select count(*)::int from caja_reversion r where r.idapertura = ${cajaApertura.idapertura})`,
  },
  from: (select) =>
    select
      .from(cajaApertura)
      .innerJoin(usuario, eq(usuario.idusuario, cajaApertura.idusuario))
      .innerJoin(sucursal, eq(sucursal.idsucursal, cajaApertura.idsucursal))
      .leftJoin(closer, eq(closer.idusuario, cajaApertura.idusuario_cierre)),
  search: [usuario.nombres, sucursal.nombre],
  orderBy: [desc(cajaApertura.fecha_apertura), desc(cajaApertura.idapertura)],
  dates: { column: cajaApertura.fecha_apertura, kind: 'timestamp' },
};

/** A blind cash: its cashier never sees what was expected (only an administrator does). */
const hidesExpected = (row: { cierre_ciego: boolean }, viewer: Pick<SessionUser, 'rol'>) =>
  row.cierre_ciego && !isAdmin(viewer);
/**
 * An open blind cash shows anyone but an administrator none of the figures that add up to the
 * expected amount (opening, income, expenses, each movement's and sale's amount) until its
 * closing is saved: otherwise the cashier could add them up and the count would not be blind.
 */
export const hidesFigures = (row: { cierre_ciego: boolean; estado: number }, viewer: Pick<SessionUser, 'rol'>) =>
  hidesExpected(row, viewer) && row.estado === CASH_OPEN;

function maskOpening(row: CashOpeningRow, viewer: Pick<SessionUser, 'rol'>): CashOpeningRow {
  if (!hidesExpected(row, viewer)) return row;
  const hidden = { ...row, esperado_total: null, diferencia_total: null };
  return hidesFigures(row, viewer) ? { ...hidden, monto_apertura: null, ingresos: null, egresos: null } : hidden;
}

interface FormTotals {
  idformapago: number;
  formapago: string;
  apertura: Decimal;
  ingresos: Decimal;
  egresos: Decimal;
  esperado: Decimal;
  contado: Decimal | null;
  diferencia: Decimal | null;
}

/** The id of the cash payment form ('Efectivo'): the opening amount and the denominations are cash. */
async function cashFormId(ex: Executor): Promise<number> {
  const [row] = await queryRows<{ idformapago: number }>(
    ex,
    sql`select idformapago from forma_pago where idtipopago = 1 order by (nombre = 'Efectivo') desc, orden, idformapago limit 1`,
  );
  if (!row) throw new BusinessError('No existe la forma de pago Efectivo');
  return row.idformapago;
}

export function cashRepository(db: Database) {
  async function get(id: number, viewer: Pick<SessionUser, 'rol'>, ex: Executor = db): Promise<CashOpeningRow> {
    const [row] = await selectRows(ex, listing, eq(cajaApertura.idapertura, id));
    if (!row) throw notFound('La caja');
    return maskOpening(row, viewer);
  }

  /** Per payment form: the opening (cash only), income, expenses, expected and, once closed, counted and difference. */
  async function formTotals(id: number, ex: Executor = db): Promise<FormTotals[]> {
    const efectivo = await cashFormId(ex);
    const rows = await queryRows<{
      idformapago: number;
      formapago: string;
      apertura: string;
      ingresos: string;
      egresos: string;
      estado: number;
      esperado: string | null;
      contado: string | null;
      diferencia: string | null;
    }>(
      ex,
      sql`with formas as (
            select idformapago from caja_movimiento where idapertura = ${id} and estado = 1
            union select idformapago from caja_cierre where idapertura = ${id}
            union select ${efectivo}::int
          )
          select fp.idformapago, fp.nombre as formapago, a.estado,
                 (case when fp.idformapago = ${efectivo} then a.monto_apertura else 0 end)::text as apertura,
                 (select coalesce(sum(m.monto), 0) from caja_movimiento m where m.idapertura = a.idapertura and m.estado = 1 and m.tipo = 'I' and m.idformapago = fp.idformapago)::text as ingresos,
                 (select coalesce(sum(m.monto), 0) from caja_movimiento m where m.idapertura = a.idapertura and m.estado = 1 and m.tipo = 'E' and m.idformapago = fp.idformapago)::text as egresos,
                 c.esperado::text, c.contado::text, c.diferencia::text
            from formas f
            join forma_pago fp on fp.idformapago = f.idformapago
            cross join caja_apertura a
            left join caja_cierre c on c.idapertura = a.idapertura and c.idformapago = fp.idformapago
           where a.idapertura = ${id}
           order by fp.idtipopago, fp.orden, fp.idformapago`,
    );
    return rows.map((r) => {
      const apertura = dec(r.apertura);
      const ingresos = dec(r.ingresos);
      const egresos = dec(r.egresos);
      const closed = r.estado === CASH_CLOSED && r.contado !== null;
      return {
        idformapago: r.idformapago,
        formapago: r.formapago,
        apertura,
        ingresos,
        egresos,
        esperado: closed ? dec(r.esperado!) : apertura.plus(ingresos).minus(egresos),
        contado: closed ? dec(r.contado!) : null,
        diferencia: closed ? dec(r.diferencia!) : null,
      };
    });
  }

  const asRows = (totals: FormTotals[], hide: boolean, hideFigures = false): CashFormTotalRow[] =>
    totals.map((t) => ({
      idformapago: t.idformapago,
      formapago: t.formapago,
      apertura: hideFigures ? null : fixed(t.apertura),
      ingresos: hideFigures ? null : fixed(t.ingresos),
      egresos: hideFigures ? null : fixed(t.egresos),
      esperado: hide ? null : fixed(t.esperado),
      contado: t.contado ? fixed(t.contado) : null,
      diferencia: hide || !t.diferencia ? null : fixed(t.diferencia),
    }));

  /** Locks the cash (postings and other closings of it wait) and answers its owner and state. */
  async function lock(ex: Executor, id: number) {
    const [row] = await ex
      .select({
        idusuario: cajaApertura.idusuario,
        idsucursal: cajaApertura.idsucursal,
        estado: cajaApertura.estado,
        cierre_ciego: cajaApertura.cierre_ciego,
      })
      .from(cajaApertura)
      .where(eq(cajaApertura.idapertura, id))
      .for('update');
    if (!row) throw notFound('La caja');
    return row;
  }

  return {
    get,
    formTotals,

    async list(
      { idusuario, idsucursal, estado, ...query }: CashOpeningListQuery,
      viewer: Pick<SessionUser, 'rol'>,
      ex: Executor = db,
    ) {
      const conditions: (SQL | undefined)[] = [
        idusuario ? eq(cajaApertura.idusuario, idusuario) : undefined,
        idsucursal ? eq(cajaApertura.idsucursal, idsucursal) : undefined,
        estado ? eq(cajaApertura.estado, estado) : undefined,
      ];
      const page = await pagedList(ex, listing, query, conditions);
      return { ...page, rows: page.rows.map((row) => maskOpening(row, viewer)) };
    },

    async open(input: OpenCashBody, tx: Executor, actor: SessionUser): Promise<CashOpeningRow> {
      const idsucursal = input.idsucursal ?? actor.idsucursal;
      if (!idsucursal)
        throw new BusinessError(`${CASH_ERRORS.open}: el usuario no tiene una sucursal asignada; indique la sucursal`);
      const [branch] = await tx
        .select({ estado: sucursal.estado })
        .from(sucursal)
        .where(eq(sucursal.idsucursal, idsucursal));
      if (!branch) throw notFound('La sucursal');
      if (branch.estado !== 1) throw new BusinessError(`${CASH_ERRORS.open}: la sucursal está desactivada`);
      const [created] = await refusingDuplicate(`${CASH_ERRORS.open}: ya tiene una caja abierta en esta sucursal`, () =>
        tx
          .insert(cajaApertura)
          .values({
            idusuario: actor.idusuario,
            idsucursal,
            monto_apertura: fixed(dec(input.monto_apertura)),
            cierre_ciego: input.cierre_ciego ?? false,
            observacion: blankToNull(input.observacion),
          })
          .returning({ id: cajaApertura.idapertura }),
      );
      return get(created!.id, actor, tx);
    },

    async close(input: CloseCashBody, tx: Executor, actor: SessionUser): Promise<CashClosingAnswer> {
      const cash = await lock(tx, input.idapertura);
      if (cash.estado !== CASH_OPEN) throw new BusinessError(`${CASH_ERRORS.close}: la caja ya está cerrada`);
      if (cash.idusuario !== actor.idusuario && !isAdmin(actor))
        throw new BusinessError(`${CASH_ERRORS.close}: solo el cajero de la caja o un administrador puede cerrarla`);

      const forms = await tx.select({ id: formaPago.idformapago, idtipopago: formaPago.idtipopago }).from(formaPago);
      const counted = new Map<number, Decimal>();
      for (const c of input.conteos) {
        const form = forms.find((f) => f.id === c.idformapago);
        if (!form) throw new BusinessError(`${CASH_ERRORS.close}: la forma de pago ${c.idformapago} no existe`);
        if (form.idtipopago === 2)
          throw new BusinessError(`${CASH_ERRORS.close}: una forma de pago al crédito no se cuenta en caja`);
        if (counted.has(c.idformapago))
          throw new BusinessError(`${CASH_ERRORS.close}: la forma de pago ${c.idformapago} se contó dos veces`);
        counted.set(c.idformapago, dec(c.contado));
      }
      const efectivo = await cashFormId(tx);
      const denominaciones = input.denominaciones?.filter((d) => d.cantidad > 0);
      if (denominaciones?.length) {
        const byBills = sum(denominaciones.map((d) => dec(d.valor).times(d.cantidad)));
        const typed = counted.get(efectivo);
        if (typed && !typed.eq(byBills))
          throw new BusinessError(
            `${CASH_ERRORS.close}: el efectivo contado (${fixed(typed)}) no coincide con la suma de las denominaciones (${fixed(byBills)})`,
          );
        counted.set(efectivo, byBills);
      }

      const totals = await formTotals(input.idapertura, tx);
      const ids = new Set([...totals.map((t) => t.idformapago), ...counted.keys()]);
      const closing = [...ids].map((idformapago) => {
        const esperado = totals.find((t) => t.idformapago === idformapago)?.esperado ?? dec(0);
        const contado = counted.get(idformapago) ?? dec(0);
        return {
          idapertura: input.idapertura,
          idformapago,
          esperado: fixed(esperado),
          contado: fixed(contado),
          diferencia: fixed(contado.minus(esperado)),
        };
      });
      await tx.insert(cajaCierre).values(closing);
      await tx
        .update(cajaApertura)
        .set({
          estado: CASH_CLOSED,
          fecha_cierre: new Date(),
          idusuario_cierre: actor.idusuario,
          observacion_cierre: blankToNull(input.observacion),
          denominaciones: denominaciones?.length ? denominaciones : null,
        })
        .where(eq(cajaApertura.idapertura, input.idapertura));
      const apertura = await get(input.idapertura, actor, tx);
      return { apertura, formas: asRows(await formTotals(input.idapertura, tx), hidesExpected(apertura, actor)) };
    },

    async revert(id: number, motivo: string, tx: Executor, actor: SessionUser): Promise<CashOpeningRow> {
      const cash = await lock(tx, id);
      if (cash.estado !== CASH_CLOSED) throw new BusinessError(`${CASH_ERRORS.revert}: la caja no está cerrada`);
      const text = motivo.trim();
      if (text.length < 5) throw new BusinessError(`${CASH_ERRORS.revert}: indique el motivo`);
      const [before] = await tx.select().from(cajaApertura).where(eq(cajaApertura.idapertura, id));
      const closing = await tx.select().from(cajaCierre).where(eq(cajaCierre.idapertura, id));
      await tx.insert(cajaReversion).values({
        idapertura: id,
        idusuario: actor.idusuario,
        motivo: text,
        cierre: {
          fecha_cierre: before!.fecha_cierre,
          idusuario_cierre: before!.idusuario_cierre,
          observacion: before!.observacion_cierre,
          denominaciones: before!.denominaciones,
          formas: closing,
        },
      });
      await tx.delete(cajaCierre).where(eq(cajaCierre.idapertura, id));
      await refusingDuplicate(`${CASH_ERRORS.revert}: el cajero ya tiene otra caja abierta en esta sucursal`, () =>
        tx
          .update(cajaApertura)
          .set({
            estado: CASH_OPEN,
            fecha_cierre: null,
            idusuario_cierre: null,
            observacion_cierre: null,
            denominaciones: null,
          })
          .where(eq(cajaApertura.idapertura, id)),
      );
      return get(id, actor, tx);
    },

    async remove(id: number, tx: Executor): Promise<void> {
      await lock(tx, id);
      const [used] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from caja_movimiento where idapertura = ${id}`,
      );
      if (Number(used!.n) > 0) throw new BusinessError(`${CASH_ERRORS.remove}: la caja tiene movimientos`);
      await tx.delete(cajaApertura).where(eq(cajaApertura.idapertura, id));
    },

    /** The cash counted by denomination at closing (for the report). */
    async denominations(id: number, ex: Executor = db) {
      const [row] = await ex
        .select({ d: cajaApertura.denominaciones })
        .from(cajaApertura)
        .where(eq(cajaApertura.idapertura, id));
      return (row?.d ?? []).map((d) => ({
        valor: d.valor,
        cantidad: d.cantidad,
        importe: fixed(dec(d.valor).times(d.cantidad)),
      }));
    },

    async totals(id: number, viewer: Pick<SessionUser, 'rol'>, ex: Executor = db): Promise<CashFormTotalRow[]> {
      const cash = await get(id, viewer, ex);
      return asRows(await formTotals(id, ex), hidesExpected(cash, viewer), hidesFigures(cash, viewer));
    },

    async movements(id: number, viewer: Pick<SessionUser, 'rol'>, ex: Executor = db): Promise<CashMovementRow[]> {
      const hide = hidesFigures(await get(id, viewer, ex), viewer);
      return queryRows<CashMovementRow>(
        ex,
        sql`select m.idmovimiento, to_char(m.fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as fecha, m.tipo, m.concepto, m.idformapago,
                   fp.nombre as formapago, case when ${hide} then null else m.monto::text end as monto, m.origen_tipo, m.origen_id, u.nombres as usuario, m.estado
              from caja_movimiento m
              join forma_pago fp on fp.idformapago = m.idformapago
              join usuario u on u.idusuario = m.idusuario
             where m.idapertura = ${id}
             order by m.fecha, m.idmovimiento`,
      );
    },

    /** The products of the cash's sale movements (annulled sales left out), most sold first. */
    async products(id: number, viewer: Pick<SessionUser, 'rol'>, ex: Executor = db): Promise<CashProductRow[]> {
      const hide = hidesFigures(await get(id, viewer, ex), viewer);
      return queryRows<CashProductRow>(
        ex,
        sql`select l.idproducto, l.descripcion, l.unidad, sum(l.cantidad)::numeric(14,3)::text as cantidad,
                   case when ${hide} then null else sum(l.importe)::numeric(14,2)::text end as importe
              from caja_movimiento_linea l
              join caja_movimiento m on m.idmovimiento = l.idmovimiento
             where m.idapertura = ${id} and m.estado = 1 and m.tipo = 'I'
             group by l.idproducto, l.descripcion, l.unidad
             order by sum(l.importe) desc, l.descripcion`,
      );
    },
  };
}

export type CashRepository = ReturnType<typeof cashRepository>;
