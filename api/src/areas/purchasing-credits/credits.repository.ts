import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type {
  BalanceRow,
  CreditKind,
  CreditRow,
  InstalmentRow,
  PaymentRow,
  StatementAnswer,
} from '@trade/contracts/purchasing-credits';
import { CREDIT_OWNER } from '@trade/contracts/purchasing-credits';
import type { Database, Executor } from '../../db/client.js';
import {
  credito,
  creditoCuota,
  creditoPago,
  cuentaBancaria,
  formaPago,
  moneda,
  persona,
  tipoDocumento,
  usuario,
} from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';

/** Lima's today, for due days (the database and the business agree on the day). */
export const TODAY = sql`(now() at time zone 'America/Lima')::date`;
const money = (expression: SQL) => sql<string>`(${expression})::numeric(12,2)::text`;
const pendingOf = sql`(${creditoCuota.monto} - ${creditoCuota.pagado})`;

const creditColumns = {
  idcredito: credito.idcredito,
  tipo: credito.tipo,
  idpersona: credito.idpersona,
  persona: persona.nombres,
  numero_documento: persona.numero_documento,
  fecha: credito.fecha,
  documento: credito.documento,
  concepto: credito.concepto,
  idmoneda: credito.idmoneda,
  moneda: moneda.codigo,
  total: credito.total,
  pagado: money(sql`${credito.total} - ${credito.saldo}`),
  saldo: credito.saldo,
  cuotas: sql<number>`(select count(*)::int from credito_cuota c where c.idcredito = ${credito.idcredito})`,
  proximo_vencimiento: sql<
    string | null
  >`(select to_char(min(c.fecha_vencimiento), 'YYYY-MM-DD') from credito_cuota c where c.idcredito = ${credito.idcredito} and c.pagado < c.monto)`,
  situacion: sql<string>`case when ${credito.estado} = 0 then 'anulado' when ${credito.saldo} = 0 then 'pagado'
    when exists (select 1 from credito_cuota c where c.idcredito = ${credito.idcredito} and c.pagado < c.monto and c.fecha_vencimiento < ${TODAY}) then 'vencido'
    else 'pendiente' end`,
  idventa: credito.idventa,
  idcompra: credito.idcompra,
  idusuario: credito.idusuario,
  usuario: usuario.nombres,
  estado: credito.estado,
};

const instalmentColumns = {
  idcuota: creditoCuota.idcuota,
  idcredito: creditoCuota.idcredito,
  documento: credito.documento,
  numero: creditoCuota.numero,
  monto: creditoCuota.monto,
  pagado: creditoCuota.pagado,
  saldo: money(pendingOf),
  fecha_vencimiento: creditoCuota.fecha_vencimiento,
  situacion: sql<string>`case when ${creditoCuota.pagado} >= ${creditoCuota.monto} then 'pagada' when ${creditoCuota.fecha_vencimiento} < ${TODAY} then 'vencida' else 'pendiente' end`,
  dias_vencida: sql<number>`case when ${creditoCuota.pagado} < ${creditoCuota.monto} and ${creditoCuota.fecha_vencimiento} < ${TODAY} then (${TODAY} - ${creditoCuota.fecha_vencimiento})::int else 0 end`,
  idmoneda: credito.idmoneda,
};

const paymentColumns = {
  idpago: creditoPago.idpago,
  idcredito: creditoPago.idcredito,
  idpersona: credito.idpersona,
  persona: persona.nombres,
  documento: credito.documento,
  fecha: creditoPago.fecha,
  importe: creditoPago.importe,
  idmoneda: credito.idmoneda,
  idformapago: creditoPago.idformapago,
  formapago: formaPago.nombre,
  idcuentabancaria: creditoPago.idcuentabancaria,
  cuenta: cuentaBancaria.numero,
  referencia: creditoPago.referencia,
  idcuota: creditoPago.idcuota,
  idcaja: creditoPago.idcaja,
  idusuario: creditoPago.idusuario,
  usuario: usuario.nombres,
  estado: creditoPago.estado,
};

/** Reads of credits, instalments, payments, balances with ageing and account statements. */
export function creditsRepository(db: Database) {
  // Every read below joins `credito`: the caller sees the credits of his data scope (kit/scope.ts).
  const inScope = (where: SQL | undefined) => and(where, scopeOfCurrent(CREDIT_OWNER));
  const credits = (where: SQL | undefined, ex: Executor = db): Promise<CreditRow[]> =>
    ex
      .select(creditColumns)
      .from(credito)
      .innerJoin(persona, eq(persona.idpersona, credito.idpersona))
      .innerJoin(moneda, eq(moneda.idmoneda, credito.idmoneda))
      .innerJoin(usuario, eq(usuario.idusuario, credito.idusuario))
      .where(inScope(where))
      .orderBy(desc(credito.fecha), desc(credito.idcredito));

  const instalments = (where: SQL | undefined, ex: Executor = db): Promise<InstalmentRow[]> =>
    ex
      .select(instalmentColumns)
      .from(creditoCuota)
      .innerJoin(credito, eq(credito.idcredito, creditoCuota.idcredito))
      .where(inScope(where))
      .orderBy(asc(creditoCuota.fecha_vencimiento), asc(creditoCuota.idcredito), asc(creditoCuota.numero));

  const payments = (where: SQL | undefined, ex: Executor = db): Promise<PaymentRow[]> =>
    ex
      .select(paymentColumns)
      .from(creditoPago)
      .innerJoin(credito, eq(credito.idcredito, creditoPago.idcredito))
      .innerJoin(persona, eq(persona.idpersona, credito.idpersona))
      .innerJoin(formaPago, eq(formaPago.idformapago, creditoPago.idformapago))
      .innerJoin(usuario, eq(usuario.idusuario, creditoPago.idusuario))
      .leftJoin(cuentaBancaria, eq(cuentaBancaria.idcuentabancaria, creditoPago.idcuentabancaria))
      .where(inScope(where))
      .orderBy(desc(creditoPago.fecha), desc(creditoPago.idpago));

  const byUser = (idusuario: number | undefined, column: typeof credito.idusuario | typeof creditoPago.idusuario) =>
    idusuario ? eq(column, idusuario) : undefined;

  return {
    async credit(kind: CreditKind, idcredito: number, ex: Executor = db): Promise<CreditRow> {
      const [row] = await credits(and(eq(credito.idcredito, idcredito), eq(credito.tipo, kind)), ex);
      if (!row) throw notFound('El crédito');
      return row;
    },
    creditsOf: (kind: CreditKind, idpersona: number, idusuario?: number, ex: Executor = db) =>
      credits(and(eq(credito.tipo, kind), eq(credito.idpersona, idpersona), byUser(idusuario, credito.idusuario)), ex),

    async payment(kind: CreditKind, idpago: number, ex: Executor = db): Promise<PaymentRow> {
      const [row] = await payments(and(eq(creditoPago.idpago, idpago), eq(credito.tipo, kind)), ex);
      if (!row) throw notFound('El pago');
      return row;
    },
    paymentsOfCredit: async (kind: CreditKind, idcredito: number, ex: Executor = db) => {
      await creditExists(kind, idcredito, ex);
      return payments(and(eq(credito.tipo, kind), eq(creditoPago.idcredito, idcredito)), ex);
    },
    paymentsOfPerson: (kind: CreditKind, idpersona: number, idusuario?: number, ex: Executor = db) =>
      payments(
        and(eq(credito.tipo, kind), eq(credito.idpersona, idpersona), byUser(idusuario, creditoPago.idusuario)),
        ex,
      ),

    instalmentsOfCredit: async (kind: CreditKind, idcredito: number, ex: Executor = db) => {
      await creditExists(kind, idcredito, ex);
      return instalments(eq(creditoCuota.idcredito, idcredito), ex);
    },
    /** Every instalment of a person's credits that are not cancelled. */
    instalmentsOfPerson: (kind: CreditKind, idpersona: number, ex: Executor = db) =>
      instalments(and(eq(credito.tipo, kind), eq(credito.idpersona, idpersona), eq(credito.estado, 1)), ex),

    /**
     * People with an open balance (per currency) and its ageing by the instalments' due days:
     * not yet due, 1–30, 31–60, 61–90 and over 90 days overdue, plus what falls due this week.
     */
    balances: (kind: CreditKind, idusuario?: number, ex: Executor = db): Promise<BalanceRow[]> => {
      const days = sql`(${TODAY} - ${creditoCuota.fecha_vencimiento})`;
      const bucket = (condition: SQL) => money(sql`coalesce(sum(${pendingOf}) filter (where ${condition}), 0)`);
      const warning = sql<
        string | null
      >`case when ${persona.estado_sunat} is null and ${persona.condicion_sunat} is null then null
        when upper(coalesce(${persona.estado_sunat}, 'ACTIVO')) = 'ACTIVO' and upper(coalesce(${persona.condicion_sunat}, 'HABIDO')) = 'HABIDO' then null
        else 'SUNAT reporta este RUC como ' || coalesce(upper(${persona.estado_sunat}), '—') || ' / ' || coalesce(upper(${persona.condicion_sunat}), '—') end`;
      return ex
        .select({
          idpersona: persona.idpersona,
          persona: persona.nombres,
          tipodocumento: tipoDocumento.abreviatura,
          numero_documento: persona.numero_documento,
          idmoneda: credito.idmoneda,
          moneda: moneda.codigo,
          creditos: sql<number>`count(distinct ${credito.idcredito}) filter (where ${creditoCuota.pagado} < ${creditoCuota.monto})::int`,
          saldo: money(sql`coalesce(sum(${pendingOf}), 0)`),
          por_vencer: bucket(sql`${days} <= 0`),
          vencido_1_30: bucket(sql`${days} between 1 and 30`),
          vencido_31_60: bucket(sql`${days} between 31 and 60`),
          vencido_61_90: bucket(sql`${days} between 61 and 90`),
          vencido_90_mas: bucket(sql`${days} > 90`),
          vence_semana: bucket(sql`${creditoCuota.fecha_vencimiento} between ${TODAY} and ${TODAY} + 7`),
          advertencia: warning,
        })
        .from(creditoCuota)
        .innerJoin(credito, eq(credito.idcredito, creditoCuota.idcredito))
        .innerJoin(persona, eq(persona.idpersona, credito.idpersona))
        .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
        .innerJoin(moneda, eq(moneda.idmoneda, credito.idmoneda))
        .where(inScope(and(eq(credito.tipo, kind), eq(credito.estado, 1), byUser(idusuario, credito.idusuario))))
        .groupBy(
          persona.idpersona,
          persona.nombres,
          tipoDocumento.abreviatura,
          persona.numero_documento,
          credito.idmoneda,
          moneda.codigo,
          persona.estado_sunat,
          persona.condicion_sunat,
        )
        .having(sql`sum(${pendingOf}) > 0`)
        .orderBy(asc(persona.nombres), asc(credito.idmoneda));
    },

    /** Charges (credits) and credits to the account (payments) of a person in one currency, with the running balance. */
    async statement(
      kind: CreditKind,
      idpersona: number,
      query: { idmoneda?: number; desde?: string; hasta?: string },
      ex: Executor = db,
    ): Promise<StatementAnswer> {
      const idmoneda = query.idmoneda ?? 1;
      if (query.desde && query.hasta && query.desde > query.hasta)
        throw new BusinessError('La fecha Desde no puede ser posterior a la fecha Hasta');
      const [who] = await ex
        .select({ nombres: persona.nombres, numero: persona.numero_documento })
        .from(persona)
        .where(eq(persona.idpersona, idpersona));
      if (!who) throw notFound('La persona');
      const [currency] = await ex.select({ codigo: moneda.codigo }).from(moneda).where(eq(moneda.idmoneda, idmoneda));
      if (!currency) throw notFound('La moneda');
      const scope = inScope(
        and(
          eq(credito.tipo, kind),
          eq(credito.idpersona, idpersona),
          eq(credito.idmoneda, idmoneda),
          eq(credito.estado, 1),
        ),
      );
      const charges = await ex
        .select({
          fecha: credito.fecha,
          id: credito.idcredito,
          documento: credito.documento,
          concepto: credito.concepto,
          importe: credito.total,
        })
        .from(credito)
        .where(scope);
      const paid = await ex
        .select({
          fecha: creditoPago.fecha,
          id: creditoPago.idpago,
          documento: credito.documento,
          formapago: formaPago.nombre,
          referencia: creditoPago.referencia,
          importe: creditoPago.importe,
        })
        .from(creditoPago)
        .innerJoin(credito, eq(credito.idcredito, creditoPago.idcredito))
        .innerJoin(formaPago, eq(formaPago.idformapago, creditoPago.idformapago))
        .where(and(scope, eq(creditoPago.estado, 1)));
      const lines = [
        ...charges.map((c) => ({
          fecha: c.fecha,
          order: 0,
          id: c.id,
          movimiento: kind === 'cliente' ? 'Crédito' : 'Compra a crédito',
          documento: c.documento,
          concepto: c.concepto,
          cargo: new Decimal(c.importe),
          abono: new Decimal(0),
        })),
        ...paid.map((p) => ({
          fecha: p.fecha,
          order: 1,
          id: p.id,
          movimiento: kind === 'cliente' ? 'Cobro' : 'Pago',
          documento: p.documento,
          concepto: [p.formapago, p.referencia].filter(Boolean).join(' · '),
          cargo: new Decimal(0),
          abono: new Decimal(p.importe),
        })),
      ].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.order - b.order || a.id - b.id));
      let saldo = new Decimal(0);
      let opening = new Decimal(0);
      let cargos = new Decimal(0);
      let abonos = new Decimal(0);
      const movimientos: StatementAnswer['movimientos'] = [];
      for (const line of lines) {
        saldo = saldo.plus(line.cargo).minus(line.abono);
        if (query.desde && line.fecha < query.desde) {
          opening = saldo;
          continue;
        }
        if (query.hasta && line.fecha > query.hasta) continue;
        cargos = cargos.plus(line.cargo);
        abonos = abonos.plus(line.abono);
        movimientos.push({
          fecha: line.fecha,
          movimiento: line.movimiento,
          documento: line.documento,
          concepto: line.concepto || null,
          cargo: line.cargo.toFixed(2),
          abono: line.abono.toFixed(2),
          saldo: saldo.toFixed(2),
        });
      }
      return {
        idpersona,
        persona: who.nombres,
        numero_documento: who.numero,
        tipo: kind,
        idmoneda,
        moneda: currency.codigo,
        desde: query.desde ?? null,
        hasta: query.hasta ?? null,
        saldo_inicial: opening.toFixed(2),
        cargos: cargos.toFixed(2),
        abonos: abonos.toFixed(2),
        saldo_final: opening.plus(cargos).minus(abonos).toFixed(2),
        movimientos,
      };
    },

    /** What was owed before and after one payment (the payment note), from the payments made before it. */
    async balancesAround(idpago: number, ex: Executor = db) {
      const [row] = await ex
        .select({
          total: credito.total,
          before: sql<string>`coalesce((select sum(p.importe) from credito_pago p where p.idcredito = ${credito.idcredito} and p.estado = 1 and p.idpago < ${idpago}), 0)::text`,
        })
        .from(creditoPago)
        .innerJoin(credito, eq(credito.idcredito, creditoPago.idcredito))
        .where(eq(creditoPago.idpago, idpago));
      return row;
    },
  };

  async function creditExists(kind: CreditKind, idcredito: number, ex: Executor) {
    const [row] = await ex
      .select({ id: credito.idcredito })
      .from(credito)
      .where(and(eq(credito.idcredito, idcredito), eq(credito.tipo, kind)));
    if (!row) throw notFound('El crédito');
  }
}
export type CreditsRepository = ReturnType<typeof creditsRepository>;
