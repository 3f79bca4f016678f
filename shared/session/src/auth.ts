import { isAxiosError } from 'axios';
import { menus as menuContract } from '@trade/contracts/organization';
import { session } from '@trade/contracts/session';
import { EXPIRED_TOKEN, INVALID_TOKEN } from './api.js';
import { call } from './call.js';
import { endSession } from './session.js';
import {
  logoutReasonAtom,
  menusAtom,
  sessionStatusAtom,
  sessionStore,
  tokenAtom,
  userAtom,
  type MenuGroup,
  type SessionUser,
} from './store.js';
import { isExpired, storeToken, storedToken } from './storage.js';

export const TOKEN_START_ERROR = 'Ha ocurrido un error al iniciar sesión con el token';
export const MENUS_ERROR = 'Error al obtener los menus del usuario';

/** Loads the signed-in user's menus into the store. */
export async function loadMenus(idusuario: number): Promise<MenuGroup[]> {
  const answer = await call(menuContract.endpoints.ofUser, { params: { id: idusuario } });
  if (answer.status !== 200) throw new Error(answer.mensaje || MENUS_ERROR);
  const menus = answer.detalles ?? [];
  sessionStore.set(menusAtom, menus);
  return menus;
}

async function enter(token: string, user: SessionUser): Promise<void> {
  sessionStore.set(tokenAtom, token);
  sessionStore.set(userAtom, user);
  await loadMenus(user.idusuario);
  sessionStore.set(logoutReasonAtom, null);
  sessionStore.set(sessionStatusAtom, 'authenticated');
}

/**
 * Signs in. Answers the server's envelope; on success the session is open and the menus loaded.
 * Network failures reject.
 */
export async function login(username: string, password: string) {
  const answer = await call(session.endpoints.login, { body: { username, password } });
  if (answer.status !== 200 || !answer.token || !answer.user) return answer;
  storeToken(answer.token);
  await enter(answer.token, answer.user);
  return answer;
}

/**
 * Session start (spec 000 §4): no stored token → signed out; expired or unreadable → cleared and
 * signed out as an ended session; otherwise validated by the server and the user fetched. A token
 * the server refuses ends the session like any other refusal; any other failure (server down)
 * signs out with the spec's 'Ha ocurrido un error al iniciar sesión con el token'.
 */
export async function startSession(currentPath = '/'): Promise<void> {
  const token = storedToken();
  if (!token) return endSession(null);
  if (isExpired(token)) return endSession(EXPIRED_TOKEN);
  sessionStore.set(tokenAtom, token);
  try {
    const valid = await call(session.endpoints.validateToken);
    if (valid.status !== 200 || !valid.valid) return endSession(INVALID_TOKEN);
    const me = await call(session.endpoints.authenticated, { params: { '*': currentPath.replace(/^\/+/, '') } });
    if (me.status !== 200 || !me.user) return endSession(TOKEN_START_ERROR);
    await enter(token, me.user);
  } catch (error) {
    // HTTP 401 already ended the session with its reason (the client's rule for every call).
    if (isAxiosError(error) && error.response?.status === 401) return;
    endSession(TOKEN_START_ERROR);
  }
}
