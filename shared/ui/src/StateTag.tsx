import { Tag } from 'antd';
import type { Option } from './types.js';

/**
 * A value of a state set as its coloured tag ('Aceptado' green, 'Rechazado' red): `states` are the
 * contract's set (`CPE_STATES.states`), `empty` what shows without a value ('Sin comprobante
 * electrónico'); a value the set does not know shows as it is. `title` is the hover text (SUNAT's answer).
 */
export function StateTag({
  states,
  value,
  empty,
  title,
  'aria-label': ariaLabel,
}: {
  states: readonly Option[];
  value: string | number | null | undefined;
  empty?: { label: string; color?: string };
  title?: string | null;
  'aria-label'?: string;
}) {
  if (value === null || value === undefined || value === '')
    return empty ? (
      <Tag color={empty.color} aria-label={ariaLabel}>
        {empty.label}
      </Tag>
    ) : null;
  const state = states.find((s) => String(s.value) === String(value));
  return (
    <Tag color={state?.color ?? 'default'} title={title ?? undefined} aria-label={ariaLabel}>
      {state?.label ?? String(value)}
    </Tag>
  );
}
