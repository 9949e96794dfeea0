import type { AuthState } from '../session/authState';
import { hasValidToken, isSignedIn } from '../session/authState';
import type { TokenStatus } from './routeAccess';

/**
 * The token as route access sees it: valid once the server confirmed the user; pending while the
 * start-up check or a fresh sign-in is still being confirmed (no redirect yet); none otherwise.
 */
export function tokenStatusOf(state: { authState: AuthState; authResolved: boolean; token: string | null; user: { $id: string } }): TokenStatus {
  if (isSignedIn(state)) return 'valid';
  if (!state.authResolved || hasValidToken(state)) return 'pending';
  return 'none';
}
