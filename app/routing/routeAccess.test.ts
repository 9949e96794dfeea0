import { describe, expect, it } from 'vitest';
import { parseRoute } from './parseRoute';
import { routeAccess, safeNext, signInLocation } from './routeAccess';
import type { TokenStatus } from './routeAccess';
import { routeTableFrom } from './routeTable';

const table = routeTableFrom([{ name: 'consult.projects' }, { name: 'admin.state', protected: true }]);

function decide(fullPath: string, token: TokenStatus) {
  const [path = '', query = ''] = fullPath.split('?');
  return routeAccess(parseRoute(path, query ? `?${query}` : '', table), fullPath, token);
}

describe('routeAccess', () => {
  it('opens sign-in, sign-out, item paths and known views without a token', () => {
    for (const path of ['/sign-in', '/sign-out', '/i-Organization-3', '/i-Bad', '/consult.projects', '/search?c0=x', '/docs/intro']) {
      expect(decide(path, 'none')).toEqual({ kind: 'allow' });
    }
  });

  it('sends signed-out visitors of other paths to sign-in with the full path as next', () => {
    expect(decide('/unknown/i-User-2?c1=x', 'none')).toEqual({
      kind: 'redirect',
      to: `/sign-in?next=${encodeURIComponent('/unknown/i-User-2?c1=x')}`,
    });
  });

  it('welcomes visitors at / (the start page offers sign-in), once a stored token is checked', () => {
    expect(decide('/', 'none')).toEqual({ kind: 'allow' });
    expect(decide('/', 'pending')).toEqual({ kind: 'wait' });
    expect(decide('/', 'valid')).toEqual({ kind: 'allow' });
  });

  it('needs a valid token for protected routes', () => {
    expect(decide('/notifications', 'none')).toEqual({ kind: 'redirect', to: '/sign-in?next=%2Fnotifications' });
    expect(decide('/imprint', 'none')).toEqual({ kind: 'redirect', to: '/sign-in?next=%2Fimprint' });
    expect(decide('/admin.state', 'none')).toMatchObject({ kind: 'redirect' });
    expect(decide('/notifications/i-Notify-3', 'valid')).toEqual({ kind: 'allow' });
  });

  it('waits while a stored token is being checked instead of redirecting', () => {
    expect(decide('/notifications', 'pending')).toEqual({ kind: 'wait' });
    expect(decide('/', 'pending')).toEqual({ kind: 'wait' });
    expect(decide('/i-User-2', 'pending')).toEqual({ kind: 'allow' });
  });

  it('lets signed-in users reach unknown paths (they show errors.cellKeyNotValid)', () => {
    expect(decide('/unknown', 'valid')).toEqual({ kind: 'allow' });
  });

  it('sends signed-in users away from register and forgot-password', () => {
    expect(decide('/register', 'valid')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/forgot-password', 'none')).toEqual({ kind: 'allow' });
  });
});

describe('signInLocation', () => {
  it('omits next for / and /sign-out', () => {
    expect(signInLocation('/')).toBe('/sign-in');
    expect(signInLocation('/sign-out')).toBe('/sign-in');
    expect(signInLocation('/sign-out?x=1')).toBe('/sign-in');
    expect(signInLocation('/i-User-3')).toBe('/sign-in?next=%2Fi-User-3');
  });
});

describe('safeNext', () => {
  it('accepts local addresses only', () => {
    expect(safeNext('/i-User-3?c0=1')).toBe('/i-User-3?c0=1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('/sign-in?next=x')).toBe('/');
  });
});
