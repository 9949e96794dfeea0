import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, ORG_ADMIN_ORGANIZATION, openPage, putAwayNotices, signIn, UI_TIMEOUT, unreadCount } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin, member } = DEMO_USERS;
const SUBJECT = 'Response package for the access road';
const REQUIRED = 'Attach at least one file: a thread with this purpose is refused without files.';

describe('conversations', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('refuse a response thread without files on the form, accept it with one, and carry the reply back as a notification', async () => {
    const admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const stoney = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const danielContact = await admin.idOf('Contact', member.name);

    // Lena (Stoney Creek's administrator) starts a CONSULT_RESPONSE thread with Daniel, without files.
    const lena = await openPage(browser, baseUrl);
    await signIn(lena.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const prefill = encodeURIComponent(JSON.stringify({ owner: stoney, participants: [danielContact] }));
    await lena.page.goto(`/conversations/i-Thread-0-1?c1=${prefill}`);
    const form = cell(lena.page, 'i-Thread-0-1');
    await form.locator('[data-vgn-field$="_subject"] input').fill(SUBJECT);
    const purpose = form.locator('[data-vgn-field$="_purpose"] select');
    await purpose.locator('option[value="CONSULT_RESPONSE"]').waitFor({ state: 'attached' });
    await purpose.selectOption('CONSULT_RESPONSE');
    await form.locator('[data-vgn-field$="_body"] textarea').fill('Our response to the revised route, with the elders’ comments.');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText(REQUIRED).first().waitFor({ timeout: UI_TIMEOUT });
    expect(await form.innerText()).not.toContain('conversation.errors');
    await putAwayNotices(lena.page);
    await screenshot(lena.page, 'conversation-refused-without-files');

    // With a file it is accepted and opens as the thread page.
    await form.locator('[data-vgn-field$="_attachments"] input[type="file"]').setInputFiles({ name: 'response-package.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 response') });
    await form.getByText('response-package.pdf').first().waitFor({ timeout: UI_TIMEOUT });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await lena.page.waitForURL((url) => /\/i-Thread-\d+$/.test(url.pathname), { timeout: UI_TIMEOUT });
    const threadId = new URL(lena.page.url()).pathname.split('/i-').at(-1) ?? '';
    await lena.page.getByTestId('cnv-opening').waitFor({ timeout: UI_TIMEOUT });
    const before = await unreadCount(lena.page);

    // Daniel finds it in his conversations, sees the file, and replies.
    const daniel = await openPage(browser, baseUrl);
    await signIn(daniel.page, member.email, DEMO_PASSWORD, member.name);
    await daniel.page.goto('/conversations');
    await cell(daniel.page, 'v-conversations').getByText(SUBJECT).first().waitFor({ timeout: UI_TIMEOUT });
    await daniel.page.goto(`/conversations/i-${threadId}`);
    const thread = cell(daniel.page, `i-${threadId}`);
    await thread.getByTestId('cnv-attachment').filter({ hasText: 'response-package.pdf' }).first().waitFor({ timeout: UI_TIMEOUT });
    await thread.getByTestId('cnv-reply-text').fill('Received, thank you. We will come back on the crossing design.');
    await thread.getByTestId('cnv-reply-send').click();
    await thread.getByTestId('cnv-reply').filter({ hasText: 'Received, thank you.' }).waitFor({ timeout: UI_TIMEOUT });
    await putAwayNotices(daniel.page);
    await screenshot(daniel.page, 'conversation-reply');

    // Lena hears of the reply in the bell, and her thread page shows it.
    await expect.poll(() => unreadCount(lena.page), { timeout: UI_TIMEOUT }).toBeGreaterThan(before);
    await cell(lena.page, `i-${threadId}`).getByTestId('cnv-reply').filter({ hasText: 'Received, thank you.' }).waitFor({ timeout: UI_TIMEOUT });
    await lena.page.getByTestId('notifications-bell').click();
    await lena.page.getByText('New reply in a conversation').first().waitFor({ timeout: UI_TIMEOUT });
    await lena.context.close();
    await daniel.context.close();
  });
});
