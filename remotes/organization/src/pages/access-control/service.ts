import { get, post, type MenuGroup, type MenuItem } from '@trade/session';

export interface UserRow {
  idusuario: number;
  usuario: string;
  nombres: string;
  rol: string;
  estado: number;
  idsucursal: number | null;
  sucursal: string | null;
}

export const listMenus = () => get<MenuItem[]>('/menu');
export const userMenus = (idusuario: number) => get<MenuGroup[]>(`/gmenususuario/${idusuario}`);
export const assignMenu = (idusuario: number, idmenu: number) => post<MenuGroup[]>('/rmenuusuario', { idusuario, idmenu });
export const removeMenu = (idusuario: number, idmenu: number) => post<MenuGroup[]>('/emenuusuario', { idusuario, idmenu });
