import { ResourceScreen } from '@trade/ui';
import { personaResource } from './resource';

/** Clients and providers. */
export default function ClientsProviders() {
  return <ResourceScreen resource={personaResource} />;
}
