import { demoServerForFile } from '../../server/testing/demoServerForFile';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEST_TODAY, demoAccountEmails, seededCounts } from '../../server/testing/demoTestServer';
import { postJson, signIn } from '../../server/testing/socketClient';
import { DEMO_ACCOUNTS } from './server/demo/data/accounts';

/**
 * The org plugin's demo data as a real server with every plugin seeds it (DEMO_DATA=1): the
 * consultation landscape, the demo accounts with their memberships, and what they find on first sign-in.
 */

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** "YYYY-MM-DD" of the day offsetDays from the seeded day. */
const day = (offsetDays: number): string => new Date(DEMO_TEST_TODAY.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const demo = demoServerForFile(90_000);

function fieldsOfType(type: string): Record<string, unknown>[] {
  const rows = demo.server.db.prepare<[string], { data: string }>('SELECT data FROM items WHERE type = ? ORDER BY idx').all(type);
  return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
}

function fieldsOf(id: string): Record<string, unknown> {
  const row = demo.server.db.prepare<[string], { data: string }>('SELECT data FROM items WHERE id = ?').get(id);
  return row === undefined ? {} : (JSON.parse(row.data) as Record<string, unknown>);
}

function accessLevels(type: string): string[] {
  return demo.server.db.prepare<[string], { access: string }>('SELECT DISTINCT access FROM items WHERE type = ? ORDER BY access').all(type).map((row) => row.access);
}

function firstId(sql: string, ...params: string[]): string {
  const row = demo.server.db.prepare<string[], { id: string }>(sql).get(...params);
  if (row === undefined) throw new Error(`no demo item for ${sql}`);
  return row.id;
}

const organization = (name: string): string => firstId("SELECT id FROM items WHERE type = 'Organization' AND json_extract(data, '$.displayName') = ?", name);
const userIdOf = (email: string): string => firstId("SELECT id FROM items WHERE type = 'User' AND json_extract(data, '$.email') = ?", email);

async function call(token: string, o: string, b: unknown): Promise<{ status: number; b: unknown }> {
  const response = await postJson(`${demo.server.url}/api/item`, { o, b, s: '1' }, { authorization: `Bearer ${token}` });
  const reply = (await response.json()) as { b: unknown };
  return { status: response.status, b: reply.b };
}

/** total of a search/ids over one type, as the token's user sees it. */
async function searchTotal(token: string, type: string): Promise<number> {
  const reply = await call(token, 'search/ids', { must: [{ kind: 'type', value: type }] });
  return (reply.b as { total: number }).total;
}

describe('org demo data', { timeout: 60_000 }, () => {
  it('seeds the consultation landscape: the same kinds and counts on every store', () => {
    // 51 of org's own and the communication log of the sent letter plugins/letters seeds.
    expect(seededCounts(demo.server)).toMatchObject({ Organization: 13, Contact: 67, User: 4, Disposition: 9, CommLog: 52, Meeting: 28, SavedSearch: 4, LOVValue: 4 });
    expect(new Set(fieldsOfType('Organization').map((org) => org.type)).size).toBeGreaterThanOrEqual(6);
    for (const contact of fieldsOfType('Contact')) {
      for (const phone of [contact.officePhone, contact.mobilePhone, contact.otherPhone].filter((value) => value !== undefined)) expect(phone).toMatch(PHONE);
    }
    for (const type of ['Contact', 'CommLog', 'Meeting']) expect(accessLevels(type).length, type).toBeGreaterThanOrEqual(2);
  });

  it('spreads logs over the last six months and meetings up to a month ahead, some without times', () => {
    const logDates = fieldsOfType('CommLog').map((log) => String(log.date));
    expect(logDates.every((date) => date >= day(-182) && date < day(0))).toBe(true);
    const meetings = fieldsOfType('Meeting');
    expect(meetings.every((meeting) => String(meeting.date) >= day(-182) && String(meeting.date) <= day(30))).toBe(true);
    expect(meetings.some((meeting) => String(meeting.date) > day(0))).toBe(true);
    expect(meetings.some((meeting) => meeting.start === undefined)).toBe(true);
    expect(meetings.some((meeting) => meeting.start !== undefined && meeting.end !== undefined)).toBe(true);
  });

  it('creates the demo accounts, each linked to its contact and organizations, with a saved search', async () => {
    expect(demoAccountEmails(demo.server)).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    const stoneyCreek = organization('Stoney Creek First Nation');
    const orgAdmin = userIdOf('orgadmin@demo.test');
    expect(fieldsOf(orgAdmin)).toMatchObject({ adminOrg: [stoneyCreek], readOrg: [stoneyCreek], capabilities: { Org: true } });
    expect(fieldsOf(String(fieldsOf(orgAdmin).contact))).toMatchObject({ user: orgAdmin, assigned: stoneyCreek });
    const community = fieldsOf(userIdOf('community@demo.test'));
    expect(community).not.toHaveProperty('readOrg');
    expect(community).not.toHaveProperty('adminOrg');
    // Core's demo data tells which release notes they have seen: some are new to them, some not.
    const versions = fieldsOfType('WhatsNew').map((entry) => String(entry.version));
    expect(versions).toContain(community.whatsNewLast);
    expect(versions.filter((version) => version > String(community.whatsNewLast)).length).toBeGreaterThan(0);
    const savedBy = demo.server.db.prepare<[], { by: string }>("SELECT created_by AS by FROM items WHERE type = 'SavedSearch'").all();
    expect(savedBy.map((row) => row.by).sort()).toEqual(DEMO_ACCOUNTS.map((account) => userIdOf(account.email)).sort());
    for (const account of DEMO_ACCOUNTS) await signIn(demo.server.url, account.email, DEMO_PASSWORD);
  });

  it('shows permissions: organization members read protected records of their own organization only', async () => {
    const stoneyCreek = organization('Stoney Creek First Nation');
    const northernRidge = organization('Northern Ridge Mining');
    const protectedOf = (type: string, owner: string) => firstId("SELECT id FROM items WHERE type = ? AND owner = ? AND access = 'PROTECTED' ORDER BY idx", type, owner);
    const stoneyLog = protectedOf('CommLog', stoneyCreek);
    const ridgeContact = protectedOf('Contact', northernRidge);
    const orgAdmin = await signIn(demo.server.url, 'orgadmin@demo.test', DEMO_PASSWORD);
    const member = await signIn(demo.server.url, 'member@demo.test', DEMO_PASSWORD);
    const community = await signIn(demo.server.url, 'community@demo.test', DEMO_PASSWORD);
    const read = async (token: string, id: string) => (await call(token, `read/${id}`, undefined)).status;
    expect(await read(orgAdmin, stoneyLog)).toBe(200);
    expect(await read(member, stoneyLog)).toBe(403);
    expect(await read(member, ridgeContact)).toBe(200);
    expect(await read(community, ridgeContact)).toBe(403);
    expect(await read(community, northernRidge)).toBe(200);
    // The demo items are indexed: search finds them, and counts only what the reader may open.
    expect(await searchTotal(community, 'Organization')).toBe(fieldsOfType('Organization').length);
    expect(await searchTotal(orgAdmin, 'CommLog')).toBeGreaterThan(0);
    const memberLogs = await searchTotal(member, 'CommLog');
    expect(memberLogs).toBeGreaterThan(0);
    expect(memberLogs).toBeLessThan(fieldsOfType('CommLog').length);
  });

  // Among the newest 50: other demo modules (the fieldwork job's step history) notify some accounts too.
  it('opens every demo account with an unread notification: meetings demo users scheduled themselves', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await signIn(demo.server.url, account.email, DEMO_PASSWORD);
      const reply = await call(token, 'act/fetchNotifications', { max: 50 });
      const items = (reply.b as { items: { $kind: string; unread: boolean }[] }).items;
      expect(items.filter((n) => n.unread && n.$kind === 'ORG_MEETING_SCHEDULED').length, account.email).toBeGreaterThan(0);
    }
  });
});
