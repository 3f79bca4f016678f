import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { BusinessError } from './envelope.js';

/**
 * Growing delays per key (an account, a client address, a guide number), counted in the database
 * (`limite_intentos`, migration 0009) so every API process shares them.
 *
 * `claim` counts an attempt BEFORE the work it guards (checking a password, looking up a guide)
 * with ONE atomic upsert: the first `free` attempts go through at once; from then on each attempt
 * sets a wait of base × 2^(n − free) seconds (at most `maxDelaySeconds`) before the next one, and an
 * attempt made while waiting is refused without being counted. So parallel attempts are counted
 * one by one (never more than `free` pass in a burst), and nothing is ever locked for long: a
 * stranger can make an account wait at most `maxDelaySeconds`. After `quietSeconds` without
 * attempts the key starts again. `forgive` takes back an attempt that turned out fine.
 */
export interface ThrottleRule {
  /** Attempts accepted without waiting. */
  free: number;
  /** The first wait, doubled on every further attempt. */
  baseSeconds: number;
  maxDelaySeconds: number;
  /** Quiet time after which the count starts again. */
  quietSeconds: number;
}

export type Clock = () => Date;

/** "1 segundo", "45 segundos", "2 minutos". */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The refusal of a throttled attempt: 429 with a Spanish mensaje; `info` carries the seconds to wait. */
export class TooManyAttempts extends BusinessError {
  constructor(
    readonly waitSeconds: number,
    what = 'Demasiados intentos',
  ) {
    super(`${what}. Espere ${waitText(waitSeconds)} e intente nuevamente.`, 429, { info: String(waitSeconds) });
  }
}

export function throttle(db: Executor, clock: Clock = () => new Date()) {
  return {
    /** Counts an attempt for `key`; answers undefined when it may go ahead, else the seconds to wait. */
    async claim(key: string, rule: ThrottleRule, ex: Executor = db): Promise<number | undefined> {
      const now = clock().toISOString();
      // The attempt's number: 1 again after a quiet period.
      const next = sql`(case when l.actualizado < ${now}::timestamptz - make_interval(secs => ${rule.quietSeconds}) then 1 else l.intentos + 1 end)`;
      const waitAfter = (n: ReturnType<typeof sql>) =>
        sql`(case when ${n} < ${rule.free} then null
                  else ${now}::timestamptz + make_interval(secs => least(${rule.maxDelaySeconds}::float8, ${rule.baseSeconds}::float8 * power(2::float8, (${n} - ${rule.free})::float8)))
             end)`;
      const [claimed] = await queryRows<{ intentos: number }>(
        ex,
        sql`insert into limite_intentos as l (clave, intentos, espera_hasta, actualizado)
            values (${key}, 1, ${waitAfter(sql`1`)}, ${now}::timestamptz)
            on conflict (clave) do update set intentos = ${next}, espera_hasta = ${waitAfter(next)}, actualizado = ${now}::timestamptz
            where l.espera_hasta is null or l.espera_hasta <= ${now}::timestamptz
            returning intentos`,
      );
      if (claimed) return undefined;
      const [row] = await queryRows<{ segundos: number }>(
        ex,
        sql`select ceil(extract(epoch from espera_hasta - ${now}::timestamptz))::int as segundos from limite_intentos where clave = ${key}`,
      );
      return Math.max(1, Number(row?.segundos ?? 1));
    },

    /** Takes back one attempt of `key` (it went fine): a busy office behind one address is not slowed by its own logins. */
    async forgive(key: string, rule: ThrottleRule, ex: Executor = db): Promise<void> {
      await ex.execute(
        sql`update limite_intentos set intentos = greatest(intentos - 1, 0),
                   espera_hasta = case when intentos - 1 < ${rule.free} then null else espera_hasta end
             where clave = ${key}`,
      );
    },

    /** Forgets `key` (a successful login clears its account). */
    async clear(key: string, ex: Executor = db): Promise<void> {
      await ex.execute(sql`delete from limite_intentos where clave = ${key}`);
      // Housekeeping: keys quiet for a day are of no use any more.
      await ex.execute(
        sql`delete from limite_intentos where actualizado < ${clock().toISOString()}::timestamptz - interval '1 day'`,
      );
    },
  };
}
export type Throttle = ReturnType<typeof throttle>;
