import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** Claims of a session token (platform spec: the token payload carries uid). */
export interface TokenClaims {
  /** "User-{index}" the token acts as. */
  uid: string;
  /** When masquerading: the administrator's own user id. */
  mas?: string;
  /** Issued at / expires, unix seconds. */
  iat: number;
  exp: number;
  jti: string;
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  /** expired: valid signature, past exp; invalid: anything else (signature, algorithm, shape). */
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenSubject {
  uid: string;
  mas?: string;
}

const ALGORITHM = 'HS256';

function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const { uid, mas, iat, exp, jti } = payload;
  if (typeof uid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string') {
    return null;
  }
  if (mas !== undefined && typeof mas !== 'string') return null;
  return mas === undefined ? { uid, iat, exp, jti } : { uid, mas, iat, exp, jti };
}

/** Signs and verifies HS256 session tokens; the algorithm is pinned on verify (no "none", no RS/HS confusion). */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** ttlMs may be overridden (tests mint already-expired tokens with a negative value). */
  async issue(subject: TokenSubject, ttlMs: number = this.ttlMs): Promise<IssuedToken> {
    const nowMs = this.now();
    const claims: TokenClaims = {
      uid: subject.uid,
      ...(subject.mas === undefined ? {} : { mas: subject.mas }),
      iat: Math.floor(nowMs / 1000),
      exp: Math.ceil((nowMs + ttlMs) / 1000),
      jti: randomUUID(),
    };
    const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(this.secret);
    return { token, claims };
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        requiredClaims: ['uid', 'iat', 'exp', 'jti'],
        currentDate: new Date(this.now()),
      });
      const claims = claimsOf(payload);
      return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
