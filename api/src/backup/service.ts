import { hostname } from 'node:os';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import type { BackupRow, BackupStatus } from '@trade/contracts/organization';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { respaldo, usuario } from '../db/schema/index.js';
import { createBackup, type BackupResult } from './backup.js';
import { BackupError } from './errors.js';
import { isDue, isOverdue, nextMoment } from './schedule.js';
import { type DatabaseSource, sourceOf } from './snapshot.js';

/** Any number, shared by every API process on one PostgreSQL: one backup at a time across them. */
const BACKUP_LOCK = 727_031;
/** A manual backup right after another is refused (a double click, a script in a loop). */
const MANUAL_GAP_MS = 60_000;

export type BackupOrigin = 'programado' | 'manual' | 'consola';

const columns = { ...getTableColumns(respaldo), usuario: usuario.usuario };

/**
 * Backups as the API runs them: one at a time (in this process, and across processes through a
 * PostgreSQL advisory lock), each run recorded in `respaldo` when it ends, and the status the
 * administrator's screen and the dashboard show.
 */
export function backupService(db: Database, config: Config, clock: () => Date = () => new Date()) {
  // Read when first needed: the demo seed builds the areas on a connection-bound database (under
  // the migrations' lock), whose client is not the pool and never takes a backup.
  let resolved: DatabaseSource | undefined;
  const source = () => (resolved ??= sourceOf(db));
  const startedAt = clock();
  let running: Promise<unknown> | undefined;

  /** Holds the cross-process lock while `work` runs; undefined when another process holds it. */
  async function underLock<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (source().kind === 'pglite') return work();
    const connection = await ((db as unknown as { $client: pg.Pool }).$client as pg.Pool).connect();
    try {
      const { rows } = await connection.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [
        BACKUP_LOCK,
      ]);
      if (!rows[0]?.held) return undefined;
      try {
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
      }
    } finally {
      connection.release();
    }
  }

  async function latest(estado?: 'correcto' | 'fallido') {
    const [row] = await db
      .select(columns)
      .from(respaldo)
      .leftJoin(usuario, eq(usuario.idusuario, respaldo.idusuario))
      .where(estado ? eq(respaldo.estado, estado) : undefined)
      .orderBy(desc(respaldo.fin), desc(respaldo.idrespaldo))
      .limit(1);
    return row;
  }

  const answer = (row: Awaited<ReturnType<typeof latest>>): BackupRow | null =>
    row ? { ...row, inicio: row.inicio.toISOString(), fin: row.fin.toISOString(), tamano: row.tamano } : null;

  async function record(origen: BackupOrigin, started: Date, outcome: BackupResult | Error, idusuario?: number) {
    const base = { inicio: started, origen, equipo: hostname().slice(0, 100), idusuario: idusuario ?? null };
    const values =
      outcome instanceof Error
        ? { ...base, fin: clock(), estado: 'fallido', error: outcome.message }
        : {
            ...base,
            fin: outcome.endedAt,
            estado: 'correcto',
            archivo: outcome.file,
            tamano: outcome.size,
            sha256: outcome.sha256,
            copia: outcome.copy ?? null,
            copia_error: outcome.copyError ?? null,
          };
    const [row] = await db.insert(respaldo).values(values).returning({ id: respaldo.idrespaldo });
    return row!.id;
  }

  /** One backup now, recorded; `check` runs under the lock first (the schedule re-checks it is still due). */
  async function run(origen: BackupOrigin, idusuario?: number, check?: () => Promise<boolean>) {
    if (running) throw new BackupError('Ya hay un respaldo en curso; espere a que termine.');
    const work = underLock(async () => {
      if (check && !(await check())) return undefined;
      const started = clock();
      let outcome: BackupResult | Error;
      try {
        outcome = await createBackup({
          source: source(),
          dataDir: config.dataDir,
          settingsKey: config.settingsKey,
          backup: config.backup,
          now: clock,
        });
      } catch (error) {
        outcome = error as Error;
      }
      const id = await record(origen, started, outcome, idusuario);
      if (outcome instanceof Error) throw outcome;
      return { id, result: outcome };
    });
    running = work;
    try {
      return await work;
    } finally {
      running = undefined;
    }
  }

  async function byId(id: number): Promise<BackupRow> {
    const [row] = await db
      .select(columns)
      .from(respaldo)
      .leftJoin(usuario, eq(usuario.idusuario, respaldo.idusuario))
      .where(eq(respaldo.idrespaldo, id));
    return answer(row)!;
  }

  return {
    /** From the screen or the console; refused while one runs and within a minute of the last one. */
    async runNow(origen: Exclude<BackupOrigin, 'programado'>, idusuario?: number): Promise<BackupRow> {
      const last = await latest();
      if (origen === 'manual' && last && clock().getTime() - last.fin.getTime() < MANUAL_GAP_MS)
        throw new BackupError('Se hizo un respaldo hace menos de un minuto; espere un momento antes de hacer otro.');
      const done = await run(origen, idusuario);
      if (!done) throw new BackupError('Ya hay un respaldo en curso en otro proceso; espere a que termine.');
      return byId(done.id);
    },

    /** The schedule's tick: backs up when due; false when nothing was due or another process did it. */
    async runIfDue(): Promise<boolean> {
      if (running) return false;
      const due = async () => {
        const [good, failed] = await Promise.all([latest('correcto'), latest('fallido')]);
        const lastFailure = failed && (!good || failed.fin > good.fin) ? failed.fin : undefined;
        return isDue(clock(), config.backup, { lastGood: good?.fin, lastFailure, since: startedAt });
      };
      if (!(await due())) return false;
      return (await run('programado', undefined, due)) !== undefined;
    },

    async status(): Promise<BackupStatus> {
      const [good, last] = await Promise.all([latest('correcto'), latest()]);
      const now = clock();
      const b = config.backup;
      return {
        ultimoCorrecto: answer(good),
        ultimo: answer(last),
        atrasado: isOverdue(now, b, good?.fin),
        enCurso: running !== undefined,
        programa: {
          cadaHoras: b.intervalHours,
          hora: b.hour,
          siguiente: nextMoment(now, b)?.toISOString() ?? null,
          conservarDias: b.keepDays,
          conservarSemanas: b.keepWeeks,
          conservarMeses: b.keepMonths,
        },
        carpeta: b.dir,
        carpetaCopia: b.copyDir ?? null,
        baseDatos: source().kind === 'pglite' ? 'integrada' : 'postgresql',
      };
    },

    async list(): Promise<BackupRow[]> {
      const rows = await db
        .select(columns)
        .from(respaldo)
        .leftJoin(usuario, eq(usuario.idusuario, respaldo.idusuario))
        .orderBy(desc(respaldo.fin), desc(respaldo.idrespaldo))
        .limit(30);
      return rows.map((r) => answer(r)!);
    },
  };
}
export type BackupService = ReturnType<typeof backupService>;

/** How often the schedule looks whether a backup is due (a cheap read of the last runs). */
const TICK_MS = 60_000;

/**
 * Runs the schedule in this process: a look a few seconds after start (a moment missed while the
 * API was down is caught up) and then every minute. Processes sharing one PostgreSQL may all run
 * it: the advisory lock and the re-check under it make one of them back up. Answers the stop.
 */
export function startBackupSchedule(
  service: BackupService,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): () => void {
  const tick = () =>
    service.runIfDue().then(
      (ran) => ran && log.info({}, 'respaldo programado terminado'),
      (error: Error) => log.error({ err: error }, 'el respaldo programado falló'),
    );
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, TICK_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
