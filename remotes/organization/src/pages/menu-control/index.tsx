import { ResourceScreen } from '@trade/ui';
import { menuResource } from './resource';

/** Menu control: main menus and their screens. */
export default function MenuControl() {
  return <ResourceScreen resource={menuResource} />;
}
