import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TOKEN_SECRET_FILE = 'token-secret';
const MIN_SECRET_BYTES = 32;

/**
 * The HS256 key: TOKEN_SECRET when configured, else a 256-bit secret generated once and kept in
 * DATA_DIR/token-secret (mode 0600) so tokens survive restarts.
 */
export function loadTokenSecret(dataDir: string, configured: string | null): Uint8Array {
  if (configured !== null) {
    const bytes = Buffer.from(configured, 'utf8');
    if (bytes.length < MIN_SECRET_BYTES) throw new Error('TOKEN_SECRET must be at least 32 bytes (256 bits)');
    return new Uint8Array(bytes);
  }
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // flag "wx" refuses to overwrite a secret another process wrote meanwhile.
    writeFileSync(file, randomBytes(MIN_SECRET_BYTES * 2).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) throw new Error(`${file} holds a secret shorter than 256 bits`);
  return new Uint8Array(Buffer.from(secret, 'utf8'));
}
