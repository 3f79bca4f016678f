import { useState } from 'react';
import { Divider } from 'antd';
import type { UserRow } from '@trade/contracts/organization';
import { UserMenus } from './UserMenus';
import { UserScope } from './UserScope';

/** A user's access: the data scope (grants, role profile) and the screens; a profile applied reloads the screens. */
export function UserAccess({ user }: { user: UserRow }) {
  const [menusVersion, setMenusVersion] = useState(0);
  return (
    <>
      <UserScope user={user} onProfile={() => setMenusVersion((v) => v + 1)} />
      <Divider />
      <UserMenus key={menusVersion} user={user} />
    </>
  );
}
