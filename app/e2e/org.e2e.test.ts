import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * The Organization module end to end (business spec §1-§9, issue 5), against the product started
 * as the README says with its demo data: an organization's whole life (created by an organization
 * administrator, its records logged from its page, its own meeting types), the administrator-only
 * contact creation, the form refusals, and what a member of another organization does not see.
 */

const baseUrl = inject('baseUrl');
const { orgAdmin, member } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const ORGANIZATION = 'Birch Lake Cree Nation';
const stamp = String(Date.now() % 1_000_000);

/** What the first test created, for the tests after it (vitest runs a file's tests in order). */
const created: { organization?: string; commLog?: string; meeting?: string } = {};

/** The id of the item page open in the last column ("/.../i-Meeting-7" gives "Meeting-7"). */
function lastItemId(page: Page): string {
  const last = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last).replace(/^i-/, '');
}

/** The create cell opened from a related list or a search cell ("i-Meeting-0-{marker}"). */
function createCell(page: Page, type: string): Locator {
  return page.locator(`section[data-cell^="i-${type}-0-"]`);
}

/** Submits a create form and waits for the new item's page to take the create cell's place. */
async function submitCreate(page: Page, type: string): Promise<string> {
  await createCell(page, type).getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL((url) => new RegExp(`/i-${type}-[1-9]\\d*$`).test(url.pathname), WAIT);
  return lastItemId(page);
}

/** The related list of an item page (view.related), by its key. */
function related(page: Page, itemId: string, key: string): Locator {
  return cell(page, `i-${itemId}`).locator(`section[data-related="${key}"]`);
}

/**
 * Clicks a related list's create button on an item page that may sit in an unfocused column: the
 * first click there both focuses the column and presses the button.
 */
async function createFromList(page: Page, itemId: string, key: string, type: string, typeLabel = type): Promise<Locator> {
  await related(page, itemId, key).getByRole('button', { name: `New ${typeLabel}` }).click();
  const form = createCell(page, type);
  await form.waitFor(WAIT);
  return form;
}

/** Opens an item page as the only column. */
async function openItem(page: Page, id: string): Promise<Locator> {
  await page.goto(`/i-${id}`);
  await cell(page, `i-${id}`).waitFor(WAIT);
  return cell(page, `i-${id}`);
}

describe('organizations, their contacts, logs, meetings and lists of values', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('lets an organization administrator create an organization, log a communication and a meeting from its page', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);

    // My organizations: exactly the user's own, with the creation of a new one.
    await page.getByRole('link', { name: 'My organizations' }).click();
    const mine = cell(page, 'v-my-organizations');
    await mine.getByRole('gridcell', { name: 'Stoney Creek First Nation' }).waitFor(WAIT);
    expect(await mine.getByTestId('search-total').innerText()).toMatch(/\b1 of 1\b/);
    await page.getByRole('button', { name: 'New Organization' }).click();
    const orgForm = createCell(page, 'Organization');
    await orgForm.locator('#Organization-create_displayName').fill(ORGANIZATION);
    await orgForm.locator('#Organization-create_type').selectOption('COMMUNITY');
    created.organization = await submitCreate(page, 'Organization');
    const orgPage = cell(page, `i-${created.organization}`);
    await cellTitle(page, `i-${created.organization}`).filter({ hasText: ORGANIZATION }).waitFor(WAIT);

    // A communication, logged from the organization's page: its organization is filled in.
    const logs = related(page, created.organization, 'commLogs');
    await logs.getByText('None yet.').waitFor(WAIT);
    const logForm = await createFromList(page, created.organization, 'commLogs', 'CommLog', 'Communication log');
    await logForm.getByText(ORGANIZATION).first().waitFor(WAIT);
    await logForm.locator('#CommLog-create_subject').fill(`Introductory call ${stamp}`);
    await logForm.locator('#CommLog-create_date').fill('2026-11-02');
    await logForm.locator('#CommLog-create_type').selectOption('PHONE');
    await logForm.locator('#CommLog-create_direction').selectOption('OUTBOUND');
    created.commLog = await submitCreate(page, 'CommLog');
    await cellTitle(page, `i-${created.commLog}`).filter({ hasText: `Introductory call ${stamp}` }).waitFor(WAIT);
    // The organization's list shows it at once (live through a type watch).
    await logs.getByRole('link', { name: `Introductory call ${stamp}` }).waitFor(WAIT);

    // A meeting whose end is before its start is refused with the message in the form.
    const meetingForm = await createFromList(page, created.organization, 'meetings', 'Meeting');
    await meetingForm.locator('#Meeting-create_summary').fill(`Land use planning ${stamp}`);
    await meetingForm.locator('#Meeting-create_meetingTypes').click();
    await page.getByRole('option', { name: 'In person' }).click();
    await meetingForm.locator('#Meeting-create_date').fill('2026-11-03');
    await meetingForm.locator('#Meeting-create_start').fill('11:00');
    await meetingForm.locator('#Meeting-create_end').fill('10:00');
    await meetingForm.getByRole('button', { name: 'Create', exact: true }).click();
    await meetingForm.getByText('The end must not be before the start', { exact: true }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toMatch(/i-Meeting-0-\d+$/);
    await putAwayNotices(page);
    await screenshot(page, 'org-meeting-end-before-start');
    await meetingForm.locator('#Meeting-create_end').fill('12:30');
    created.meeting = await submitCreate(page, 'Meeting');
    // Its display state is computed from date, start and end: long past by now.
    await cell(page, `i-${created.meeting}`).getByText('Past', { exact: true }).waitFor(WAIT);
    await related(page, created.organization, 'meetings').getByRole('link', { name: `Land use planning ${stamp}` }).waitFor(WAIT);
    expect(await orgPage.isVisible()).toBe(true);
    await putAwayNotices(page);
    await screenshot(page, 'org-page-with-records');
    await page.context().close();
  });

  it('lets the organization’s owner add a meeting type of its own and offers it in the meeting form', async () => {
    const organization = created.organization;
    if (!organization) throw new Error('the first test creates the organization');
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const orgPage = await openItem(page, organization);

    // The organization's page links to the lists it keeps values of.
    await orgPage.getByRole('link', { name: 'Meeting type' }).click();
    await page.waitForURL((url) => url.pathname === '/list-lov', WAIT);
    expect(new URL(page.url()).searchParams.get('c0')).toBe(`ORG_MEETING_TYPES.${organization}`);
    const editor = page.locator('[data-lov-list="ORG_MEETING_TYPES"]');
    await editor.locator('input[name="new-key"]').fill('ELDERS_CIRCLE');
    await editor.locator('input[name="new-en"]').fill('Elders circle');
    await editor.locator('input[name="new-fr"]').fill('Cercle des aînés');
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    const row = editor.locator('tr[data-lov-key="ELDERS_CIRCLE"]');
    await row.getByText('Cercle des aînés').waitFor(WAIT);
    // Translate it: the English label changes in place.
    await row.getByRole('button', { name: 'Translate' }).click();
    await editor.locator('input[name="t-ELDERS_CIRCLE-en"]').fill('Circle of elders');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await row.getByText('Circle of elders', { exact: true }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'org-list-of-values');

    // Back on the organization's page, a new meeting offers the new value after the shared ones.
    await page.getByRole('link', { name: ORGANIZATION }).click();
    await cell(page, `i-${organization}`).waitFor(WAIT);
    const meetingForm = await createFromList(page, organization, 'meetings', 'Meeting');
    await meetingForm.locator('#Meeting-create_meetingTypes').click();
    await page.getByRole('option', { name: 'Circle of elders' }).waitFor(WAIT);
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered.indexOf('Circle of elders')).toBeGreaterThan(offered.indexOf('In person'));
    await putAwayNotices(page);
    await screenshot(page, 'org-meeting-type-offered');
    await page.getByRole('option', { name: 'Circle of elders' }).click();
    await meetingForm.locator('#Meeting-create_summary').fill(`Elders circle ${stamp}`);
    await meetingForm.locator('#Meeting-create_date').fill('2026-11-10');
    const meeting = await submitCreate(page, 'Meeting');
    await cell(page, `i-${meeting}`).getByText('Circle of elders').waitFor(WAIT);

    // Archived, it stays on the meeting but is no longer offered.
    await page.goto(`/list-lov?c0=ORG_MEETING_TYPES.${organization}`);
    await page.locator('tr[data-lov-key="ELDERS_CIRCLE"]').getByRole('button', { name: 'Archive' }).click();
    await page.locator('tr[data-lov-key="ELDERS_CIRCLE"]').getByRole('button', { name: 'Unarchive' }).waitFor(WAIT);
    const meetingPage = await openItem(page, meeting);
    await meetingPage.getByText('Circle of elders').waitFor(WAIT);
    await openItem(page, organization);
    const again = await createFromList(page, organization, 'meetings', 'Meeting');
    await again.locator('#Meeting-create_meetingTypes').click();
    await page.getByRole('option', { name: 'In person' }).waitFor(WAIT);
    expect(await page.getByRole('option', { name: 'Circle of elders' }).count()).toBe(0);
    await page.context().close();
  });

  it('keeps contact creation with administrators and refuses an invalid e-mail in the form', async () => {
    const organization = created.organization;
    if (!organization) throw new Error('the first test creates the organization');
    // Outside dedicated deployments the organization administrator is offered no contact creation.
    const asOrgAdmin = await openPage(browser, baseUrl);
    await signIn(asOrgAdmin.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await openItem(asOrgAdmin.page, organization);
    await related(asOrgAdmin.page, organization, 'meetings').getByRole('button', { name: 'New Meeting' }).waitFor(WAIT);
    expect(await related(asOrgAdmin.page, organization, 'contacts').getByRole('button', { name: 'New Contact' }).count()).toBe(0);
    await asOrgAdmin.context.close();

    const { page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await openItem(page, organization);
    const form = await createFromList(page, organization, 'contacts', 'Contact');
    await form.getByText(ORGANIZATION).first().waitFor(WAIT);
    await form.locator('#Contact-create_firstName').fill('Joseph');
    await form.locator('#Contact-create_lastName').fill(`Sinclair ${stamp}`);
    await form.locator('#Contact-create_email').fill('joseph.sinclair@');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('Enter a valid e-mail address', { exact: true }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'org-contact-invalid-email');
    await form.locator('#Contact-create_email').fill('joseph.sinclair@birchlake.example.ca');
    const contact = await submitCreate(page, 'Contact');
    await cell(page, `i-${contact}`).getByText('joseph.sinclair@birchlake.example.ca').waitFor(WAIT);
    await related(page, organization, 'contacts').getByRole('link', { name: `Sinclair ${stamp}` }).waitFor(WAIT);
    await page.context().close();
  });

  it('hides an organization’s protected records from a member of another organization', async () => {
    const { organization, commLog, meeting } = created;
    if (!organization || !commLog || !meeting) throw new Error('the first test creates the records');
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);

    await page.getByRole('link', { name: 'My organizations' }).click();
    const mine = cell(page, 'v-my-organizations');
    await mine.getByRole('gridcell', { name: MEMBER_ORGANIZATION }).waitFor(WAIT);
    expect(await mine.getByTestId('search-total').innerText()).toMatch(/\b1 of 1\b/);

    // The organization itself is visible to every signed-in user; its records are not.
    const orgPage = await openItem(page, organization);
    await cellTitle(page, `i-${organization}`).filter({ hasText: ORGANIZATION }).waitFor(WAIT);
    for (const key of ['contacts', 'commLogs', 'meetings']) await related(page, organization, key).getByText('None yet.').waitFor(WAIT);
    expect(await orgPage.getByRole('button', { name: /^New / }).count()).toBe(0);
    expect(await orgPage.getByRole('link', { name: 'Meeting type' }).count()).toBe(0);
    await putAwayNotices(page);
    await screenshot(page, 'org-page-other-member');

    for (const id of [commLog, meeting]) {
      await page.goto(`/i-${id}`);
      await cell(page, `i-${id}`).getByText(/not allowed/i).waitFor(WAIT);
    }
    // Nor do searches count them.
    await page.goto(`/search?c0=${encodeURIComponent(`Introductory call ${stamp}`)}`);
    await page.getByText('No results').waitFor(WAIT);
    await page.context().close();
  });

  it('copies the e-mail addresses of an organization’s contacts from its toolbar (the org plugin’s client entry)', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.getByRole('link', { name: 'My organizations' }).click();
    await cell(page, 'v-my-organizations').getByRole('gridcell', { name: ORG_ADMIN_ORGANIZATION }).click();
    const copy = page.getByTestId('org-copy-emails');
    await copy.click();
    await page.locator('[data-testid="org-copy-emails"][data-state="copied"]').waitFor(WAIT);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split(', ').length).toBeGreaterThan(1);
    expect(copied).toMatch(/^"[^"]+" <[^@\s]+@[^>\s]+>(, "[^"]+" <[^@\s]+@[^>\s]+>)*$/);
    await page.getByText(/^Copied \d+ addresses$/).waitFor(WAIT);
    await screenshot(page, 'org-copy-contact-emails');
    await context.close();
  });
});
