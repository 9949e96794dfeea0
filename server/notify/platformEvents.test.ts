import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import type { MailMessage, Mailer } from '../mail/mailer';
import { adminActor, createPluginHarness, userActor, type FakeConnection, type PluginHarness } from '../testing/pluginHarness';
import { NotificationMails } from './notificationMails';

/**
 * Platform events and the notifications made of them, with the built-in plugins over the real
 * operations: Stoney Creek (Organization-1) is administered by Lena and read by Priya.
 */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const ORG = { Org: true };
let h: PluginHarness;
let as: Record<'admin' | 'lena' | 'priya' | 'marie', FakeConnection>;
afterEach(() => h.close());

function world(): void {
  h = createPluginHarness(registry);
  h.seed('User', { name: 'Admin', email: 'admin@example.org', admin: true });
  h.seed('User', { name: 'Lena', email: 'lena@example.org', adminOrg: ['Organization-1'], readOrg: ['Organization-1'], capabilities: ORG });
  h.seed('User', { name: 'Priya', email: 'priya@example.org', readOrg: ['Organization-1'], capabilities: ORG });
  h.seed('User', { name: 'Marie', email: 'marie@example.org' });
  h.seed('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  const { hub } = h.kit;
  as = {
    admin: hub.connect(adminActor('User-1')),
    lena: hub.connect(userActor('User-2', { admin: ['Organization-1'], read: ['Organization-1'] }, ORG)),
    priya: hub.connect(userActor('User-3', { read: ['Organization-1'] }, ORG)),
    marie: hub.connect(userActor('User-4')),
  };
}

const events = (context: string): ItemJson[] =>
  (h.kit.db.prepare("SELECT id FROM items WHERE type = 'Event' ORDER BY seq").all() as { id: string }[])
    .flatMap(({ id }) => h.kit.store.get(id) ?? [])
    .filter((event) => event.context === context);

/** Recipients of the Notify items about the context, in creation order. */
const notified = (context: string): string[] =>
  (h.kit.db.prepare('SELECT user_id FROM notifications WHERE context_id = ? ORDER BY notify_idx').all(context) as { user_id: string }[]).map((r) => r.user_id);

async function updateOrg(by: FakeConnection, fields: Record<string, unknown>): Promise<ItemJson> {
  const current = h.kit.store.get('Organization-1');
  return h.ok<ItemJson>(by, 'update', { $id: 'Organization-1', _u: current?._u, ...fields });
}

/** Unread count as the bell asks it: the total of a Notify search. */
async function unreadCount(connection: FakeConnection): Promise<number> {
  const reply = await h.ok<{ total: number }>(connection, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }, { prop: 'recipient', kind: 'actor', value: 'user' }, { prop: 'unread', kind: 'eq', value: true }], max: 5 });
  return reply.total;
}

describe('platform events', () => {
  it('are recorded for create, update and delete with the diff and the writer; none for system writes or system types', async () => {
    world();
    expect(events('Organization-1')).toEqual([]);
    const log = await h.ok<ItemJson>(as.lena, 'create/CommLog', { owner: 'Organization-1', subject: 'Road proposal', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });
    await h.ok(as.admin, 'update', { $id: log.$id, _u: log._u, subject: 'Road proposal, second call' });
    const updated = h.kit.store.get(log.$id);
    await h.ok(as.admin, `delete/${log.$id}`, { _u: updated?._u });

    const recorded = events(log.$id);
    expect(recorded.map((e) => [e.kind, e._c.by])).toEqual([
      ['ITEM_CREATED', 'User-2'],
      ['ITEM_UPDATED', 'User-1'],
      ['ITEM_DELETED', 'User-1'],
    ]);
    expect(recorded[0]?.changes).toContainEqual({ field: 'subject', new: 'Road proposal' });
    expect(recorded[1]?.changes).toEqual([{ field: 'subject', old: 'Road proposal', new: 'Road proposal, second call' }]);
    expect(recorded[2]).toMatchObject({ also: ['Organization-1'], owner: 'Organization-1' });
    expect(recorded[2]?.changes).toContainEqual({ field: 'subject', old: 'Road proposal, second call' });
    // Notifications, read marks and Users' notifyPairs are platform writes: no events about them.
    expect(h.kit.db.prepare("SELECT COUNT(*) AS n FROM items WHERE type = 'Event' AND json_extract(data, '$.context') LIKE 'Notify-%' OR json_extract(data, '$.context') LIKE 'User-%'").get()).toEqual({ n: 0 });
    h.kit.store.update('Organization-1', { displayName: 'Renamed by a migration' }, 1, SYSTEM_WRITER);
    expect(events('Organization-1')).toEqual([]);
  });

  it('are read by who reads the context, and the timeline search over context and also works', async () => {
    world();
    const log = await h.ok<ItemJson>(as.lena, 'create/CommLog', { owner: 'Organization-1', subject: 'Call', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });
    await h.ok(as.lena, `delete/${log.$id}`, { _u: log._u });
    // The deletion shows on the owner's timeline through also.
    const search = { must: [{ kind: 'type', value: 'Event' }], should: [{ prop: 'context', kind: 'eq', value: 'Organization-1' }, { prop: 'also', kind: 'eq', value: 'Organization-1' }], minShould: 1 };
    expect((await h.ok<{ ids: string[] }>(as.priya, 'search/ids', search)).ids).toHaveLength(1);
    const ofLog = { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: log.$id }] };
    expect((await h.ok<{ ids: string[] }>(as.priya, 'search/ids', ofLog)).ids).toHaveLength(2);
    expect((await h.ok<{ ids: string[] }>(as.marie, 'search/ids', ofLog)).ids).toEqual([]);
  });
});

describe('notifications of platform events', () => {
  it('DEFAULT: administrators of the owner organization and the creator follow, the writer is never notified', async () => {
    world();
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 00' });
    expect(notified('Organization-1')).toEqual(['User-2']);
    await updateOrg(as.lena, { legalName: 'Stoney Creek Nation 01' });
    expect(notified('Organization-1')).toEqual(['User-2']);

    const log = await h.ok<ItemJson>(as.admin, 'create/CommLog', { owner: 'Organization-1', subject: 'Call', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' });
    expect(notified(log.$id)).toEqual(['User-2']);
    await h.ok(as.lena, 'update', { $id: log.$id, _u: log._u, subject: 'Call back' });
    // The creator (the administrator) follows what they created; Lena wrote, so she is not told.
    expect(notified(log.$id)).toEqual(['User-2', 'User-1']);
    // A deletion reaches the owner's administrators, unless they said NEVER for the item.
    await h.ok(as.lena, 'act/setNotify', { id: log.$id, notify: 'NEVER' });
    await h.ok(as.admin, `delete/${log.$id}`, { _u: h.kit.store.get(log.$id)?._u });
    expect(notified(log.$id)).toEqual(['User-2', 'User-1']);
  });

  it('ALWAYS brings a reader in, NEVER keeps a follower out; the bell counts each user their own', async () => {
    world();
    await h.ok(as.priya, 'act/setNotify', { id: 'Organization-1', notify: 'ALWAYS' });
    await h.ok(as.lena, 'act/setNotify', { id: 'Organization-1', notify: 'NEVER' });
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 00' });
    expect(notified('Organization-1')).toEqual(['User-3']);
    expect(await unreadCount(as.priya)).toBe(1);
    expect(await unreadCount(as.lena)).toBe(0);
    expect(await unreadCount(as.marie)).toBe(0);
    // Administrators read every item, Notify included: their bell still counts only their own.
    expect(await unreadCount(as.admin)).toBe(0);

    const reply = await h.ok<{ items: ItemJson[]; labels: Record<string, string> }>(as.priya, 'act/fetchNotifications', {});
    expect(reply.items[0]).toMatchObject({ kind: 'ITEM_UPDATED', context: 'Organization-1', $by: 'User-1' });
    expect(reply.labels).toEqual({ 'Organization-1': 'Stoney Creek First Nation', 'User-1': 'Admin' });

    await h.ok(as.priya, 'act/markNotifications', { indexes: [], context: 'Organization-1' });
    expect(await unreadCount(as.priya)).toBe(0);
  });
});

describe('notification e-mails', () => {
  function mails(): { sent: MailMessage[]; service: NotificationMails } {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message), close: () => undefined };
    const service = new NotificationMails({ db: h.kit.db, store: h.kit.store, mailer, siteName: 'VGN', publicUrl: () => 'https://vgn.example.org', now: () => h.kit.clock.now });
    return { sent, service };
  }
  const setChoice = (userId: string, notifyMail: string) => h.kit.store.update(userId, { notifyMail }, h.kit.store.get(userId)?._u ?? 0, SYSTEM_WRITER);

  it('a daily digest of what is still unread, once per user and day, with readable lines and links', async () => {
    world();
    setChoice('User-2', 'DAILY');
    const { sent, service } = mails();
    h.kit.clock.now = new Date('2026-03-02T08:00:00Z');
    expect(await service.sendDigests()).toEqual([]);
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 00' });
    h.kit.clock.now = new Date('2026-03-02T09:00:00Z');
    expect(await service.sendDigests()).toEqual(['User-2']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'lena@example.org', subject: 'VGN: 1 unread notification (02-Mar-2026)' });
    expect(sent[0]?.text).toContain('- Changed: Stoney Creek First Nation, by Admin (02-Mar-2026 08:00 UTC)');
    expect(sent[0]?.text).toContain('https://vgn.example.org/notifications/i-Organization-1');
    expect(sent[0]?.text).not.toMatch(/ITEM_UPDATED|User-1/);

    // Same day: nothing more, even with a new notification; a restart (a new service) knows it too.
    h.kit.clock.now = new Date('2026-03-02T10:00:00Z');
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 01' });
    h.kit.clock.now = new Date('2026-03-02T18:00:00Z');
    expect(await mails().service.sendDigests()).toEqual([]);
    // Next day: only what came after the last digest and is still unread.
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 02' });
    const third = h.kit.db.prepare("SELECT notify_idx AS n FROM notifications WHERE user_id = 'User-2' ORDER BY notify_idx DESC").get() as { n: number };
    await h.ok(as.lena, 'act/markNotifications', { indexes: [third.n] });
    h.kit.clock.now = new Date('2026-03-03T07:00:00Z');
    expect(await service.sendDigests()).toEqual(['User-2']);
    expect(sent[1]?.subject).toBe('VGN: 1 unread notification (03-Mar-2026)');
    expect(sent[1]?.text).toContain('(02-Mar-2026 10:00 UTC)');
    expect(sent[1]?.text).not.toContain('08:00 UTC');
    expect(await service.sendDigests()).toEqual([]);
  });

  it('immediate mails go to users who chose them, none to others', async () => {
    world();
    setChoice('User-3', 'IMMEDIATE');
    const { sent, service } = mails();
    const stop = service.start();
    await h.ok(as.priya, 'act/setNotify', { id: 'Organization-1', notify: 'ALWAYS' });
    await updateOrg(as.admin, { legalName: 'Stoney Creek Nation 00' });
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['priya@example.org', 'VGN: Changed: Stoney Creek First Nation']]);
  });
});
