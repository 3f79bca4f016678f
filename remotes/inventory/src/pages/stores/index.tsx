import { Tag } from 'antd';
import { defineResource, ESTADO_OPTIONS, ResourceScreen } from '@trade/ui';
import { WarehouseBody, warehouses, type WarehouseRow } from '@trade/contracts/inventory';
import { BRANCH_LOOKUP, BRANCH_OPTIONS } from '../../options';

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

/** Warehouses per branch: one default per branch; one with movements cannot be deleted (the server says so). */
export const almacenResource = defineResource<WarehouseRow>({
  key: 'almacen',
  title: 'Almacenes',
  noun: 'almacén',
  idField: 'idalmacen',
  nameOf: 'nombre',
  schema: WarehouseBody,
  api: {
    list: warehouses.endpoints.list,
    create: warehouses.endpoints.save,
    update: warehouses.endpoints.save,
    remove: warehouses.endpoints.remove,
  },
  search: { placeholder: 'Buscar nombre o sucursal' },
  columns: [
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'sucursal', title: 'Sucursal', sortable: true },
    { key: 'direccion', title: 'Dirección', ellipsis: true },
    {
      key: 'predeterminado',
      title: 'Predeterminado',
      value: (r) => (r.predeterminado ? 'Sí' : 'No'),
      render: (r) => (r.predeterminado ? <Tag color="blue">Predeterminado</Tag> : null),
    },
    { key: 'estado', title: 'Estado', type: 'tag', options: [...ESTADO_OPTIONS] },
  ],
  filters: [
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  form: {
    defaults: { predeterminado: 0, estado: 1 },
    toValues: (r) => ({ ...r, direccion: r.direccion ?? undefined, predeterminado: r.predeterminado ? 1 : 0 }),
    toBody: (v, { row }) => ({
      idalmacen: row?.idalmacen ?? null,
      idsucursal: v.idsucursal,
      nombre: v.nombre,
      direccion: nullIfEmpty(v.direccion),
      predeterminado: v.predeterminado === 1,
      estado: v.estado ?? 1,
    }),
    fields: [
      { name: 'idsucursal', label: 'Sucursal', type: 'lookup', lookup: BRANCH_LOOKUP, required: true },
      { name: 'nombre', label: 'Nombre' },
      { name: 'direccion', label: 'Dirección' },
      {
        name: 'predeterminado',
        label: 'Almacén predeterminado de la sucursal',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
      },
      { name: 'estado', label: 'Estado', type: 'switch' },
    ],
  },
  messages: {
    saving: 'Guardando almacén...',
    updating: 'Actualizando almacén...',
    removing: 'Eliminando almacén...',
    saveError: 'Error al guardar el almacén',
    updateError: 'Error al actualizar el almacén',
    removeError: 'Error al eliminar el almacén',
  },
});

export default function Stores() {
  return <ResourceScreen resource={almacenResource} />;
}
