import { readFileSync } from 'node:fs';
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
    expect(passwordProblem('long enough!', 'other')).toBe('errors.passwordsDiffer');
    expect(passwordProblem('long enough!', 'long enough!')).toBeUndefined();
  });

  it('refuses with keys the error box shows as text (it reads errors.* ids; the texts ship in every language)', () => {
    const en = JSON.parse(readFileSync(new URL('../messages/shell.en.json', import.meta.url), 'utf8')) as Record<string, string>;
    const fr = JSON.parse(readFileSync(new URL('../messages/shell.fr.json', import.meta.url), 'utf8')) as Record<string, string>;
    for (const key of [passwordProblem('short'), passwordProblem('long enough!', 'other')]) {
      expect(key).toMatch(/^errors\./);
      expect([en[key ?? ''], fr[key ?? '']]).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  it('checks e-mail addresses', () => {
    expect(emailProblem('ada@example.org')).toBeUndefined();
    expect(emailProblem('ada')).toBe('errors.invalidEmail');
  });
});
