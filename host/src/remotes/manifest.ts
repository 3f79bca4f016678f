import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
 * Registers one area's remote (only areas in the user's menu are registered) and loads the
 * screens it declares. `retry` re-registers it so a remote that was down can load again.
 */
export async function loadAreaScreens(area: string, retry = false): Promise<RemoteScreen[]> {
  const { remotes } = await loadManifest();
  const entry = remotes[area];
  if (!entry) throw new Error(`El módulo "${area}" no está publicado en remotes.json`);
  registerRemotes([{ name: mfName(area), entry: new URL(entry, window.location.origin).href }], { force: retry });
  const module = await loadRemote<{ default: RemoteScreen[] }>(`${mfName(area)}/routes`);
  if (!module?.default) throw new Error(`El módulo "${area}" no declaró pantallas`);
  return module.default;
}
