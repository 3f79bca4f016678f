import type { GrantCode, GrantRow, ProfileAnswer } from '@trade/contracts/organization';
import { get, post, type MenuGroup, type MenuItem } from '@trade/session';

export const listMenus = () => get<MenuItem[]>('/menu');
export const userMenus = (idusuario: number) => get<MenuGroup[]>(`/gmenususuario/${idusuario}`);
export const assignMenu = (idusuario: number, idmenu: number) =>
  post<MenuGroup[]>('/rmenuusuario', { idusuario, idmenu });
export const removeMenu = (idusuario: number, idmenu: number) =>
  post<MenuGroup[]>('/emenuusuario', { idusuario, idmenu });

export const userGrants = (idusuario: number) => get<GrantRow[]>(`/permisosusuario/${idusuario}`);
export const setGrant = (idusuario: number, permiso: GrantCode, on: boolean) =>
  post<GrantRow[]>(on ? '/rpermisousuario' : '/epermisousuario', { idusuario, permiso });
export const applyRoleProfile = (idusuario: number) => post<ProfileAnswer>('/rperfilusuario', { idusuario });
