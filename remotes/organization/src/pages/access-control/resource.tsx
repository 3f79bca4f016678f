import { MenuOutlined } from '@ant-design/icons';
import { defineResource, ESTADO_OPTIONS } from '@trade/ui';
import { ROLE_OPTIONS } from '../../areas';
import { users, type UserRow } from '@trade/contracts/organization';
import { UserAccess } from './UserAccess';

/** Access control: the users (paged on the server) and, per user, their data scope and the menus they may open. */
export const accessResource = defineResource<UserRow>({
  key: 'acceso',
  title: 'Accesos de usuarios',
  noun: 'usuario',
  idField: 'idusuario',
  nameOf: 'usuario',
  // The same state switch as in Usuarios: a user's access starts with the user being active.
  api: { list: users.endpoints.list, state: users.endpoints.state },
  search: { placeholder: 'Buscar usuario, nombre o rol' },
  columns: [
    { key: 'usuario', title: 'Usuario' },
    { key: 'nombres', title: 'Nombres' },
    { key: 'rol', title: 'Rol', type: 'tag', options: ROLE_OPTIONS },
    { key: 'sucursal', title: 'Sucursal' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
  messages: { toggling: 'Actualizando usuario...' },
  detail: {
    label: 'Menús',
    icon: <MenuOutlined />,
    title: (user) => `Menús de ${user.nombres} (${user.usuario})`,
    width: 560,
    render: (user) => <UserAccess user={user} />,
  },
});
