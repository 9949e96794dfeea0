import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

/**
 * Form messages (issue 11 #1): each is the translated text of its key, shown once, on its field;
 * the summary above names the fields to correct; a choice list offers labels, never raw ids.
 */
describe('form messages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('marks every missing field of a blank meeting with its own message', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/i-Meeting-0-1');
    const form = cell(page, 'i-Meeting-0-1');
    await form.getByRole('button', { name: 'Create' }).click();
    const summary = form.locator('.vgn-error-list');
    await summary.waitFor();
    expect(await summary.locator('li').allInnerTexts()).toEqual(['Organization', 'Summary', 'Date', 'Meeting types']);
    await putAwayNotices(page);
    await screenshot(page, 'form-blank-meeting');
    const text = await form.innerText();
    expect(text).not.toContain('meetingTypes');
    expect(text).not.toContain('Expected a value');
    // The meeting types start as an empty list (no blank entry), so they are simply required.
    expect(await form.locator('.vgn-field-invalid').filter({ hasText: 'This field is required' }).count()).toBe(4);
    await context.close();
  });

  it('says an end before the start once, on the end field, and lists organizations by name', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/i-Meeting-0-2');
    const form = cell(page, 'i-Meeting-0-2');
    await form.locator('[data-vgn-field$="_start"] input').fill('10:00');
    await form.locator('[data-vgn-field$="_end"] input').fill('09:00');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.locator('.vgn-error-list').waitFor();
    expect((await form.innerText()).match(/must not be before the start/gi)).toHaveLength(1);
    await form.locator('[data-vgn-field$="_owner"] input').click();
    const choices = page.locator('.bp6-menu [role="option"]');
    await choices.first().waitFor();
    expect((await choices.allInnerTexts()).join('\n')).not.toMatch(/Organization-\d+/);
    await context.close();
  });
});
