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
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'sid'],
    cache: 1000,
  });
  return {
    ttlSeconds,
    issue: (user: { idusuario: number; usuario: string; rol: string }, idsesion: string): string =>
      sign({ sub: user.idusuario, sid: idsesion, usr: user.usuario, rol: user.rol, typ: 'session' }),
    /** The claims of a valid session token, or undefined when it is forged, expired, without expiry or not a session token. */
    check(token: string): SessionClaims | undefined {
      try {
        const claims = verify(token) as SessionClaims & { typ?: string };
        return claims.typ === 'session' && typeof claims.sub === 'number' && typeof claims.sid === 'string'
          ? claims
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;

/** A query string without its `firma`, its parameters in a fixed order: what a print link signs. */
export function canonicalQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('firma');
  params.sort();
  return params.toString();
}

/** '/api/pdfencomienda/:id' → a regular expression of its concrete paths. */
function pathPattern(route: string): RegExp {
  const escaped = route
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/?#]+' : part === '*' ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/**
 * Short-lived links to one printable document. A new browser tab cannot send the bearer
 * header, so the client asks for a link signed for exactly one path AND query string and opens
 * it. Only the routes registered as printable (GET calls answering a PDF or an image: route()
 * registers them) get links, and a link is accepted on nothing else. The link carries the session
 * it was made in: it dies with it.
 */
export function printLinks(secret: string, ttlSeconds = 300) {
  // The expiry is set per link: 5 minutes, or the end of its session if that comes first.
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  const printable: RegExp[] = [];
  return {
    ttlSeconds,
    /** Registers a printable route ('/api/pdfencomienda/:id'). */
    register(route: string): void {
      printable.push(pathPattern(route));
    },
    /** Whether a concrete path ('/api/pdfencomienda/12') is a registered printable route. */
    isPrintable: (path: string): boolean => printable.some((pattern) => pattern.test(path)),
    /** A link for one path and query, living `ttlSeconds` but never past `sessionEnds` (seconds since the epoch). */
    sign: (idusuario: number, path: string, idsesion?: string, query = '', sessionEnds?: number): string => {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return sign({
        sub: idusuario,
        path,
        q: canonicalQuery(query),
        typ: 'print',
        exp: sessionEnds === undefined ? exp : Math.min(exp, sessionEnds),
        ...(idsesion ? { sid: idsesion } : {}),
      });
    },
    /** The user (and session) a valid link was signed for, when it was signed for this very path and query. */
    check(token: string, path: string, query = ''): { sub: number; sid?: string; exp: number } | undefined {
      try {
        const claims = verify(token) as {
          sub: number;
          sid?: string;
          path: string;
          q?: string;
          typ?: string;
          exp: number;
        };
        const signedQuery = claims.q ?? '';
        return claims.typ === 'print' && claims.path === path && signedQuery === canonicalQuery(query)
          ? { sub: claims.sub, sid: claims.sid, exp: claims.exp }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type PrintLinks = ReturnType<typeof printLinks>;
