import { api, installNetHooks, netRuntime } from '../net/api';
import { config } from '../net/config';
import { CLIENT_VERSION } from './clientVersion';
import { SessionController, type ReloadReason } from './sessionController';
import { emitSessionReset } from './sessionReset';
import { session } from './sessionStore';
import { LocalStorageNotAvailableError, TokenStorage, checkedStorage, memoryStorage } from './tokenStorage';

/** sessionStorage key guarding against reload loops when server and bundle versions disagree. */
const RELOADED_FOR_VERSION_KEY = 'vgn-reloaded-for-version';

let tokens = new TokenStorage(memoryStorage(), { read: () => '', write: () => undefined }, false);

function reloadPage(reason: ReloadReason): void {
  if (reason.why === 'version' && reason.serverVersion) {
    // One reload per server version: if the fresh page still carries the old bundle (a cache in
    // between), reloading again would loop forever.
    try {
      if (window.sessionStorage.getItem(RELOADED_FOR_VERSION_KEY) === reason.serverVersion) {
        console.warn(`Server runs ${reason.serverVersion}, this page ${CLIENT_VERSION}; already reloaded once.`);
        return;
      }
      window.sessionStorage.setItem(RELOADED_FOR_VERSION_KEY, reason.serverVersion);
    } catch {
      // Without sessionStorage the loop guard is gone; reload anyway as the spec asks.
    }
  }
  window.location.reload();
}

/** The one session of this page (auth state machine of spec §4 wired to the socket and storage). */
export const sessionController = new SessionController({
  store: session,
  tokens: { read: () => tokens.read(), write: (token) => tokens.write(token), clear: () => tokens.clear() },
  socket: {
    connect: () => netRuntime().socket.connect(),
    disconnect: (reason) => netRuntime().socket.disconnect(reason),
  },
  send: (o, b, options) => api.send(o, b, options),
  clientVersion: CLIENT_VERSION,
  reload: reloadPage,
  resetItems: emitSessionReset,
  socketTimeoutMs: () => config.wsTimeout,
  log: console,
});

installNetHooks({
  handshake: (request) => sessionController.handshake(request),
  onSocketClose: (info) => sessionController.socketClosed(info.code, info.reason),
  onAuthRejected: (error) => sessionController.authRejected(error.userMessage),
});
api.onPush('tokenWarning', (body) => sessionController.tokenWarning(body));
api.onPush('newToken', (body) => sessionController.newToken(body));

let started = false;

/**
 * Start-up (call once, from main.tsx): opens token storage (raising localStorageNotAvailable into
 * session.storageError and continuing in memory), listens to other tabs, and connects when a token exists.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  const cookies = { read: () => document.cookie, write: (cookie: string) => void (document.cookie = cookie) };
  try {
    tokens = new TokenStorage(checkedStorage(() => window.localStorage), cookies, window.location.protocol === 'https:');
    window.addEventListener('storage', (event) => {
      if (event.storageArea === window.localStorage) sessionController.storageChanged(event.key, event.newValue);
    });
  } catch (error) {
    if (!(error instanceof LocalStorageNotAvailableError)) throw error;
    session.storageError = 'errors.localStorageNotAvailable';
    tokens = new TokenStorage(memoryStorage(), cookies, window.location.protocol === 'https:');
  }
  sessionController.start();
}

/** Sign out: signout over the socket, wait up to the socket timeout, clear the user (state SIGNOUT). */
export function signOut(): Promise<void> {
  return sessionController.signOut();
}

/** The TOKEN_WARNING dialog's button: nextToken. */
export function refreshToken(): Promise<void> {
  return sessionController.refreshToken();
}

/** The auth dialog closed without refreshing (OTHER_TAB_SIGNOUT, TOKEN_EXPIRY ...): forget the user. */
export function dismissAuthDialog(): void {
  sessionController.dismissAuthDialog();
}

/** Runs the action once the user is valid (immediately when it already is). */
export function whenUserValid(action: () => void): void {
  sessionController.whenUserValid(action);
}
