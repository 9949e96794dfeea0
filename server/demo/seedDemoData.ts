import type { Database } from 'better-sqlite3';
import type { Registry } from '../../engine/registry/registry';
import type { CredentialStore } from '../auth/credentialStore';
import { getSetting, setSetting } from '../db/settings';
import type { ItemStore } from '../items/itemStore';
import { DemoCalendar } from './demoCalendar';
import { DemoRandom } from './demoRandom';
import { DemoSeed } from './demoSeed';
import { seedUncoveredTypes } from './exampleItems';
import { seedCommLogs, seedDispositions } from './seedActivity';
import { seedMeetings } from './seedMeetings';
import { seedOrganizations } from './seedOrganizations';
import { seedPeople } from './seedPeople';
import { seedRecentActivity } from './seedRecentActivity';
import type { DemoPeople } from './seedPeople';
import { seedOrganizationLovValues, seedSavedSearches, seedSystemAlert, seedWhatsNew } from './seedPlatform';

/** Settings key written with the demo data, so a store is seeded once. */
export const DEMO_DATA_MARKER = 'demoData.seeded';

/** Seed of the pseudo-random sequence: the same data on every store. */
export const DEMO_RANDOM_SEED = 20_240_611;

/** Types the hand-written seeders write; without any of them only the generic part runs. */
const SPECIFIC_TYPES = ['Organization', 'Contact', 'User', 'Disposition', 'CommLog', 'Meeting', 'SystemAlert', 'WhatsNew', 'SavedSearch', 'LOVValue'];

export type DemoDataState = 'seeded' | 'notEmpty' | 'empty';

/**
 * Whether demo data may be loaded: only into a store holding nothing but User items (the
 * administrator, registrations), never twice, never over someone's real records.
 */
export function demoDataState(db: Database): DemoDataState {
  if (getSetting(db, DEMO_DATA_MARKER) !== null) return 'seeded';
  const row: unknown = db.prepare("SELECT EXISTS (SELECT 1 FROM items WHERE type <> 'User') AS found").get();
  const found = typeof row === 'object' && row !== null && 'found' in row ? row.found : 0;
  return found === 1 ? 'notEmpty' : 'empty';
}

export interface DemoDataInput {
  store: ItemStore;
  credentials: CredentialStore;
  registry: Registry;
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

function seedSpecificTypes(seed: DemoSeed, input: DemoDataInput): DemoPeople {
  const organizations = seedOrganizations(seed);
  const people = seedPeople(seed, organizations, input.credentials, input.passwordHash);
  const dispositions = seedDispositions(seed, organizations, people);
  seedCommLogs(seed, organizations, people, dispositions);
  seedMeetings(seed, organizations, people, dispositions);
  seedSystemAlert(seed);
  seedWhatsNew(seed);
  seedSavedSearches(seed, organizations, people);
  seedOrganizationLovValues(seed, organizations, people);
  seedRecentActivity(seed, organizations, people);
  return people;
}

/**
 * Writes the whole demo data set and its marker in one transaction: hand-written realism for the
 * organization and platform types, then items from declaration examples for every other type.
 * Answers null (and writes nothing) when the store already holds demo data.
 */
export function seedDemoData(input: DemoDataInput): DemoDataSummary | null {
  const { store, registry } = input;
  return store.db.transaction((): DemoDataSummary | null => {
    if (getSetting(store.db, DEMO_DATA_MARKER) !== null) return null;
    const seed = new DemoSeed(store, registry, new DemoRandom(DEMO_RANDOM_SEED), new DemoCalendar(input.today), input.platformUserId);
    const specific = SPECIFIC_TYPES.every((type) => registry.types.has(type));
    const people: DemoPeople = specific ? seedSpecificTypes(seed, input) : { contactsByOrg: new Map(), users: [] };
    const generic = seedUncoveredTypes(seed);
    const summary: DemoDataSummary = {
      counts: seed.counts(),
      accounts: people.users.map((user) => ({ email: user.spec.email, userId: user.userId, role: user.spec.role })),
      skippedExamples: Object.fromEntries(Object.entries(generic).map(([type, result]) => [type, result.skipped])),
    };
    setSetting(store.db, DEMO_DATA_MARKER, JSON.stringify({ seeded: input.today.toISOString(), counts: summary.counts }));
    return summary;
  })();
}
