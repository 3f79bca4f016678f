import { Radio, Select } from 'antd';
import { SCREENS } from '@trade/build/areas';
import type { MenuItem } from '@trade/session';
import { menus } from '@trade/contracts/organization';
import { defineResource, optionsFrom, type FieldContext } from '@trade/ui';
import { AREA_LABELS, AREA_OPTIONS, MENU_ICONS } from '../../areas';

export type MenuRow = MenuItem & { children?: MenuRow[] };

const isSubmenu = (values: Record<string, unknown>) => values.tipo !== 'principal';

/** The screens a menu can open: every route a remote declares (SCREENS), with the area that renders it. */
export const SCREEN_OPTIONS = Object.entries(SCREENS).map(([ruta, area]) => ({
  value: ruta,
  label: `${ruta} · ${AREA_LABELS[area] ?? area}`,
}));

const byOrder = (a: MenuRow, b: MenuRow) => a.orden - b.orden || a.nombre.localeCompare(b.nombre, 'es');

/**
 * Main menus with their screens below them, both in menu order (Orden, then name) as the side menu
 * shows them; a main menu matching the text shows all its screens.
 */
export function menuTree(rows: MenuRow[], all: MenuRow[]): MenuRow[] {
  const matched = new Set(rows.map((r) => r.idmenu));
  const parents = all
    .filter((p) => p.idpadre === null && (matched.has(p.idmenu) || rows.some((c) => c.idpadre === p.idmenu)))
    .sort(byOrder);
  const tree = parents.map((p) => {
    const children = all
      .filter(
        (c) =>
          c.idpadre === p.idmenu &&
          (matched.has(p.idmenu) && !rows.some((r) => r.idpadre === p.idmenu) ? true : matched.has(c.idmenu)),
      )
      .sort(byOrder);
    return { ...p, children: children.length ? children : undefined };
  });
  const orphans = rows.filter((r) => r.idpadre !== null && !all.some((p) => p.idmenu === r.idpadre));
  return [...tree, ...orphans];
}

/** The screen choices of a menu: the ones another menu already opens say which (and cannot be chosen). */
function screenChoices(rows: MenuRow[], editing: MenuRow | null) {
  const used = new Map(rows.filter((m) => m.ruta && m.idmenu !== editing?.idmenu).map((m) => [m.ruta!, m.nombre]));
  return SCREEN_OPTIONS.map((o) =>
    used.has(o.value) ? { ...o, label: `${o.label} — en «${used.get(o.value)}»`, disabled: true } : o,
  );
}

/** A route already opened by another menu is refused before saving, naming that menu. */
const uniqueRoute = ({ rows, row }: FieldContext<MenuRow>) => ({
  validator: async (_: unknown, ruta: string | undefined) => {
    const other = rows.find((m) => m.ruta === ruta && m.idmenu !== row?.idmenu);
    if (ruta && other) throw new Error(`La pantalla ${ruta} ya está en el menú «${other.nombre}»`);
  },
});

/** Menu control: main menus and the screens under them (spec 000 §7, Session and menus). */
export const menuResource = defineResource<MenuRow>({
  key: 'menu',
  title: 'Menús',
  noun: 'menú',
  idField: 'idmenu',
  nameOf: 'nombre',
  api: {
    list: menus.endpoints.list,
    paging: 'client',
    create: menus.endpoints.create,
    update: menus.endpoints.update,
    remove: menus.endpoints.remove,
  },
  search: { placeholder: 'Buscar menú, ruta o área' },
  // Pages count main menus; the text says so, and how many menus the filter shows in all.
  totalText: ({ from, to, total, rows }) =>
    `${from}-${to} de ${total} ${total === 1 ? 'menú principal' : 'menús principales'} (${rows} ${rows === 1 ? 'menú' : 'menús'})`,
  columns: [
    { key: 'nombre', title: 'Nombre' },
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
      // The area is the one that renders the chosen screen.
      const fields = isSubmenu(values)
        ? { ...base, idpadre: values.idpadre, ruta: values.ruta, area: SCREENS[values.ruta as string] ?? null }
        : { ...base, idpadre: null, ruta: null, area: null };
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
      {
        name: 'nombre',
        label: 'Nombre',
        placeholder: 'Ej. Ventas',
        max: 80,
        rules: [{ required: true, whitespace: true, message: 'Ingrese el nombre del menú' }],
      },
      {
        name: 'idpadre',
        label: 'Menú padre',
        type: 'select',
        options: optionsFrom(menus.endpoints.parents, { value: 'idmenu', label: 'nombre' }),
        visible: ({ values }) => isSubmenu(values),
        rules: [{ required: true, message: 'Seleccione el menú principal' }],
      },
      {
        name: 'ruta',
        label: 'Pantalla',
        type: 'custom',
        input: ({ rows, row }) => (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Seleccione la pantalla"
            options={screenChoices(rows, row)}
            allowClear
          />
        ),
        visible: ({ values }) => isSubmenu(values),
        help: 'Las pantallas que publican los módulos; cada una se abre desde un solo menú.',
        rules: (ctx) => [{ required: true, message: 'Seleccione la pantalla' }, uniqueRoute(ctx)],
      },
      {
        name: 'icono',
        label: 'Icono',
        type: 'select',
        placeholder: 'Sin icono',
        options: MENU_ICONS.map((i) => ({ value: i, label: i })),
      },
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
