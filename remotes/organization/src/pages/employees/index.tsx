import { ResourceScreen } from '@trade/ui';
import { empleadoResource } from './resource';

/** Employees. */
export default function Employees() {
  return <ResourceScreen resource={empleadoResource} />;
}
