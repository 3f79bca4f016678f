import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_RANGE_PRESETS, presetRange, rangeParams } from './dateRanges.js';
import type { FilterSpec, ListQuery } from './types.js';

const ISO = 'YYYY-MM-DD';

/**
 * A date range filter: two Lima days (`desde`, `hasta` by default) kept in the URL and sent to the
 * API, with the presets Hoy, Esta semana, Este mes and Mes anterior. A range with a default
 * (e.g. this month) cannot be emptied, only changed.
 */
export function DateRangeFilter({
  filter,
  values,
  onChange,
  block,
}: {
  filter: FilterSpec<any>;
  values: ListQuery['filters'];
  onChange: (values: ListQuery['filters']) => void;
  block?: boolean;
}) {
  const [fromName, toName] = rangeParams(filter);
  const from = values[fromName] as string | undefined;
  const to = values[toName] as string | undefined;
  const presets = DATE_RANGE_PRESETS.map((p) => {
    const [a, b] = presetRange(p.key);
    return { label: p.label, value: [dayjs(a), dayjs(b)] as [Dayjs, Dayjs] };
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend inside the toolbar
    <div role="group" aria-label={filter.label} style={{ width: block ? '100%' : undefined }}>
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        placeholder={[`${filter.label} desde`, 'hasta']}
        allowClear={!filter.defaultRange}
        presets={presets}
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        style={{ width: block ? '100%' : (filter.width ?? 280) }}
        onChange={(range) => onChange({ [fromName]: range?.[0]?.format(ISO), [toName]: range?.[1]?.format(ISO) })}
      />
    </div>
  );
}
