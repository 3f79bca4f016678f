import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LOAN_OWNER } from '@trade/contracts/finance-loans';
import { Decimal, dec, fixed } from '@trade/money';
import { todayLima } from '@trade/formats';
import type {
  LoanBody,
  LoanInstalmentRow,
  LoanListQuery,
  LoanPaymentBody,
  LoanPaymentRow,
  LoanRow,
  LoanWithSchedule,
} from '@trade/contracts/finance-loans';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  formaPago,
  persona,
  prestamo,
  prestamoCuota,
  prestamoPago,
  prestamoPagoCuota,
  usuario,
} from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import type { SessionUser } from '../../core/access.js';
import { postToOpenCash, reverseCashPostings } from './cash-posting.js';
import { buildSchedule } from './loan-schedule.js';

const TODAY = sql`(now() at time zone 'America/Lima')::date`;
const pendingOf = (extra: SQL) =>
  sql`from prestamo_cuota c where c.idprestamo = ${prestamo.idprestamo} and c.pagado < c.importe ${extra}`;

const listing: ListSpec<LoanRow> = {
  owner: LOAN_OWNER,
  columns: {
    idprestamo: prestamo.idprestamo,
    idpersona: prestamo.idpersona,
    cliente: persona.nombres,
    documento: persona.numero_documento,
    fecha: sql<string>`${prestamo.fecha}::text`,
    monto: prestamo.monto,
    tasa: sql<string>`trim_scale(${prestamo.tasa})::text`,
    periodo_tasa: prestamo.periodo_tasa,
    metodo: prestamo.metodo,
    cuotas: prestamo.cuotas,
    frecuencia: prestamo.frecuencia,
    primer_vencimiento: sql<string>`${prestamo.primer_vencimiento}::text`,
    interes: prestamo.interes,
    total: prestamo.total,
    saldo: prestamo.saldo,
    formapago: formaPago.nombre,
    observacion: prestamo.observacion,
    estado: prestamo.estado,
    usuario: usuario.nombres,
    cuotas_vencidas: sql<number>`case when ${prestamo.estado} = 1 then (select count(*)::int ${pendingOf(sql`and c.fecha_vencimiento < ${TODAY}`)}) else 0 end`,
    dias_atraso: sql<number>`case when ${prestamo.estado} = 1 then coalesce((select (${TODAY} - min(c.fecha_vencimiento))::int ${pendingOf(sql`and c.fecha_vencimiento < ${TODAY}`)}), 0) else 0 end`,
    proximo_vencimiento: sql<
      string | null
    >`case when ${prestamo.estado} = 1 then (select min(c.fecha_vencimiento)::text ${pendingOf(sql``)}) end`,
  },
  from: (select) =>
    select
      .from(prestamo)
      .innerJoin(persona, eq(persona.idpersona, prestamo.idpersona))
      .innerJoin(formaPago, eq(formaPago.idformapago, prestamo.idformapago))
      .innerJoin(usuario, eq(usuario.idusuario, prestamo.idusuario)),
  search: [persona.nombres, persona.numero_documento],
  orderBy: [desc(prestamo.fecha), desc(prestamo.idprestamo)],
  dates: { column: prestamo.fecha, kind: 'date' },
  totals: {
    monto: sql`case when ${prestamo.estado} <> 0 then ${prestamo.monto} else 0 end`,
    saldo: sql`case when ${prestamo.estado} <> 0 then ${prestamo.saldo} else 0 end`,
  },
};

const money = (d: Decimal) => `S/ ${fixed(d)}`;

export function loansRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<LoanRow> {
    const [row] = await selectRows(ex, listing, eq(prestamo.idprestamo, id));
    if (!row) throw notFound('El préstamo');
    return row;
  }

  function schedule(id: number, ex: Executor = db): Promise<LoanInstalmentRow[]> {
    return queryRows<LoanInstalmentRow>(
      ex,
      sql`select c.idcuota, c.numero, c.fecha_vencimiento::text, c.capital::text, c.interes::text, c.importe::text, c.pagado::text, (c.importe - c.pagado)::text as pendiente,
                 case when c.pagado < c.importe and c.fecha_vencimiento < ${TODAY} and p.estado = 1 then (${TODAY} - c.fecha_vencimiento)::int else 0 end as dias_atraso,
                 case when c.pagado >= c.importe then 'pagada' when c.fecha_vencimiento < ${TODAY} then 'vencida' when c.pagado > 0 then 'parcial' else 'pendiente' end as situacion
            from prestamo_cuota c join prestamo p on p.idprestamo = c.idprestamo
           where c.idprestamo = ${id} order by c.numero`,
    );
  }

  async function withSchedule(id: number, ex: Executor = db): Promise<LoanWithSchedule> {
    return { ...(await get(id, ex)), cronograma: await schedule(id, ex) };
  }

  function payments(where: SQL, ex: Executor = db): Promise<LoanPaymentRow[]> {
    return queryRows<LoanPaymentRow>(
      ex,
      sql`select g.idpago, g.idprestamo, p.idpersona, pe.nombres as cliente, g.fecha::text, g.importe::text, f.nombre as formapago, g.saldo_anterior::text,
                 (g.saldo_anterior - g.importe)::text as saldo_posterior, g.estado, u.nombres as usuario,
                 coalesce((select string_agg(c.numero::text || case when (select sum(pc2.importe) from prestamo_pago_cuota pc2 join prestamo_pago g2 on g2.idpago = pc2.idpago
                                                                       where pc2.idcuota = c.idcuota and pc2.idpago <= g.idpago and (g2.estado = 1 or g2.idpago = g.idpago)) < c.importe
                                                                 then ' (parcial)' else '' end, ', ' order by c.numero)
                             from prestamo_pago_cuota pc join prestamo_cuota c on c.idcuota = pc.idcuota where pc.idpago = g.idpago), '') as cuotas
            from prestamo_pago g
            join prestamo p on p.idprestamo = g.idprestamo
            join persona pe on pe.idpersona = p.idpersona
            join forma_pago f on f.idformapago = g.idformapago
            join usuario u on u.idusuario = g.idusuario
           where ${where}
           order by g.fecha desc, g.idpago desc`,
    );
  }

  async function payment(idpago: number, ex: Executor = db): Promise<LoanPaymentRow> {
    const [row] = await payments(sql`g.idpago = ${idpago}`, ex);
    if (!row) throw notFound('El pago');
    return row;
  }

  async function lockLoan(tx: Executor, id: number) {
    const [row] = await tx.select().from(prestamo).where(eq(prestamo.idprestamo, id)).for('update');
    if (!row) throw notFound('El préstamo');
    return row;
  }

  async function cashForm(tx: Executor, idformapago: number) {
    const [form] = await tx
      .select({ idtipopago: formaPago.idtipopago, estado: formaPago.estado })
      .from(formaPago)
      .where(eq(formaPago.idformapago, idformapago));
    if (!form) throw notFound('La forma de pago');
    if (form.idtipopago === 2 || form.estado !== 1)
      throw new BusinessError('Elija una forma de pago al contado activa: el dinero pasa por la caja');
  }

  const branchOf = (actor: SessionUser) => {
    if (!actor.idsucursal)
      throw new BusinessError('El usuario no tiene una sucursal asignada: no puede mover dinero de la caja');
    return actor.idsucursal;
  };

  return {
    get,
    schedule,
    withSchedule,
    payment,

    list: ({ estado, ...query }: LoanListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [estado === undefined ? undefined : eq(prestamo.estado, estado)]),

    async byClient(idpersona: number, ex: Executor = db): Promise<LoanWithSchedule[]> {
      const rows = await selectRows(ex, listing, and(eq(prestamo.idpersona, idpersona), scopeOfCurrent(LOAN_OWNER)));
      return Promise.all(rows.map(async (row) => ({ ...row, cronograma: await schedule(row.idprestamo, ex) })));
    },

    paymentsOf: (idpersona: number, ex: Executor = db) =>
      payments(sql`p.idpersona = ${idpersona} and ${scopeOfCurrent(LOAN_OWNER, 'p') ?? sql`true`}`, ex),

    /** Registers the loan and its schedule and disburses it from the user's open cash, in one transaction. */
    async create(input: LoanBody, tx: Executor, actor: SessionUser): Promise<LoanWithSchedule> {
      const idsucursal = branchOf(actor);
      const [client] = await tx
        .select({ nombres: persona.nombres, ubica: persona.ubica_persona, estado: persona.estado })
        .from(persona)
        .where(eq(persona.idpersona, input.idpersona));
      if (!client) throw notFound('El cliente');
      if (client.estado !== 1) throw new BusinessError(`${client.nombres} está desactivado`);
      if (client.ubica === 2) throw new BusinessError(`${client.nombres} no está registrado como cliente`);
      await cashForm(tx, input.idformapago);
      if (dec(input.monto).lte(0)) throw new BusinessError('El monto del préstamo debe ser mayor que cero');
      if (dec(input.tasa).gt(100)) throw new BusinessError('La tasa de interés no puede ser mayor que 100 %');
      const fecha = input.fecha ?? todayLima();
      if (fecha > todayLima()) throw new BusinessError('La fecha del préstamo no puede ser posterior a hoy');
      if (input.primer_vencimiento <= fecha)
        throw new BusinessError('El primer vencimiento debe ser posterior a la fecha del préstamo');
      const plan = buildSchedule(input);
      const [created] = await tx
        .insert(prestamo)
        .values({
          idpersona: input.idpersona,
          idsucursal,
          idusuario: actor.idusuario,
          fecha,
          monto: fixed(dec(input.monto)),
          tasa: input.tasa,
          periodo_tasa: input.periodo_tasa,
          metodo: input.metodo,
          cuotas: input.cuotas,
          frecuencia: input.frecuencia,
          primer_vencimiento: input.primer_vencimiento,
          interes: plan.interes,
          total: plan.total,
          saldo: plan.total,
          idformapago: input.idformapago,
          observacion: blankToNull(input.observacion),
        })
        .returning({ id: prestamo.idprestamo });
      const id = created!.id;
      await tx.insert(prestamoCuota).values(
        plan.cuotas.map((c) => ({
          idprestamo: id,
          numero: c.numero,
          fecha_vencimiento: c.fecha_vencimiento,
          capital: c.capital,
          interes: c.interes,
          importe: c.importe,
        })),
      );
      await postToOpenCash(tx, {
        idusuario: actor.idusuario,
        idsucursal,
        tipo: 'E',
        idformapago: input.idformapago,
        monto: input.monto,
        concepto: `Desembolso del préstamo N° ${id} a ${client.nombres}`,
        origen: { tipo: 'prestamo', id },
      });
      return withSchedule(id, tx);
    },

    /** Annuls a loan without payments; the disbursement comes back to the cash. */
    async annul(id: number, tx: Executor, actor: SessionUser): Promise<LoanRow> {
      const loan = await lockLoan(tx, id);
      if (loan.estado === 0) throw new BusinessError('El préstamo ya está anulado');
      const [paid] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from prestamo_pago where idprestamo = ${id} and estado = 1`,
      );
      if (Number(paid!.n) > 0) throw new BusinessError('El préstamo tiene pagos: anule primero sus pagos');
      await tx
        .update(prestamo)
        .set({ estado: 0, fecha_anulacion: new Date(), idusuario_anula: actor.idusuario })
        .where(eq(prestamo.idprestamo, id));
      await reverseCashPostings(
        tx,
        { tipo: 'prestamo', id },
        { idusuario: actor.idusuario, idsucursal: actor.idsucursal ?? loan.idsucursal },
        `Anulación del préstamo N° ${id}`,
      );
      return get(id, tx);
    },

    /** A payment: oldest instalment first, partial allowed, never above the balance; collected into the open cash. */
    async pay(input: LoanPaymentBody, tx: Executor, actor: SessionUser): Promise<LoanPaymentRow> {
      const idsucursal = branchOf(actor);
      const loan = await lockLoan(tx, input.idprestamo);
      if (loan.estado === 0) throw new BusinessError('El préstamo está anulado');
      if (loan.estado === 2) throw new BusinessError('El préstamo ya está pagado');
      await cashForm(tx, input.idformapago);
      const importe = dec(input.importe);
      const saldo = dec(loan.saldo);
      if (importe.lte(0)) throw new BusinessError('El importe debe ser mayor que cero');
      if (importe.gt(saldo))
        throw new BusinessError(`El importe (${money(importe)}) supera el saldo del préstamo (${money(saldo)})`);
      const fecha = input.fecha ?? todayLima();
      if (fecha < loan.fecha) throw new BusinessError('La fecha de pago no puede ser anterior a la fecha del préstamo');
      if (fecha > todayLima()) throw new BusinessError('La fecha de pago no puede ser posterior a hoy');

      const [created] = await tx
        .insert(prestamoPago)
        .values({
          idprestamo: loan.idprestamo,
          fecha,
          importe: fixed(importe),
          idformapago: input.idformapago,
          saldo_anterior: loan.saldo,
          idusuario: actor.idusuario,
        })
        .returning({ id: prestamoPago.idpago });
      const pending = await tx
        .select()
        .from(prestamoCuota)
        .where(
          sql`${prestamoCuota.idprestamo} = ${loan.idprestamo} and ${prestamoCuota.pagado} < ${prestamoCuota.importe}`,
        )
        .orderBy(prestamoCuota.numero);
      let rest = importe;
      for (const cuota of pending) {
        if (rest.lte(0)) break;
        const part = Decimal.min(rest, dec(cuota.importe).minus(cuota.pagado));
        await tx
          .update(prestamoCuota)
          .set({ pagado: sql`${prestamoCuota.pagado} + ${fixed(part)}::numeric` })
          .where(eq(prestamoCuota.idcuota, cuota.idcuota));
        await tx
          .insert(prestamoPagoCuota)
          .values({ idpago: created!.id, idcuota: cuota.idcuota, importe: fixed(part) });
        rest = rest.minus(part);
      }
      const left = saldo.minus(importe);
      await tx
        .update(prestamo)
        .set({ saldo: fixed(left), estado: left.isZero() ? 2 : 1 })
        .where(eq(prestamo.idprestamo, loan.idprestamo));
      const [client] = await tx
        .select({ nombres: persona.nombres })
        .from(persona)
        .where(eq(persona.idpersona, loan.idpersona));
      await postToOpenCash(tx, {
        idusuario: actor.idusuario,
        idsucursal,
        tipo: 'I',
        idformapago: input.idformapago,
        monto: fixed(importe),
        concepto: `Pago del préstamo N° ${loan.idprestamo} de ${client!.nombres}`,
        origen: { tipo: 'pago_prestamo', id: created!.id },
      });
      return payment(created!.id, tx);
    },

    /** Annuls a payment: each instalment and the balance get back exactly what it paid; its cash movement is reversed. */
    async annulPayment(idpago: number, tx: Executor, actor: SessionUser): Promise<LoanPaymentRow> {
      const [found] = await tx
        .select({ idprestamo: prestamoPago.idprestamo })
        .from(prestamoPago)
        .where(eq(prestamoPago.idpago, idpago));
      if (!found) throw notFound('El pago');
      const loan = await lockLoan(tx, found.idprestamo);
      const [pago] = await tx.select().from(prestamoPago).where(eq(prestamoPago.idpago, idpago)).for('update');
      if (pago!.estado === 0) throw new BusinessError('El pago ya está anulado');
      const parts = await tx.select().from(prestamoPagoCuota).where(eq(prestamoPagoCuota.idpago, idpago));
      for (const part of parts) {
        await tx
          .update(prestamoCuota)
          .set({ pagado: sql`${prestamoCuota.pagado} - ${part.importe}::numeric` })
          .where(eq(prestamoCuota.idcuota, part.idcuota));
      }
      await tx
        .update(prestamo)
        .set({ saldo: fixed(dec(loan.saldo).plus(pago!.importe)), estado: 1 })
        .where(eq(prestamo.idprestamo, loan.idprestamo));
      await tx
        .update(prestamoPago)
        .set({ estado: 0, fecha_anulacion: new Date(), idusuario_anula: actor.idusuario })
        .where(eq(prestamoPago.idpago, idpago));
      await reverseCashPostings(
        tx,
        { tipo: 'pago_prestamo', id: idpago },
        { idusuario: actor.idusuario, idsucursal: actor.idsucursal ?? loan.idsucursal },
        `Anulación del pago N° ${idpago} del préstamo N° ${loan.idprestamo}`,
      );
      return payment(idpago, tx);
    },
  };
}

export type LoansRepository = ReturnType<typeof loansRepository>;
