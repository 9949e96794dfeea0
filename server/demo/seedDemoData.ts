import type { SqlClient } from '../db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import type { CredentialStore } from '../auth/credentialStore';
import { getSetting, setSetting } from '../db/settings';
import type { ItemStore } from '../items/itemStore';
import { DemoCalendar } from './demoCalendar';
import { DemoRandom } from './demoRandom';
import { DemoSeed } from './demoSeed';
import type { RegisteredDemoSeeder } from './demoSeeders';
import { seedUncoveredTypes } from './exampleItems';
import { markHistoryNotificationsRead } from './historyNotifications';

/** Settings key written with the demo data, so a store is seeded once. */
export const DEMO_DATA_MARKER = 'demoData.seeded';

/** Seed of the pseudo-random sequence: the same data on every store. */
export const DEMO_RANDOM_SEED = 20_240_611;

export type DemoDataState = 'seeded' | 'notEmpty' | 'empty';

/**
 * Whether demo data may be loaded: only into a store holding nothing but User items (the
 * administrator, registrations), never twice, never over someone's real records.
 */
export function demoDataState(db: SqlClient): DemoDataState {
  if (getSetting(db, DEMO_DATA_MARKER) !== null) return 'seeded';
  const row: unknown = db.prepare("SELECT EXISTS (SELECT 1 FROM items WHERE type <> 'User') AS found").get();
  const found = typeof row === 'object' && row !== null && 'found' in row ? row.found : 0;
  return found === 1 ? 'notEmpty' : 'empty';
}

export interface DemoDataInput {
  store: ItemStore;
  credentials: CredentialStore;
  registry: Registry;
  /** The plugins' seeders, in plugin (dependsOn) order. */
  seeders: readonly RegisteredDemoSeeder[];
  /** scrypt hash of DEMO_PASSWORD (hashed before, since the seed runs in one synchronous transaction). */
  passwordHash: string;
  /** Day the data is relative to: logs of the last months, meetings of the coming weeks. */
  today: Date;
  /** Shown as creator of records no demo user wrote (the administrator). */
  platformUserId: string;
}

export interface DemoDataSummary {
  /** Items created per type. */
  counts: Record<string, number>;
  accounts: { email: string; userId: string; role: string }[];
  /** Per type seeded from its examples, examples that could not be used. */
  skippedExamples: Record<string, number>;
}

function runSeeder(seed: DemoSeed, { plugin, seeder }: RegisteredDemoSeeder): void {
  try {
    seeder(seed);
  } catch (error) {
    throw new Error(`plugin ${plugin}: its demo seeder failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Writes the whole demo data set and its marker in one transaction: every plugin's seeder in plugin
 * order (hand-written realism for the types it owns), then items from declaration examples for every
 * type no seeder wrote. Answers null (and writes nothing) when the store already holds demo data; a
 * failing seeder undoes everything. The notifications of history (PluginDemoSeed.asHistory) are then
 * marked read.
 */
export function seedDemoData(input: DemoDataInput): DemoDataSummary | null {
  const { store, registry } = input;
  let history: readonly string[] = [];
  const summary = store.transaction((): DemoDataSummary | null => {
    if (getSetting(store.db, DEMO_DATA_MARKER) !== null) return null;
    const seed = new DemoSeed({
      store,
      registry,
      random: new DemoRandom(DEMO_RANDOM_SEED),
      calendar: new DemoCalendar(input.today),
      platformUserId: input.platformUserId,
      credentials: input.credentials,
      passwordHash: input.passwordHash,
    });
    for (const seeder of input.seeders) runSeeder(seed, seeder);
    const generic = seedUncoveredTypes(seed);
    const summary: DemoDataSummary = {
      counts: seed.counts(),
      accounts: seed.accounts().map((account) => ({ ...account })),
      skippedExamples: Object.fromEntries(Object.entries(generic).map(([type, result]) => [type, result.skipped])),
    };
    setSetting(store.db, DEMO_DATA_MARKER, JSON.stringify({ seeded: input.today.toISOString(), counts: summary.counts }));
    history = seed.historyEventIds();
    return summary;
  });
  markHistoryNotificationsRead(store, history);
  return summary;
}
