import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { signInToken } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, signedInStorage } from './ui';

const baseUrl = inject('baseUrl');
const CONTENT_TIMEOUT = 90_000;

/**
 * Runs before the page's scripts: records the plain first rows (FirstRows) when they first appear,
 * their first row's box and cell texts, before the grid takes their place, and whether the facets were there.
 */
const RECORD_FIRST_ROWS = `(() => {
  const observer = new MutationObserver(() => {
    const row = document.querySelector('[data-testid="first-rows"] [role="row"]:nth-child(2)');
    if (!row) return;
    const box = row.getBoundingClientRect();
    const texts = [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent.trim());
    window.__vgnFirstRows = { x: box.x, y: box.y, height: box.height, texts, gridThen: document.querySelector('.ag-row') !== null, facetsThen: document.querySelector('.vgn-facet') !== null };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;


describe("a list's first page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('comes in one round trip, shows as plain rows before the grid and the facets, and nothing jumps when they come', async () => {
    const token = await signInToken(baseUrl, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      storageState: signedInStorage(baseUrl, token),
    });
    await context.addInitScript(RECORD_FIRST_ROWS);
    const page = await context.newPage();
    // Requests go over the socket, or POST /api/item before it is open.
    const sent: { o: string; b: unknown }[] = [];
    const take = (payload: string | null | undefined) => {
      if (typeof payload === 'string' && payload.startsWith('{')) sent.push(JSON.parse(payload) as { o: string; b: unknown });
    };
    page.on('websocket', (socket) => socket.on('framesent', (frame) => take(typeof frame.payload === 'string' ? frame.payload : undefined)));
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/item')) take(request.postData());
    });
    await page.goto('/my-contacts');
    const contacts = cell(page, 'v-my-contacts');
    const firstGridRow = contacts.locator('[data-testid="search-grid"] .ag-row[row-index="0"]');
    await firstGridRow.waitFor({ timeout: CONTENT_TIMEOUT });
    await contacts.getByTestId('first-rows').waitFor({ state: 'detached', timeout: CONTENT_TIMEOUT });

    // One search answered ids, facets and rows: no readMany/object of contacts followed it (the
    // header reads its alerts and what's new that way).
    const searches = sent.filter((envelope) => envelope.o === 'search/ids');
    expect(searches.find((envelope) => JSON.stringify(envelope.b).includes('"Contact"'))?.b).toMatchObject({ withRows: true, offset: 0 });
    const contactReads = sent.filter((envelope) => envelope.o === 'readMany/object' && JSON.stringify(envelope.b).includes('"Contact-'));
    expect(contactReads).toEqual([]);

    // The plain rows came first, with the grid's first row texts in the same place.
    const plain = (await page.evaluate('window.__vgnFirstRows')) as { x: number; y: number; height: number; texts: string[]; gridThen: boolean; facetsThen: boolean } | undefined;
    expect(plain, 'the plain first rows were shown').toBeDefined();
    expect(plain?.gridThen).toBe(false);
    // The facets render in a later task (a deferred render): the rows did not wait for them, and
    // their column kept its width meanwhile, so the rows stay where they were.
    expect(plain?.facetsThen).toBe(false);
    await contacts.locator('.vgn-facet').first().waitFor({ timeout: CONTENT_TIMEOUT });
    const gridBox = await firstGridRow.boundingBox();
    expect(Math.abs((gridBox?.x ?? 0) - (plain?.x ?? -100))).toBeLessThanOrEqual(1);
    expect(Math.abs((gridBox?.y ?? 0) - (plain?.y ?? -100))).toBeLessThanOrEqual(1);
    expect(gridBox?.height).toBe(plain?.height);
    const gridTexts = await firstGridRow.locator('.ag-cell').evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
    expect(gridTexts.slice(0, 4)).toEqual(plain?.texts.slice(0, 4));
    expect(plain?.texts[0]).not.toBe('');
    await context.close();
  }, 240_000);
});
