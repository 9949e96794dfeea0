import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, tokenUid } from './jwtPayload';
import { fakeJwt } from './testing/fakeJwt';

describe('jwtPayload', () => {
  it('reads the claims of a token', () => {
    const token = fakeJwt({ uid: 'User-3', mas: 'User-1', exp: 5, name: 'Zoë' });
    expect(decodeJwtPayload(token)).toEqual({ uid: 'User-3', mas: 'User-1', exp: 5, name: 'Zoë' });
    expect(tokenUid(token)).toBe('User-3');
  });

  it('returns null for anything that is not a readable token', () => {
    expect(tokenUid(null)).toBeNull();
    expect(tokenUid('')).toBeNull();
    expect(tokenUid('abc')).toBeNull();
    expect(tokenUid('a.!!!.c')).toBeNull();
    expect(tokenUid(fakeJwt({ sub: 'x' }))).toBeNull();
  });
});
