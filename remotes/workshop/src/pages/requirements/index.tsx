import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResourceScreen } from '@trade/ui';
import { pendingVehiclesResource, requirementResource } from './resource';

const VEHICLES_TAB = 'vehiculos';

/** /vehicle_requirements: the requirements and, in a tab, the vehicles with pending ones (`?tab=vehiculos`). */
export default function Requirements() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === VEHICLES_TAB ? VEHICLES_TAB : 'requerimientos';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) =>
        setSearch(key === VEHICLES_TAB ? new URLSearchParams({ tab: key }) : new URLSearchParams(), { replace: true })
      }
      items={[
        { key: 'requerimientos', label: 'Requerimientos', children: <ResourceScreen resource={requirementResource} /> },
        {
          key: VEHICLES_TAB,
          label: 'Vehículos con pendientes',
          children: <ResourceScreen resource={pendingVehiclesResource} />,
        },
      ]}
    />
  );
}
