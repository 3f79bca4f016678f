import { DocumentScreen } from '@trade/ui';
import { saleSpec } from './spec';

/** /sales: the sales list, the new sale and a saved sale (document kit pages). */
export default function Sales() {
  return <DocumentScreen spec={saleSpec} />;
}
