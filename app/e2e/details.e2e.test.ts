import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { consultant } = DEMO_USERS;

async function signInAsAdministrator(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.locator('#vgn-sign-in-email').fill(inject('adminEmail'));
  await page.locator('#vgn-sign-in-password').fill(inject('adminPassword'));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The smaller rough edges of issue 11 #11, each as a user meets it. */
describe('details', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows visitors the public what-is-new entries', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/whats-new');
    await expect.poll(() => cell(page, 'v-whats-new').locator('.bp6-card, li, article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByText('There is nothing new to report.').count()).toBe(0);
    await context.close();
  });

  it('never offers administrators themself in the masquerade picker', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signInAsAdministrator(page);
    await putAwayNotices(page);
    await userMenuButton(page).click();
    await page.getByText('Act as another user…').click();
    const picker = page.locator('.vgn-masquerade-picker');
    await picker.getByText(consultant.name).waitFor();
    expect(await picker.getByText('admin@', { exact: false }).count()).toBe(0);
    expect(await picker.getByText('Administrator', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('opens the e-mail program, not the row, from an address in a list; the timeline says who created a record, once', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    await page.goto('/my-contacts');
    const list = cell(page, 'v-my-contacts');
    const mail = list.locator('a[href^="mailto:"]').first();
    await mail.waitFor();
    // A mailto link would leave the page in a real browser: keep it, and see that no row opened.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true }));
    await mail.click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/my-contacts');

    await list.locator('.ag-row').first().click();
    await page.waitForURL((url) => url.pathname.split('/').length === 3);
    const contactId = new URL(page.url()).pathname.split('/')[2]?.slice(2) ?? '';
    await page.goto(`/i-${contactId}/timeline`);
    const timeline = cell(page, `i-${contactId}-timeline`);
    const createdLine = timeline.locator('.vgn-timeline-head').filter({ hasText: 'Created' }).first();
    await createdLine.waitFor();
    const text = await createdLine.innerText();
    expect(text).not.toContain('System');
    expect(text).not.toMatch(/\( | \)/);
    await context.close();
  });
});
