import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, signIn } from './ui';

const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;

/**
 * Administrator views (admin.*) are for administrators only: a member who types the address gets
 * the not-allowed message in the cell, never the tools (the server refuses the writes besides:
 * server/permissions/typeWriteRules.test.ts).
 */
describe('admin views for members', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows a member the not-allowed message and no "New System alert" button at /admin.sysalerts', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await page.goto('/admin.sysalerts');
    const view = cell(page, 'v-admin.sysalerts');
    await view.getByText('You are not allowed to do this.').waitFor();
    expect(await page.getByRole('button', { name: /New System alert/ }).count()).toBe(0);
    await page.goto('/admin.all-items');
    await cell(page, 'v-admin.all-items').getByText('You are not allowed to do this.').waitFor();
    expect(await page.getByText('admin@', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('shows an administrator the view with its "New System alert" button', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    // As admin-types.e2e.test.ts signs the administrator in: through the form, then home.
    await page.goto('/sign-in');
    await page.locator('#vgn-sign-in-email').fill(inject('adminEmail'));
    await page.locator('#vgn-sign-in-password').fill(inject('adminPassword'));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.vgn-home-grid').first().waitFor();
    await page.goto('/admin.sysalerts');
    await page.getByRole('button', { name: /New System alert/ }).first().waitFor();
    await context.close();
  });
});
