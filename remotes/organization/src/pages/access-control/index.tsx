import { ResourceScreen } from '@trade/ui';
import { accessResource } from './resource';

/** Access control: pick a user and tick the screens they may open. */
export default function AccessControl() {
  return <ResourceScreen resource={accessResource} />;
}
