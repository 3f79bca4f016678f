import { ResourceScreen } from '@trade/ui';
import { pettyCashResource } from './resource';

const resource = pettyCashResource('I');

/** /income_receipt: petty cash income receipts. */
export default function IncomeReceipts() {
  return <ResourceScreen resource={resource} />;
}
