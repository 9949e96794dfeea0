import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { outboxOf } from '../../server/testing/outbox';
import { shotsAtBothSizes } from './screens';
import { useSuiteSession } from './suiteSession';
import { openPage, UI_TIMEOUT, userMenuButton } from './ui';

/**
 * The account screens a visitor uses without a session (register, confirm the address, forgot
 * password, set a new one from the mailed link), in Chromium against the real server: the device's
 * own refusals, the notices, the mails in the server's outbox and the links they carry.
 */
const baseUrl = inject('baseUrl');
const WAIT = { timeout: UI_TIMEOUT };
const PASSWORD = 'a-long-enough-password-1';
const INVALID_EMAIL = 'Enter a valid e-mail address';

/** The local address of the link the last mail to `to` carries (/confirm-email?token=…, /set-pass?token=…). */
async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const text = outboxOf(inject('dataDir'), to).map((mail) => mail.text).join('\n');
      link = new RegExp(`https?://[^\\s]+(${path}\\?token=[^\\s]+)`).exec(text)?.[1];
      return link !== undefined;
    }, WAIT)
    .toBe(true);
  return link ?? '';
}

async function fillNewPassword(page: Page, first: string, password: string, repeat: string): Promise<void> {
  await page.getByLabel(first, { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(repeat);
}

describe('the account screens', () => {
  const session = useSuiteSession();

  it('registers, mails the confirmation link, and confirms the address', { timeout: 120_000 }, async () => {
    const email = `rowan.${Date.now() % 1_000_000}@e2e.test`;
    const { context, page } = await openPage(session.browser, baseUrl);
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Rowan Tester');
    await page.getByLabel('E-mail address').fill(email);
    await fillNewPassword(page, 'Password', PASSWORD, 'something else');
    await page.getByRole('button', { name: 'Register' }).click();
    // Checked on the device: nothing sent.
    await page.getByText('The two passwords differ.').waitFor(WAIT);
    expect(outboxOf(inject('dataDir'), email)).toEqual([]);
    await shotsAtBothSizes(page, 'account-register-refused');

    await fillNewPassword(page, 'Password', PASSWORD, PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(`We sent a link to ${email}`).waitFor(WAIT);
    await page.goto(await mailedLink(email, '/confirm-email'));
    await page.getByText('Your e-mail address is confirmed.').waitFor(WAIT);
    await page.getByRole('link', { name: 'Sign in' }).waitFor(WAIT);
    await context.close();
  });

  it('mails a set-password link that sets a new password and signs in', { timeout: 120_000 }, async () => {
    const email = `ash.${Date.now() % 1_000_000}@e2e.test`;
    const register = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ash Tester', email, password: PASSWORD }) });
    expect(register.ok).toBe(true);
    await fetch(`${baseUrl}/api/confirm-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: new URL(await mailedLink(email, '/confirm-email'), baseUrl).searchParams.get('token') }) });

    const { context, page } = await openPage(session.browser, baseUrl);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail address').fill('someone@localhost');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(INVALID_EMAIL).waitFor(WAIT);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If ${email} belongs to an account`).waitFor(WAIT);
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor(WAIT);
    await shotsAtBothSizes(page, 'account-forgot-sent');

    await page.goto(await mailedLink(email, '/set-pass'));
    await fillNewPassword(page, 'New password', 'short', 'short');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('The password needs at least 10 characters.').waitFor(WAIT);
    await shotsAtBothSizes(page, 'account-set-pass-refused');
    await fillNewPassword(page, 'New password', `${PASSWORD}-new`, `${PASSWORD}-new`);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await userMenuButton(page).filter({ hasText: 'Ash Tester' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
