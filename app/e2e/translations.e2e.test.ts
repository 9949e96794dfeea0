import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;
const OWN_TEXT = 'Mon espace personnel';

/** Translations (issue 10 §3): an administrator overrides a French text; a user picks French in the user menu and sees it. */
describe('translations', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('lets an administrator change a French text that a user who picks French then reads', async () => {
    const admin = await openPage(browser, baseUrl);
    await admin.page.goto('/sign-in');
    await admin.page.locator('#vgn-sign-in-email').fill(inject('adminEmail'));
    await admin.page.locator('#vgn-sign-in-password').fill(inject('adminPassword'));
    await admin.page.locator('form button[type="submit"]').click();
    await admin.page.waitForURL((url) => url.pathname === '/');
    await admin.page.goto('/admin.translations');
    const screen = cell(admin.page, 'v-admin.translations');
    await screen.getByRole('searchbox').fill('shell.user.profile');
    const field = screen.getByLabel('Your text for shell.user.profile');
    await field.fill(OWN_TEXT);
    await screen.getByRole('button', { name: /^Save 1 change/ }).click();
    await screen.getByText('1 changed text', { exact: false }).waitFor();
    await putAwayNotices(admin.page);
    await screenshot(admin.page, 'admin-translations');
    await admin.context.close();

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await putAwayNotices(page);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    // In French the button has a French name: found by its class.
    await page.locator('.vgn-user-button').click();
    await page.getByRole('menuitem', { name: new RegExp(OWN_TEXT) }).waitFor();
    // The choice is the user's: kept on their User item, so a new browser starts in French too.
    await expect.poll(async () => page.evaluate(() => document.documentElement.lang), { timeout: 5000 }).toBe('fr');
    await context.close();

    const again = await openPage(browser, baseUrl);
    await signIn(again.page, member.email, DEMO_PASSWORD, member.name).catch(() => undefined);
    await again.page.waitForFunction(() => document.documentElement.lang === 'fr', undefined, { timeout: 15_000 });
    // Back to English, for the other tests that sign in as this user.
    await putAwayNotices(again.page);
    await again.page.locator('.vgn-user-button').click();
    await again.page.getByRole('menuitem', { name: 'English' }).click();
    await again.page.waitForFunction(() => document.documentElement.lang === 'en');
    // The choice is saved on the user before the page goes.
    await again.page.waitForTimeout(1000);
    await again.context.close();
  });
});
