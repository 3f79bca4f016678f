import { followOtherTabs, setRuntimeConfig, startSession } from '@trade/session';
import { BASE_PATH, loadManifest } from './remotes/manifest';

let started: Promise<void> | undefined;

/** Reads the runtime manifest (API base, remote URLs), then checks the stored session once. */
export function boot(): Promise<void> {
  started ??= (async () => {
    try {
      const manifest = await loadManifest();
      setRuntimeConfig({ apiBase: manifest.apiBase });
    } catch {
      // Without a manifest the API is still on this origin; remotes will report themselves unavailable.
    }
    const path = () =>
      window.location.pathname.startsWith(BASE_PATH) ? window.location.pathname.slice(BASE_PATH.length) || '/' : '/';
    // A logout (or a sign-in) in another tab applies to this one too.
    followOtherTabs(path);
    await startSession(path());
  })();
  return started;
}
