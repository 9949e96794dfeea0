import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { DEMO_PASSWORD, DEMO_USERS, openPage, submitSignIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');

describe('Content-Security-Policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets the built app load and sign in without a single violation', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The browser reports each blocked load or eval as a securitypolicyviolation event too.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto('/sign-in');
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await submitSignIn(page, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
    await expect.poll(() => userMenuButton(page).isVisible()).toBe(true);
    // Signed in, the registry's validators (ajv: 'unsafe-eval') and the socket ('self') are in use.
    expect(violations).toEqual([]);
    await context.close();
  });
});
