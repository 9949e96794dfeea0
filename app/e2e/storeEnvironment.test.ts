import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStoreTarget } from '../../server/testing/testStore';
import { storeEnvironment } from './storeEnvironment';

describe('the end-to-end server store', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is SQLite in DATA_DIR without TEST_DATABASE_URL', () => {
    vi.stubEnv('TEST_DATABASE_URL', '');
    expect(storeEnvironment('/tmp/vgn-e2e-abc')).toEqual({});
  });

  it('is the PostgreSQL schema the test readers (outboxOf) open for the same data directory', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgresql://postgres@127.0.0.1:55432/postgres');
    for (const dataDir of ['/tmp/vgn-e2e-abc', '/tmp/vgn-e2e-other/', 'relative-dir']) {
      const target = testStoreTarget(dataDir);
      expect(storeEnvironment(dataDir)).toEqual({ DATABASE_URL: target.url, DATABASE_SCHEMA: target.schema });
    }
    expect(storeEnvironment('/tmp/vgn-e2e-abc').DATABASE_SCHEMA).not.toBe(storeEnvironment('/tmp/vgn-e2e-abd').DATABASE_SCHEMA);
  });
});
