import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResourceScreen } from '@trade/ui';
import { CATALOGUE_TABS } from './catalogues';
import { vehicleResource } from './resource';

/** /vehicles: the vehicles and, in tabs, their catalogues (the tab in the URL: `?tab=marcas`). */
export default function Vehicles() {
  const [search, setSearch] = useSearchParams();
  const tab = CATALOGUE_TABS.some((t) => t.key === search.get('tab')) ? search.get('tab')! : 'vehiculos';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) =>
        // Each tab's list keeps its own params; changing tab starts the other list afresh.
        setSearch(key === 'vehiculos' ? new URLSearchParams() : new URLSearchParams({ tab: key }), { replace: true })
      }
      items={[
        { key: 'vehiculos', label: 'Vehículos', children: <ResourceScreen resource={vehicleResource} /> },
        ...CATALOGUE_TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: <ResourceScreen resource={t.resource} />,
        })),
      ]}
    />
  );
}
