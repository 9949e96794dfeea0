import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { loadTokenSecret } from '../auth/tokenSecret';
import { TokenService } from '../auth/tokens';
import { openSocket, postJson, signIn } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  removeDataDir(server.config.dataDir);
});

const post = (path: string, body: unknown, headers?: Record<string, string>) => postJson(`${server.url}${path}`, body, headers);

/** The token of the last link mailed to recipient for the given route. */
function mailedToken(recipient: string, route: '/confirm-email' | '/set-pass'): string {
  const mail = server.readOutbox(recipient).at(-1);
  const match = mail && new RegExp(`${route}\\?token=(\\S+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link mailed to ${recipient}`);
  return decodeURIComponent(match[1]);
}

describe('POST /api/sign-in', () => {
  it('answers the user with the token in x-vgn-token', async () => {
    const response = await post('/api/sign-in', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vgn-token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await response.json()).toMatchObject({ $id: 'User-1', _t: 'User', admin: true, email: TEST_ADMIN.email });
  });

  it('answers 401 invalidCredentials for a wrong password or unknown e-mail', async () => {
    for (const body of [
      { email: TEST_ADMIN.email, password: 'wrong password!' },
      { email: 'nobody@example.com', password: 'whatever it is' },
      {},
    ]) {
      const response = await post('/api/sign-in', body);
      expect(response.status).toBe(401);
      expect(response.headers.get('x-vgn-token')).toBeNull();
      expect(await response.json()).toMatchObject({ userMessage: 'invalidCredentials', sysMessage: expect.any(String) });
    }
  });

  it('limits failures per account: the sixth attempt is refused even with the right password', async () => {
    await post('/api/register', { name: 'Limited', email: 'limited@example.com', password: 'limited password' });
    await post('/api/confirm-email', { token: mailedToken('limited@example.com', '/confirm-email') });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/sign-in', { email: 'limited@example.com', password: 'bad guess 123' })).status).toBe(401);
    }
    const blocked = await post('/api/sign-in', { email: 'limited@example.com', password: 'limited password' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ userMessage: 'tooManyAttempts' });
  });

  it('limits failures per client address across accounts', async () => {
    const limited = await startTestServer({ rateLimits: { perAddress: 3 } });
    try {
      for (const name of ['a', 'b', 'c']) {
        const response = await postJson(`${limited.url}/api/sign-in`, { email: `${name}@example.com`, password: 'nope nope' });
        expect(response.status).toBe(401);
      }
      const blocked = await postJson(`${limited.url}/api/sign-in`, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toMatchObject({ userMessage: 'tooManyAttempts' });
    } finally {
      await limited.close();
      removeDataDir(limited.config.dataDir);
    }
  });
});

describe('registration', () => {
  it('validates the form with userMessage keys', async () => {
    const cases: [unknown, number, string][] = [
      [{ email: 'x@example.com', password: 'long enough pw' }, 400, 'required'],
      [{ name: 'X', email: 'not-an-email', password: 'long enough pw' }, 400, 'invalidEmail'],
      [{ name: 'X', email: 'x@example.com', password: 'short' }, 400, 'passwordTooShort'],
      [{ name: 'X', email: TEST_ADMIN.email, password: 'long enough pw' }, 409, 'emailInUse'],
    ];
    for (const [body, status, userMessage] of cases) {
      const response = await post('/api/register', body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ userMessage });
    }
  });

  it('creates a User item, mails a confirmation link, and signs in only after confirming', async () => {
    const response = await post('/api/register', { name: 'Rita', email: 'Rita@Example.com', password: 'ritas password' });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { $id: string; admin: boolean; email: string } };
    expect(user).toMatchObject({ _t: 'User', admin: false, email: 'rita@example.com' });

    const early = await post('/api/sign-in', { email: 'rita@example.com', password: 'ritas password' });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ userMessage: 'emailNotConfirmed' });

    const mail = server.readOutbox('rita@example.com').at(-1);
    expect(mail?.text).toContain(`${server.config.publicUrl ?? 'http://localhost'}`);
    const token = mailedToken('rita@example.com', '/confirm-email');
    const confirmed = await post('/api/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ confirmed: true, userId: user.$id });
    // Single use.
    const again = await post('/api/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ userMessage: 'invalidToken' });

    const signedIn = await signIn(server.url, 'RITA@example.com', 'ritas password');
    expect(signedIn).toBeTruthy();
  });
});

describe('password reset', () => {
  it('always answers 200 and mails a set-pass link only to known accounts', async () => {
    const before = server.readOutbox().length;
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(server.readOutbox()).toHaveLength(before);
    const known = await post('/api/forgot-password', { email: TEST_ADMIN.email });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(server.readOutbox(TEST_ADMIN.email).at(-1)?.text).toContain('/set-pass?token=');
  });

  it('sets the password with the mailed token once, signs in, and ends older tokens', async () => {
    await post('/api/register', { name: 'Paul', email: 'paul@example.com', password: 'first password' });
    await post('/api/confirm-email', { token: mailedToken('paul@example.com', '/confirm-email') });
    const paul = await signIn(server.url, 'paul@example.com', 'first password');
    const check = await server.tokens.verify(paul);
    if (!check.ok) throw new Error('fresh token did not verify');
    const { uid } = check.claims;
    // A token issued a minute before the change (tokens_after has second resolution).
    const earlier = new TokenService(loadTokenSecret(server.config.dataDir, null), 3_600_000, () => Date.now() - 60_000);
    const oldToken = (await earlier.issue({ uid })).token;
    expect((await server.authenticator.authenticate(oldToken)).ok).toBe(true);
    await post('/api/forgot-password', { email: 'paul@example.com' });
    const token = mailedToken('paul@example.com', '/set-pass');

    const tooShort = await post('/api/set-pass', { token, password: 'short' });
    expect(await tooShort.json()).toMatchObject({ userMessage: 'passwordTooShort' });
    const set = await post('/api/set-pass', { token, password: 'second password' });
    expect(set.status).toBe(200);
    expect(set.headers.get('x-vgn-token')).toBeTruthy();
    expect(await set.json()).toMatchObject({ email: 'paul@example.com' });

    const reused = await post('/api/set-pass', { token, password: 'third password!' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ userMessage: 'invalidToken' });
    expect((await post('/api/sign-in', { email: 'paul@example.com', password: 'first password' })).status).toBe(401);
    await signIn(server.url, 'paul@example.com', 'second password');

    const socket = await openSocket(server.url);
    socket.send({ o: 'tokenAuth', b: oldToken, s: '1' });
    expect(await socket.closed).toEqual({ code: 4003, reason: 'identFailed' });
  });
});
