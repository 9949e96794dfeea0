import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol } from './protocol';
import { cellTitle, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, submitSignIn, UI_TIMEOUT, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

describe('access and sign-in', () => {
  let browser: Browser;
  /** A contact: protected, so only signed-in readers see it. */
  let contactId: string;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    const admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const reply = await admin.send('search/ids', { must: [{ kind: 'type', value: 'Contact' }, { prop: '$access', kind: 'eq', value: 'PROTECTED' }], max: 1 });
    const ids = (reply as { ids?: string[] }).ids ?? [];
    if (ids[0] === undefined) throw new Error('the demo data has no protected contact');
    contactId = ids[0];
  });

  afterAll(async () => {
    await browser.close();
  });

  it('sends anonymous visitors to sign-in, keeping where they wanted to go in next', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const onSignIn = (next: string | null) => (url: URL) => url.pathname === '/sign-in' && url.searchParams.get('next') === next;

    // "/" welcomes visitors with a way to sign in (app/e2e/home.e2e.test.ts); a protected view sends them to sign-in.
    await page.goto('/notifications');
    await page.waitForURL(onSignIn('/notifications'));
    // An item the visitor may not read: the item page asks the server, is refused, and sends to sign-in.
    await page.goto(`/my-contacts/i-${contactId}`);
    await page.waitForURL(onSignIn(`/my-contacts/i-${contactId}`));

    await page.getByLabel('E-mail address').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(await userMenuButton(page).innerText()).toContain('Sign in');
    await putAwayNotices(page);
    await screenshot(page, 'sign-in');
    await context.close();
  });

  it('signs in and goes on to the address in next', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/notifications');
    await page.waitForURL((url) => url.pathname === '/sign-in');

    // A wrong password keeps the visitor on the form with a message.
    await submitSignIn(page, orgAdmin.email, 'not-the-password');
    await page.getByText('The email address or password is not correct.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await submitSignIn(page, orgAdmin.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/notifications' && url.search === '');
    await cellTitle(page, 'v-notifications').filter({ hasText: 'Notifications' }).waitFor();
    await userMenuButton(page).filter({ hasText: orgAdmin.name }).waitFor();

    // Home: the logo leads there and greets the user with the menu tiles.
    await page.getByRole('link', { name: /VGN/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `Welcome, ${orgAdmin.name}` }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByText('My contacts').first().isVisible()).toBe(true);
    await putAwayNotices(page);
    await screenshot(page, 'home');
    await context.close();
  });
});
