import { get, getPaged, post, type MenuGroup, type MenuItem } from '@trade/session';

export interface UserOption {
  idusuario: number;
  usuario: string;
  nombres: string;
  rol: string;
  estado: number;
}

export const searchUsers = (q: string) => getPaged<UserOption>('/usuario', { page: 1, pageSize: 20, q: q || undefined });
export const listMenus = () => get<MenuItem[]>('/menu');
export const userMenus = (idusuario: number) => get<MenuGroup[]>(`/gmenususuario/${idusuario}`);
export const assignMenu = (idusuario: number, idmenu: number) => post<MenuGroup[]>('/rmenuusuario', { idusuario, idmenu });
export const removeMenu = (idusuario: number, idmenu: number) => post<MenuGroup[]>('/emenuusuario', { idusuario, idmenu });
