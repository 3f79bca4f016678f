import { useEffect, useState } from 'react';
import { Alert, Descriptions, Space, Tabs } from 'antd';
import { formatMoney, type CurrencyCode } from '@trade/formats';
import { call } from '@trade/session';
import { people, type PersonAccountRow, type PersonRow } from '@trade/contracts/purchasing-credits';
import { PersonCredits } from '../credits/PersonCredits';
import { PAYABLE, RECEIVABLE } from '../credits/kinds';

/** A person's page: balances per currency, SUNAT's warning, and their credits and statements as client and as provider. */
export function PersonAccount({ person }: { person: PersonRow }) {
  const [account, setAccount] = useState<PersonAccountRow | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void call(people.endpoints.get, { params: { id: person.idpersona } }).then((answer) =>
      setAccount(answer.status === 200 ? (answer.detalles ?? null) : null),
    );
  }, [person.idpersona, version]);
  const refresh = () => setVersion((v) => v + 1);
  const sides = [
    ...(person.ubica_persona !== 2
      ? [
          {
            key: 'cliente',
            label: 'Como cliente',
            children: <PersonCredits spec={RECEIVABLE} idpersona={person.idpersona} onChanged={refresh} />,
          },
        ]
      : []),
    ...(person.ubica_persona !== 1
      ? [
          {
            key: 'proveedor',
            label: 'Como proveedor',
            children: <PersonCredits spec={PAYABLE} idpersona={person.idpersona} onChanged={refresh} />,
          },
        ]
      : []),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {person.advertencia && <Alert type="warning" showIcon title={person.advertencia} />}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          ...(account?.saldos.length
            ? account.saldos.flatMap((s) => [
                {
                  key: `c${s.idmoneda}`,
                  label: `Por cobrar (${s.moneda})`,
                  children: formatMoney(s.por_cobrar, { currency: s.moneda as CurrencyCode }),
                },
                {
                  key: `p${s.idmoneda}`,
                  label: `Por pagar (${s.moneda})`,
                  children: formatMoney(s.por_pagar, { currency: s.moneda as CurrencyCode }),
                },
              ])
            : [{ key: 'none', label: 'Saldo', children: 'Sin saldos pendientes' }]),
        ]}
      />
      <Tabs items={sides} />
    </Space>
  );
}
