import { Typography } from 'antd';
import { defineResource, ESTADO_OPTIONS, optionsFrom, ResourceScreen } from '@trade/ui';
import { series, userSeries, type UserRow, type UserSeriesRow } from '@trade/contracts/organization';

/** The document series a user may issue with: assign, activate/deactivate, remove. */
export const userSeriesResource = defineResource<UserSeriesRow>({
  key: 'usuarioserie',
  title: 'Series del usuario',
  noun: 'serie',
  gender: 'f',
  createLabel: 'Asignar serie',
  idField: 'idusuarioserie',
  nameOf: 'serie',
  api: {
    list: userSeries.endpoints.list,
    create: userSeries.endpoints.assign,
    remove: userSeries.endpoints.remove,
    state: userSeries.endpoints.state,
  },
  search: { placeholder: 'Buscar serie, comprobante o sucursal' },
  columns: [
    { key: 'serie', title: 'Serie' },
    { key: 'comprobante', title: 'Comprobante' },
    { key: 'sucursal', title: 'Sucursal' },
    { key: 'correlativo', title: 'Siguiente número', type: 'integer' },
    {
      key: 'estado_serie',
      title: 'Estado de la serie',
      value: (r) => (r.estado_serie === 1 ? 'Activa' : 'Desactivada'),
      render: (r) => (r.estado_serie === 1 ? 'Activa' : <Typography.Text type="danger">Desactivada</Typography.Text>),
    },
    { key: 'estado', title: 'Asignación', type: 'estado' },
  ],
  filters: [{ name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 }],
  form: {
    fields: [
      {
        name: 'idserie',
        label: 'Serie',
        type: 'select',
        required: true,
        // Every voucher type's active series (-1: all types).
        options: optionsFrom(series.endpoints.list, {
          params: { id: -1 },
          query: { page: 1, pageSize: 500, estado: 1 },
          value: 'idserie',
          label: (r) => `${r.serie} · ${r.comprobante} · ${r.sucursal}`,
        }),
      },
    ],
  },
  messages: { saving: 'Asignando serie...', removing: 'Removiendo serie...', saveError: 'Error al guardar usuario' },
});

export function UserSeries({ user }: { user: UserRow }) {
  return <ResourceScreen resource={userSeriesResource} params={{ idusuario: user.idusuario }} syncUrl={false} />;
}
