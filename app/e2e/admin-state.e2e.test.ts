import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, setChecked, signIn, submitSignIn, UI_TIMEOUT, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT });
  await userMenuButton(page).waitFor();
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  await userMenuButton(page).click();
  await setChecked(page, 'Dark mode', dark);
  await page.keyboard.press('Escape');
}

describe('admin.state: the server state screen', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows an administrator the items per type, connections and version, refreshed while open', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signInAdmin(page);
    await page.goto('/admin.state');
    const counts = page.getByRole('table', { name: 'Items per type' });
    await counts.waitFor();
    const organizations = counts.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Organization', exact: true }) });
    expect(Number((await organizations.getByRole('cell').nth(1).innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByText('Running for').waitFor();
    await page.getByText(/\d+ users? signed in/).waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'admin-state-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-state-phone-light');
    await setDark(page, true);
    await putAwayNotices(page);
    await screenshot(page, 'admin-state-phone-dark');
    await page.setViewportSize({ width: 1400, height: 900 });
    await screenshot(page, 'admin-state-dark');
    await setDark(page, false);
    await context.close();
  });

  it('is not offered to other users, and the server refuses them', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_USERS.member.email, DEMO_PASSWORD, DEMO_USERS.member.name);
    await page.goto('/admin.state');
    await expect.poll(() => page.getByRole('table', { name: 'Items per type' }).count(), { timeout: 3000 }).toBe(0);
    await context.close();
  });
});
