import { ENDED_SESSION, EXPIRED_TOKEN, INVALID_TOKEN } from './api.js';
import { TOKEN_START_ERROR } from './auth.js';

/** The one text for a session the user did not close (expired, refused, user disabled, logged out elsewhere). */
export const SESSION_ENDED_NOTICE = 'Su sesión expiró o no es válida. Inicie sesión nuevamente.';

/**
 * What the login page says about how the last session ended. One rule: a session that ended
 * without the user logging out (expired or unreadable stored token, HTTP 401, body status 404)
 * always shows SESSION_ENDED_NOTICE; the spec's start-up failure text when the stored token could
 * not be checked (server unreachable); nothing after a logout.
 */
export function logoutNotice(reason: string | null): string | null {
  if (!reason) return null;
  if (reason === INVALID_TOKEN || reason === EXPIRED_TOKEN || reason === ENDED_SESSION) return SESSION_ENDED_NOTICE;
  if (reason === TOKEN_START_ERROR) return TOKEN_START_ERROR;
  return reason;
}
