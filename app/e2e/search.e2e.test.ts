import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, facetCount, MEMBER_ORGANIZATION, openPage, putAwayNotices, searchTotal, setChecked, signIn, UI_TIMEOUT } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

describe('search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('searches from the header and narrows the results with a facet', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);

    // The header search: suggestions while typing, Enter opens the full search for the text.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByPlaceholder('Search, or type an item id…');
    await box.pressSequentially('Northern');
    await page.getByText(MEMBER_ORGANIZATION).first().waitFor();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('c0') === 'Northern');

    const search = cell(page, 'v-search');
    expect(await search.getByRole('searchbox').inputValue()).toBe('Northern');
    await search.getByTestId('search-total').waitFor();
    const before = await searchTotal(search);
    expect(before.total).toBeGreaterThan(0);

    // Tick the "Organization" bucket of the Type facet: only organizations remain, as many as it counted.
    const types = search.getByRole('group', { name: 'Type' });
    const organizations = await facetCount(types, 'Organization');
    expect(organizations).toBeGreaterThan(0);
    expect(organizations).toBeLessThan(before.total);
    await setChecked(types, /^Organization/, true);
    await expect.poll(async () => (await searchTotal(search)).total, { timeout: UI_TIMEOUT }).toBe(organizations);
    await expect.poll(() => search.getByRole('gridcell', { name: 'Organization', exact: true }).count(), { timeout: UI_TIMEOUT }).toBe(organizations);
    // The grid animates rows out: the contacts leave shortly after the total changed.
    await expect.poll(() => search.getByRole('gridcell', { name: 'Contact', exact: true }).count(), { timeout: UI_TIMEOUT }).toBe(0);
    await putAwayNotices(page);
    await screenshot(page, 'search-facets');

    // Untick it: the full result again.
    await setChecked(types, /^Organization/, false);
    await expect.poll(async () => (await searchTotal(search)).total, { timeout: UI_TIMEOUT }).toBe(before.total);
    await context.close();
  });

  it('suggests the best title match first and picks two organizations at once in a facet', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search, or type an item id…').pressSequentially('ston');
    const items = page.locator('.vgn-search-suggestions [role="menuitem"]');
    // Title prefix matches lead (the First Nation among them, with the demo's Stoney Creek features), the rest follow.
    const titles = async (): Promise<string[]> => (await items.allTextContents()).map((text) => text.trim());
    await expect.poll(async () => (await titles()).some((title) => title.includes('Stoney Creek First Nation')), { timeout: UI_TIMEOUT }).toBe(true);
    const shown = await titles();
    const prefixed = shown.map((title) => /^ston/i.test(title));
    expect(prefixed[0]).toBe(true);
    expect(prefixed.indexOf(false) === -1 || prefixed.lastIndexOf(true) < prefixed.indexOf(false)).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/my-contacts');
    const contacts = cell(page, 'v-my-contacts');
    await contacts.getByTestId('search-total').waitFor();
    const organizations = contacts.getByRole('group', { name: 'Organization' });
    const buckets = organizations.locator('.vgn-facet-bucket');
    await buckets.nth(1).waitFor();
    const shownBefore = await buckets.count();
    const [a, b] = [await buckets.nth(0).locator('.vgn-facet-text').innerText(), await buckets.nth(1).locator('.vgn-facet-text').innerText()];
    const expected = (await facetCount(organizations, a)) + (await facetCount(organizations, b));
    await setChecked(organizations, a, true);
    await expect.poll(() => buckets.count(), { timeout: UI_TIMEOUT }).toBe(shownBefore);
    await setChecked(organizations, b, true);
    await expect.poll(async () => (await searchTotal(contacts)).total, { timeout: UI_TIMEOUT }).toBe(expected);
    await context.close();
  });
});
