import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../net/apiContract';
import { SessionController, type SessionControllerDeps } from './sessionController';
import { initialSessionState } from './sessionStore';
import { fakeJwt } from './testing/fakeJwt';
import type { StoredToken } from './tokenStorage';

const TOKEN = fakeJwt({ uid: 'User-3' });
const NEXT = fakeJwt({ uid: 'User-3', jti: 'n' });
const USER = { _t: 'User', _i: 3, $id: 'User-3', name: 'Ann' };

function setup(stored: StoredToken | null = { token: TOKEN, fromCookie: false }, send: SessionControllerDeps['send'] = vi.fn(async () => undefined)) {
  const store = initialSessionState();
  const tokens = { read: vi.fn(() => stored), write: vi.fn(), clear: vi.fn() };
  const socket = { connect: vi.fn(), disconnect: vi.fn() };
  const reload = vi.fn();
  const resetItems = vi.fn();
  const controller = new SessionController({
    store,
    tokens,
    socket,
    send,
    clientVersion: '1.0.0',
    reload,
    resetItems,
    socketTimeoutMs: () => 60_000,
    log: { warn: vi.fn() },
  });
  return { controller, store, tokens, socket, reload, resetItems, send };
}

describe('SessionController', () => {
  it('starts with a stored token: TOKEN_LOCAL, cookie refreshed, socket connecting', () => {
    const { controller, store, tokens, socket } = setup();
    controller.start();
    expect(store).toMatchObject({ authState: 'TOKEN_LOCAL', token: TOKEN, authResolved: false });
    expect(tokens.write).toHaveBeenCalledWith(TOKEN);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('starts without a token: NONE, resolved, no socket', () => {
    const { controller, store, socket } = setup(null);
    controller.start();
    expect(store).toMatchObject({ authState: 'NONE', authResolved: true });
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('the handshake sends tokenAuth {b: token, v: version} and stores the authed user; queued actions run', async () => {
    const { controller, store, reload } = setup();
    controller.start();
    const queued = vi.fn();
    controller.whenUserValid(queued);
    expect(queued).not.toHaveBeenCalled();
    const request = vi.fn(async () => ({ user: USER, $version: '1.0.0' }));
    await controller.handshake(request);
    expect(request).toHaveBeenCalledWith('tokenAuth', TOKEN, { v: '1.0.0' });
    expect(store).toMatchObject({ authState: 'USER_VALID', user: USER, authResolved: true });
    expect(queued).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    const later = vi.fn();
    controller.whenUserValid(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('reloads when the server runs another version', async () => {
    const { controller, reload } = setup();
    controller.start();
    await controller.handshake(async () => ({ user: USER, $version: '2.0.0' }));
    expect(reload).toHaveBeenCalledWith({ type: 'reload', why: 'version', serverVersion: '2.0.0' });
  });

  it('a failing tokenAuth rejects the handshake and leaves the state to the close that follows', async () => {
    const { controller, store } = setup();
    controller.start();
    await expect(controller.handshake(() => Promise.reject(new ApiError('badRequest')))).rejects.toMatchObject({ userMessage: 'badRequest' });
    expect(store.authState).toBe('TOKEN_LOCAL');
  });

  it('close reason identFailed clears the token and stops the socket', async () => {
    const { controller, store, tokens, socket } = setup();
    controller.start();
    await controller.handshake(async () => ({ user: USER, $version: '1.0.0' }));
    controller.socketClosed(4003, 'identFailed');
    expect(store).toMatchObject({ authState: 'IDENT_FAILED', token: null });
    expect(tokens.clear).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalledWith('identFailed');
  });

  it('a tokenWarning push records the expiry; refresh sends nextToken and stores the new token', async () => {
    const send = vi.fn(async () => ({ token: NEXT }));
    const { controller, store, tokens } = setup(undefined, send);
    controller.start();
    await controller.handshake(async () => ({ user: USER, $version: '1.0.0' }));
    controller.tokenWarning({ exp: 1, expiresAt: '2026-03-05T10:00:00.000Z' });
    expect(store).toMatchObject({ authState: 'TOKEN_WARNING', tokenExpiresAt: '2026-03-05T10:00:00.000Z' });
    await controller.refreshToken();
    expect(send).toHaveBeenCalledWith('nextToken');
    expect(store).toMatchObject({ authState: 'USER_VALID', token: NEXT });
    expect(tokens.write).toHaveBeenLastCalledWith(NEXT);
  });

  it('sign-out sends signout with the socket timeout, then clears the session', async () => {
    const send = vi.fn(async () => undefined);
    const { controller, store, tokens, socket, resetItems } = setup(undefined, send);
    controller.start();
    await controller.handshake(async () => ({ user: USER, $version: '1.0.0' }));
    await controller.signOut();
    expect(send).toHaveBeenCalledWith('signout', undefined, { timeoutMs: 60_000 });
    expect(store).toMatchObject({ authState: 'SIGNOUT', token: null, user: { $id: 'User-0' } });
    expect(tokens.clear).toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalledWith('signedout');
    expect(resetItems).toHaveBeenCalledTimes(1);
  });

  it('sign-out still completes when the server does not answer', async () => {
    const { controller, store } = setup(undefined, vi.fn(() => Promise.reject(new ApiError('wsMsgTimeout'))));
    controller.start();
    await controller.signOut();
    expect(store.authState).toBe('SIGNOUT');
  });

  it('another tab removing Access-Token gives OTHER_TAB_SIGNOUT; unrelated keys are ignored', () => {
    const { controller, store, resetItems } = setup();
    controller.start();
    controller.storageChanged('something-else', null);
    expect(store.authState).toBe('TOKEN_LOCAL');
    controller.storageChanged('Access-Token', null);
    expect(store.authState).toBe('OTHER_TAB_SIGNOUT');
    expect(resetItems).toHaveBeenCalledTimes(1);
  });

  it('another tab signing in as someone else reloads', () => {
    const { controller, reload } = setup();
    controller.start();
    controller.storageChanged('Access-Token', fakeJwt({ uid: 'User-9' }));
    expect(reload).toHaveBeenCalledWith({ type: 'reload', why: 'otherUser' });
  });

  it('sign-in stores the token, reconnects and clears the caches', () => {
    const { controller, store, socket, tokens, resetItems } = setup(null);
    controller.start();
    controller.signedIn(TOKEN, USER);
    expect(store).toMatchObject({ authState: 'TOKEN_SIGN_IN', token: TOKEN, user: USER });
    expect(tokens.write).toHaveBeenCalledWith(TOKEN);
    expect(socket.disconnect).toHaveBeenCalledWith('reconnect');
    expect(socket.connect).toHaveBeenCalled();
    expect(resetItems).toHaveBeenCalledTimes(1);
  });

  it('an HTTP bearer refusal ends the session', () => {
    const { controller, store } = setup();
    controller.start();
    controller.authRejected('notAllowed');
    expect(store.authState).toBe('TOKEN_LOCAL');
    controller.authRejected('tokenExpired');
    expect(store.authState).toBe('TOKEN_EXPIRY');
  });

  it('dismissing the dialog forgets the user', () => {
    const { controller, store } = setup();
    controller.start();
    controller.socketClosed(4001, 'tokenExpired');
    controller.dismissAuthDialog();
    expect(store.authState).toBe('NONE');
  });

  it('a masquerade token is stored and the page reloads', () => {
    const { controller, tokens, reload } = setup();
    controller.start();
    controller.masqueradeToken(NEXT);
    expect(tokens.write).toHaveBeenLastCalledWith(NEXT);
    expect(reload).toHaveBeenCalledWith({ type: 'reload', why: 'masquerade' });
  });
});
