import { describe, expect, it } from 'vitest';
import { authReducer, type AuthEvent, type AuthSnapshot } from './authReducer';
import { AUTH_STATES, hasValidToken, isSignedIn, type AuthState } from './authState';
import { blankUser, type SessionUser } from './sessionUser';
import { fakeJwt } from './testing/fakeJwt';

const TOKEN = fakeJwt({ uid: 'User-3', jti: 'a' });
const SAME_USER_TOKEN = fakeJwt({ uid: 'User-3', jti: 'b' });
const OTHER_USER_TOKEN = fakeJwt({ uid: 'User-4', jti: 'c' });
const USER: SessionUser = { _t: 'User', _i: 3, $id: 'User-3', name: 'Ann' };
const WITH_TOKEN: readonly AuthState[] = ['TOKEN_LOCAL', 'TOKEN_SIGN_IN', 'USER_VALID', 'TOKEN_WARNING', 'CONNECTION_LOST'];
const WITHOUT_TOKEN: readonly AuthState[] = ['NONE', 'SIGNOUT', 'OTHER_TAB_SIGNOUT', 'TOKEN_EXPIRY', 'CONNECT_EXPIRY', 'IDENT_FAILED'];

/** A plausible snapshot of each state: token states hold a token (and, once authed, the user). */
function snapshot(authState: AuthState, overrides: Partial<AuthSnapshot> = {}): AuthSnapshot {
  const hasToken = WITH_TOKEN.includes(authState);
  const authed = authState === 'USER_VALID' || authState === 'TOKEN_WARNING' || authState === 'CONNECTION_LOST';
  return {
    authState,
    authResolved: authState !== 'TOKEN_LOCAL',
    user: authed ? USER : blankUser(),
    token: hasToken ? TOKEN : null,
    tokenFromCookie: false,
    ...overrides,
  };
}

function run(from: AuthState, event: AuthEvent, overrides: Partial<AuthSnapshot> = {}) {
  return authReducer(snapshot(from, overrides), event);
}

function effectTypes(from: AuthState, event: AuthEvent, overrides: Partial<AuthSnapshot> = {}): string[] {
  return run(from, event, overrides).effects.map((e) => e.type);
}

describe('authReducer fixtures', () => {
  it('cover every state exactly once', () => {
    expect([...WITH_TOKEN, ...WITHOUT_TOKEN].sort()).toEqual([...AUTH_STATES].sort());
  });
});

describe('start-up', () => {
  it('a stored token gives TOKEN_LOCAL and connects; the cookie is refreshed', () => {
    const step = authReducer(snapshot('NONE', { authResolved: false }), { type: 'start', stored: { token: TOKEN, fromCookie: false } });
    expect(step.state).toMatchObject({ authState: 'TOKEN_LOCAL', token: TOKEN, authResolved: false, tokenFromCookie: false });
    expect(step.effects).toEqual([{ type: 'storeToken', token: TOKEN }, { type: 'connect' }]);
  });

  it('a cookie token (vgn-imprint) connects without being copied to local storage', () => {
    const step = authReducer(snapshot('NONE', { authResolved: false }), { type: 'start', stored: { token: TOKEN, fromCookie: true } });
    expect(step.state).toMatchObject({ authState: 'TOKEN_LOCAL', tokenFromCookie: true });
    expect(step.effects).toEqual([{ type: 'connect' }]);
  });

  it('no token: NONE and the auth check is resolved', () => {
    const step = authReducer(snapshot('NONE', { authResolved: false }), { type: 'start', stored: null });
    expect(step.state).toMatchObject({ authState: 'NONE', token: null, authResolved: true });
    expect(step.effects).toEqual([]);
  });
});

describe('socket open and authed', () => {
  it.each(WITH_TOKEN)('opening the socket in %s sends tokenAuth with the token', (from) => {
    expect(run(from, { type: 'socketOpened' }).effects).toEqual([{ type: 'sendTokenAuth', token: TOKEN }]);
  });

  it.each(WITHOUT_TOKEN)('a socket opened in %s (no token) is closed again', (from) => {
    expect(effectTypes(from, { type: 'socketOpened' })).toEqual(['disconnect']);
  });

  it.each(WITH_TOKEN)('authed in %s stores the user, gives USER_VALID and runs queued actions', (from) => {
    const user = { ...USER, name: 'Ann B' };
    const step = run(from, { type: 'authed', user, serverVersion: '1.0.0', clientVersion: '1.0.0' });
    expect(step.state).toMatchObject({ authState: 'USER_VALID', user, authResolved: true, token: TOKEN });
    expect(step.effects).toEqual([{ type: 'runQueued' }]);
  });

  it('a server version differing from the client version reloads', () => {
    const step = run('TOKEN_LOCAL', { type: 'authed', user: USER, serverVersion: '1.1.0', clientVersion: '1.0.0' });
    expect(step.effects).toEqual([{ type: 'reload', why: 'version', serverVersion: '1.1.0' }, { type: 'runQueued' }]);
  });

  it('an unknown server version does not reload', () => {
    expect(effectTypes('TOKEN_LOCAL', { type: 'authed', user: USER, serverVersion: null, clientVersion: '1.0.0' })).toEqual(['runQueued']);
  });

  it.each(WITHOUT_TOKEN)('a late authed in %s (token already gone) is ignored', (from) => {
    const step = run(from, { type: 'authed', user: USER, serverVersion: null, clientVersion: '1' });
    expect(step.state).toEqual(snapshot(from));
    expect(step.effects).toEqual([]);
  });
});

describe('token warning and refresh', () => {
  it('tokenWarning in USER_VALID gives TOKEN_WARNING', () => {
    expect(run('USER_VALID', { type: 'tokenWarning' }).state.authState).toBe('TOKEN_WARNING');
  });

  it('tokenWarning is ignored when the token came from the cookie', () => {
    expect(run('USER_VALID', { type: 'tokenWarning' }, { tokenFromCookie: true }).state.authState).toBe('USER_VALID');
  });

  it.each(AUTH_STATES.filter((s) => s !== 'USER_VALID'))('tokenWarning in %s changes nothing', (from) => {
    expect(run(from, { type: 'tokenWarning' }).state).toEqual(snapshot(from));
  });

  it.each(WITH_TOKEN)('refreshToken in %s requests nextToken', (from) => {
    expect(effectTypes(from, { type: 'refreshToken' })).toEqual(['requestNextToken']);
  });

  it.each(WITHOUT_TOKEN)('refreshToken in %s does nothing', (from) => {
    expect(effectTypes(from, { type: 'refreshToken' })).toEqual([]);
  });

  it('newToken replaces and stores the token and returns from TOKEN_WARNING to USER_VALID', () => {
    const step = run('TOKEN_WARNING', { type: 'newToken', token: SAME_USER_TOKEN });
    expect(step.state).toMatchObject({ authState: 'USER_VALID', token: SAME_USER_TOKEN, user: USER });
    expect(step.effects).toEqual([{ type: 'storeToken', token: SAME_USER_TOKEN }]);
  });

  it.each(['TOKEN_LOCAL', 'TOKEN_SIGN_IN', 'USER_VALID', 'CONNECTION_LOST'] as const)('newToken in %s keeps the state and stores the token', (from) => {
    const step = run(from, { type: 'newToken', token: SAME_USER_TOKEN });
    expect(step.state).toMatchObject({ authState: from, token: SAME_USER_TOKEN, tokenFromCookie: false });
    expect(step.effects).toEqual([{ type: 'storeToken', token: SAME_USER_TOKEN }]);
  });

  it('newToken makes a cookie session an ordinary one', () => {
    expect(run('USER_VALID', { type: 'newToken', token: SAME_USER_TOKEN }, { tokenFromCookie: true }).state.tokenFromCookie).toBe(false);
  });

  it.each(WITHOUT_TOKEN)('newToken in %s (signed out) is ignored', (from) => {
    expect(run(from, { type: 'newToken', token: SAME_USER_TOKEN }).state).toEqual(snapshot(from));
  });
});

describe('socket close reasons', () => {
  const ending = [
    ['identFailed', 'IDENT_FAILED'],
    ['expiredOnConnect', 'CONNECT_EXPIRY'],
    ['tokenExpired', 'TOKEN_EXPIRY'],
  ] as const;

  for (const [reason, target] of ending) {
    it.each(WITH_TOKEN)(`${reason} in %s gives ${target} and clears user and token`, (from) => {
      const step = run(from, { type: 'socketClosed', code: 4001, reason });
      expect(step.state).toEqual({ authState: target, authResolved: true, user: blankUser(), token: null, tokenFromCookie: false });
      expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'disconnect', reason }]);
    });
  }

  it.each(WITH_TOKEN)('signedout in %s gives SIGNOUT, clears the session and the item cache', (from) => {
    const step = run(from, { type: 'socketClosed', code: 4000, reason: 'signedout' });
    expect(step.state).toMatchObject({ authState: 'SIGNOUT', token: null, user: blankUser() });
    expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'disconnect', reason: 'signedout' }, { type: 'resetItems' }]);
  });

  it.each(['TOKEN_LOCAL', 'TOKEN_SIGN_IN', 'USER_VALID', 'TOKEN_WARNING'] as const)('any other close in %s gives CONNECTION_LOST and keeps the session', (from) => {
    const step = run(from, { type: 'socketClosed', code: 1006, reason: '' });
    expect(step.state).toMatchObject({ authState: 'CONNECTION_LOST', token: TOKEN, authResolved: true });
    expect(step.state.user).toEqual(snapshot(from).user);
    expect(step.effects).toEqual([]);
  });

  it('repeated failures while CONNECTION_LOST change nothing', () => {
    const step = run('CONNECTION_LOST', { type: 'socketClosed', code: 4500, reason: 'timeout' });
    expect(step.state).toEqual(snapshot('CONNECTION_LOST'));
  });

  it.each(WITHOUT_TOKEN)('closes in %s (no session) are ignored', (from) => {
    for (const reason of ['identFailed', 'signedout', 'serverShutdown', '']) {
      const step = run(from, { type: 'socketClosed', code: 4000, reason });
      expect(step.state).toEqual(snapshot(from));
      expect(step.effects).toEqual([]);
    }
  });

  it('a bearer token refused over HTTP ends the session like the socket closes', () => {
    expect(run('USER_VALID', { type: 'authRejected', reason: 'tokenExpired' }).state.authState).toBe('TOKEN_EXPIRY');
    expect(run('TOKEN_LOCAL', { type: 'authRejected', reason: 'identFailed' }).state.authState).toBe('IDENT_FAILED');
    expect(run('NONE', { type: 'authRejected', reason: 'identFailed' }).state.authState).toBe('NONE');
  });
});

describe('other tabs', () => {
  it.each(WITH_TOKEN)('another tab removing the token in %s gives OTHER_TAB_SIGNOUT and clears the cache', (from) => {
    const step = run(from, { type: 'otherTabToken', token: null });
    expect(step.state).toMatchObject({ authState: 'OTHER_TAB_SIGNOUT', token: null, user: blankUser() });
    // The other tab already removed the stored token.
    expect(step.effects).toEqual([{ type: 'disconnect', reason: 'otherTabSignout' }, { type: 'resetItems' }]);
  });

  it.each(WITHOUT_TOKEN)('a removal seen in %s (no token here) is ignored', (from) => {
    expect(run(from, { type: 'otherTabToken', token: null }).state).toEqual(snapshot(from));
  });

  it.each(WITH_TOKEN)('a new token of the same uid in %s is adopted without reload', (from) => {
    const step = run(from, { type: 'otherTabToken', token: SAME_USER_TOKEN });
    expect(step.state.token).toBe(SAME_USER_TOKEN);
    expect(step.effects).toEqual([]);
  });

  it('adopting a refreshed token ends TOKEN_WARNING', () => {
    expect(run('TOKEN_WARNING', { type: 'otherTabToken', token: SAME_USER_TOKEN }).state.authState).toBe('USER_VALID');
  });

  it.each(WITH_TOKEN)('a token of a different uid in %s reloads the page', (from) => {
    const step = run(from, { type: 'otherTabToken', token: OTHER_USER_TOKEN });
    expect(step.state).toEqual(snapshot(from));
    expect(step.effects).toEqual([{ type: 'reload', why: 'otherUser' }]);
  });

  it.each(WITHOUT_TOKEN)('a sign-in in another tab while %s here reloads the page', (from) => {
    expect(run(from, { type: 'otherTabToken', token: OTHER_USER_TOKEN }).effects).toEqual([{ type: 'reload', why: 'otherUser' }]);
  });

  it('the same token written again changes nothing', () => {
    expect(run('USER_VALID', { type: 'otherTabToken', token: TOKEN })).toEqual({ state: snapshot('USER_VALID'), effects: [] });
  });
});

describe('sign-in and sign-out', () => {
  it.each(AUTH_STATES)('signing in from %s gives TOKEN_SIGN_IN, stores the token, reconnects and clears the cache', (from) => {
    const step = run(from, { type: 'signedIn', token: OTHER_USER_TOKEN, user: { ...USER, $id: 'User-4', _i: 4 } });
    expect(step.state).toMatchObject({ authState: 'TOKEN_SIGN_IN', token: OTHER_USER_TOKEN, authResolved: true, tokenFromCookie: false });
    expect(step.state.user.$id).toBe('User-4');
    expect(step.effects).toEqual([{ type: 'storeToken', token: OTHER_USER_TOKEN }, { type: 'reconnect' }, { type: 'resetItems' }]);
  });

  it('a sign-in answer without the token header resets to NONE', () => {
    const step = run('TOKEN_LOCAL', { type: 'signedIn', token: null });
    expect(step.state).toMatchObject({ authState: 'NONE', token: null, authResolved: true });
    expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'resetItems' }]);
  });

  it.each(WITH_TOKEN)('sign-out requested in %s removes the stored token, sends signout and keeps the state meanwhile', (from) => {
    const step = run(from, { type: 'signOutRequested' });
    expect(step.state).toEqual(snapshot(from));
    expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'sendSignout' }]);
  });

  it.each(WITHOUT_TOKEN)('sign-out requested in %s still tells the server', (from) => {
    const step = run(from, { type: 'signOutRequested' });
    expect(step.state).toEqual(snapshot(from));
    expect(step.effects).toEqual([{ type: 'sendSignout' }]);
  });

  it.each(WITH_TOKEN)('sign-out finished in %s gives SIGNOUT and clears everything', (from) => {
    const step = run(from, { type: 'signOutFinished' });
    expect(step.state).toMatchObject({ authState: 'SIGNOUT', token: null, user: blankUser() });
    expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'disconnect', reason: 'signedout' }, { type: 'resetItems' }]);
  });

  it('sign-out finished after the server already closed with signedout does not clear the cache twice', () => {
    expect(effectTypes('SIGNOUT', { type: 'signOutFinished' })).toEqual(['clearStoredToken', 'disconnect']);
  });
});

describe('dialog dismissal and masquerade', () => {
  it.each(AUTH_STATES.filter((s) => s !== 'NONE'))('clearUser in %s gives NONE with the cache cleared', (from) => {
    const step = run(from, { type: 'clearUser' });
    expect(step.state).toMatchObject({ authState: 'NONE', token: null, user: blankUser(), authResolved: true });
    expect(step.effects).toEqual([{ type: 'clearStoredToken' }, { type: 'disconnect', reason: 'clearUser' }, { type: 'resetItems' }]);
  });

  it('a masquerade token is stored and the app reloads', () => {
    const step = run('USER_VALID', { type: 'masqueradeToken', token: OTHER_USER_TOKEN });
    expect(step.state.token).toBe(OTHER_USER_TOKEN);
    expect(step.effects).toEqual([{ type: 'storeToken', token: OTHER_USER_TOKEN }, { type: 'reload', why: 'masquerade' }]);
  });
});

describe('derived flags', () => {
  it('hasValidToken holds exactly in the token states', () => {
    for (const state of AUTH_STATES) expect(hasValidToken(snapshot(state))).toBe(WITH_TOKEN.includes(state));
  });

  it('isSignedIn needs a confirmed user', () => {
    expect(isSignedIn(snapshot('USER_VALID'))).toBe(true);
    expect(isSignedIn(snapshot('TOKEN_WARNING'))).toBe(true);
    expect(isSignedIn(snapshot('CONNECTION_LOST'))).toBe(true);
    expect(isSignedIn(snapshot('TOKEN_LOCAL'))).toBe(false);
    expect(isSignedIn(snapshot('CONNECTION_LOST', { user: blankUser() }))).toBe(false);
    expect(isSignedIn(snapshot('SIGNOUT'))).toBe(false);
  });
});
