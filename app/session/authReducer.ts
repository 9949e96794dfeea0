import { RESET_STATES, type AuthState } from './authState';
import { tokenUid } from './jwtPayload';
import { blankUser, type SessionUser } from './sessionUser';

/** The part of the session the auth state machine owns. */
export interface AuthSnapshot {
  authState: AuthState;
  /** False until the start-up auth check has an answer (authed, a refusal, or no token at all). */
  authResolved: boolean;
  user: SessionUser;
  token: string | null;
  /** The token came from the vgn-imprint cookie: token warnings are ignored for it (spec §4). */
  tokenFromCookie: boolean;
}

export type CloseReason = 'identFailed' | 'expiredOnConnect' | 'tokenExpired' | 'signedout';

export type AuthEvent =
  | { type: 'start'; stored: { token: string; fromCookie: boolean } | null }
  | { type: 'signedIn'; token: string | null; user?: SessionUser }
  | { type: 'socketOpened' }
  | { type: 'authed'; user: SessionUser; serverVersion: string | null; clientVersion: string }
  | { type: 'tokenWarning' }
  | { type: 'newToken'; token: string }
  | { type: 'refreshToken' }
  | { type: 'socketClosed'; code: number; reason: string }
  /** A bearer token refused over HTTP (server/http/bearer.ts). */
  | { type: 'authRejected'; reason: 'tokenExpired' | 'identFailed' }
  /** The Access-Token key changed in another tab (null: removed). */
  | { type: 'otherTabToken'; token: string | null }
  | { type: 'signOutRequested' }
  | { type: 'signOutFinished' }
  /** The auth-state dialog was dismissed without refreshing: forget the user. */
  | { type: 'clearUser' }
  | { type: 'masqueradeToken'; token: string };

export type AuthEffect =
  | { type: 'connect' }
  /** Close and open again (a new token must authenticate a fresh socket). */
  | { type: 'reconnect' }
  | { type: 'disconnect'; reason: string }
  | { type: 'sendTokenAuth'; token: string }
  | { type: 'runQueued' }
  | { type: 'reload'; why: 'version' | 'otherUser' | 'masquerade'; serverVersion?: string }
  | { type: 'storeToken'; token: string }
  | { type: 'clearStoredToken' }
  | { type: 'resetItems' }
  | { type: 'requestNextToken' }
  | { type: 'sendSignout' };

export interface AuthStep {
  state: AuthSnapshot;
  effects: AuthEffect[];
}

export const INITIAL_AUTH: AuthSnapshot = {
  authState: 'NONE',
  authResolved: false,
  user: blankUser(),
  token: null,
  tokenFromCookie: false,
};

/** Close reasons of server/protocol/closeCodes.ts that end the session, with the state they lead to. */
const ENDING_CLOSES: Readonly<Record<CloseReason, AuthState>> = {
  identFailed: 'IDENT_FAILED',
  expiredOnConnect: 'CONNECT_EXPIRY',
  tokenExpired: 'TOKEN_EXPIRY',
  signedout: 'SIGNOUT',
};

function isEndingClose(reason: string): reason is CloseReason {
  return Object.hasOwn(ENDING_CLOSES, reason);
}

/** Forgets user and token, stops the socket for good. */
function ended(state: AuthSnapshot, authState: AuthState, clearStorage: boolean, reason: string): AuthStep {
  const effects: AuthEffect[] = [];
  if (clearStorage) effects.push({ type: 'clearStoredToken' });
  effects.push({ type: 'disconnect', reason });
  return { state: { ...state, authState, authResolved: true, user: blankUser(), token: null, tokenFromCookie: false }, effects };
}

function transition(state: AuthSnapshot, event: AuthEvent): AuthStep {
  const same: AuthStep = { state, effects: [] };
  switch (event.type) {
    case 'start':
      if (!event.stored) return { state: { ...INITIAL_AUTH, user: blankUser(), authResolved: true }, effects: [] };
      return {
        state: { ...state, authState: 'TOKEN_LOCAL', authResolved: false, token: event.stored.token, tokenFromCookie: event.stored.fromCookie },
        // Rewriting a local-storage token refreshes the vgn-token cookie of this browser session.
        effects: event.stored.fromCookie ? [{ type: 'connect' }] : [{ type: 'storeToken', token: event.stored.token }, { type: 'connect' }],
      };

    case 'signedIn':
      if (!event.token) return { state: { ...state, authState: 'NONE', authResolved: true, user: blankUser(), token: null, tokenFromCookie: false }, effects: [{ type: 'clearStoredToken' }] };
      return {
        state: { ...state, authState: 'TOKEN_SIGN_IN', authResolved: true, user: event.user ?? blankUser(), token: event.token, tokenFromCookie: false },
        effects: [{ type: 'storeToken', token: event.token }, { type: 'reconnect' }],
      };

    case 'socketOpened':
      return state.token ? { state, effects: [{ type: 'sendTokenAuth', token: state.token }] } : { state, effects: [{ type: 'disconnect', reason: 'noToken' }] };

    case 'authed': {
      if (!state.token) return same;
      const effects: AuthEffect[] = [];
      if (event.serverVersion !== null && event.serverVersion !== event.clientVersion) {
        effects.push({ type: 'reload', why: 'version', serverVersion: event.serverVersion });
      }
      effects.push({ type: 'runQueued' });
      return { state: { ...state, authState: 'USER_VALID', authResolved: true, user: event.user }, effects };
    }

    case 'tokenWarning':
      if (state.tokenFromCookie || state.authState !== 'USER_VALID') return same;
      return { state: { ...state, authState: 'TOKEN_WARNING' }, effects: [] };

    case 'newToken': {
      if (!state.token) return same;
      const authState = state.authState === 'TOKEN_WARNING' ? 'USER_VALID' : state.authState;
      return { state: { ...state, authState, token: event.token, tokenFromCookie: false }, effects: [{ type: 'storeToken', token: event.token }] };
    }

    case 'refreshToken':
      return state.token ? { state, effects: [{ type: 'requestNextToken' }] } : same;

    case 'socketClosed':
      if (!state.token) return same;
      if (isEndingClose(event.reason)) return ended(state, ENDING_CLOSES[event.reason], true, event.reason);
      if (state.authState === 'CONNECTION_LOST') return same;
      return { state: { ...state, authState: 'CONNECTION_LOST', authResolved: true }, effects: [] };

    case 'authRejected':
      if (!state.token) return same;
      return ended(state, event.reason === 'tokenExpired' ? 'TOKEN_EXPIRY' : 'IDENT_FAILED', true, event.reason);

    case 'otherTabToken': {
      if (event.token === state.token) return same;
      if (event.token === null) return ended(state, 'OTHER_TAB_SIGNOUT', false, 'otherTabSignout');
      const mine = tokenUid(state.token) ?? (state.token ? state.user.$id : null);
      const theirs = tokenUid(event.token);
      if (mine === null || theirs === null || mine !== theirs) return { state, effects: [{ type: 'reload', why: 'otherUser' }] };
      // Same user refreshed the token in another tab: use it here too (it is stored already).
      const authState = state.authState === 'TOKEN_WARNING' ? 'USER_VALID' : state.authState;
      return { state: { ...state, authState, token: event.token, tokenFromCookie: false }, effects: [] };
    }

    case 'signOutRequested':
      // Removing the stored token first lets other tabs see OTHER_TAB_SIGNOUT before the server
      // closes their sockets; this tab keeps the token in memory to authorize the signout itself.
      return state.token ? { state, effects: [{ type: 'clearStoredToken' }, { type: 'sendSignout' }] } : { state, effects: [{ type: 'sendSignout' }] };

    case 'signOutFinished':
      return ended(state, 'SIGNOUT', true, 'signedout');

    case 'clearUser':
      return ended(state, 'NONE', true, 'clearUser');

    case 'masqueradeToken':
      return {
        state: { ...state, token: event.token, tokenFromCookie: false },
        effects: [{ type: 'storeToken', token: event.token }, { type: 'reload', why: 'masquerade' }],
      };
  }
}

/**
 * The auth state machine of platform spec §4 as a pure function: the next snapshot plus the effects
 * the session controller must carry out. Entering NONE, TOKEN_SIGN_IN, SIGNOUT or OTHER_TAB_SIGNOUT
 * (and every new sign-in) also clears the item cache and watch counts.
 */
export function authReducer(state: AuthSnapshot, event: AuthEvent): AuthStep {
  const step = transition(state, event);
  const entered = step.state.authState !== state.authState || event.type === 'signedIn';
  if (entered && RESET_STATES.has(step.state.authState)) step.effects.push({ type: 'resetItems' });
  return step;
}
