import axios, { type AxiosError } from 'axios';
import { runtimeConfig } from './config.js';
import type { Envelope } from './envelope.js';
import { endSession } from './session.js';
import { storedToken } from './storage.js';
import { sessionStore, tokenAtom } from './store.js';

/** Reasons a session ends without the user asking (the logout reason; the login page shows `logoutNotice`). */
export const INVALID_TOKEN = 'Invalid access_token';
export const EXPIRED_TOKEN = 'Expired access_token';
export const ENDED_SESSION = 'Su sesión ya no es válida. Inicie sesión nuevamente.';

/**
 * The one HTTP client. Answers with an envelope resolve whatever their status, so screens show
 * the server's mensaje; HTTP 401 ends the session ('Invalid access_token'); a body status 404
 * means the session is no longer valid and also ends it. An HTTP 404 (a route this server does
 * not have) is only an error: it never logs the user out.
 */
export const api = axios.create({
  timeout: 60_000,
  validateStatus: (status) => status < 500 && status !== 401,
});

api.interceptors.request.use((request) => {
  request.baseURL = `${runtimeConfig().apiBase}/api`;
  const token = sessionStore.get(tokenAtom);
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  return request;
});

/**
 * The server refused the token a request carried. Only the refusal of this tab's current token
 * ends the session with `reason`: a request sent before a logout or a sign-in (here or in another
 * tab, whose storage event may not have arrived yet) answers for a token that is already gone.
 * A token removed from the shared storage is a logout chosen elsewhere: no notice.
 */
function tokenRefused(sentAuthorization: unknown, reason: string): void {
  const current = sessionStore.get(tokenAtom);
  if (!current || sentAuthorization !== `Bearer ${current}`) return;
  const stored = storedToken();
  if (stored === null) endSession(null);
  else if (stored === current) endSession(reason);
}

api.interceptors.response.use(
  (response) => {
    if (response.status !== 404 && (response.data as Envelope | undefined)?.status === 404)
      tokenRefused(response.config.headers.Authorization, ENDED_SESSION);
    return response;
  },
  (error: AxiosError<Envelope>) => {
    if (error.response?.status === 401)
      tokenRefused(
        error.config?.headers.Authorization,
        error.response.data?.status === 404 ? ENDED_SESSION : INVALID_TOKEN,
      );
    return Promise.reject(error);
  },
);
