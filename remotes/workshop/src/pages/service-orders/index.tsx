import { DocumentScreen } from '@trade/ui';
import { serviceOrderSpec } from './spec';

export default function ServiceOrders() {
  return <DocumentScreen spec={serviceOrderSpec} />;
}
