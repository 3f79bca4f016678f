import dayjs from 'dayjs';
import { todayLima } from '@trade/formats';
import type { DateRangePreset, FilterSpec } from './types.js';

/** The presets every date range filter offers, in this order. */
export const DATE_RANGE_PRESETS: readonly { key: DateRangePreset; label: string }[] = [
  { key: 'hoy', label: 'Hoy' },
  { key: 'semana', label: 'Esta semana' },
  { key: 'mes', label: 'Este mes' },
  { key: 'mesAnterior', label: 'Mes anterior' },
];

const ISO = 'YYYY-MM-DD';

/**
 * A preset as two Lima calendar days 'YYYY-MM-DD' (a server in UTC at 02:00Z is still on the
 * previous Lima day): today; Monday of this week to today; the 1st of this month to today; the
 * whole previous month.
 */
export function presetRange(preset: DateRangePreset, now: Date = new Date()): [string, string] {
  const today = dayjs(todayLima(now));
  switch (preset) {
    case 'hoy':
      return [today.format(ISO), today.format(ISO)];
    case 'semana': {
      // dayjs weeks start on Sunday; Peruvian offices count from Monday.
      const monday = today.subtract((today.day() + 6) % 7, 'day');
      return [monday.format(ISO), today.format(ISO)];
    }
    case 'mes':
      return [today.startOf('month').format(ISO), today.format(ISO)];
    case 'mesAnterior': {
      const previous = today.subtract(1, 'month');
      return [previous.startOf('month').format(ISO), previous.endOf('month').format(ISO)];
    }
  }
}

/** The Lima day `days` after `day` (both 'YYYY-MM-DD'): a due date, a validity date. */
export const addDays = (day: string, days: number): string => dayjs(day).add(days, 'day').format(ISO);

/** The URL and API parameters of a date range filter. */
export const rangeParams = (filter: Pick<FilterSpec<any>, 'params'>): [string, string] =>
  filter.params ?? ['desde', 'hasta'];

export const isIsoDate = (text: string | null | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(ISO) === text;

/** Client lists: whether a row's date (a day or a timestamp) falls inside the range, both ends included. */
export function inRange(value: unknown, from: string | undefined, to: string | undefined): boolean {
  if (!from && !to) return true;
  if (value === null || value === undefined || value === '') return false;
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : todayLima(new Date(value as string));
  return (!from || day >= from) && (!to || day <= to);
}
