import { ResourceScreen } from '@trade/ui';
import { gastoOperativoResource } from './resource';

/** /operating_expenses. */
export default function OperatingExpenses() {
  return <ResourceScreen resource={gastoOperativoResource} />;
}
