import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DDTHH:mm';

/** A Lima date and time to the minute, kept as 'YYYY-MM-DDTHH:MM' (the contracts' DateTime). */
export function DateTimeInput({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      style={{ width: '100%' }}
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(d) => onChange?.(d ? d.format(FORMAT) : null)}
    />
  );
}

/** 'YYYY-MM-DDTHH:MM' as the screens show it. */
export const showDateTime = (value: string | null | undefined) =>
  value ? dayjs(value.slice(0, 16), FORMAT).format('DD/MM/YYYY HH:mm') : '';
