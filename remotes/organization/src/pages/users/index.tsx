import { ResourceScreen } from '@trade/ui';
import { userResource } from './resource';

/** Users of the business (spec 001 §6, §7 Series, vouchers, users). */
export default function Users() {
  return <ResourceScreen resource={userResource} />;
}
