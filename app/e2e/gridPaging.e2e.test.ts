import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { useSuiteSession } from './suiteSession';
import { cell, openPage, putAwayNotices, searchTotal, submitSignIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
/** More than two server pages (100 rows each): the last page arrives only when scrolled to. */
const ROWS = 260;
const MARK = 'Pagetest';
const GRID = '[data-testid="search-grid"]';
/** A page of 100 items read and rendered on a busy machine. */
const PAGE_WAIT = { timeout: 60_000 };
const TEST_TIMEOUT = 300_000;

const lastNameOf = (n: number): string => `${MARK} ${String(n).padStart(3, '0')}`;

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL((url) => url.pathname === '/', PAGE_WAIT);
  await userMenuButton(page).waitFor(PAGE_WAIT);
}

/** search/ids requests the page sends (over its socket, or POST /api/item before it is open), as bodies. */
function recordSearches(page: Page): Record<string, unknown>[] {
  const searches: Record<string, unknown>[] = [];
  const take = (payload: string | null | undefined) => {
    if (typeof payload !== 'string' || !payload.startsWith('{')) return;
    const envelope = JSON.parse(payload) as { o?: unknown; b?: unknown };
    if (envelope.o === 'search/ids' && typeof envelope.b === 'object' && envelope.b !== null) searches.push(envelope.b as Record<string, unknown>);
  };
  page.on('websocket', (socket) => socket.on('framesent', (frame) => take(typeof frame.payload === 'string' ? frame.payload : undefined)));
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/item')) take(request.postData());
  });
  return searches;
}

/** /my-contacts searched for the test's rows by the administrator, recording the page's searches. */
async function openMarkedContacts(browser: Browser) {
  const { context, page } = await openPage(browser, baseUrl);
  context.setDefaultTimeout(PAGE_WAIT.timeout);
  const searches = recordSearches(page);
  await signInAdmin(page);
  await page.goto('/my-contacts');
  const contacts = cell(page, 'v-my-contacts');
  await contacts.getByRole('searchbox').fill(MARK);
  return { context, page, searches, contacts };
}

describe('a result grid paged from the server', () => {
  const session = useSuiteSession();
  const created: { id: string; version: number }[] = [];

  beforeAll(async () => {
    const { admin } = session;
    // Contacts of no organization: only the administrator lists them, other tests' counts stay.
    for (let start = 1; start <= ROWS; start += 20) {
      const batch = Array.from({ length: Math.min(20, ROWS - start + 1) }, (_, n) => admin.send(`create/Contact`, { firstName: 'Row', lastName: lastNameOf(start + n) }));
      for (const reply of await Promise.all(batch)) created.push({ id: (reply as { $id: string }).$id, version: (reply as { _u: number })._u });
    }
  }, TEST_TIMEOUT);

  afterAll(async () => {
    const { admin } = session;
    for (let start = 0; start < created.length; start += 20) await Promise.all(created.slice(start, start + 20).map(({ id, version }) => admin.send(`delete/${id}`, { _u: version })));
  }, TEST_TIMEOUT);

  it('fills the cell, keeps few rows in the page and fetches the next pages as it scrolls', async () => {
    const { context, page, searches, contacts } = await openMarkedContacts(session.browser);
    await expect.poll(async () => (await searchTotal(contacts)).total, PAGE_WAIT).toBe(ROWS);
    await contacts.getByRole('gridcell', { name: lastNameOf(1), exact: true }).waitFor(PAGE_WAIT);

    // One page loaded, the total known; only the rows in view (plus a small buffer) are in the page.
    expect((await searchTotal(contacts)).shown).toBe(100);
    const grid = contacts.locator(GRID);
    const rowsInDom = () => grid.locator('.ag-row').count();
    expect(await rowsInDom()).toBeLessThan(60);
    // The grid takes the cell's height, not the height of its rows.
    const gridBox = await grid.boundingBox();
    const cellBox = await contacts.boundingBox();
    expect(gridBox?.height ?? 0).toBeGreaterThan((cellBox?.height ?? 0) * 0.6);
    expect(await contacts.getByRole('gridcell', { name: lastNameOf(ROWS), exact: true }).count()).toBe(0);

    // Scrolled to the end: the last page is asked with an offset and its rows arrive.
    await grid.locator('.ag-grid-viewport').first().evaluate((viewport) => viewport.scrollTo({ top: viewport.scrollHeight }));
    await contacts.getByRole('gridcell', { name: lastNameOf(ROWS), exact: true }).waitFor(PAGE_WAIT);
    expect(searches.some((body) => body.offset === 200 && body.facets === undefined)).toBe(true);
    expect(await rowsInDom()).toBeLessThan(60);
    await expect.poll(async () => (await searchTotal(contacts)).shown, PAGE_WAIT).toBeGreaterThan(100);
    await putAwayNotices(page);
    await screenshot(page, 'grid-paging-end');

    // Back to the top, open the first row, go to the previous result (round the end of the list):
    // the last row opens and the grid scrolls to it, marked as the open row.
    await grid.locator('.ag-grid-viewport').first().evaluate((viewport) => viewport.scrollTo({ top: 0 }));
    await contacts.getByRole('gridcell', { name: lastNameOf(1), exact: true }).click();
    const item = page.locator('section[data-cell^="i-Contact-"]');
    await item.getByRole('heading', { level: 2, name: `Row ${lastNameOf(1)}` }).waitFor(PAGE_WAIT);
    await expect.poll(() => grid.locator('.ag-row.vgn-row-open').innerText(), PAGE_WAIT).toContain(lastNameOf(1));
    await item.getByRole('button', { name: 'Last result (from the start of the list)' }).click();
    await item.getByRole('heading', { level: 2, name: `Row ${lastNameOf(ROWS)}` }).waitFor(PAGE_WAIT);
    await expect.poll(() => grid.locator('.ag-row.vgn-row-open').innerText(), PAGE_WAIT).toContain(lastNameOf(ROWS));
    await item.getByRole('button', { name: 'Previous result' }).click();
    await item.getByRole('heading', { level: 2, name: `Row ${lastNameOf(ROWS - 1)}` }).waitFor(PAGE_WAIT);
    await context.close();
  }, TEST_TIMEOUT);

  it('asks the server for the new order when a header is clicked', async () => {
    const { context, searches, contacts } = await openMarkedContacts(session.browser);
    await contacts.getByRole('gridcell', { name: lastNameOf(1), exact: true }).waitFor(PAGE_WAIT);
    await contacts.getByRole('columnheader', { name: /Last name/ }).locator('.ag-header-cell-label').click();
    // Descending by last name: the last contact comes first, fetched with that sort.
    await contacts.locator(`${GRID} .ag-row[row-index="0"]`).getByRole('gridcell', { name: lastNameOf(ROWS), exact: true }).waitFor(PAGE_WAIT);
    expect(searches.some((body) => JSON.stringify(body.sort ?? null).includes('"desc"'))).toBe(true);
    await context.close();
  }, TEST_TIMEOUT);
});
