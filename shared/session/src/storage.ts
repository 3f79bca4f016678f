/** Where the token lives: every tab of the browser shares it, and hears when another tab changes it. */
export const TOKEN_KEY = 'trade.access_token';
const memory = new Map<string, string>();

/** localStorage in the browser; memory elsewhere (tests, server-side use). */
function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

export const storedToken = (): string | null => backend().getItem(TOKEN_KEY);
export const storeToken = (token: string): void => backend().setItem(TOKEN_KEY, token);
export const removeStoredToken = (): void => backend().removeItem(TOKEN_KEY);

/** Seconds since epoch when a JWT expires, or undefined when it cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export const isExpired = (token: string, nowSeconds = Date.now() / 1000): boolean => {
  const exp = tokenExpiry(token);
  return exp === undefined || exp <= nowSeconds;
};
