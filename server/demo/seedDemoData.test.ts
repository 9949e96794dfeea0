import type { SqlClient } from '../db/sqlClient';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PluginDemoSeeder } from '../../engine/plugin/demoSeed';
import { pluginDemoKey } from '../../engine/plugin/demoSeed';
import type { Registry } from '../../engine/registry/registry';
import { CredentialStore } from '../auth/credentialStore';
import { openDatabase } from '../db/openDatabase';
import { testStoreTarget } from '../testing/testStore';
import { getSetting } from '../db/settings';
import { ItemStore, SYSTEM_WRITER } from '../items/itemStore';
import { createValidatorProvider } from '../items/validators';
import { builtInRegistry } from '../main';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { DemoCalendar } from './demoCalendar';
import type { RegisteredDemoSeeder } from './demoSeeders';
import { typesWithExamples } from './exampleItems';
import { DEMO_DATA_MARKER, demoDataState, seedDemoData } from './seedDemoData';
import type { DemoDataSummary } from './seedDemoData';

/**
 * The generic machinery with seeders written here (the plugins' own seeders are proved through a
 * real server in demoDataModule.test.ts and the plugins' tests).
 */

const TODAY = new Date('2025-03-15T10:00:00Z');
const calendar = new DemoCalendar(TODAY);
const HOST_NAME = pluginDemoKey<string>('test.hostName');

let registry: Registry;
const opened: { db: SqlClient; dir: string }[] = [];

beforeAll(async () => {
  registry = (await builtInRegistry())();
});

afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    removeDataDir(dir);
  }
});

function openStore(): { store: ItemStore; credentials: CredentialStore; db: SqlClient } {
  const dir = makeDataDir();
  const db = openDatabase(dir, testStoreTarget(dir));
  opened.push({ db, dir });
  const store = new ItemStore({ db, registry: () => registry, validators: createValidatorProvider() });
  return { store, credentials: new CredentialStore(db), db };
}

/** An organization, shared by name with the seeder after it. */
const hostSeeder: PluginDemoSeeder = (seed) => {
  seed.create('Organization', { displayName: 'Host Nation', type: 'COMMUNITY' }, { access: 'PUBLIC', created: { offsetDays: -30 } });
  seed.shared.set(HOST_NAME, 'Host Nation');
};

/** A demo account whose contact works for the organization the seeder before it made. */
const accountSeeder: PluginDemoSeeder = (seed) => {
  const [host] = seed.ids('Organization');
  seed.account({
    email: 'visitor@demo.test',
    role: `works for ${seed.shared.get(HOST_NAME) ?? 'nobody'}`,
    createUser: () => {
      const contact = seed.create('Contact', { firstName: 'Vera', lastName: 'Visitor', ...(host ? { assigned: host } : {}) }, { created: { offsetDays: -20 } });
      return seed.create('User', { name: 'Vera Visitor', email: 'visitor@demo.test', contact: contact.$id }, { created: { offsetDays: -20, by: SYSTEM_WRITER.userId } });
    },
  });
};

const SEEDERS: RegisteredDemoSeeder[] = [
  { plugin: 'host', seeder: hostSeeder },
  { plugin: 'visitor', seeder: accountSeeder },
];

function seed(target: ReturnType<typeof openStore>, seeders: readonly RegisteredDemoSeeder[] = SEEDERS): DemoDataSummary | null {
  return seedDemoData({ ...target, registry, seeders, passwordHash: 'scrypt$test', today: TODAY, platformUserId: 'User-1' });
}

function countOf(db: SqlClient, type: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM items WHERE type = ?').get(type)?.n ?? 0;
}

describe('seedDemoData', () => {
  it('runs the seeders in order, a later one using what an earlier one made and shared, then covers every other type from examples', () => {
    const target = openStore();
    const summary = seed(target);
    expect(summary?.accounts).toEqual([{ email: 'visitor@demo.test', userId: expect.stringMatching(/^User-/), role: 'works for Host Nation' }]);
    const contact = target.db.prepare("SELECT json_extract(data, '$.assigned') AS assigned FROM items WHERE type = 'Contact' ORDER BY idx").get();
    expect(contact).toEqual({ assigned: 'Organization-1' });
    // Organization was written by a seeder, so no example organization joins it; the rest come from examples.
    expect(countOf(target.db, 'Organization')).toBe(1);
    for (const type of typesWithExamples(registry)) expect(countOf(target.db, type), type).toBeGreaterThan(0);
    for (const [type, count] of Object.entries(summary?.counts ?? {})) expect(countOf(target.db, type), type).toBe(count);
    expect(JSON.parse(getSetting(target.db, DEMO_DATA_MARKER) ?? '{}')).toEqual({ seeded: TODAY.toISOString(), counts: summary?.counts });
    const created = target.db.prepare<[], { ts: string }>('SELECT created_ts AS ts FROM items').all().map((row) => row.ts);
    expect(created.every((ts) => ts >= calendar.stamp(-366, 0) && ts <= calendar.stamp(0, 0))).toBe(true);
  });

  it('gives a demo account a confirmed credential with the demo password, unless its e-mail already signs in', () => {
    const target = openStore();
    const summary = seed(target);
    expect(target.credentials.byEmail('visitor@demo.test')).toMatchObject({ userId: summary?.accounts[0]?.userId, emailConfirmed: true, passwordHash: 'scrypt$test' });

    const taken = openStore();
    taken.credentials.create({ userId: 'User-1', email: 'visitor@demo.test', passwordHash: 'scrypt$own', emailConfirmed: true });
    expect(seed(taken)?.accounts).toEqual([]);
    // createUser never ran: neither the account's contact nor its User item exists.
    expect(taken.db.prepare("SELECT count(*) AS n FROM items WHERE json_extract(data, '$.lastName') = 'Visitor' OR json_extract(data, '$.email') = 'visitor@demo.test'").get()).toEqual({ n: 0 });
    expect(taken.credentials.byEmail('visitor@demo.test')?.passwordHash).toBe('scrypt$own');
  });

  it('writes as the creator when asked, so the write is the demo user\'s own', () => {
    const target = openStore();
    const asUser: PluginDemoSeeder = (demo) => {
      demo.create('Organization', { displayName: 'Own', type: 'OTHER' }, { created: { offsetDays: -1, minuteOfDay: 600, by: 'User-7' }, asCreator: true });
    };
    seed(target, [{ plugin: 'own', seeder: asUser }]);
    expect(target.db.prepare("SELECT created_by AS by, created_ts AS ts FROM items WHERE type = 'Organization'").get()).toEqual({ by: 'User-7', ts: calendar.stamp(-1, 600) });
  });

  it('writes nothing when a seeder fails, and names its plugin', () => {
    const target = openStore();
    const failing: PluginDemoSeeder = (demo) => {
      demo.create('Organization', { displayName: 'Lost', type: 'OTHER' }, { created: { offsetDays: -1 } });
      demo.create('Organization', { type: 'NOT_A_TYPE' }, { created: { offsetDays: -1 } });
    };
    expect(() => seed(target, [SEEDERS[0] as RegisteredDemoSeeder, { plugin: 'broken', seeder: failing }])).toThrow(/plugin broken: its demo seeder failed/);
    expect(target.db.prepare('SELECT count(*) AS n FROM items').get()).toEqual({ n: 0 });
    expect(demoDataState(target.db)).toBe('empty');
  });

  it('writes the same data for the same day', () => {
    const dump = (db: SqlClient) => db.prepare('SELECT id, created_ts, created_by, access, data FROM items ORDER BY id').all();
    const first = openStore();
    const second = openStore();
    seed(first);
    seed(second);
    expect(dump(second.db)).toEqual(dump(first.db));
  });

  it('seeds a store once', () => {
    const target = openStore();
    expect(demoDataState(target.db)).toBe('empty');
    seed(target);
    const count = () => target.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM items').get()?.n;
    const before = count();
    expect(demoDataState(target.db)).toBe('seeded');
    expect(seed(target)).toBeNull();
    expect(count()).toBe(before);
  });

  it('calls a store with records other than users not empty', () => {
    const target = openStore();
    target.store.create('User', { name: 'Admin', email: 'admin@example.com', admin: true }, SYSTEM_WRITER);
    expect(demoDataState(target.db)).toBe('empty');
    target.store.create('Organization', { displayName: 'Real data', type: 'OTHER' }, SYSTEM_WRITER);
    expect(demoDataState(target.db)).toBe('notEmpty');
  });
});
