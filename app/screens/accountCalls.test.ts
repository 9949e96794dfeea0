import { describe, expect, it } from 'vitest';
import { ApiError } from '../net/apiContract';
import { emailProblem, passwordProblem, postAccount } from './accountCalls';

function fakeFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { calls, fetchImpl };
}

describe('postAccount', () => {
  it('posts JSON and resolves with the answer', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{"sent":true}');
    expect(await postAccount('/api/forgot-password', { email: 'a@b.org' }, fetchImpl)).toEqual({ sent: true });
    expect(calls[0]?.url).toBe('/api/forgot-password');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.org"}');
  });

  it('rejects with the server error', async () => {
    const { fetchImpl } = fakeFetch(409, '{"userMessage":"emailInUse","sysMessage":"an account with this e-mail exists"}');
    const error = await postAccount('/api/register', {}, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ userMessage: 'emailInUse' });
  });
});

describe('form checks', () => {
  it('asks for 10 characters and matching passwords', () => {
    expect(passwordProblem('short')).toBe('errors.passwordTooShort');
    expect(passwordProblem('long enough!', 'other')).toBe('shell.account.passwordsDiffer');
    expect(passwordProblem('long enough!', 'long enough!')).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(emailProblem('ada@example.org')).toBeUndefined();
    expect(emailProblem('ada')).toBe('errors.invalidEmail');
  });
});
