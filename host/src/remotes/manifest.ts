import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteScreen } from '@trade/session';

export const BASE_PATH = '/trade';

/** The runtime manifest: re-pointing an area here deploys or rolls it back without a host build. */
export interface RuntimeManifest {
  apiBase: string;
  /** Area → URL of its mf-manifest.json in a versioned folder. */
  remotes: Record<string, string>;
}

let manifest: Promise<RuntimeManifest> | undefined;

export function loadManifest(): Promise<RuntimeManifest> {
  manifest ??= fetch(`${BASE_PATH}/remotes.json`, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    return response.json() as Promise<RuntimeManifest>;
  });
  return manifest;
}

export const mfName = (area: string) => area.replace(/-/g, '_');

/**
 * Forgets a registered remote (its cached manifest and entry), so registering it again fetches it
 * anew. `registerRemotes(..., { force: true })` does the same but warns in the console that the
 * remote "is already registered" on every retry; the runtime's own removal does not.
 */
function forgetRemote(name: string) {
  const instance = getInstance() as unknown as
    | { options: { remotes: { name: string }[] }; remoteHandler: { removeRemote(remote: unknown): void } }
    | undefined;
  const registered = instance?.options.remotes.find((r) => r.name === name);
  if (registered) instance!.remoteHandler.removeRemote(registered);
}

/**
 * Registers one area's remote (only areas in the user's menu are registered) and loads the
 * screens it declares. `retry` forgets the failed attempt first so a remote that was down can load again.
 */
export async function loadAreaScreens(area: string, retry = false): Promise<RemoteScreen[]> {
  const { remotes } = await loadManifest();
  const entry = remotes[area];
  if (!entry) throw new Error(`El módulo "${area}" no está publicado en remotes.json`);
  if (retry) forgetRemote(mfName(area));
  registerRemotes([{ name: mfName(area), entry: new URL(entry, window.location.origin).href }]);
  const module = await loadRemote<{ default: RemoteScreen[] }>(`${mfName(area)}/routes`);
  if (!module?.default) throw new Error(`El módulo "${area}" no declaró pantallas`);
  return module.default;
}
