import { ResourceScreen } from '@trade/ui';
import { serieResource } from './resource';

/** Series of the voucher types per branch. */
export default function Series() {
  return <ResourceScreen resource={serieResource} />;
}
