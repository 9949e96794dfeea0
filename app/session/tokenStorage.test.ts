import { describe, expect, it } from 'vitest';
import { LocalStorageNotAvailableError, TokenStorage, checkedStorage, cookieValue, memoryStorage, type CookieJar } from './tokenStorage';

function cookieJar(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => initial, write: (c) => void written.push(c) };
}

describe('TokenStorage', () => {
  it('reads the token from local storage first', () => {
    const storage = memoryStorage();
    storage.setItem('Access-Token', 'local-token');
    const tokens = new TokenStorage(storage, cookieJar('vgn-imprint=cookie-token'), false);
    expect(tokens.read()).toEqual({ token: 'local-token', fromCookie: false });
  });

  it('falls back to the vgn-imprint cookie', () => {
    const tokens = new TokenStorage(memoryStorage(), cookieJar('a=1; vgn-imprint=cookie%2Etoken; b=2'), false);
    expect(tokens.read()).toEqual({ token: 'cookie.token', fromCookie: true });
  });

  it('has no token when neither holds one', () => {
    expect(new TokenStorage(memoryStorage(), cookieJar('vgn-imprint='), false).read()).toBeNull();
  });

  it('writes Access-Token and the vgn-token cookie', () => {
    const storage = memoryStorage();
    const jar = cookieJar();
    new TokenStorage(storage, jar, true).write('t.o.k');
    expect(storage.getItem('Access-Token')).toBe('t.o.k');
    expect(jar.written).toEqual(['vgn-token=t.o.k; Path=/; SameSite=Strict; Secure']);
  });

  it('clears the stored token and expires both cookies', () => {
    const storage = memoryStorage();
    storage.setItem('Access-Token', 'x');
    const jar = cookieJar();
    new TokenStorage(storage, jar, false).clear();
    expect(storage.getItem('Access-Token')).toBeNull();
    expect(jar.written).toEqual(['vgn-token=; Path=/; Max-Age=0; SameSite=Strict', 'vgn-imprint=; Path=/; Max-Age=0; SameSite=Strict']);
  });
});

describe('checkedStorage', () => {
  it('returns a working storage', () => {
    const storage = memoryStorage();
    expect(checkedStorage(() => storage)).toBe(storage);
  });

  it('raises localStorageNotAvailable when access or writes fail', () => {
    expect(() => checkedStorage(() => null)).toThrow(LocalStorageNotAvailableError);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    try {
      checkedStorage(() => broken);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ userMessage: 'localStorageNotAvailable', sysMessage: 'QuotaExceededError' });
    }
    expect(() =>
      checkedStorage(() => {
        throw new Error('SecurityError');
      }),
    ).toThrow(LocalStorageNotAvailableError);
  });
});

describe('cookieValue', () => {
  it('finds a cookie by exact name', () => {
    expect(cookieValue('vgn-token=a; vgn-imprint=b', 'vgn-imprint')).toBe('b');
    expect(cookieValue('xvgn-imprint=b', 'vgn-imprint')).toBeNull();
    expect(cookieValue('', 'vgn-imprint')).toBeNull();
  });

  it('keeps a value that is not URI-encoded', () => {
    expect(cookieValue('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});
