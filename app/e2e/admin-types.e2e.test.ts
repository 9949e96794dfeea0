import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser';

/** A demo account that is not an administrator: new types are COMMUNITY and Core, so it sees them. */
const OTHER_USER = { email: 'consultant@demo.test', password: 'demo-password' };
const WAIT = { timeout: 20000 };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.locator('#vgn-sign-in-email').fill(email);
  await page.locator('#vgn-sign-in-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', WAIT);
  await page.locator('.vgn-home-grid').first().waitFor(WAIT);
  await dismissOverlays(page);
}

/** The cookie banner and the demo data's system alert would cover the buttons the test clicks. */
async function dismissOverlays(page: Page): Promise<void> {
  const cookies = page.getByRole('button', { name: 'OK', exact: true });
  if (await cookies.isVisible()) await cookies.click();
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) if (await dismiss.isVisible()) await dismiss.click();
}

/** Ticks a Blueprint checkbox by its input id (the input itself is drawn by its label). */
async function tick(page: Page, inputId: string): Promise<void> {
  await page.locator(`label:has(#${inputId})`).click();
  expect(await page.locator(`#${inputId}`).isChecked()).toBe(true);
}

async function addField(page: Page, field: { name: string; label: string; kind: string; lov?: string; facet?: boolean; header?: boolean; required?: boolean }): Promise<void> {
  await page.locator('#vgn-typedef-new-field-name').fill(field.name);
  await page.locator('#vgn-typedef-new-field-label').fill(field.label);
  await page.locator('#vgn-typedef-new-field-kind').selectOption(field.kind);
  if (field.lov) await page.locator('#vgn-typedef-new-field-source').selectOption(field.lov);
  if (field.required) await tick(page, 'vgn-typedef-new-field-required');
  if (field.header) await tick(page, 'vgn-typedef-new-field-header');
  if (field.facet) await tick(page, 'vgn-typedef-new-field-facet');
  await page.locator('#vgn-typedef-add-field').click();
  await page.locator(`tr[data-field="${field.name}"]`).waitFor(WAIT);
}

describe('admin.types: an administrator defines a type at run time', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let otherContext: BrowserContext;
  let admin: Page;
  let other: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const baseUrl = inject('baseUrl');
    adminContext = await newContext(browser, baseUrl);
    otherContext = await newContext(browser, baseUrl);
    admin = await adminContext.newPage();
    other = await otherContext.newPage();
    await signIn(admin, inject('adminEmail'), inject('adminPassword'));
    await signIn(other, OTHER_USER.email, OTHER_USER.password);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('creates Permit with a list field (facet) and a date field, saves it and follows the reindex', async () => {
    // The other user's page stays open from here on; the marker proves it never reloads.
    await other.evaluate(() => {
      (window as unknown as Record<string, unknown>).vgnE2eMarker = 'still the same page';
    });
    expect(await other.locator('a.vgn-home-link[href="/permit"]').count()).toBe(0);

    await admin.goto('/admin.types');
    await admin.locator('#vgn-typedef-new').click();
    await admin.locator('#vgn-typedef-new-key').fill('Permit');
    await admin.locator('#vgn-typedef-new-label').fill('Permit');
    await admin.locator('#vgn-typedef-new-create').click();
    await admin.locator('.vgn-typedef-editor').waitFor(WAIT);
    await admin.locator('#vgn-typedef-icon').fill('document');
    await addField(admin, { name: 'category', label: 'Category', kind: 'lov', lov: 'ORG_TYPES', facet: true, header: true });
    await addField(admin, { name: 'validUntil', label: 'Valid until', kind: 'date', header: true });
    await admin.locator('.vgn-typedef-ok', { hasText: 'No problems found.' }).waitFor(WAIT);
    expect(await admin.locator('.vgn-typedef-dirty').isVisible()).toBe(true);
    await screenshot(admin, 'admin-types-form');

    // Unsaved changes: leaving the screen asks first, and staying keeps them.
    await admin.locator('.vgn-logo a').click();
    const question = admin.locator('.bp6-alert', { hasText: 'You have unsaved changes.' });
    await question.waitFor(WAIT);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached', ...WAIT });
    expect(new URL(admin.url()).pathname).toBe('/admin.types');

    // The JSON editor shows the same state, validated live with pointers.
    await admin.getByRole('tab', { name: 'JSON' }).click();
    const json = await admin.locator('#vgn-typedef-json').inputValue();
    expect(JSON.parse(json)).toMatchObject({ declaration: { key: 'Permit', schema: { properties: { category: { lov: 'ORG_TYPES' }, validUntil: { format: 'date' } } } } });
    await admin.locator('#vgn-typedef-json').fill(json.replace('"lov": "ORG_TYPES"', '"lov": "NO_SUCH_LIST"'));
    await admin.locator('.vgn-typedef-problems', { hasText: '/declaration/schema/properties/category/lov' }).waitFor(WAIT);
    await screenshot(admin, 'admin-types-json-error');
    await admin.locator('#vgn-typedef-json').fill(json);
    await admin.locator('.vgn-typedef-ok', { hasText: 'No problems found.' }).waitFor(WAIT);
    await admin.getByRole('tab', { name: 'Form' }).click();

    await dismissOverlays(admin);
    await admin.locator('#vgn-typedef-save').click();
    await admin.locator('.vgn-typedef-saved', { hasText: 'The indexes of Permit are built.' }).waitFor(WAIT);
    await admin.locator('.vgn-typedef-open-list').waitFor(WAIT);
    expect(await admin.locator('.vgn-typedef-dirty').count()).toBe(0);
    await screenshot(admin, 'admin-types-saved');
  });

  it('shows the new menu entry to another signed-in browser without a reload', async () => {
    await other.locator('a.vgn-home-link[href="/permit"]').waitFor(WAIT);
    await other.locator('.vgn-header button[aria-label="Menu"]').click();
    const entry = other.locator('.vgn-drawer-menu a[href="/permit"]');
    await entry.waitFor(WAIT);
    // The drawer slides in: photograph it once it is fully on screen.
    await other.waitForFunction(() => (document.querySelector('.vgn-drawer')?.getBoundingClientRect().left ?? -1) >= 0, undefined, WAIT);
    await screenshot(other, 'admin-types-other-menu');
    // The route is live too: the entry opens the type's list in this same page.
    await entry.click();
    await other.waitForURL((url) => url.pathname === '/permit', WAIT);
    await other.locator('.vgn-search-cell').waitFor(WAIT);
    expect(await other.evaluate(() => (window as unknown as Record<string, unknown>).vgnE2eMarker)).toBe('still the same page');
  });

  it('creates a permit through the generated form and finds it through its facet', async () => {
    await admin.locator('.vgn-typedef-open-list').click();
    await admin.waitForURL((url) => url.pathname === '/permit', WAIT);
    await admin.locator('.vgn-search-cell').waitFor(WAIT);
    await screenshot(admin, 'admin-types-permit-list');
    await admin.getByRole('button', { name: 'New Permit' }).click();
    await admin.locator('#Permit-create_name').waitFor(WAIT);
    await admin.locator('#Permit-create_name').fill('Bridge permit');
    await admin.locator('#Permit-create_category').selectOption('COMMUNITY');
    await admin.locator('#Permit-create_validUntil').fill('2031-05-31');
    await screenshot(admin, 'admin-types-create-permit');
    await admin.getByRole('button', { name: 'Create' }).click();
    await admin.waitForURL((url) => /\/i-Permit-\d+/.test(url.pathname), WAIT);

    await admin.goto('/permit');
    const bucket = admin.locator('.vgn-facet', { hasText: 'Category' }).locator('.vgn-facet-bucket', { hasText: 'Community' });
    await bucket.waitFor(WAIT);
    expect((await bucket.locator('.bp6-tag').textContent())?.trim()).toBe('1');
    await bucket.click();
    const row = admin.locator('.vgn-search-grid .ag-row', { hasText: 'Bridge permit' });
    await row.waitFor(WAIT);
    expect(await row.count()).toBe(1);
    await screenshot(admin, 'admin-types-facet');
  });

  it('refuses a change that would break the permit, with the count and an example, until a default is given', async () => {
    await admin.goto('/admin.types');
    await admin.locator('tr[data-type="Permit"]').getByRole('button', { name: 'Edit' }).click();
    await addField(admin, { name: 'reference', label: 'Reference', kind: 'text', required: true });
    const breaking = admin.locator('.vgn-typedef-breaking');
    await breaking.filter({ hasText: '1 of 1 existing items would break' }).filter({ hasText: 'Permit-1' }).waitFor(WAIT);
    await dismissOverlays(admin);
    await admin.locator('#vgn-typedef-save').click();
    await admin.locator('#vgn-typedef-save.bp6-loading').waitFor({ state: 'detached', ...WAIT });
    // The server refuses too; the refusal is shown in place and the changes stay.
    await breaking.filter({ hasText: '1 of 1 existing items would break' }).waitFor(WAIT);
    expect(await admin.locator('.vgn-typedef-dirty').isVisible()).toBe(true);
    await screenshot(admin, 'admin-types-breaking');

    await admin.locator('#vgn-typedef-default-reference').fill('n/a');
    await breaking.waitFor({ state: 'detached', ...WAIT });
    await admin.locator('#vgn-typedef-save').click();
    await admin.locator('.vgn-typedef-saved', { hasText: 'The indexes of Permit are built.' }).waitFor(WAIT);
    await admin.goto('/i-Permit-1');
    await admin.getByText('n/a', { exact: true }).first().waitFor(WAIT);
  });

  it('exports the definitions as a JSON file and imports that file again', async () => {
    await admin.goto('/admin.types');
    await dismissOverlays(admin);
    const [download] = await Promise.all([admin.waitForEvent('download', WAIT), admin.locator('#vgn-typedef-export').click()]);
    const path = await download.path();
    const file = JSON.parse(readFileSync(path, 'utf8')) as { format: string; definitions: { declaration: { key: string } }[] };
    expect(file.format).toBe('vgn-type-definitions');
    expect(file.definitions.map((d) => d.declaration.key)).toEqual(['Permit']);
    await admin.locator('#vgn-typedef-import-file').setInputFiles(path);
    await admin.getByText('1 type definition imported').waitFor(WAIT);
    await screenshot(admin, 'admin-types-imported');
  });
});
