import { proxy } from 'valtio/vanilla';
import type { Health } from '../net/healthMonitor';
import type { SocketPhase } from '../net/socketClient';
import type { AuthSnapshot } from './authReducer';
import { blankUser } from './sessionUser';

/** Everything the client knows about its session and connection (valtio store `session`). */
export interface SessionState extends AuthSnapshot {
  /** Spec §4 connection health: GOOD, WAIT (ping sent), BAD (socket gone). */
  health: Health;
  socketPhase: SocketPhase;
  /** Whole seconds before the next reconnect attempt (the visible countdown), null when none is scheduled. */
  secondsToRetry: number | null;
  /** Consecutive failed socket attempts. */
  socketFailures: number;
  /** Consecutive network-level failures of HTTP calls (spec §8); skeletons show while below 2. */
  networkFailures: number;
  networkDown: boolean;
  /** Counts reconnects that ended a period of failures: the shell shows the 'connected' notice on change. */
  reconnects: number;
  /** Message id of a storage problem (errors.localStorageNotAvailable), else null. */
  storageError: string | null;
  /** ISO time the token expires, from the last tokenWarning push. */
  tokenExpiresAt: string | null;
}

export function initialSessionState(): SessionState {
  return {
    authState: 'NONE',
    authResolved: false,
    user: blankUser(),
    token: null,
    tokenFromCookie: false,
    health: 'GOOD',
    socketPhase: 'idle',
    secondsToRetry: null,
    socketFailures: 0,
    networkFailures: 0,
    networkDown: false,
    reconnects: 0,
    storageError: null,
    tokenExpiresAt: null,
  };
}

export const session = proxy<SessionState>(initialSessionState());

/** The auth part of the store, as the reducer sees it. */
export function authSnapshotOf(state: SessionState): AuthSnapshot {
  return {
    authState: state.authState,
    authResolved: state.authResolved,
    user: state.user,
    token: state.token,
    tokenFromCookie: state.tokenFromCookie,
  };
}
