import { createSigner, createVerifier } from 'fast-jwt';

export interface SessionClaims {
  sub: number;
  usr: string;
  rol: string;
  exp: number;
}

/** Signs and checks session tokens (HS256, with expiry). */
export function sessionTokens(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    issue: (user: { idusuario: number; usuario: string; rol: string }): string =>
      sign({ sub: user.idusuario, usr: user.usuario, rol: user.rol, typ: 'session' }),
    /** The claims of a valid session token, or undefined when it is forged, expired or not a session token. */
    check(token: string): SessionClaims | undefined {
      try {
        const claims = verify(token) as SessionClaims & { typ?: string };
        return claims.typ === 'session' ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;

/**
 * Short-lived links to one printable document. A new browser tab cannot send the bearer
 * header, so the client asks for a link signed for exactly one path and opens it.
 */
export function printLinks(secret: string, ttlSeconds = 300) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    ttlSeconds,
    sign: (idusuario: number, path: string): string => sign({ sub: idusuario, path, typ: 'print' }),
    /** The user a valid link was signed for, when it was signed for this very path. */
    check(token: string, path: string): number | undefined {
      try {
        const claims = verify(token) as { sub: number; path: string; typ?: string };
        return claims.typ === 'print' && claims.path === path ? claims.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type PrintLinks = ReturnType<typeof printLinks>;
