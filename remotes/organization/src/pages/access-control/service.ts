import { menus, userAccess, type GrantCode } from '@trade/contracts/organization';
import { call } from '@trade/session';

export const listMenus = () => call(menus.endpoints.list);
export const userMenus = (idusuario: number) => call(menus.endpoints.ofUser, { params: { id: idusuario } });
export const assignMenu = (idusuario: number, idmenu: number) =>
  call(menus.endpoints.assign, { body: { idusuario, idmenu } });
export const removeMenu = (idusuario: number, idmenu: number) =>
  call(menus.endpoints.unassign, { body: { idusuario, idmenu } });

export const userGrants = (idusuario: number) => call(userAccess.endpoints.grants, { params: { id: idusuario } });
export const setGrant = (idusuario: number, permiso: GrantCode, on: boolean) =>
  call(on ? userAccess.endpoints.grant : userAccess.endpoints.revoke, { body: { idusuario, permiso } });
export const applyRoleProfile = (idusuario: number) => call(userAccess.endpoints.applyProfile, { body: { idusuario } });
