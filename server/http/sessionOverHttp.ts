import type { AuthSession, Authenticator } from '../auth/authenticator';
import type { TokenService } from '../auth/tokens';
import { CLOSE } from '../protocol/closeCodes';
import type { Envelope } from '../protocol/contract';
import { errorReply } from '../protocol/envelope';
import type { PushHub } from '../protocol/pushHub';

export interface HttpSessionDeps {
  authenticator: Authenticator;
  tokens: TokenService;
  hub: PushHub;
  version: string;
}

function reply(request: Envelope, o: string, b?: unknown): Envelope {
  const envelope: Envelope = { o };
  if (b !== undefined) envelope.b = b;
  if (request.s !== undefined) envelope.s = request.s;
  return envelope;
}

/**
 * The session operations when the socket is down and messages go by POST /api/item: ping, tokenAuth
 * (checks the token in b), nextToken and signout (for the bearer token). Returns null for other operations.
 */
export async function sessionOverHttp(
  request: Envelope,
  session: AuthSession | null,
  deps: HttpSessionDeps,
): Promise<{ reply: Envelope; status: number } | null> {
  switch (request.o) {
    case 'ping':
      return { reply: reply(request, 'pong'), status: 200 };
    case 'tokenAuth': {
      if (typeof request.b !== 'string') {
        return { reply: errorReply(request, 'badRequest', 'tokenAuth body must be the token'), status: 400 };
      }
      const result = await deps.authenticator.authenticate(request.b);
      if (!result.ok) {
        const reason = result.reason === 'expired' ? CLOSE.expiredOnConnect.reason : CLOSE.identFailed.reason;
        return { reply: errorReply(request, reason, `token ${result.reason}`), status: 401 };
      }
      return {
        reply: reply(request, 'authed', { user: deps.authenticator.clientUser(result.session), $version: deps.version }),
        status: 200,
      };
    }
    case 'nextToken': {
      if (!session) return { reply: errorReply(request, 'notAllowed', 'nextToken needs a bearer token'), status: 401 };
      const { uid, mas } = session.claims;
      const issued = await deps.tokens.issue(mas === undefined ? { uid } : { uid, mas });
      return { reply: reply(request, 'newToken', { token: issued.token }), status: 200 };
    }
    case 'signout': {
      if (session) {
        deps.authenticator.signOut(session.claims);
        deps.hub.closeByJti(session.claims.jti, CLOSE.signedout.code, CLOSE.signedout.reason);
      }
      return { reply: reply(request, 'signedout'), status: 200 };
    }
    default:
      return null;
  }
}
