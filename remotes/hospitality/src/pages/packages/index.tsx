import { ResourceScreen } from '@trade/ui';
import { packageResource } from './resource';

export default function TouristPackages() {
  return <ResourceScreen resource={packageResource} />;
}
