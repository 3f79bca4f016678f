import { get, post, type MenuItem } from '@trade/session';

export type MenuRow = MenuItem;
export interface MenuInput {
  nombre: string;
  ruta?: string | null;
  area?: string | null;
  icono?: string | null;
  orden?: number;
  idpadre?: number | null;
}

export const listMenus = () => get<MenuRow[]>('/menu');
export const createMenu = (input: MenuInput) => post<MenuRow>('/rmenu', input);
export const updateMenu = (idmenu: number, input: MenuInput) => post<MenuRow>('/amenu', { idmenu, ...input });
export const deleteMenu = (idmenu: number) => post<null>('/emenu', { idmenu });
