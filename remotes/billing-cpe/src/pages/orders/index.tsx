import { DocumentScreen } from '@trade/ui';
import { orderSpec } from './spec';

/** /orders: the orders list, the new order and a saved order (document kit pages). */
export default function Orders() {
  return <DocumentScreen spec={orderSpec} />;
}
