import { NumberOutlined } from '@ant-design/icons';
import { users } from '@trade/contracts/organization';
import { defineResource, ESTADO_OPTIONS } from '@trade/ui';
import { ROLE_OPTIONS } from '../../areas';
import { ACTIVE_BRANCH_LOOKUP, BRANCH_OPTIONS, ROLE_LOOKUP } from '../../options';
import { UserSeries } from './UserSeries';

const PASSWORD_RULES = [
  { min: 8, message: 'Mínimo 8 caracteres' },
  { pattern: /^(?=.*[A-Za-zÁÉÍÓÚÑáéíóúñ])(?=.*\d).+$/, message: 'Use letras y números' },
];

/** Users: create, update (and reset the password), activate or deactivate, delete, assign series. */
export const userResource = defineResource({
  contract: users,
  nameOf: 'usuario',
  search: { placeholder: 'Buscar usuario, nombre o rol' },
  columns: [
    { key: 'usuario', title: 'Usuario', sortable: true },
    { key: 'nombres', title: 'Nombres', sortable: true },
    { key: 'rol', title: 'Rol', sortable: true, type: 'tag', options: ROLE_OPTIONS },
    { key: 'sucursal', title: 'Sucursal', sortable: true },
    { key: 'creado', title: 'Creado', sortable: true, type: 'date', hidden: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'rol', label: 'Rol', options: ROLE_OPTIONS },
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  form: {
    defaults: { rol: 'seller' },
    toValues: (row) => ({
      usuario: row.usuario,
      nombres: row.nombres,
      rol: row.rol,
      idsucursal: row.idsucursal ?? undefined,
    }),
    toBody: (values, { row }) => {
      const body = {
        usuario: values.usuario,
        nombres: values.nombres,
        rol: values.rol,
        idsucursal: values.idsucursal ?? null,
        ...(values.password ? { password: values.password } : {}),
      };
      return row ? { idusuario: row.idusuario, ...body } : body;
    },
    fields: [
      {
        name: 'usuario',
        label: 'Usuario',
        placeholder: 'Ej. jperez',
        rules: [{ pattern: /^[A-Za-z0-9._-]+$/, message: 'Use letras, números, punto, guion o guion bajo' }],
      },
      { name: 'nombres', label: 'Nombres', placeholder: 'Nombres y apellidos' },
      { name: 'rol', label: 'Rol', type: 'lookup', lookup: ROLE_LOOKUP },
      {
        name: 'idsucursal',
        label: 'Sucursal',
        type: 'lookup',
        lookup: ACTIVE_BRANCH_LOOKUP,
        placeholder: 'Sin sucursal',
      },
      {
        name: 'password',
        label: 'Contraseña',
        type: 'password',
        only: 'create',
        required: true,
        max: 100,
        rules: PASSWORD_RULES,
        help: 'Mínimo 8 caracteres, con letras y números.',
      },
      {
        name: 'password',
        label: 'Nueva contraseña',
        type: 'password',
        only: 'update',
        max: 100,
        rules: PASSWORD_RULES,
        help: 'Déjela vacía para mantener la contraseña actual.',
      },
    ],
  },
  messages: {
    saving: 'Guardando usuario...',
    updating: 'Actualizando usuario...',
    removing: 'Eliminando usuario...',
    saveError: 'Error al guardar usuario',
  },
  detail: {
    label: 'Series',
    icon: <NumberOutlined />,
    title: (user) => `Series de ${user.nombres} (${user.usuario})`,
    width: 820,
    render: (user) => <UserSeries user={user} />,
  },
});
