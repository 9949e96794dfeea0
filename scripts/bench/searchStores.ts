import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUpMember, signInMember, startBenchServer, UNLIMITED_REQUESTS, type Account, type BenchServer } from './benchServer';
import type { GenerationFigures } from './report';
import { fillStore, memberOrganizations } from './storeFill';

/**
 * The search benchmark's stores are generated once and kept: a million items take many minutes to
 * write (createMany with the bulk-load recipe), the searches a few seconds. Each size lives in its
 * own DATA_DIR under the stores directory; bench-data.json, written only after the store is complete
 * and its member set up, marks it reusable. Bump STORE_FORMAT when the generator changes.
 */
const STORE_FORMAT = 1;
const DATA_FILE = 'bench-data.json';
/** The index snapshot the server reads at start (server/modules.ts writes and reads the same name). */
export const SNAPSHOT_FILE = 'search-index.snapshot';

export interface StoreData {
  format: number;
  items: number;
  /** The instant the generator wrote around (the scenarios' date ranges are relative to it). */
  now: number;
  organizations: number;
  readOrgs: string[];
  memberUserId: string;
}

export interface SearchStore {
  bench: BenchServer;
  dataDir: string;
  now: number;
  member: Account;
  readOrgs: string[];
  /** Figures of the load when this run generated the store; undefined when it was reused. */
  generation: GenerationFigures | undefined;
}

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

export function storedData(dataDir: string, items: number): StoreData | undefined {
  try {
    const data = JSON.parse(readFileSync(join(dataDir, DATA_FILE), 'utf8')) as Partial<StoreData>;
    if (data.format !== STORE_FORMAT || data.items !== items || typeof data.now !== 'number' || typeof data.memberUserId !== 'string' || !Array.isArray(data.readOrgs)) return undefined;
    return data as StoreData;
  } catch {
    return undefined;
  }
}

/** The directory of the store of `items` items under `storesDir`. */
export function storeDir(storesDir: string, items: number): string {
  return join(storesDir, `items-${items}`);
}

/**
 * Opens the kept store of `items` items (server started on it, member signed in), generating it
 * first when it is missing, incomplete or of another format.
 */
export async function openSearchStore(storesDir: string, items: number): Promise<SearchStore> {
  const dataDir = storeDir(storesDir, items);
  const kept = storedData(dataDir, items);
  if (kept) {
    progress(`reusing the store of ${items} items in ${dataDir}`);
    const bench = await startBenchServer({ keepDir: dataDir, requestLimits: UNLIMITED_REQUESTS });
    // The server reads a large store's index snapshot in a worker and decodes it after listening:
    // wait, so that decode does not land inside the in-process timings.
    await bench.server.settled();
    const member = await signInMember(bench, kept.memberUserId);
    return { bench, dataDir, now: kept.now, member, readOrgs: kept.readOrgs, generation: undefined };
  }
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  progress(`generating a store of ${items} items in ${dataDir} (kept for later runs)`);
  const bench = await startBenchServer({ keepDir: dataDir, requestLimits: UNLIMITED_REQUESTS });
  try {
    const now = Date.now();
    const { data, figures } = await fillStore(bench, items, false, now);
    const readOrgs = memberOrganizations(data.organizations);
    const member = await setUpMember(bench, readOrgs);
    const stored: StoreData = { format: STORE_FORMAT, items, now, organizations: data.organizations.length, readOrgs, memberUserId: member.userId };
    writeFileSync(join(dataDir, DATA_FILE), `${JSON.stringify(stored, null, 2)}\n`);
    // As for a kept store: the server's own index work after the load (its build or snapshot in a
    // worker) would otherwise run beside the in-process timings and count in their CPU.
    await bench.server.settled();
    return { bench, dataDir, now, member, readOrgs, generation: figures };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
