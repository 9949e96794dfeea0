import type { ParsedRoute } from './routeTypes';
import { HOME_VIEW } from './routeTypes';

/**
 * What the client knows about its token: valid (USER_VALID, TOKEN_WARNING), pending (a stored token
 * is still being checked over the socket, so no decision yet) or none.
 */
export type TokenStatus = 'valid' | 'pending' | 'none';

export type AccessDecision =
  | { kind: 'allow' }
  /** A stored token is still being checked: show nothing rather than bounce to sign-in and back. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';

/** /sign-in, with ?next={encoded full path} unless the visitor came from / or /sign-out. */
export function signInLocation(fullPath: string): string {
  const pathOnly = fullPath.split(/[?#]/)[0] ?? '';
  if (pathOnly === '' || pathOnly === '/' || pathOnly === SIGN_OUT_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(fullPath)}`;
}

/**
 * Where to go after signing in: the next parameter when it is an address on this site, else home.
 * A value like "//evil.example" or "https://..." would leave the site, so it is refused.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const path = next.split(/[?#]/)[0];
  if (path === SIGN_IN_PATH || path === SIGN_OUT_PATH) return '/';
  return next;
}

/**
 * Route access (platform spec §2 "Access to routes"): sign-in, sign-out, item paths and paths whose
 * first segment is a known view are open without a token; protected views need one; everything else
 * sends a signed-out visitor to sign-in. Views for signed-out visitors only send signed-in users home.
 */
export function routeAccess(route: ParsedRoute, fullPath: string, token: TokenStatus): AccessDecision {
  const first = route.columns[0];
  const deny = (): AccessDecision => (token === 'pending' ? { kind: 'wait' } : { kind: 'redirect', to: signInLocation(fullPath) });

  if (first === undefined) return token === 'valid' ? { kind: 'allow' } : deny();
  if (first.kind === 'item') return { kind: 'allow' };
  if (first.kind === 'invalid') {
    // A malformed item path is still an item path: it shows its warning to everybody.
    return token === 'valid' || first.segment.startsWith('i-') ? { kind: 'allow' } : deny();
  }

  const info = first.route;
  if (info.signedOutOnly === true) {
    if (token === 'valid') return { kind: 'redirect', to: '/' };
    return token === 'pending' ? { kind: 'wait' } : { kind: 'allow' };
  }
  // Home welcomes visitors (sign-in, register, what's new: issue 11, replacing the spec's redirect
  // of "/" to sign-in); a stored token is checked first so a returning user sees their own page.
  if (first.name === HOME_VIEW) return token === 'pending' ? { kind: 'wait' } : { kind: 'allow' };
  if (info.protected === true) return token === 'valid' ? { kind: 'allow' } : deny();
  return { kind: 'allow' };
}
