import { menus } from '@trade/contracts/organization';
import { call } from '@trade/session';

export const listMenus = () => call(menus.endpoints.list);
export const userMenus = (idusuario: number) => call(menus.endpoints.ofUser, { params: { id: idusuario } });
export const assignMenu = (idusuario: number, idmenu: number) =>
  call(menus.endpoints.assign, { body: { idusuario, idmenu } });
export const removeMenu = (idusuario: number, idmenu: number) =>
  call(menus.endpoints.unassign, { body: { idusuario, idmenu } });
