import { describe, expect, it } from 'vitest';
import { tokenStatusOf } from './tokenStatus';

const user = { $id: 'User-3' };
const blank = { $id: 'User-0' };

describe('tokenStatusOf', () => {
  it('is valid once the server confirmed the user', () => {
    expect(tokenStatusOf({ authState: 'USER_VALID', authResolved: true, token: 't', user })).toBe('valid');
    expect(tokenStatusOf({ authState: 'TOKEN_WARNING', authResolved: true, token: 't', user })).toBe('valid');
  });

  it('is pending during the start-up check and right after signing in', () => {
    expect(tokenStatusOf({ authState: 'NONE', authResolved: false, token: null, user: blank })).toBe('pending');
    expect(tokenStatusOf({ authState: 'TOKEN_LOCAL', authResolved: false, token: 't', user: blank })).toBe('pending');
    expect(tokenStatusOf({ authState: 'TOKEN_SIGN_IN', authResolved: true, token: 't', user })).toBe('pending');
  });

  it('is none without a token or after sign-out and expiry', () => {
    expect(tokenStatusOf({ authState: 'NONE', authResolved: true, token: null, user: blank })).toBe('none');
    expect(tokenStatusOf({ authState: 'SIGNOUT', authResolved: true, token: null, user: blank })).toBe('none');
    expect(tokenStatusOf({ authState: 'TOKEN_EXPIRY', authResolved: true, token: null, user: blank })).toBe('none');
  });
});
