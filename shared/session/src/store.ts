import { atom, createStore } from 'jotai';

export interface SessionUser {
  idusuario: number;
  usuario: string;
  nombres: string;
  /** The server's role; the client treats every signed-in user as admin (spec) and relies on the server. */
  rol: string;
  idsucursal: number | null;
  sucursal: string | null;
}

export interface MenuItem {
  idmenu: number;
  nombre: string;
  ruta: string | null;
  area: string | null;
  icono: string | null;
  orden: number;
  idpadre: number | null;
}
export interface MenuGroup extends MenuItem {
  hijos: MenuItem[];
}

/** 'checking' while a stored token is validated at start. */
export type SessionStatus = 'checking' | 'anonymous' | 'authenticated';

/** The single store shared by the host and every remote (the package is an MF singleton). */
export const sessionStore = createStore();

export const tokenAtom = atom<string | null>(null);
export const userAtom = atom<SessionUser | null>(null);
export const menusAtom = atom<MenuGroup[]>([]);
export const sessionStatusAtom = atom<SessionStatus>('checking');
/** Why the last session ended, shown on the login page. */
export const logoutReasonAtom = atom<string | null>(null);
/** Where a user without session wanted to go; login returns there. */
export const redirectPathAtom = atom<string | null>(null);

/** One step of the page header's breadcrumb (area › screen › sub-page). */
export interface PageCrumb {
  title: string;
  /** Route under /trade the step links to (none: not a link). */
  path?: string;
}
/** Steps a screen adds after 'area › screen' while it shows a sub-page (set with the kit's usePageTrail). */
export const pageTrailAtom = atom<PageCrumb[]>([]);
