import { describe, expect, it } from 'vitest';
import { fakeFetch, headerOf, jsonResponse } from '../net/testing/fakeFetch';
import { postForToken, signIn } from './signIn';
import { session } from './sessionStore';

const USER = { _t: 'User', _i: 3, $id: 'User-3', name: 'Ann' };

describe('postForToken', () => {
  it('reads the token from x-vgn-token and the user from the body', async () => {
    const { fetch, calls } = fakeFetch([jsonResponse(USER, { headers: { 'x-vgn-token': 'tok' } })]);
    await expect(postForToken(fetch, '/api/sign-in', { email: 'a@b.c', password: 'pw' }, 1000)).resolves.toEqual({ token: 'tok', user: USER });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('rejects with the server error of a failed sign-in', async () => {
    const { fetch } = fakeFetch([jsonResponse({ userMessage: 'invalidCredentials', sysMessage: 'no match' }, { status: 401 })]);
    await expect(postForToken(fetch, '/api/sign-in', {}, 1000)).rejects.toMatchObject({ userMessage: 'invalidCredentials' });
  });

  it('an answer without the header has no token', async () => {
    const { fetch } = fakeFetch([jsonResponse(USER)]);
    await expect(postForToken(fetch, '/api/sign-in', {}, 1000)).resolves.toEqual({ token: null, user: USER });
  });
});

describe('signIn', () => {
  it('without the token header resets to NONE and rejects', async () => {
    const { fetch } = fakeFetch([jsonResponse(USER)]);
    await expect(signIn('a@b.c', 'pw', fetch)).rejects.toMatchObject({ userMessage: 'generalFailure' });
    expect(session).toMatchObject({ authState: 'NONE', token: null });
  });
});
