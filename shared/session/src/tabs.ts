import { startSession } from './auth.js';
import { endSession } from './session.js';
import { sessionStore, tokenAtom } from './store.js';
import { TOKEN_KEY } from './storage.js';

/**
 * What a tab does when another tab of the browser changes the stored token: removed (logout,
 * ended session) → this tab signs out too, without a notice (the user chose it there); a new one
 * (a sign-in there) → this tab starts the session with it. `key` null means the storage was cleared.
 */
export function onTokenChangedElsewhere(
  key: string | null,
  newValue: string | null,
  currentPath = '/',
): Promise<void> | void {
  if (key !== null && key !== TOKEN_KEY) return;
  const current = sessionStore.get(tokenAtom);
  if (!newValue) {
    if (current) endSession(null);
    return;
  }
  if (newValue !== current) return startSession(currentPath);
}

/** Keeps this tab's session in step with the other tabs (the `storage` event); returns the unsubscribe. */
export function followOtherTabs(currentPath: () => string = () => '/'): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    void onTokenChangedElsewhere(event.key, event.newValue, currentPath());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
