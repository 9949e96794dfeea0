import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
/** The first page of a session loads the client and its related lists (slow on a busy machine). */
const FIRST_LOAD = { timeout: 4 * UI_TIMEOUT };

/** The text input of a form field by its name ("date" is the field #Meeting-create_date). */
function field(form: Locator, name: string): Locator {
  return form.locator(`[data-vgn-field$="_${name}"]`);
}

/** Types into a field key by key, as a person does, and leaves it. */
async function typeInto(form: Locator, name: string, text: string): Promise<void> {
  const input = field(form, name).locator('input');
  await input.fill('');
  await input.pressSequentially(text);
  await input.blur();
}

async function newMeetingForm(page: Page, organization: string): Promise<Locator> {
  await page.goto(`/i-${organization}`);
  const create = cell(page, `i-${organization}`).locator('section[data-related="meetings"]').getByRole('button', { name: 'New Meeting' });
  await create.waitFor(FIRST_LOAD);
  await create.click();
  const form = page.locator('section[data-cell^="i-Meeting-0-"]');
  await form.waitFor(WAIT);
  return form;
}

/**
 * Date and time inputs (issue 11): typed and shown as DD-MMM-YYYY and 24-hour HH:mm whatever the
 * browser's locale (spec §9), with a calendar; stored values stay ISO.
 */
describe('date and time inputs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('saves a meeting typed as 05-Mar-2026 14:30 as ISO and shows it as DD-MMM-YYYY HH:mm', async () => {
    const api = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const organization = await api.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const form = await newMeetingForm(page, organization);
    const summary = `Date inputs ${Date.now().toString(36)}`;
    await field(form, 'summary').locator('input').fill(summary);
    await form.locator('[id$="_meetingTypes"]').click();
    await page.getByRole('option', { name: 'In person' }).click();

    // The calendar picks a day into the input in the display form.
    await field(form, 'date').getByRole('button', { name: 'Open the calendar' }).click();
    const calendar = page.locator('.vgn-date-picker');
    await calendar.waitFor(WAIT);
    await calendar.locator('.rdp-day:not(.rdp-day_outside)', { hasText: /^12$/ }).click();
    expect(await field(form, 'date').locator('input').inputValue()).toMatch(/^12-[A-Z][a-z]{2}-\d{4}$/);
    await calendar.waitFor({ state: 'hidden', ...WAIT });

    // Typed text: the display form, and a 12-hour time is refused with a translated message.
    await typeInto(form, 'date', '05-Mar-2026');
    await typeInto(form, 'start', '14:30');
    await typeInto(form, 'end', '4:00 PM');
    await field(form, 'end').getByText('Enter a 24-hour time as HH:mm, for example 14:30', { exact: true }).waitFor(WAIT);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await field(form, 'end').getByText('Enter a valid time (HH:mm)', { exact: true }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toMatch(/i-Meeting-0-\d+$/);
    await putAwayNotices(page);
    await screenshot(page, 'date-inputs-refused-12-hour-time');

    await typeInto(form, 'end', '16h00');
    expect(await field(form, 'end').locator('input').inputValue()).toBe('16:00');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => /\/i-Meeting-[1-9]\d*$/.test(url.pathname), WAIT);
    const meeting = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '').replace(/^i-/, '');

    const stored = (await api.send(`read/${meeting}`)) as Record<string, unknown>;
    expect(stored).toMatchObject({ summary, date: '2026-03-05', start: '14:30', end: '16:00' });
    const view = cell(page, `i-${meeting}`);
    await view.getByText('05-Mar-2026', { exact: true }).waitFor(WAIT);
    await view.getByText('14:30', { exact: true }).waitFor(WAIT);
    await view.getByText('16:00', { exact: true }).waitFor(WAIT);
    await context.close();
  }, 300_000);
});
