import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchArgs } from './args';
import { ADMIN } from './benchServer';
import { openPgSearchStore } from './searchPgStore';
import { openSearchStore, SNAPSHOT_FILE, storedData, storeDir } from './searchStores';
import { probeStart, type StartRun } from './startProbe';

/** One start of the real server on a kept store. */
export interface StartFigure {
  items: number;
  backend: 'sqlite' | 'postgres';
  /** With the index snapshot of the store's last run in DATA_DIR, or without one (the index is built from the tables). */
  snapshot: boolean;
  run: StartRun;
}

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** The search benchmark's kept SQLite store of `items` items, generated first when missing (many minutes at 1M). */
async function keptStore(storesDir: string, items: number): Promise<string> {
  const dir = storeDir(storesDir, items);
  if (storedData(dir, items)) return dir;
  const generated = await openSearchStore(storesDir, items);
  await generated.bench.close();
  return dir;
}

/**
 * Starts without a snapshot: the one in DATA_DIR is set aside for the run and dropped once the run's
 * build has written its own (equivalent, newer); put back when the run wrote none.
 */
async function startFromTables(dataDir: string, env: Record<string, string>): Promise<StartRun> {
  const file = join(dataDir, SNAPSHOT_FILE);
  const aside = `${file}.aside`;
  if (existsSync(file)) renameSync(file, aside);
  try {
    return await probeStart(env);
  } finally {
    if (existsSync(aside)) {
      if (existsSync(file)) rmSync(aside);
      else renameSync(aside, file);
    }
  }
}

/**
 * `--only start`: the real server (server/main.ts in a process of its own) started on the search
 * benchmark's kept stores (--search-sizes, --search-stores), first without an index snapshot (the
 * index is built from the tables, which writes the snapshot), then --start-runs times from that
 * snapshot. Each start is timed until it listens and until the search index is installed: wall, CPU
 * of the whole process, RSS. With --database-url the stores' PostgreSQL copies (the search
 * benchmark's schemas, loaded once) are started instead.
 */
export async function runStartBenchmark(args: BenchArgs): Promise<StartFigure[]> {
  const figures: StartFigure[] = [];
  const backend = args.databaseUrl === null ? 'sqlite' : 'postgres';
  for (const items of [...args.searchSizes].sort((a, b) => a - b)) {
    const sqliteDir = await keptStore(args.searchStores, items);
    let dataDir = sqliteDir;
    const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    if (args.databaseUrl !== null) {
      const pg = openPgSearchStore(sqliteDir, args.databaseUrl, items);
      pg.db.close();
      dataDir = pg.dataDir;
      Object.assign(env, { DATABASE_URL: args.databaseUrl, DATABASE_SCHEMA: pg.schema });
    }
    env.DATA_DIR = dataDir;
    progress(`start: ${items} items on ${backend}, without a snapshot (the index built from the tables)`);
    figures.push({ items, backend, snapshot: false, run: await startFromTables(dataDir, env) });
    for (let run = 1; run <= args.startRuns; run += 1) {
      progress(`start: ${items} items on ${backend}, from the snapshot (${run}/${args.startRuns})`);
      figures.push({ items, backend, snapshot: true, run: await probeStart(env) });
    }
  }
  return figures;
}
