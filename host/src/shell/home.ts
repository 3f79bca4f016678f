import type { MenuGroup, MenuItem } from '@trade/session';

const byOrder = (a: MenuItem, b: MenuItem) => a.orden - b.orden || a.nombre.localeCompare(b.nombre, 'es');

/** The user's menu in menu order (groups and their screens by `orden`, then name), whatever order the server sent. */
export function sortedMenus(menus: MenuGroup[]): MenuGroup[] {
  return [...menus].sort(byOrder).map((group) => ({ ...group, hijos: [...group.hijos].sort(byOrder) }));
}

/** The screens of the menu (entries with a route and the area that renders them), in menu order. */
export function menuEntries(menus: MenuGroup[]): MenuItem[] {
  return menus.flatMap((m) => m.hijos).filter((h) => h.ruta && h.area);
}

/**
 * Where the root, /login and unknown paths go: the first screen of the user's first menu group in
 * menu order (the dashboard issue makes /dashboard the home once that screen exists).
 */
export function homePath(menus: MenuGroup[]): string | undefined {
  return menuEntries(menus)[0]?.ruta ?? undefined;
}
