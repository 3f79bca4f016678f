import { Decimal, dec, fixed, round } from '@trade/money';

/**
 * A loan's instalment schedule, in decimals (decimal.js, half up to cents). Two documented methods,
 * chosen per loan:
 *
 * - **flat** (interés simple sobre el capital inicial): interest = P × r × n, spread evenly; each
 *   instalment pays P / n of capital and I / n of interest, the last one takes the cents left by
 *   rounding so both add up exactly.
 * - **frances** (amortización francesa, cuota fija): A = P × r / (1 − (1 + r)^−n) rounded to cents;
 *   each instalment's interest is round(balance × r) and its capital A − interest; the last pays
 *   the balance left (its amount may differ from A by a few cents). With r = 0 it is P / n.
 *
 * `r` is the rate of one instalment period: the stated rate of `periodo_tasa` converted in
 * proportion to the days of each (commercial year: day 1, week 7, fortnight 15, month 30, year 360).
 */
export const FREQUENCY_DAYS = { diaria: 1, semanal: 7, quincenal: 15, mensual: 30 } as const;
export const RATE_PERIOD_DAYS = { diaria: 1, semanal: 7, quincenal: 15, mensual: 30, anual: 360 } as const;
export type Frequency = keyof typeof FREQUENCY_DAYS;
export type RatePeriod = keyof typeof RATE_PERIOD_DAYS;
export type Method = 'flat' | 'frances';

export interface LoanTerms {
  monto: string;
  /** Percent per `periodo_tasa` ('5' = 5 %). */
  tasa: string;
  periodo_tasa: RatePeriod;
  metodo: Method;
  cuotas: number;
  frecuencia: Frequency;
  /** YYYY-MM-DD of the first instalment; the others follow every period. */
  primer_vencimiento: string;
}

export interface ScheduledInstalment {
  numero: number;
  fecha_vencimiento: string;
  capital: string;
  interes: string;
  importe: string;
  /** Capital still owed after this instalment. */
  saldo: string;
}

export interface Schedule {
  /** Rate per instalment period, as a fraction (not rounded). */
  tasaPeriodo: string;
  interes: string;
  total: string;
  cuotas: ScheduledInstalment[];
}

/** The rate of one instalment period as a fraction: 5 % monthly paid weekly → 0.05 × 7 / 30. */
export function periodRate(tasa: string, periodo: RatePeriod, frecuencia: Frequency): Decimal {
  return dec(tasa).div(100).times(FREQUENCY_DAYS[frecuencia]).div(RATE_PERIOD_DAYS[periodo]);
}

/** The i-th due date (0 = the first): months keep the day of the month, clamped to the month's last day. */
export function dueDate(first: string, frecuencia: Frequency, i: number): string {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  if (frecuencia === 'mensual') {
    const month = m - 1 + i;
    const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, month, Math.min(d, last))).toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(y, m - 1, d + FREQUENCY_DAYS[frecuencia] * i)).toISOString().slice(0, 10);
}

export function buildSchedule(terms: LoanTerms): Schedule {
  const P = dec(terms.monto);
  const n = terms.cuotas;
  const r = periodRate(terms.tasa, terms.periodo_tasa, terms.frecuencia);
  const rows: ScheduledInstalment[] = [];
  let balance = P;
  if (terms.metodo === 'flat') {
    const interest = round(P.times(r).times(n));
    const capitalEach = round(P.div(n));
    const interestEach = round(interest.div(n));
    for (let i = 0; i < n; i++) {
      const last = i === n - 1;
      const capital = last ? balance : capitalEach;
      const interes = last ? interest.minus(interestEach.times(n - 1)) : interestEach;
      balance = balance.minus(capital);
      rows.push({
        numero: i + 1,
        fecha_vencimiento: dueDate(terms.primer_vencimiento, terms.frecuencia, i),
        capital: fixed(capital),
        interes: fixed(interes),
        importe: fixed(capital.plus(interes)),
        saldo: fixed(balance),
      });
    }
  } else {
    const payment = r.isZero() ? round(P.div(n)) : round(P.times(r).div(new Decimal(1).minus(r.plus(1).pow(-n))));
    for (let i = 0; i < n; i++) {
      const last = i === n - 1;
      const interes = round(balance.times(r));
      const capital = last ? balance : payment.minus(interes);
      balance = balance.minus(capital);
      rows.push({
        numero: i + 1,
        fecha_vencimiento: dueDate(terms.primer_vencimiento, terms.frecuencia, i),
        capital: fixed(capital),
        interes: fixed(interes),
        importe: fixed(capital.plus(interes)),
        saldo: fixed(balance),
      });
    }
  }
  const interes = rows.reduce((s, c) => s.plus(c.interes), new Decimal(0));
  return { tasaPeriodo: r.toString(), interes: fixed(interes), total: fixed(P.plus(interes)), cuotas: rows };
}
