import { Tabs } from 'antd';
import { CreditList } from './CreditList';
import { Statement } from './Statement';
import type { CreditKindSpec } from './kinds';

/** One person on one side: their credits (with instalments and payments) and their account statement. */
export function PersonCredits({
  spec,
  idpersona,
  onChanged,
}: {
  spec: CreditKindSpec;
  idpersona: number;
  onChanged?: () => void;
}) {
  return (
    <Tabs
      items={[
        {
          key: 'creditos',
          label: 'Créditos',
          children: <CreditList spec={spec} idpersona={idpersona} onChanged={onChanged} />,
        },
        { key: 'estado', label: 'Estado de cuenta', children: <Statement tipo={spec.kind} idpersona={idpersona} /> },
      ]}
    />
  );
}
