import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens';

const secret = new TextEncoder().encode('s'.repeat(64));

describe('TokenService', () => {
  it('issues tokens carrying uid, iat, exp, jti and mas when masquerading', async () => {
    const tokens = new TokenService(secret, 60_000);
    const plain = await tokens.issue({ uid: 'User-2' });
    expect(plain.claims.exp - plain.claims.iat).toBeGreaterThanOrEqual(60);
    expect(plain.claims.mas).toBeUndefined();
    const check = await tokens.verify(plain.token);
    expect(check).toEqual({ ok: true, claims: plain.claims });
    const masked = await tokens.issue({ uid: 'User-2', mas: 'User-1' });
    expect(await tokens.verify(masked.token)).toMatchObject({ ok: true, claims: { uid: 'User-2', mas: 'User-1' } });
    expect(masked.claims.jti).not.toBe(plain.claims.jti);
  });

  it('tells an expired token from an invalid one', async () => {
    const tokens = new TokenService(secret, 60_000);
    const expired = await tokens.issue({ uid: 'User-2' }, -5_000);
    expect(await tokens.verify(expired.token)).toEqual({ ok: false, reason: 'expired' });
    const other = new TokenService(new TextEncoder().encode('o'.repeat(64)), 60_000);
    expect(await other.verify((await tokens.issue({ uid: 'User-2' })).token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify('not.a.token')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('pins HS256: unsigned and other-algorithm tokens are refused', async () => {
    const tokens = new TokenService(secret, 60_000);
    const now = Math.floor(Date.now() / 1000);
    const claims = { uid: 'User-1', iat: now, exp: now + 60, jti: 'x' };
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const unsigned = `${header}.${base64url.encode(JSON.stringify(claims))}.`;
    expect(await tokens.verify(unsigned)).toEqual({ ok: false, reason: 'invalid' });
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expect(await tokens.verify(hs512)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses tokens without the uid claim', async () => {
    const tokens = new TokenService(secret, 60_000);
    const now = Math.floor(Date.now() / 1000);
    const noUid = await new SignJWT({ iat: now, exp: now + 60, jti: 'x' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(await tokens.verify(noUid)).toEqual({ ok: false, reason: 'invalid' });
  });
});
