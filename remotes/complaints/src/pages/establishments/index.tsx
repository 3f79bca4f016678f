import { Tabs } from 'antd';
import { ResourceScreen, useTabInUrl } from '@trade/ui';
import { establecimientoResource, feriadoResource } from './resources';

/** /establishments_complaints: the establishments with their staff, and the holidays the deadline skips. */
export default function ComplaintEstablishments() {
  const tabs = useTabInUrl(['establecimientos', 'feriados']);
  return (
    <Tabs
      {...tabs}
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
