import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 needs 32 MiB, so maxmem is raised above Node's 32 MiB default. */
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Stored form: scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>, so costs can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: 2 ** LOG_N, r: R, p: P, maxmem: MAX_MEM }, KEY_LENGTH);
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: MAX_MEM };
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches, verified for unknown e-mails so timing does not reveal accounts. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return decoyHash;
}

/** A readable random password for a generated administrator account. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
