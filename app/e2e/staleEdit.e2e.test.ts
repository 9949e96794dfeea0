import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol } from './protocol';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, setChecked, signIn, UI_TIMEOUT, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Opens the item's edit form on its own page. */
async function openEditor(page: Page, itemKey: string, lastName: string): Promise<Locator> {
  await page.goto(`/${itemKey}`);
  await cellTitle(page, itemKey).filter({ hasText: lastName }).waitFor();
  const item = cell(page, itemKey);
  await item.getByRole('button', { name: 'Edit', exact: true }).click();
  await item.getByLabel('Middle name', { exact: true }).waitFor();
  return item;
}

async function fill(item: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await item.getByLabel(label, { exact: true }).fill(value);
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  await userMenuButton(page).click();
  await setChecked(page, 'Dark mode', dark);
  await page.keyboard.press('Escape');
}

/** The dialog's question about one field (its fieldset). */
function fieldChoice(dialog: Locator, field: string): Locator {
  return dialog.locator(`fieldset[data-field="${field}"]`);
}

async function choose(dialog: Locator, field: string, side: 'Mine' | 'Theirs'): Promise<void> {
  const fieldset = fieldChoice(dialog, field);
  await fieldset.locator('label').filter({ hasText: side }).click();
  await expect.poll(() => fieldset.getByRole('radio', { name: new RegExp(`^${side}`) }).isChecked(), { timeout: UI_TIMEOUT }).toBe(true);
}

async function chosen(dialog: Locator, field: string): Promise<string> {
  return (await fieldChoice(dialog, field).getByRole('radio', { name: /^Mine/ }).isChecked()) ? 'Mine' : 'Theirs';
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('stale edits', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('merges a change saved elsewhere into an open edit, field by field, and stores exactly the chosen merge', async () => {
    // A contact of the organization the organization administrator administers: both may edit it.
    const admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const organization = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const created = (await admin.send('create/Contact', {
      firstName: 'Rita',
      middleName: 'Orig',
      lastName: 'Stale-Merge',
      email: 'rita@example.org',
      officePhone: '(306) 555-0100',
      assigned: organization,
    })) as { $id: string };
    const itemKey = `i-${created.$id}`;

    // First browser: the organization administrator starts editing ...
    const first = await openPage(browser, baseUrl);
    const a = first.page;
    await a.setViewportSize(DESKTOP);
    await signIn(a, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    // Light first whatever the account was left with; dark comes later, for the second screenshots.
    await setDark(a, false);
    const mine = await openEditor(a, itemKey, 'Stale-Merge');
    await fill(mine, { 'Middle name': 'Ann', 'Office phone': '(306) 555-0101', Email: 'rita.mine@example.org' });

    // ... while the platform administrator edits the same contact in a second browser and saves first.
    const second = await openPage(browser, baseUrl);
    const b = second.page;
    await signIn(b, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    const theirs = await openEditor(b, itemKey, 'Stale-Merge');
    await fill(theirs, { 'Middle name': 'Beth', 'Office phone': '(306) 555-0202', 'Mobile phone': '(306) 555-0303' });
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await theirs.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    // The first browser is told; the field only the other person changed is already in its form.
    await mine.getByText('This item was changed on the server.').waitFor();
    await mine.getByText('Taken into your form from the server: Mobile phone.').waitFor();
    expect(await mine.getByLabel('Mobile phone', { exact: true }).inputValue()).toBe('(306) 555-0303');
    expect(await mine.getByLabel('Middle name', { exact: true }).inputValue()).toBe('Ann');
    await putAwayNotices(a);
    await screenshots(a, 'stale-edit-notice');

    // Saving first asks about the fields that differ: two both changed, one only this user changed.
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Someone else changed this item' });
    await dialog.waitFor();
    const listed = await dialog.locator('fieldset[data-field]').evaluateAll((sets) => sets.map((set) => set.getAttribute('data-field')));
    expect(listed).toEqual(['middleName', 'email', 'officePhone']);
    await fieldChoice(dialog, 'middleName').getByText('Changed by both').waitFor();
    await fieldChoice(dialog, 'email').getByText('Changed by you').waitFor();
    // Values as the page shows them, each side labelled; the user's own values are chosen at first.
    await fieldChoice(dialog, 'officePhone').getByText('(306) 555-0202').waitFor();
    await fieldChoice(dialog, 'middleName').getByText('Beth', { exact: true }).waitFor();
    for (const field of listed) expect(await chosen(dialog, field ?? '')).toBe('Mine');
    await putAwayNotices(a);
    await screenshots(a, 'stale-edit-dialog');

    await dialog.getByRole('button', { name: 'Take all theirs' }).click();
    for (const field of listed) expect(await chosen(dialog, field ?? '')).toBe('Theirs');
    await dialog.getByRole('button', { name: 'Keep all mine' }).click();
    for (const field of listed) expect(await chosen(dialog, field ?? '')).toBe('Mine');

    // The same dialog in dark mode (the user's preference), opened again from the notice.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await setDark(a, true);
    await mine.getByRole('button', { name: 'Compare and choose' }).click();
    await dialog.waitFor();
    await screenshots(a, 'stale-edit-dialog-dark');

    // Field by field: the other person's middle name, this user's office phone and e-mail.
    await choose(dialog, 'middleName', 'Theirs');
    await choose(dialog, 'officePhone', 'Mine');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await mine.getByLabel('Middle name', { exact: true }).inputValue()).toBe('Beth');
    await mine.getByText('Your choices are in the form. Save to store them.').waitFor();
    await screenshots(a, 'stale-edit-resolved-dark');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await mine.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    // The server holds exactly the chosen merge.
    const stored = (await admin.send(`read/${created.$id}`)) as Record<string, unknown>;
    expect(stored).toMatchObject({
      firstName: 'Rita',
      lastName: 'Stale-Merge',
      middleName: 'Beth',
      officePhone: '(306) 555-0101',
      mobilePhone: '(306) 555-0303',
      email: 'rita.mine@example.org',
      _u: 3,
    });
    // The second browser shows the merged item live.
    await cell(b, itemKey).getByText('rita.mine@example.org').waitFor();

    await setDark(a, false);
    await first.context.close();
    await second.context.close();
    // Two browsers through a whole edit, merge and save each: longer than the suite's default on a busy machine.
  }, 300_000);
});
