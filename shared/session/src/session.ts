import { logoutReasonAtom, menusAtom, sessionStatusAtom, sessionStore, tokenAtom, userAtom } from './store.js';
import { removeStoredToken } from './storage.js';

/**
 * Ends the session: the stored token is removed, the bearer header is no longer sent (it is
 * read from the store) and the status turns 'anonymous', which sends the user to /login.
 */
export function endSession(reason: string | null = null): void {
  removeStoredToken();
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(menusAtom, []);
  sessionStore.set(logoutReasonAtom, reason);
  sessionStore.set(sessionStatusAtom, 'anonymous');
}

/** Logout chosen by the user. */
export const logout = (): void => endSession(null);
