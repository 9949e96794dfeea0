import { statSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_FILE } from '../../server/db/openDatabase';
import type { BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { generateItems, type GeneratedData } from './generateItems';
import type { GenerationFigures } from './report';

const MEMBER_ORGANIZATIONS = 10;

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

function fileMegabytes(path: string): number {
  try {
    return statSync(path).size / 1024 / 1024;
  } catch {
    return 0;
  }
}

/** Fills the bench server's store with `items` generated items (bulk-load recipe unless plainLoad) and checkpoints the WAL. */
export async function fillStore(bench: BenchServer, items: number, plainLoad: boolean, now: number): Promise<{ data: GeneratedData; figures: GenerationFigures }> {
  const cpuBefore = process.cpuUsage();
  const generate = (): Promise<GeneratedData> =>
    generateItems(bench.store, {
      total: items,
      writer: bench.adminWriter,
      now,
      onProgress: (done, total) => progress(`generated ${done} / ${total} items`),
    });
  const loaded = plainLoad ? { result: await generate(), rebuildSeconds: 0 } : await withBulkLoad(bench.server.db, generate);
  const cpu = process.cpuUsage(cpuBefore);
  bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
  const data = loaded.result;
  const storeFile = join(bench.server.config.dataDir, STORE_FILE);
  return {
    data,
    figures: {
      items: data.total,
      organizations: data.organizations.length,
      staffUsers: data.staff.length,
      contacts: data.contacts.length,
      commLogs: data.commLogs.length,
      loadMode: plainLoad ? 'plain' : 'bulk',
      seconds: data.seconds,
      indexRebuildSeconds: loaded.rebuildSeconds,
      itemsPerSecond: data.total / (data.seconds + loaded.rebuildSeconds),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      storeMegabytes: fileMegabytes(storeFile) + fileMegabytes(`${storeFile}-wal`),
    },
  };
}

/** Ten organizations spread over the skewed owner distribution (neither only the largest nor the smallest). */
export function memberOrganizations(organizations: readonly string[]): string[] {
  const stride = Math.max(1, Math.floor(organizations.length / MEMBER_ORGANIZATIONS));
  const start = Math.min(7, stride - 1);
  return Array.from({ length: MEMBER_ORGANIZATIONS }, (_, k) => organizations[start + k * stride]).filter((id): id is string => id !== undefined);
}
