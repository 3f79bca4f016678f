import { Radio } from 'antd';
import type { MenuItem } from '@trade/session';
import { defineResource } from '@trade/ui';
import { AREA_OPTIONS, MENU_ICONS } from '../../areas';

export type MenuRow = MenuItem & { children?: MenuRow[] };

const isSubmenu = (values: Record<string, unknown>) => values.tipo !== 'principal';

/** Main menus with their screens below them; a main menu matching the text shows all its screens. */
function menuTree(rows: MenuRow[], all: MenuRow[]): MenuRow[] {
  const matched = new Set(rows.map((r) => r.idmenu));
  const parents = all.filter((p) => p.idpadre === null && (matched.has(p.idmenu) || rows.some((c) => c.idpadre === p.idmenu)));
  const tree = parents.map((p) => {
    const children = all.filter((c) => c.idpadre === p.idmenu && (matched.has(p.idmenu) && !rows.some((r) => r.idpadre === p.idmenu) ? true : matched.has(c.idmenu)));
    return { ...p, children: children.length ? children : undefined };
  });
  const orphans = rows.filter((r) => r.idpadre !== null && !all.some((p) => p.idmenu === r.idpadre));
  return [...tree, ...orphans];
}

/** Menu control: main menus and the screens under them (spec 000 §7, Session and menus). */
export const menuResource = defineResource<MenuRow>({
  key: 'menu',
  title: 'Menús',
  noun: 'menú',
  idField: 'idmenu',
  nameOf: 'nombre',
  api: { list: '/menu', paging: 'client', create: '/rmenu', update: '/amenu', remove: '/emenu' },
  search: { placeholder: 'Buscar menú, ruta o área' },
  defaultPageSize: 20,
  columns: [
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'ruta', title: 'Ruta' },
    { key: 'area', title: 'Área', type: 'tag', options: AREA_OPTIONS },
    { key: 'icono', title: 'Icono' },
    { key: 'orden', title: 'Orden', type: 'integer', width: 90 },
  ],
  filters: [{ name: 'area', label: 'Área', options: AREA_OPTIONS, width: 220 }],
  arrange: menuTree,
  form: {
    defaults: { tipo: 'submenu', orden: 0 },
    toValues: (row) => ({ ...row, tipo: row.idpadre ? 'submenu' : 'principal' }),
    toBody: (values, { row }) => {
      const base = { nombre: values.nombre, icono: values.icono ?? null, orden: values.orden ?? 0 };
      const fields = isSubmenu(values) ? { ...base, idpadre: values.idpadre, ruta: values.ruta, area: values.area } : { ...base, idpadre: null, ruta: null, area: null };
      return row ? { idmenu: row.idmenu, ...fields } : fields;
    },
    fields: [
      {
        name: 'tipo',
        label: 'Tipo',
        type: 'custom',
        input: () => (
          <Radio.Group
            optionType="button"
            options={[
              { value: 'principal', label: 'Menú principal' },
              { value: 'submenu', label: 'Submenú (pantalla)' },
            ]}
          />
        ),
      },
      { name: 'nombre', label: 'Nombre', placeholder: 'Ej. Ventas', max: 80, rules: [{ required: true, whitespace: true, message: 'Ingrese el nombre del menú' }] },
      {
        name: 'idpadre',
        label: 'Menú padre',
        type: 'select',
        options: { url: '/menupadres', value: 'idmenu', label: 'nombre' },
        visible: ({ values }) => isSubmenu(values),
        rules: [{ required: true, message: 'Seleccione el menú principal' }],
      },
      {
        name: 'ruta',
        label: 'Ruta de la pantalla',
        placeholder: '/sales',
        visible: ({ values }) => isSubmenu(values),
        rules: [
          { required: true, message: 'Ingrese la ruta' },
          { pattern: /^\/[a-z0-9_\-/]*$/, message: 'La ruta empieza con / y usa minúsculas, números, - o _' },
        ],
      },
      { name: 'area', label: 'Área (módulo)', type: 'select', options: AREA_OPTIONS, visible: ({ values }) => isSubmenu(values), rules: [{ required: true, message: 'Seleccione el área' }] },
      { name: 'icono', label: 'Icono', type: 'select', placeholder: 'Sin icono', options: MENU_ICONS.map((i) => ({ value: i, label: i })) },
      { name: 'orden', label: 'Orden', type: 'integer', min: 0, max: 9999 },
    ],
  },
  messages: {
    saving: 'Guardando menú...',
    updating: 'Actualizando menú...',
    removing: 'Eliminando menú...',
    saveError: 'Error al crear el menu',
    updateError: 'Error al actualizar el menu',
    removeError: 'Error al eliminar el menu',
    empty: 'No hay menús registrados',
  },
});
