import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters and a 16-byte salt, and verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, logN, r, p, salt] = stored.split('$');
    expect([scheme, logN, r, p]).toEqual(['scrypt', '15', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'md5$1$2$3$abc$def')).toBe(false);
  });
});
