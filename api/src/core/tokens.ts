import { createSigner, createVerifier } from 'fast-jwt';

export interface SessionClaims {
  /** The user. */
  sub: number;
  /** The session (a row of `sesion`): logout or a password reset ends it. */
  sid: string;
  usr: string;
  rol: string;
  exp: number;
}

/** Signs and checks session tokens (HS256). A token without an expiry or a session id is refused. */
export function sessionTokens(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'], cache: 1000 });
  return {
    ttlSeconds,
    issue: (user: { idusuario: number; usuario: string; rol: string }, idsesion: string): string =>
      sign({ sub: user.idusuario, sid: idsesion, usr: user.usuario, rol: user.rol, typ: 'session' }),
    /** The claims of a valid session token, or undefined when it is forged, expired, without expiry or not a session token. */
    check(token: string): SessionClaims | undefined {
      try {
        const claims = verify(token) as SessionClaims & { typ?: string };
        return claims.typ === 'session' && typeof claims.sub === 'number' && typeof claims.sid === 'string' ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;

/**
 * Short-lived links to one printable document. A new browser tab cannot send the bearer
 * header, so the client asks for a link signed for exactly one path and opens it. The link
 * carries the session it was made in: it dies with it.
 */
export function printLinks(secret: string, ttlSeconds = 300) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  return {
    ttlSeconds,
    sign: (idusuario: number, path: string, idsesion?: string): string => sign({ sub: idusuario, path, typ: 'print', ...(idsesion ? { sid: idsesion } : {}) }),
    /** The user (and session) a valid link was signed for, when it was signed for this very path. */
    check(token: string, path: string): { sub: number; sid?: string } | undefined {
      try {
        const claims = verify(token) as { sub: number; sid?: string; path: string; typ?: string };
        return claims.typ === 'print' && claims.path === path ? { sub: claims.sub, sid: claims.sid } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type PrintLinks = ReturnType<typeof printLinks>;
