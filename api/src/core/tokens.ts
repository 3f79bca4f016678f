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
