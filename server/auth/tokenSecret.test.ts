import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { TOKEN_SECRET_FILE, loadTokenSecret } from './tokenSecret';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDataDir));

describe('loadTokenSecret', () => {
  it('generates a 256-bit secret once, keeps it with mode 0600 and reuses it', () => {
    const dir = makeDataDir();
    dirs.push(dir);
    const first = loadTokenSecret(dir, null);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadTokenSecret(dir, null)).equals(Buffer.from(first))).toBe(true);
  });

  it('uses TOKEN_SECRET when set and refuses a short one', () => {
    const dir = makeDataDir();
    dirs.push(dir);
    expect(Buffer.from(loadTokenSecret(dir, 'k'.repeat(32))).toString()).toBe('k'.repeat(32));
    expect(() => loadTokenSecret(dir, 'short')).toThrow(/256 bits/);
  });
});
