import type { AuthState } from '../session/authState';

export type AuthDialogKind = 'OTHER_TAB_SIGNOUT' | 'TOKEN_WARNING' | 'TOKEN_EXPIRY';

/** The states that open the auth dialog; the others need none. */
export function authDialogFor(state: AuthState): AuthDialogKind | undefined {
  return state === 'OTHER_TAB_SIGNOUT' || state === 'TOKEN_WARNING' || state === 'TOKEN_EXPIRY' ? state : undefined;
}

/** What the dialog's button does: refresh the token on a warning, otherwise clear the user (and sign in again). */
export function authDialogAction(kind: AuthDialogKind): 'refreshToken' | 'clearUser' {
  return kind === 'TOKEN_WARNING' ? 'refreshToken' : 'clearUser';
}
