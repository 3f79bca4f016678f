import { ResourceScreen } from '@trade/ui';
import { prestamoResource } from './resource';

/** /loans. */
export default function Loans() {
  return <ResourceScreen resource={prestamoResource} />;
}
