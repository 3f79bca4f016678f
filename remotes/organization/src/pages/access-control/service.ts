import { get, post, type MenuGroup, type MenuItem } from '@trade/session';

export const listMenus = () => get<MenuItem[]>('/menu');
export const userMenus = (idusuario: number) => get<MenuGroup[]>(`/gmenususuario/${idusuario}`);
export const assignMenu = (idusuario: number, idmenu: number) =>
  post<MenuGroup[]>('/rmenuusuario', { idusuario, idmenu });
export const removeMenu = (idusuario: number, idmenu: number) =>
  post<MenuGroup[]>('/emenuusuario', { idusuario, idmenu });
