import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * The plugin host end to end: the suite's server and client are built with the probe fixture
 * plugin (plugins/__fixtures__/probe, added through PLUGIN_DIRS as a deployment would). Its
 * extension of Organization shows as a form field and a related list, its client entry's cell
 * renders the value, and its server operation answers.
 */
const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };

describe('a plugin that extends another plugin\'s type', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('adds a field shown with its own cell, a related list and an operation', async () => {
    const admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const organization = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${organization}`);
    const item = cell(page, `i-${organization}`);

    // The added field is in the generated edit form; saved, it shows through the plugin's cell.
    await item.getByRole('button', { name: 'Edit', exact: true }).click();
    await item.getByLabel('Probe score', { exact: true }).fill('60');
    await item.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByRole('button', { name: 'Edit', exact: true }).waitFor(WAIT);
    const score = item.locator('[data-probe-score="60"]');
    await score.waitFor(WAIT);
    expect(await score.innerText()).toBe('●●●○○ 60');

    // The added related list offers creating a probe note for this organization, and lists it.
    const notes = item.locator('section[data-related="probeNotes"]');
    // (Demo data may already hold example notes for this organization: the new one is told by its text.)
    const noteText = `Answered within a day (${Date.now() % 1_000_000}).`;
    const notesBefore = ((await admin.send(`act/probeSummary/${organization}`)) as { notes: number }).notes;
    await notes.getByRole('button', { name: 'New Probe note' }).click();
    const form = page.locator('section[data-cell^="i-ProbeNote-0-"]');
    await form.locator('#ProbeNote-create_text').fill(noteText);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => /\/i-ProbeNote-[1-9]\d*$/.test(url.pathname), WAIT);
    await notes.getByRole('link', { name: noteText }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'plugin-host-organization-extended');

    // The plugin's own operation, over the protocol the client uses.
    expect(await admin.send(`act/probeSummary/${organization}`)).toEqual({ organization, score: 60, notes: notesBefore + 1 });

    // The organizations list has the added column, rendered by the plugin's cell.
    await page.goto('/my-organizations');
    await cell(page, 'v-my-organizations').locator('[data-probe-score="60"]').waitFor(WAIT);
    await page.context().close();
  });
});
