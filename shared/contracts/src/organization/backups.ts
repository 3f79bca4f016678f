import * as T from 'typebox';
import type { Static } from 'typebox';
import { ADMINS_ONLY, Envelope, Nullable, endpoints } from '../kit/index.js';

/** Where a backup came from: the schedule, the administrator's screen, or `npm run backup`. */
export const BACKUP_ORIGINS = ['programado', 'manual', 'consola'] as const;
export const BACKUP_ORIGIN_NAMES: Record<(typeof BACKUP_ORIGINS)[number], string> = {
  programado: 'Programado',
  manual: 'Desde esta pantalla',
  consola: 'Desde la consola (npm run backup)',
};

/** One backup run (written when it ends). */
export const BackupRow = T.Object({
  idrespaldo: T.Integer(),
  inicio: T.String(),
  fin: T.String(),
  origen: T.String(),
  /** correcto | fallido */
  estado: T.String(),
  archivo: Nullable(T.String()),
  tamano: Nullable(T.Integer()),
  sha256: Nullable(T.String()),
  copia: Nullable(T.String()),
  copia_error: Nullable(T.String()),
  error: Nullable(T.String()),
  equipo: Nullable(T.String()),
  usuario: Nullable(T.String()),
});

/** What the administrator sees: the last good backup, the last run, the schedule and the folders. */
export const BackupStatus = T.Object({
  ultimoCorrecto: Nullable(BackupRow),
  ultimo: Nullable(BackupRow),
  /** The last good backup is older than the schedule allows (or there is none). */
  atrasado: T.Boolean(),
  enCurso: T.Boolean(),
  programa: T.Object({
    /** Hours between scheduled backups; 0: no schedule. */
    cadaHoras: T.Integer(),
    /** Lima hour the schedule counts from. */
    hora: T.Integer(),
    siguiente: Nullable(T.String()),
    conservarDias: T.Integer(),
    conservarSemanas: T.Integer(),
    conservarMeses: T.Integer(),
  }),
  carpeta: T.String(),
  carpetaCopia: Nullable(T.String()),
  /** integrada (PGlite) | postgresql */
  baseDatos: T.String(),
});

/** The whole company's data in one file: only administrators run or see backups. */
const menus = ADMINS_ONLY;
export const backups = {
  row: BackupRow,
  endpoints: endpoints('respaldos', {
    status: {
      method: 'GET',
      path: '/respaldos/estado',
      summary: 'Estado de los respaldos: el último correcto, el último intento, la programación y las carpetas',
      menus,
      response: Envelope(BackupStatus),
    },
    list: {
      method: 'GET',
      path: '/respaldos',
      summary: 'Los últimos 30 respaldos (correctos y fallidos)',
      menus,
      response: Envelope(T.Array(BackupRow)),
    },
    run: {
      method: 'POST',
      path: '/respaldar',
      summary:
        'Hace un respaldo ahora (base de datos y archivos, con manifiesto) mientras el sistema sigue funcionando; uno a la vez y no más de uno por minuto',
      menus,
      response: Envelope(BackupRow),
    },
  }),
};

export type BackupRow = Static<typeof BackupRow>;
export type BackupStatus = Static<typeof BackupStatus>;
