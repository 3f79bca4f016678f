import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
// Registers the 'es' locale; it is applied per call with .locale('es'), never globally, because this
// package is a shared singleton and must not change other code's dayjs defaults.
import 'dayjs/locale/es.js';

dayjs.extend(utc);

export type DateInput = Date | string | Dayjs;
export type DateLocale = 'es' | 'en';

export interface DateFormatOptions {
  /** 'es' (default): dd/MM/yyyy; 'en': yyyy-MM-dd. */
  locale?: DateLocale;
  /** Appends ' HH:mm' (24 h, Lima time). */
  withTime?: boolean;
}

/** Exact text required by the spec for anything that is not a real date. */
export const INVALID_DATE_TEXT = 'Fecha no válida';

/**
 * Lima is UTC−5 all year (no DST since 1994). A fixed offset avoids depending on the runtime's
 * time-zone database (browsers and small-ICU Node builds differ) and on the machine's own zone.
 */
export const LIMA_UTC_OFFSET_MINUTES = -300;
const LIMA_OFFSET_MS = LIMA_UTC_OFFSET_MINUTES * 60_000;

// yyyy-MM-dd, optionally with time (T or space, as PostgreSQL prints it) and then optionally a zone.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcMs(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(Date.UTC(2000, monthIndex, day, hour, minute, second, ms));
  d.setUTCFullYear(year, monthIndex, day);
  return d.getTime();
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month, 0)).getUTCDate();
}

/**
 * Internally every value becomes a dayjs in UTC mode whose fields ARE the Lima wall clock, so
 * formatting never depends on where the code runs (browser in Lima, server in UTC).
 */
function wallClock(ms: number): Dayjs {
  return dayjs.utc(ms);
}

function fromIsoString(text: string): Dayjs | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  const millis = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  // Strict: '2026-02-30' or '25:00' are errors, not silently rolled over.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const fieldsAsUtc = utcMs(year, month - 1, day, hour, minute, second, millis);
  // Date-only and zone-less values are already Lima calendar/wall-clock values: keep them as they are.
  if (zone === undefined) return wallClock(fieldsAsUtc);
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
    if (!z) return null;
    const hours = Number(z[2]);
    const minutes = Number(z[3] ?? '0');
    if (hours > 23 || minutes > 59) return null;
    offsetMinutes = (z[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const instant = fieldsAsUtc - offsetMinutes * 60_000;
  return wallClock(instant + LIMA_OFFSET_MS);
}

/**
 * Resolves input to the Lima wall clock, or null when invalid.
 * - Date: an instant, shown as the Lima time of that instant.
 * - string: ISO. With a zone ('Z', '-05:00') it is an instant shown in Lima
 *   ('2026-11-23T03:00:00Z' is 2026-11-22 22:00); without a zone it is taken as Lima time already.
 * - dayjs: taken as it shows itself (its own year..minute), e.g. a date picker's local value.
 */
function toLimaWallClock(value: DateInput): Dayjs | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : wallClock(ms + LIMA_OFFSET_MS);
  }
  if (typeof value === 'string') return fromIsoString(value);
  if (dayjs.isDayjs(value)) {
    if (!value.isValid()) return null;
    return wallClock(
      utcMs(
        value.year(),
        value.month(),
        value.date(),
        value.hour(),
        value.minute(),
        value.second(),
        value.millisecond(),
      ),
    );
  }
  return null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function render(value: DateInput | null | undefined, pattern: string, locale: DateLocale, withTime: boolean): string {
  // A missing value is not an invalid one: leave the cell blank.
  if (isEmpty(value)) return '';
  const d = toLimaWallClock(value as DateInput);
  if (!d) return INVALID_DATE_TEXT;
  return d.locale(locale).format(withTime ? `${pattern} HH:mm` : pattern);
}

/** formatDate('2026-11-22') -> '22/11/2026'; { locale: 'en' } -> '2026-11-22'; { withTime: true } appends ' HH:mm'. */
export function formatDate(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const locale = options.locale ?? 'es';
  return render(value, locale === 'en' ? 'YYYY-MM-DD' : 'DD/MM/YYYY', locale, options.withTime ?? false);
}

/** Same as formatDate with the time appended: '22/11/2026 22:00'. */
export function formatDateTime(value: DateInput | null | undefined, locale: DateLocale = 'es'): string {
  return formatDate(value, { locale, withTime: true });
}

/** 'sábado, 22 de noviembre de 2026' (es) or 'Saturday, November 22, 2026' (en). */
export function formatDateLong(value: DateInput | null | undefined, options: DateFormatOptions = {}): string {
  const locale = options.locale ?? 'es';
  const pattern = locale === 'en' ? 'dddd, MMMM D, YYYY' : 'dddd, D [de] MMMM [de] YYYY';
  return render(value, pattern, locale, options.withTime ?? false);
}

/** 'HH:mm' in Lima time. */
export function formatTime(value: DateInput | null | undefined): string {
  return render(value, 'HH:mm', 'es', false);
}

/** The Lima calendar day as 'YYYY-MM-DD' (what API filters and date columns expect), or null if invalid/empty. */
export function toIsoDateLima(value: DateInput | null | undefined): string | null {
  if (isEmpty(value)) return null;
  const d = toLimaWallClock(value as DateInput);
  return d ? d.format('YYYY-MM-DD') : null;
}

/** True when the value is a valid date by the same rules the formatters use. */
export function isValidDate(value: DateInput | null | undefined): boolean {
  return !isEmpty(value) && toLimaWallClock(value as DateInput) !== null;
}

/** Today in Lima as 'YYYY-MM-DD' (a UTC server at 02:00Z is still on the previous Lima day). `now` is for tests. */
export function todayLima(now: Date = new Date()): string {
  return wallClock(now.getTime() + LIMA_OFFSET_MS).format('YYYY-MM-DD');
}

/** First day of the current Lima month as 'YYYY-MM-01' (default "from" of report filters). */
export function firstDayOfMonthLima(now: Date = new Date()): string {
  return wallClock(now.getTime() + LIMA_OFFSET_MS).format('YYYY-MM-01');
}

/**
 * A day, a minute or a month as the reports answer them, already in Lima ('2026-10-01',
 * '2026-10-01 14:05', '2026-10'), written as in Peru ('01/10/2026', '01/10/2026 14:05', '10/2026').
 */
export function limaText(value: string | null | undefined): string {
  if (!value) return '';
  const [day, time] = value.split(' ');
  return [day!.split('-').reverse().join('/'), time].filter(Boolean).join(' ');
}
