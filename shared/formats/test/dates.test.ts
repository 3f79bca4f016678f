import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  INVALID_DATE_TEXT,
  limaText,
  firstDayOfMonthLima,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatTime,
  isValidDate,
  toIsoDateLima,
  todayLima,
} from '../src/dates.js';

dayjs.extend(utc);

describe('formatDate', () => {
  it('prints dd/MM/yyyy in Spanish (default) and yyyy-MM-dd in English', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', { locale: 'es' })).toBe('22/11/2026');
    expect(formatDate('2026-11-22', { locale: 'en' })).toBe('2026-11-22');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('keeps a date-only string on its own calendar day (no time-zone shift)', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(toIsoDateLima('2026-12-31')).toBe('2026-12-31');
  });

  it('uses the Lima calendar day for timestamps with a zone', () => {
    expect(formatDate('2026-11-23T03:00:00Z', { locale: 'en' })).toBe('2026-11-22');
    expect(formatDate('2026-11-23T05:00:00Z', { locale: 'en' })).toBe('2026-11-23');
    expect(formatDate('2026-11-23T04:59:59.999Z', { locale: 'en' })).toBe('2026-11-22');
    expect(formatDateTime('2026-11-23T03:00:00Z')).toBe('22/11/2026 22:00');
    expect(formatDateTime('2026-11-22T10:30:00-05:00')).toBe('22/11/2026 10:30');
    expect(formatDateTime('2026-11-22T18:30:00+02:00')).toBe('22/11/2026 11:30');
    // PostgreSQL timestamptz text form.
    expect(formatDateTime('2026-11-23 01:15:00.123456+00')).toBe('22/11/2026 20:15');
  });

  it('takes zone-less timestamps as Lima wall-clock time', () => {
    expect(formatDateTime('2026-11-22T23:45:00')).toBe('22/11/2026 23:45');
    expect(formatDateTime('2026-11-22 08:05')).toBe('22/11/2026 08:05');
  });

  it('treats a Date as an instant shown in Lima', () => {
    expect(formatDateTime(new Date('2026-11-23T03:00:00Z'))).toBe('22/11/2026 22:00');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 4, 59)), { locale: 'en' })).toBe('2025-12-31');
  });

  it('takes a dayjs value as it shows itself', () => {
    expect(formatDateTime(dayjs.utc('2026-11-22T09:15:00Z'))).toBe('22/11/2026 09:15');
    expect(formatDate(dayjs('2026-03-04T10:00:00'), { locale: 'en' })).toBe('2026-03-04');
  });

  it('appends the time only when asked', () => {
    expect(formatDate('2026-11-22T14:07:00-05:00')).toBe('22/11/2026');
    expect(formatDate('2026-11-22T14:07:00-05:00', { withTime: true, locale: 'en' })).toBe('2026-11-22 14:07');
    expect(formatDateTime('2026-11-22', 'en')).toBe('2026-11-22 00:00');
  });

  it("returns 'Fecha no válida' for invalid dates", () => {
    expect(INVALID_DATE_TEXT).toBe('Fecha no válida');
    for (const bad of [
      'hola',
      '2026-02-30',
      '2026-13-01',
      '2026-11-22T25:00',
      '22/11/2026',
      '2026-11-22T10:00:00+25:00',
    ]) {
      expect(formatDate(bad)).toBe('Fecha no válida');
    }
    expect(formatDate(new Date('nope'))).toBe('Fecha no válida');
    expect(formatDate(dayjs('nope'))).toBe('Fecha no válida');
    expect(formatDateLong('x')).toBe('Fecha no válida');
    expect(formatTime('x')).toBe('Fecha no válida');
  });

  it('accepts 29 February only in leap years', () => {
    expect(formatDate('2028-02-29')).toBe('29/02/2028');
    expect(formatDate('2026-02-29')).toBe('Fecha no válida');
  });

  it('leaves missing values blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('  ')).toBe('');
    expect(toIsoDateLima(null)).toBeNull();
  });
});

describe('formatDateLong', () => {
  it('writes the Spanish long form', () => {
    // The example 'sábado, 22 de noviembre' is 2025: 22 Nov 2026 is a Sunday.
    expect(formatDateLong('2025-11-22')).toBe('sábado, 22 de noviembre de 2025');
    expect(formatDateLong('2026-11-22')).toBe('domingo, 22 de noviembre de 2026');
    expect(formatDateLong('2025-11-23T03:00:00Z')).toBe('sábado, 22 de noviembre de 2025');
    expect(formatDateLong('2026-04-01')).toBe('miércoles, 1 de abril de 2026');
  });

  it('writes the English long form', () => {
    expect(formatDateLong('2025-11-22', { locale: 'en' })).toBe('Saturday, November 22, 2025');
    expect(formatDateLong('2026-11-23T03:00:00Z', { locale: 'en' })).toBe('Sunday, November 22, 2026');
  });

  it('can append the time', () => {
    expect(formatDateLong('2026-11-23T03:00:00Z', { withTime: true })).toBe('domingo, 22 de noviembre de 2026 22:00');
  });

  it('does not change dayjs global locale', () => {
    formatDateLong('2026-11-22');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('formatTime', () => {
  it('prints HH:mm in Lima time, 24 h', () => {
    expect(formatTime('2026-11-23T03:00:00Z')).toBe('22:00');
    expect(formatTime('2026-11-22T07:05:59')).toBe('07:05');
    expect(formatTime(new Date('2026-11-22T17:30:00Z'))).toBe('12:30');
  });
});

describe('toIsoDateLima and isValidDate', () => {
  it('gives the Lima day as YYYY-MM-DD', () => {
    expect(toIsoDateLima('2026-11-23T03:00:00Z')).toBe('2026-11-22');
    expect(toIsoDateLima(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(toIsoDateLima('2026-02-30')).toBeNull();
  });

  it('validates with the same rules', () => {
    expect(isValidDate('2026-11-22')).toBe(true);
    expect(isValidDate('2026-11-31')).toBe(false);
    expect(isValidDate('')).toBe(false);
  });
});

describe('todayLima and firstDayOfMonthLima', () => {
  it('use the Lima day even when UTC has moved on', () => {
    const now = new Date('2026-12-01T02:00:00Z'); // 30 Nov, 21:00 in Lima
    expect(todayLima(now)).toBe('2026-11-30');
    expect(firstDayOfMonthLima(now)).toBe('2026-11-01');
    const later = new Date('2026-12-01T05:00:00Z');
    expect(todayLima(later)).toBe('2026-12-01');
    expect(firstDayOfMonthLima(later)).toBe('2026-12-01');
  });

  it('default to the current time', () => {
    expect(todayLima()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(firstDayOfMonthLima()).toMatch(/^\d{4}-\d{2}-01$/);
    expect(firstDayOfMonthLima().slice(0, 8)).toBe(todayLima().slice(0, 8));
  });
});

describe('limaText', () => {
  it('a day, a minute or a month of Lima written as in Peru; nothing for none', () => {
    expect(['2026-10-01', '2026-10-01 14:05', '2026-10', null, ''].map(limaText)).toEqual([
      '01/10/2026',
      '01/10/2026 14:05',
      '10/2026',
      '',
      '',
    ]);
  });
});
