import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '../../db/sqlClient';
import { openDatabase } from '../../db/openDatabase';
import { testStoreTarget } from '../../testing/testStore';

/** A real store file in a fresh temporary directory, every migration applied. */
export function openTestDatabase(): { db: SqlClient; dir: string; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vgn-items-'));
  const db = openDatabase(dir, { synchronous: 'OFF', ...testStoreTarget(dir) });
  return {
    db,
    dir,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
