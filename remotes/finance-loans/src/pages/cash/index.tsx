import { ResourceScreen } from '@trade/ui';
import { aperturaResource } from './resource';

/** /manage_cash. */
export default function ManageCash() {
  return <ResourceScreen resource={aperturaResource} />;
}
