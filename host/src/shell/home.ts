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

/** The dashboard (issue 15): the home of every user who holds it. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Where the root, /login and unknown paths go: /dashboard when the user holds it (spec 000: every
 * other path goes to /dashboard), otherwise the first screen of the user's first menu group in menu
 * order (a user without the dashboard still lands on a screen they may open).
 */
export function homePath(menus: MenuGroup[]): string | undefined {
  const entries = menuEntries(menus);
  return entries.find((e) => e.ruta === DASHBOARD_PATH)?.ruta ?? entries[0]?.ruta ?? undefined;
}
