import { ResourceScreen } from '@trade/ui';
import { pettyCashResource } from './resource';

const resource = pettyCashResource('E');

/** /expenses_receipt: petty cash expense receipts. */
export default function ExpenseReceipts() {
  return <ResourceScreen resource={resource} />;
}
