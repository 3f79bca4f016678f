/*
 * Amount inputs: non-negative, digits and one dot, no leading zeros ('05' is refused, '0' and '0.5'
 * are fine), at most `decimals` decimals (2 for money, 3 for quantities/weights in some screens).
 */

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20 (got ${decimals})`);
  }
}

/**
 * The value is complete and acceptable to submit: '0', '12', '12.5', '12.50'.
 * Refuses '', '05', '.5', '12.', '-1', '1,000', '1e3' and more decimals than allowed.
 */
export function isValidAmountInput(text: string | null | undefined, decimals = 2): boolean {
  checkDecimals(decimals);
  if (typeof text !== 'string') return false;
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  return new RegExp(`^(0|[1-9]\\d*)${fraction}$`).test(text);
}

/**
 * What an input's onChange keeps from what was typed or pasted: drops anything but digits and the
 * first dot, truncates (never rounds) extra decimals, removes leading zeros and completes '.5' as
 * '0.5'. It may return an unfinished value ('' or '12.') so the user can keep typing; check the final
 * value with isValidAmountInput. Idempotent.
 */
export function sanitizeAmountInput(text: string | null | undefined, decimals = 2): string {
  checkDecimals(decimals);
  const cleaned = String(text ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let integer = dot === -1 ? cleaned : cleaned.slice(0, dot);
  integer = integer.replace(/^0+(?=\d)/, '');
  if (dot === -1 || decimals === 0) return integer;
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${integer === '' ? '0' : integer}.${fraction}`;
}
