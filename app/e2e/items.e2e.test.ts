import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, facetCount, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, searchTotal, setChecked, signIn, UI_TIMEOUT } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

/** Opens the item's edit form, types a value into one field and saves with the Save button. */
async function editField(page: Page, itemCell: string, label: string, value: string): Promise<void> {
  const item = cell(page, itemCell);
  await item.getByRole('button', { name: 'Edit', exact: true }).click();
  const input = item.getByLabel(label, { exact: true });
  await input.fill(value);
  await item.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved: the page shows the item again (its Edit button) with the new value.
  await item.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  await item.getByText(value, { exact: true }).waitFor();
}

describe('items in columns', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('opens an item into a second column, saves an edit, and shows changes made elsewhere live', async () => {
    // First browser: the administrator of Stoney Creek, in "My contacts".
    const first = await openPage(browser, baseUrl);
    const a = first.page;
    await signIn(a, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await a.getByRole('link', { name: 'My contacts' }).click();
    await a.waitForURL((url) => url.pathname === '/my-contacts');
    const contacts = cell(a, 'v-my-contacts');
    await contacts.getByTestId('search-total').waitFor();

    // Only the contacts of the organization this user administers (so the user may edit them).
    const organizations = contacts.getByRole('group', { name: 'Organization' });
    const ownContacts = await facetCount(organizations, ORG_ADMIN_ORGANIZATION);
    await setChecked(organizations, new RegExp(ORG_ADMIN_ORGANIZATION), true);
    await expect.poll(async () => (await searchTotal(contacts)).total, { timeout: UI_TIMEOUT }).toBe(ownContacts);
    const firstResult = contacts.getByRole('gridcell').first();
    const lastName = (await firstResult.innerText()).trim();
    await firstResult.click();

    // The item opens next to the list: two columns, the address says both.
    await a.waitForURL((url) => /^\/my-contacts\/i-Contact-\d+$/.test(url.pathname));
    const itemKey = new URL(a.url()).pathname.split('/')[2] ?? '';
    await cellTitle(a, itemKey).filter({ hasText: lastName }).waitFor();
    expect(await contacts.isVisible()).toBe(true);
    expect(await cell(a, itemKey).isVisible()).toBe(true);
    await putAwayNotices(a);
    await screenshot(a, 'two-columns');

    // Second browser: the platform administrator has the same item open on its own page.
    const second = await openPage(browser, baseUrl);
    const b = second.page;
    await signIn(b, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await b.goto(`/${itemKey}`);
    await cellTitle(b, itemKey).filter({ hasText: lastName }).waitFor();
    await cell(b, itemKey).getByText('Office phone').waitFor();
    // A mark on the page itself: still there later means the change arrived without a reload.
    await b.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    await putAwayNotices(b);
    await screenshot(b, 'item-page');

    // Edit and save in the first browser ...
    await editField(a, itemKey, 'Middle name', 'Wapiti');
    // ... and the second shows the new value and says the item changed, without reloading.
    await cell(b, itemKey).getByText('Wapiti', { exact: true }).waitFor();
    await b.getByText('This item was changed on the server.').waitFor();
    expect(await b.evaluate(() => 'e2eNoReload' in window)).toBe(true);

    // The other way round: the administrator changes the office phone; the first browser's item
    // column and its result grid both show it.
    await editField(b, itemKey, 'Office phone', '(250) 555-0142');
    await cell(a, itemKey).getByText('(250) 555-0142', { exact: true }).waitFor();
    await contacts.getByRole('gridcell', { name: '(250) 555-0142' }).waitFor();

    await first.context.close();
    await second.context.close();
  });
});
