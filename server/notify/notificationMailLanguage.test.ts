import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { setLocaleOverrides } from '../db/localeOverrides';
import { SYSTEM_WRITER } from '../items/itemStore';
import { createLogger } from '../log';
import { createMailer, readOutbox } from '../mail/mailer';
import { adminActor, createPluginHarness, userActor, type FakeConnection, type PluginHarness } from '../testing/pluginHarness';
import { NotificationMails } from './notificationMails';

/**
 * Notification e-mails are written in the recipient's language (User.language), through the real
 * outbox mailer (no SMTP_URL): Priya reads Stoney Creek (Organization-1) and asks for every change.
 */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const ORG = { Org: true };
let h: PluginHarness;
afterEach(() => h.close());

function world(language: string | undefined): { admin: FakeConnection; priya: FakeConnection; mails: NotificationMails } {
  h = createPluginHarness(registry);
  h.seed('User', { name: 'Admin', email: 'admin@example.org', admin: true });
  h.seed('User', { name: 'Priya', email: 'priya@example.org', readOrg: ['Organization-1'], capabilities: ORG, notifyMail: 'IMMEDIATE', ...(language ? { language } : {}) });
  h.seed('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  const mailer = createMailer({ smtpUrl: null, from: 'VGN <no-reply@localhost>', db: h.kit.db, log: createLogger('silent') });
  const mails = new NotificationMails({ db: h.kit.db, store: h.kit.store, mailer, siteName: 'VGN', publicUrl: () => 'https://vgn.example.org', now: () => h.kit.clock.now });
  return { admin: h.kit.hub.connect(adminActor('User-1')), priya: h.kit.hub.connect(userActor('User-2', { read: ['Organization-1'] }, ORG)), mails };
}

/** An administrator changes the organization Priya follows; returns the mails the outbox got. */
async function changeFollowedItem(admin: FakeConnection, priya: FakeConnection, mails: NotificationMails) {
  const stop = mails.start();
  await h.ok(priya, 'act/setNotify', { id: 'Organization-1', notify: 'ALWAYS' });
  h.kit.clock.now = new Date('2026-03-05T14:30:00Z');
  const current = h.kit.store.get('Organization-1');
  await h.ok(admin, 'update', { $id: 'Organization-1', _u: current?._u, legalName: 'Stoney Creek Nation' });
  await new Promise((resolve) => setImmediate(resolve));
  stop();
  return readOutbox(h.kit.db, 'priya@example.org');
}

describe('notification e-mails in the recipient’s language', () => {
  it('writes a French user’s immediate mail in French, with French month names', async () => {
    const { admin, priya, mails } = world('fr');
    const outbox = await changeFollowedItem(admin, priya, mails);
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail?.subject).toBe('VGN : Modification : Stoney Creek First Nation');
    expect(mail?.text).toContain('Bonjour,');
    expect(mail?.text).toContain('voici ce qui s’est passé sur VGN dans ce que vous suivez :');
    expect(mail?.text).toContain('- Modification : Stoney Creek First Nation, par Admin (05-Mars-2026 14:30 UTC)');
    expect(mail?.text).toContain('Toutes les notifications : https://vgn.example.org/notifications');
    expect(mail?.text).not.toMatch(/Hello|Changed|mail\.notify/);
  });

  it('writes the French digest with a French plural and day', async () => {
    const { admin, priya, mails } = world('fr');
    await h.ok(priya, 'act/setNotify', { id: 'Organization-1', notify: 'ALWAYS' });
    h.kit.store.update('User-2', { notifyMail: 'DAILY' }, h.kit.store.get('User-2')?._u ?? 0, SYSTEM_WRITER);
    h.kit.clock.now = new Date('2026-02-10T08:00:00Z');
    for (const name of ['One', 'Two']) {
      const current = h.kit.store.get('Organization-1');
      await h.ok(admin, 'update', { $id: 'Organization-1', _u: current?._u, legalName: name });
    }
    h.kit.clock.now = new Date('2026-02-10T09:00:00Z');
    expect(await mails.sendDigests()).toEqual(['User-2']);
    const [mail] = readOutbox(h.kit.db, 'priya@example.org');
    expect(mail?.subject).toBe('VGN : 2 notifications non lues (10-Févr-2026)');
    expect(mail?.text.match(/^- Modification : /gm)).toHaveLength(2);
  });

  it('falls back to English for users without a language or with one the product has no texts for', async () => {
    for (const language of [undefined, 'de']) {
      const { admin, priya, mails } = world(language);
      const [mail] = await changeFollowedItem(admin, priya, mails);
      expect(mail?.subject).toBe('VGN: Changed: Stoney Creek First Nation');
      expect(mail?.text).toContain('- Changed: Stoney Creek First Nation, by Admin (05-Mar-2026 14:30 UTC)');
      h.close();
    }
    h = createPluginHarness(registry);
  });

  it('takes the administrators’ translation overrides of the recipient’s language', async () => {
    const { admin, priya, mails } = world('fr');
    setLocaleOverrides(h.kit.db, 'fr', { 'mail.notify.greeting': 'Bonjour à vous,' });
    const [mail] = await changeFollowedItem(admin, priya, mails);
    expect(mail?.text.startsWith('Bonjour à vous,\n')).toBe(true);
  });
});
