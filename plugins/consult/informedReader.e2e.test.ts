import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from '../../app/e2e/browser';
import { created, signInOverProtocol, type ProtocolClient } from '../../app/e2e/protocol';
import { cell, DEMO_USERS, ORG_ADMIN_ORGANIZATION, putAwayNotices, signedInStorage, UI_TIMEOUT } from '../../app/e2e/ui';

/**
 * A member of an organization only kept INFORMED about a consultation (the demo's museum on the
 * Cedar Coast cut block), named in a thread about it: the thread page shows the messages and says
 * why there is no reply box (the server refuses the reply too: participantRoles.test.ts). The same
 * reader opening a create form pre-filled with a contact they may not read sees a neutral label,
 * never the contact's raw id.
 */
const baseUrl = inject('baseUrl');
const MUSEUM = 'Northwest Heritage Museum';
const CUT_BLOCK = 'Cedar Coast cut block 47 harvest plan';
const READ_ONLY = 'Your organization is only kept informed about this consultation: it cannot comment on it.';

/** A browser page signed in as `userId` through the administrator's act/masquerade token. */
async function pageAs(browser: Browser, admin: ProtocolClient, userId: string): Promise<{ page: Page; close(): Promise<void> }> {
  const reply = (await admin.send('act/masquerade', { targetUserID: userId })) as { newToken: string };
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
    storageState: signedInStorage(baseUrl, reply.newToken),
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

describe('an informed organization’s reader', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  let reader: string;
  let threadId: string;
  let foreignContact: string;
  let hiddenContact: string;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const museum = await admin.idOf('Organization', MUSEUM);
    const consultation = await admin.idOf('Consultation', CUT_BLOCK);
    const contact = await created(admin, 'create/Contact', { firstName: 'Mona', lastName: 'Curator', email: 'mona.curator@museum.example.com', assigned: museum });
    reader = await created(admin, 'create/User', { name: 'Mona Curator', email: 'mona.curator@museum.example.com', contact, readOrg: [museum], capabilities: { Core: true, Org: true, ConsultRespond: true } });
    foreignContact = await admin.idOf('Contact', DEMO_USERS.orgAdmin.name);
    // Named in no thread the reader reads (people of a thread are named to its readers): nothing discloses this one.
    hiddenContact = await created(admin, 'create/Contact', { firstName: 'Ruth', lastName: 'Unseen', assigned: await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION) });
    threadId = await created(admin, 'create/Thread', {
      subject: 'Heritage sites along the haul road',
      body: 'The museum is copied for its records of the old village site.',
      participants: [contact, foreignContact],
      context: consultation,
      purpose: 'GENERAL',
    });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('reads a thread about the consultation without a reply box, and is told why', async () => {
    const { page, close } = await pageAs(browser, admin, reader);
    await page.goto(`/conversations/i-${threadId}`);
    const thread = cell(page, `i-${threadId}`);
    await thread.getByTestId('cnv-opening').filter({ hasText: 'copied for its records' }).waitFor();
    await thread.getByTestId('cnv-read-only').filter({ hasText: READ_ONLY }).waitFor();
    expect(await thread.getByTestId('cnv-reply-box').count()).toBe(0);
    await putAwayNotices(page);
    await screenshot(page, 'consult-informed-thread');
    await close();
  });

  it('sees a contact it may not read as “Not visible to you” in a pre-filled create form, never its id', async () => {
    const { page, close } = await pageAs(browser, admin, reader);
    const prefill = encodeURIComponent(JSON.stringify({ participants: [hiddenContact] }));
    await page.goto(`/conversations/i-Thread-0-1?c1=${prefill}`);
    const form = cell(page, 'i-Thread-0-1');
    const participants = form.locator('[data-vgn-field$="_participants"]');
    await participants.getByText('Not visible to you').waitFor();
    expect(await form.innerText()).not.toContain(hiddenContact);
    expect(await form.innerText()).not.toContain('Ruth Unseen');
    await putAwayNotices(page);
    await screenshot(page, 'consult-unreadable-contact-prefill');
    await close();
  });
});
