import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResourceScreen } from '@trade/ui';
import { establecimientoResource, feriadoResource } from './resources';

/** /establishments_complaints: the establishments with their staff, and the holidays the deadline skips. */
export default function ComplaintEstablishments() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'feriados' ? 'feriados' : 'establecimientos';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (key === 'establecimientos') next.delete('tab');
            else next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      items={[
        {
          key: 'establecimientos',
          label: 'Establecimientos',
          children: <ResourceScreen resource={establecimientoResource} urlPrefix="est_" />,
        },
        {
          key: 'feriados',
          label: 'Feriados',
          children: <ResourceScreen resource={feriadoResource} urlPrefix="fer_" />,
        },
      ]}
    />
  );
}
