/** $id of the blank (signed-out) user of spec §3. */
export const BLANK_USER_ID = 'User-0';

/** Every auth state of platform spec §4. */
export const AUTH_STATES = [
  'NONE',
  'TOKEN_LOCAL',
  'TOKEN_SIGN_IN',
  'USER_VALID',
  'TOKEN_WARNING',
  'CONNECTION_LOST',
  'SIGNOUT',
  'OTHER_TAB_SIGNOUT',
  'TOKEN_EXPIRY',
  'CONNECT_EXPIRY',
  'IDENT_FAILED',
] as const;

export type AuthState = (typeof AUTH_STATES)[number];

/** States in which the item cache and watch counts are cleared (spec §4). */
export const RESET_STATES: ReadonlySet<AuthState> = new Set<AuthState>(['NONE', 'TOKEN_SIGN_IN', 'SIGNOUT', 'OTHER_TAB_SIGNOUT']);

/** States that open the auth-state dialog (spec §2 overlays). */
export const DIALOG_STATES: ReadonlySet<AuthState> = new Set<AuthState>(['OTHER_TAB_SIGNOUT', 'TOKEN_WARNING', 'TOKEN_EXPIRY']);

/** States in which the client holds a token it believes good (routes needing a valid token open). */
const TOKEN_STATES: ReadonlySet<AuthState> = new Set<AuthState>(['TOKEN_LOCAL', 'TOKEN_SIGN_IN', 'USER_VALID', 'TOKEN_WARNING', 'CONNECTION_LOST']);

export function hasValidToken(state: { authState: AuthState; token: string | null }): boolean {
  return state.token !== null && TOKEN_STATES.has(state.authState);
}

/** The server confirmed the user on this connection (or did so before the connection dropped). */
export function isSignedIn(state: { authState: AuthState; user: { $id: string } }): boolean {
  return (state.authState === 'USER_VALID' || state.authState === 'TOKEN_WARNING' || state.authState === 'CONNECTION_LOST') && state.user.$id !== BLANK_USER_ID;
}
