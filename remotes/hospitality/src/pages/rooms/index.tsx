import { ResourceScreen } from '@trade/ui';
import { roomResource } from './resource';

export default function Rooms() {
  return <ResourceScreen resource={roomResource} />;
}
