import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';
import { openSocket } from '../testing/socketClient';

/**
 * Every type's declared write rules (`write` in its declaration), over the real protocol: a real
 * server with the built-in plugins, POST /api/item and the socket. A member, an organization's
 * administrator, an anonymous visitor and the administrator try platform types (administrators
 * only), their own User item (preferences only) and the org plugin's types (unchanged behaviour).
 */

let t: ItemsTestServer;
let org: string;
let member: { id: string; token: string };
let orgAdmin: { id: string; token: string };
let alert: { $id: string; _u: number };

const ALERT = { title: 'Maintenance', message: 'Down at noon', modal: true };
const WHATS_NEW = { version: '9.9.9', locale: 'en', title: 'New', body: 'Things' };

beforeAll(async () => {
  t = await startItemsTestServer();
  org = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY' })).$id;
  member = await t.createUser('Member');
  orgAdmin = await t.createUser('Lena', { adminOrg: [org], readOrg: [org] });
  alert = await t.ok(t.adminToken, 'create/SystemAlert', ALERT);
});
afterAll(() => t.close());

const current = async (id: string) => t.ok<{ $id: string; _u: number }>(t.adminToken, `read/${id}`);

const people = (): [string, string | null][] => [
  ['member', member.token],
  ['organization administrator', orgAdmin.token],
  ['anonymous visitor', null],
];

describe('platform types: administrators only', () => {
  it.each([
    ['SystemAlert', ALERT],
    ['WhatsNew', WHATS_NEW],
    ['User', { name: 'Mallory', email: 'mallory@example.com', admin: true }],
    ['sys.TypeDef', { key: 'Thing', definition: {}, state: 'ACTIVE' }],
  ])('refuses create/%s to everybody but administrators', async (type, fields) => {
    for (const [, token] of people()) expect(await t.refusal(token, `create/${type}`, fields)).toBe('notAllowed');
  });

  it('lets administrators create, update and delete system alerts and what-is-new entries', async () => {
    const entry = await t.ok<{ $id: string; _u: number }>(t.adminToken, 'create/WhatsNew', WHATS_NEW);
    const updated = await t.ok<{ _u: number }>(t.adminToken, 'update', { $id: entry.$id, _u: entry._u, title: 'Newer' });
    await t.ok(t.adminToken, `delete/${entry.$id}`, { _u: updated._u });
  });

  it('refuses update and delete of a system alert to everybody but administrators', async () => {
    for (const [, token] of people()) {
      expect(await t.refusal(token, 'update', { $id: alert.$id, _u: alert._u, title: 'Hacked' })).toBe('notAllowed');
      expect(await t.refusal(token, `delete/${alert.$id}`, { _u: alert._u })).toBe('notAllowed');
    }
  });

  it('answers act/isAllowed from the same rules', async () => {
    const allowed = async (token: string, id: string, actions: string[]) => (await t.ok<{ allowed: Record<string, boolean> }>(token, 'act/isAllowed', { id, actions })).allowed;
    expect(await allowed(member.token, 'SystemAlert-0', ['create'])).toEqual({ create: false });
    expect(await allowed(member.token, 'WhatsNew-0', ['create'])).toEqual({ create: false });
    expect(await allowed(t.adminToken, 'SystemAlert-0', ['create'])).toEqual({ create: true });
    expect(await allowed(member.token, alert.$id, ['update', 'delete'])).toEqual({ update: false, delete: false });
    expect(await allowed(member.token, member.id, ['update', 'delete'])).toEqual({ update: true, delete: false });
    expect(await allowed(member.token, orgAdmin.id, ['update'])).toEqual({ update: false });
    expect(await allowed(member.token, 'Organization-0', ['create'])).toEqual({ create: true });
  });

  it('refuses create/SystemAlert over the socket too', async () => {
    const socket = await openSocket(t.url);
    try {
      expect((await socket.request({ o: 'tokenAuth', b: member.token, v: t.server.config.version })).o).toBe('authed');
      const reply = await socket.request({ o: 'create/SystemAlert', b: ALERT });
      expect(reply.erred).toBe(true);
      expect((reply.b as { userMessage: string }).userMessage).toBe('notAllowed');
    } finally {
      socket.close();
    }
  });
});

describe('User items', () => {
  it('lets users change their own preference fields', async () => {
    const me = await current(member.id);
    const updated = await t.ok<{ dark: boolean; multiColumns: boolean; notifyMail: string }>(member.token, 'update', { $id: member.id, _u: me._u, dark: true, multiColumns: false, whatsNewLast: '1.2.3', notifyMail: 'DAILY' });
    expect(updated).toMatchObject({ dark: true, multiColumns: false, notifyMail: 'DAILY' });
  });

  it.each([{ admin: true }, { capabilities: { Core: true, Org: true, Consult: true } }, { email: 'other@example.com' }, { adminOrg: ['Organization-1'] }, { readOrg: ['Organization-1'] }])(
    'refuses a user changing %j on their own User item',
    async (fields) => {
      const me = await current(member.id);
      expect(await t.refusal(member.token, 'update', { $id: member.id, _u: me._u, ...fields })).toBe('notAllowed');
      expect(await current(member.id)).toMatchObject({ _u: me._u });
    },
  );

  it("refuses changing or deleting another user's User item, even its preferences", async () => {
    const other = await current(orgAdmin.id);
    expect(await t.refusal(member.token, 'update', { $id: orgAdmin.id, _u: other._u, dark: true })).toBe('notAllowed');
    expect(await t.refusal(member.token, `delete/${orgAdmin.id}`, { _u: other._u })).toBe('notAllowed');
    expect(await t.refusal(null, 'update', { $id: orgAdmin.id, _u: other._u, dark: true })).toBe('notAllowed');
  });
});

describe('org types keep their rules', () => {
  it('lets a signed-in user holding Org create an organization and its administrators edit it; members may not', async () => {
    const created = await t.ok<{ $id: string; _u: number }>(member.token, 'create/Organization', { displayName: 'Member Co', type: 'INDUSTRY' });
    await t.ok(member.token, 'update', { $id: created.$id, _u: created._u, legalName: 'Member Co Ltd' });
    const stoney = await current(org);
    expect(await t.refusal(member.token, 'update', { $id: org, _u: stoney._u, legalName: 'Taken' })).toBe('notAllowed');
    await t.ok(orgAdmin.token, 'update', { $id: org, _u: stoney._u, legalName: 'Stoney Creek First Nation' });
  });

  it('lets an organization administrator keep its records; others may not write them', async () => {
    const log = await t.ok<{ $id: string; _u: number }>(orgAdmin.token, 'create/CommLog', { owner: org, subject: 'Road', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });
    expect(await t.refusal(member.token, 'create/CommLog', { owner: org, subject: 'Road', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' })).toBe('notAllowed');
    expect(await t.refusal(member.token, 'update', { $id: log.$id, _u: log._u, subject: 'Rail' })).toBe('notAllowed');
    await t.ok(orgAdmin.token, `delete/${log.$id}`, { _u: log._u });
  });

  it('keeps contacts to administrators outside dedicated deployments', async () => {
    expect(await t.refusal(orgAdmin.token, 'create/Contact', { lastName: 'Whitehorse', assigned: org })).toBe('notAllowed');
    await t.ok(t.adminToken, 'create/Contact', { lastName: 'Whitehorse', assigned: org });
  });
});
