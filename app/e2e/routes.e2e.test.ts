import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, signIn } from './ui';

const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;

/** Routes as visitors type them (issue 11 #9, #10): page titles, create cells, malformed ids. */
describe('routes', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('titles the legal pages "{page} • {site name}"', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    for (const [path, title] of [
      ['/terms', 'Terms of use'],
      ['/privacy-policy', 'Privacy policy'],
      ['/about', 'About'],
    ] as const) {
      await page.goto(path);
      await page.waitForFunction((expected) => document.title.startsWith(`${expected} • `), title);
    }
    await context.close();
  });

  it('sends a visitor who opens a create cell to sign in and back, and refuses a member the form of an administrators-only type', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/i-Organization-0-5');
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('next') === '/i-Organization-0-5');
    await page.goto('/i-SystemAlert-0-7');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await page.goto('/i-SystemAlert-0-7');
    await cell(page, 'i-SystemAlert-0-7').getByText('You are not allowed to do this.').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await context.close();
  });

  it('answers "Invalid id" for an id with more than three parts', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/i-Organization-1-2-3');
    await page.getByText('Invalid id').first().waitFor();
    expect(await page.getByText('New Organization').count()).toBe(0);
    await context.close();
  });
});
