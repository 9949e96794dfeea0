import type { Database } from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../engine/registry/registry';
import { CredentialStore } from '../auth/credentialStore';
import { openDatabase } from '../db/openDatabase';
import { ItemStore, SYSTEM_WRITER } from '../items/itemStore';
import { parseFields } from '../items/itemShape';
import { createValidatorProvider } from '../items/validators';
import { builtInRegistry } from '../main';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { DEMO_ACCOUNTS } from './data/accounts';
import { DemoCalendar } from './demoCalendar';
import { typesWithExamples } from './exampleItems';
import { demoDataState, seedDemoData } from './seedDemoData';
import type { DemoDataSummary } from './seedDemoData';

const TODAY = new Date('2025-03-15T10:00:00Z');
const calendar = new DemoCalendar(TODAY);
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

let registry: Registry;
const opened: { db: Database; dir: string }[] = [];

beforeAll(async () => {
  registry = (await builtInRegistry())();
});

afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    removeDataDir(dir);
  }
});

function openStore(): { store: ItemStore; credentials: CredentialStore; db: Database } {
  const dir = makeDataDir();
  const db = openDatabase(dir);
  opened.push({ db, dir });
  const store = new ItemStore({ db, registry: () => registry, validators: createValidatorProvider() });
  return { store, credentials: new CredentialStore(db), db };
}

function seed(target: ReturnType<typeof openStore>): DemoDataSummary | null {
  return seedDemoData({ ...target, registry, passwordHash: 'scrypt$test', today: TODAY, platformUserId: 'User-1' });
}

function fieldsOfType(db: Database, type: string): Record<string, unknown>[] {
  const rows = db.prepare<[string], { data: string }>('SELECT data FROM items WHERE type = ? ORDER BY idx').all(type);
  return rows.map((row) => parseFields(row.data));
}

function accessLevels(db: Database, type: string): string[] {
  return db.prepare<[string], { access: string }>('SELECT DISTINCT access FROM items WHERE type = ? ORDER BY access').all(type).map((row) => row.access);
}

describe('seedDemoData', () => {
  it('creates organizations, contacts, demo users and items of every creatable type with examples', () => {
    const target = openStore();
    const summary = seed(target);
    expect(summary?.counts.Organization).toBeGreaterThanOrEqual(12);
    expect(summary?.counts.Contact).toBeGreaterThanOrEqual(60);
    expect(summary?.accounts.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    for (const type of typesWithExamples(registry)) {
      expect(fieldsOfType(target.db, type).length, type).toBeGreaterThan(0);
    }
    const orgTypes = new Set(fieldsOfType(target.db, 'Organization').map((organization) => organization.type));
    expect(orgTypes.size).toBeGreaterThanOrEqual(6);
    for (const contact of fieldsOfType(target.db, 'Contact')) {
      for (const phone of [contact.officePhone, contact.mobilePhone, contact.otherPhone].filter((value) => value !== undefined)) {
        expect(phone).toMatch(PHONE);
      }
    }
    for (const type of ['Contact', 'CommLog', 'Meeting']) expect(accessLevels(target.db, type).length, type).toBeGreaterThanOrEqual(2);
    expect(fieldsOfType(target.db, 'WhatsNew').map((entry) => entry.version)).toEqual(['2.3.90', '2.3.88', '2.3.80', '2.3.70']);
    expect(fieldsOfType(target.db, 'SystemAlert')).toEqual([expect.objectContaining({ modal: false, active: true })]);
  });

  it('spreads logs over the last six months and meetings up to a month ahead, some without times', () => {
    const target = openStore();
    seed(target);
    const logDates = fieldsOfType(target.db, 'CommLog').map((log) => String(log.date));
    expect(logDates.every((date) => date >= calendar.date(-182) && date < calendar.date(0))).toBe(true);
    const meetings = fieldsOfType(target.db, 'Meeting');
    expect(meetings.every((meeting) => String(meeting.date) >= calendar.date(-182) && String(meeting.date) <= calendar.date(30))).toBe(true);
    expect(meetings.some((meeting) => String(meeting.date) > calendar.date(0))).toBe(true);
    expect(meetings.some((meeting) => meeting.start === undefined)).toBe(true);
    expect(meetings.some((meeting) => meeting.start !== undefined && meeting.end !== undefined)).toBe(true);
    const created = target.db.prepare<[], { ts: string }>('SELECT created_ts AS ts FROM items').all().map((row) => row.ts);
    expect(created.every((ts) => ts >= calendar.stamp(-366, 0) && ts <= calendar.stamp(0, 0))).toBe(true);
  });

  it('links each demo user to its contact and organizations, with a confirmed credential', () => {
    const target = openStore();
    const summary = seed(target);
    const stoneyCreek = target.db.prepare<[], { id: string }>("SELECT id FROM items WHERE type = 'Organization' AND data LIKE '%Stoney Creek First Nation%'").get();
    const byEmail = (email: string) => {
      const userId = summary?.accounts.find((account) => account.email === email)?.userId ?? '';
      return { userId, user: target.store.get(userId) };
    };
    const orgAdmin = byEmail('orgadmin@demo.test');
    expect(orgAdmin.user).toMatchObject({ adminOrg: [stoneyCreek?.id], readOrg: [stoneyCreek?.id], capabilities: { Org: true } });
    expect(target.store.get(String(orgAdmin.user?.contact))).toMatchObject({ user: orgAdmin.userId, assigned: stoneyCreek?.id });
    const community = byEmail('community@demo.test');
    expect(community.user).not.toHaveProperty('readOrg');
    expect(community.user).not.toHaveProperty('adminOrg');
    for (const account of DEMO_ACCOUNTS) {
      expect(target.credentials.byEmail(account.email)).toMatchObject({ emailConfirmed: true, passwordHash: 'scrypt$test' });
    }
    const savedBy = target.db.prepare<[], { by: string }>("SELECT created_by AS by FROM items WHERE type = 'SavedSearch'").all();
    expect(savedBy.map((row) => row.by).sort()).toEqual(summary?.accounts.map((account) => account.userId).sort());
  });

  it('writes the same data for the same day', () => {
    const dump = (db: Database) => db.prepare('SELECT id, created_ts, created_by, access, data FROM items ORDER BY id').all();
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
