/** Runtime settings the host reads from /trade/remotes.json before anything else. */
export interface RuntimeConfig {
  /** Base of the API, '' for the same origin (calls go to `${apiBase}/api/...`). */
  apiBase: string;
}

let current: RuntimeConfig = { apiBase: '' };

export const runtimeConfig = (): RuntimeConfig => current;
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config, apiBase: (config.apiBase ?? current.apiBase).replace(/\/+$/, '') };
}
