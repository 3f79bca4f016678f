import { describe, expect, test } from '@jest/globals';
import { buildSchedule, dueDate } from '../../src/areas/finance-loans/loan-schedule.js';

export default function loanScheduleCases() {
  const pick = (s: ReturnType<typeof buildSchedule>) =>
    s.cuotas.map((c) => [c.numero, c.fecha_vencimiento, c.capital, c.interes, c.importe, c.saldo]);

  describe('loan schedules checked to the cent against hand-computed tables', () => {
    test('French amortisation: S/ 1,000 at 5 % monthly, 3 monthly instalments', () => {
      // A = 1000 × 0.05 / (1 − 1.05^−3) = 367.2085... → 367.21
      // 1: interest 1000 × 0.05 = 50.00, capital 317.21, balance 682.79
      // 2: interest 682.79 × 0.05 = 34.1395 → 34.14, capital 333.07, balance 349.72
      // 3: interest 349.72 × 0.05 = 17.486 → 17.49, capital 349.72 (the balance), amount 367.21
      const s = buildSchedule({
        monto: '1000.00',
        tasa: '5',
        periodo_tasa: 'mensual',
        metodo: 'frances',
        cuotas: 3,
        frecuencia: 'mensual',
        primer_vencimiento: '2026-01-31',
      });
      expect(pick(s)).toEqual([
        [1, '2026-01-31', '317.21', '50.00', '367.21', '682.79'],
        [2, '2026-02-28', '333.07', '34.14', '367.21', '349.72'],
        [3, '2026-03-31', '349.72', '17.49', '367.21', '0.00'],
      ]);
      expect([s.interes, s.total]).toEqual(['101.63', '1101.63']);
    });

    test('flat interest: S/ 1,500 at 5 % monthly, 3 monthly instalments (the printed sample: 575.00 each)', () => {
      // interest 1500 × 0.05 × 3 = 225.00; each: capital 500.00 + interest 75.00 = 575.00
      const s = buildSchedule({
        monto: '1500',
        tasa: '5',
        periodo_tasa: 'mensual',
        metodo: 'flat',
        cuotas: 3,
        frecuencia: 'mensual',
        primer_vencimiento: '2026-12-22',
      });
      expect(pick(s)).toEqual([
        [1, '2026-12-22', '500.00', '75.00', '575.00', '1000.00'],
        [2, '2027-01-22', '500.00', '75.00', '575.00', '500.00'],
        [3, '2027-02-22', '500.00', '75.00', '575.00', '0.00'],
      ]);
      expect([s.interes, s.total]).toEqual(['225.00', '1725.00']);
    });

    test('flat interest with cents left by rounding go to the last instalment: S/ 1,000 at 10 % monthly paid weekly, 3 instalments', () => {
      // weekly rate 0.10 × 7 / 30 = 0.023333…; interest 1000 × 0.023333… × 3 = 70.00
      // capital 333.33, 333.33, 333.34; interest 23.33, 23.33, 23.34
      const s = buildSchedule({
        monto: '1000',
        tasa: '10',
        periodo_tasa: 'mensual',
        metodo: 'flat',
        cuotas: 3,
        frecuencia: 'semanal',
        primer_vencimiento: '2026-11-30',
      });
      expect(pick(s)).toEqual([
        [1, '2026-11-30', '333.33', '23.33', '356.66', '666.67'],
        [2, '2026-12-07', '333.33', '23.33', '356.66', '333.34'],
        [3, '2026-12-14', '333.34', '23.34', '356.68', '0.00'],
      ]);
      expect(s.total).toBe('1070.00');
    });

    test('zero rate and daily instalments; due dates clamp to the end of the month', () => {
      const s = buildSchedule({
        monto: '100',
        tasa: '0',
        periodo_tasa: 'anual',
        metodo: 'frances',
        cuotas: 3,
        frecuencia: 'diaria',
        primer_vencimiento: '2026-02-27',
      });
      expect(pick(s)).toEqual([
        [1, '2026-02-27', '33.33', '0.00', '33.33', '66.67'],
        [2, '2026-02-28', '33.33', '0.00', '33.33', '33.34'],
        [3, '2026-03-01', '33.34', '0.00', '33.34', '0.00'],
      ]);
      expect(dueDate('2024-01-31', 'mensual', 1)).toBe('2024-02-29');
      expect(dueDate('2026-01-15', 'quincenal', 2)).toBe('2026-02-14');
    });
  });
}
