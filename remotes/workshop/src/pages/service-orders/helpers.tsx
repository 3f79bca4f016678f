import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { employees } from '@trade/contracts/organization';
import { call } from '@trade/session';

interface Props {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  /** The main technician: not offered again as a helper. */
  main: number | undefined;
  /** Helpers the saved order has (a deactivated one stays choosable). */
  saved: { idempleado: number; nombre: string }[];
}

/** The order's other technicians (ayudantes): several active employees besides the main one. */
export function HelpersInput({ value, onChange, id, main, saved }: Props) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    call(employees.endpoints.lookup, { query: {} })
      .then((answer) => {
        if (!live || answer.status !== 200) return;
        setOptions((answer.detalles ?? []).map((e) => ({ value: e.idempleado, label: `${e.nombres} ${e.apellidos}` })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const all = [
    ...options,
    ...saved
      .filter((s) => !options.some((o) => o.value === s.idempleado))
      .map((s) => ({ value: s.idempleado, label: s.nombre })),
  ].filter((o) => o.value !== main);
  return (
    <Select
      id={id}
      aria-label="Ayudantes"
      mode="multiple"
      allowClear
      placeholder="Otros técnicos de la orden"
      value={(value ?? []).filter((v) => v !== main)}
      onChange={(ids: number[]) => onChange?.(ids)}
      options={all}
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
}
