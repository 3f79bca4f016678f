import axios from 'axios';
import { session } from '@trade/contracts/session';
import { runtimeConfig } from './config.js';
import {
  logoutReasonAtom,
  menusAtom,
  pageTrailAtom,
  sessionStatusAtom,
  sessionStore,
  tokenAtom,
  userAtom,
} from './store.js';
import { removeStoredToken } from './storage.js';

/**
 * Ends the session in this tab: the stored token is removed (other tabs hear it and end theirs),
 * the bearer header is no longer sent (it is read from the store) and the status turns
 * 'anonymous', which sends the user to /login with `reason` as the notice.
 */
export function endSession(reason: string | null = null): void {
  removeStoredToken();
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(menusAtom, []);
  sessionStore.set(pageTrailAtom, []);
  sessionStore.set(logoutReasonAtom, reason);
  sessionStore.set(sessionStatusAtom, 'anonymous');
}

/**
 * Logout chosen by the user: this tab and every other tab of the browser sign out at once (the
 * stored token is removed), then the server is told to end the token (`POST /api/logout`), so a
 * copy of it is useless. A server that cannot be reached does not keep the user signed in.
 */
export async function logout(): Promise<void> {
  const token = sessionStore.get(tokenAtom);
  endSession(null);
  if (!token) return;
  try {
    // The shared client no longer sends a header (the session ended): send this token explicitly.
    await axios.post(
      `${runtimeConfig().apiBase}/api${session.endpoints.logout.path}`,
      {},
      { headers: { Authorization: `Bearer ${token}` }, timeout: 10_000, validateStatus: () => true },
    );
  } catch {
    // Offline: the token still expires on its own.
  }
}
