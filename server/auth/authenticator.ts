import type { Actor } from '../protocol/contract';
import type { ActorResolver } from './actorResolver';
import type { CredentialStore } from './credentialStore';
import type { RevocationList } from './revocations';
import type { TokenClaims, TokenService } from './tokens';
import type { UserDirectory, UserItem } from './userDirectory';

/** A verified token with the user and actor it stands for. */
export interface AuthSession {
  token: string;
  claims: TokenClaims;
  user: UserItem;
  actor: Actor;
}

export type AuthResult =
  | { ok: true; session: AuthSession }
  /** expired: past exp (socket close reasons tokenExpired / expiredOnConnect); invalid: identFailed. */
  | { ok: false; reason: 'expired' | 'invalid' };

/** Replaceable parts: the items module installs its user directory and actor resolver at start. */
export interface AuthHooks {
  users: UserDirectory;
  resolveActor: ActorResolver;
  /** Session state beside the User item that the client receives in `authed` (e.g. its running tasks). */
  sessionExtras?: (userId: string) => Record<string, unknown>;
}

/**
 * Resolves a bearer token to a session: signature and expiry (TokenService), not signed out
 * (RevocationList), not older than the last password change (CredentialStore), and a User item that
 * still exists, plus the masquerading administrator when the token says so.
 */
export class Authenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly revocations: RevocationList,
    private readonly credentials: CredentialStore,
    private readonly hooks: AuthHooks,
  ) {}

  async authenticate(token: string): Promise<AuthResult> {
    const check = await this.tokens.verify(token);
    if (!check.ok) return check;
    const { claims } = check;
    if (this.revocations.isRevoked(claims.jti)) return { ok: false, reason: 'invalid' };
    // Masquerade tokens belong to the administrator's credentials: their password change ends them.
    const credential = this.credentials.byUser(claims.mas ?? claims.uid);
    if (credential && claims.iat < credential.tokensAfter) return { ok: false, reason: 'invalid' };
    return this.sessionFor(token, claims);
  }

  /** Builds the session of an already verified token (also used right after issuing one). */
  async sessionFor(token: string, claims: TokenClaims): Promise<AuthResult> {
    const user = await this.hooks.users.get(claims.uid);
    if (!user) return { ok: false, reason: 'invalid' };
    if (claims.mas !== undefined) {
      const administrator = await this.hooks.users.get(claims.mas);
      if (administrator?.admin !== true) return { ok: false, reason: 'invalid' };
    }
    const actor = await this.hooks.resolveActor(user, claims);
    return { ok: true, session: { token, claims, user, actor } };
  }

  /** The user as `authed` sends it: clientUser plus what a module adds (running tasks ...). */
  clientUser(session: Pick<AuthSession, 'user' | 'claims'>): Record<string, unknown> {
    return { ...clientUser(session), ...this.hooks.sessionExtras?.(session.claims.uid) };
  }

  signOut(claims: TokenClaims): void {
    this.revocations.revoke(claims.jti, claims.exp);
  }
}

/** The user as the client receives it in `authed` and sign-in answers. */
export function clientUser(session: Pick<AuthSession, 'user' | 'claims'>): Record<string, unknown> {
  return session.claims.mas === undefined ? { ...session.user } : { ...session.user, masquerading: session.claims.mas };
}
