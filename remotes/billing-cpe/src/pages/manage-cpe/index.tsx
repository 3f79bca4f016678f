import { useCallback, useMemo, useState } from 'react';
import { ResourceScreen } from '@trade/ui';
import { Counters } from './Counters';
import { RefreshContext } from './refresh';
import { cpeResource } from './resource';

/** /manage_cpe: counters by state, the documents, their detail and actions (docs/manage-cpe.md). */
export default function ManageCpe() {
  const [key, setKey] = useState(0);
  const changed = useCallback(() => setKey((k) => k + 1), []);
  const refresh = useMemo(() => ({ key, changed }), [key, changed]);
  return (
    <RefreshContext.Provider value={refresh}>
      <ResourceScreen resource={cpeResource} heading={<Counters />} />
    </RefreshContext.Provider>
  );
}
