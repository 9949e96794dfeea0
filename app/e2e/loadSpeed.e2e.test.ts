import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { signInToken } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, signedInStorage } from './ui';

const baseUrl = inject('baseUrl');
/** The budget: JavaScript over the wire for a cold load of either page. */
const JS_BUDGET_BYTES = 500 * 1024;
/** Waiting for content, not timing it: a busy machine may take long to show the first grid row. */
const CONTENT_TIMEOUT = 90_000;
/** Blueprint's chunks holding the paths of every icon (generated/{16,20}px/paths/index.js). */
const ALL_ICON_PATHS_CHUNK = /\/assets\/paths-[\w-]+\.js$/;
/**
 * Packages neither page shows anything of: the GeoJSON checker and turf (geometry cells and
 * validation), the map library, the validators (forms) and, on the home page, the grid.
 */
const NOT_IN_FIRST_LOAD: Record<string, RegExp> = {
  '/': /node_modules\/(@placemarkio\/check-geojson|@turf\/|maplibre-gl|ajv|ajv-formats|@rjsf\/|ag-grid-community|ag-grid-react)\//,
  '/my-contacts': /node_modules\/(@placemarkio\/check-geojson|@turf\/|maplibre-gl|ajv|ajv-formats|@rjsf\/)\//,
};
/** The grid's chunk with only the ag-grid modules the result grids use (AllCommunityModule sent ~270 KiB). */
const GRID_CHUNK = /^\/assets\/SearchGrid-[\w-]+\.js$/;
const GRID_CHUNK_BUDGET_BYTES = 200 * 1024;

interface Transfer {
  path: string;
  transferSize: number;
}

/** The source files a built script was made of, from its source map (the build writes one beside each). */
async function sourcesOf(path: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${path}.map`);
  expect(response.status, `${path}.map`).toBe(200);
  const map = (await response.json()) as { sources?: unknown };
  return Array.isArray(map.sources) ? map.sources.filter((source): source is string => typeof source === 'string') : [];
}

/** The answer's headers for a GET that accepts `encoding`. */
async function headersFor(path: string, encoding: string): Promise<Headers> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers;
}


/** A fresh context (empty HTTP cache) whose local storage already holds the demo user's token. */
async function coldContext(browser: Browser, token: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
    storageState: signedInStorage(baseUrl, token),
  });
}

describe('load speed', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    token = await signInToken(baseUrl, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('sends scripts, styles, the shell and the registry compressed, and caches hashed assets for good', async () => {
    const shell = await (await fetch(`${baseUrl}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
    if (script === undefined || style === undefined) throw new Error('index.html names no script or stylesheet');

    for (const encoding of ['br', 'gzip']) {
      for (const path of [script, style, '/api/registry', '/', '/my-contacts']) {
        const headers = await headersFor(path, encoding);
        expect(headers.get('content-encoding'), `${path} with ${encoding}`).toBe(encoding);
        expect(headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      }
    }
    // Clients that accept no encoding get the plain bytes.
    expect((await headersFor(script, 'identity')).get('content-encoding')).toBeNull();

    for (const path of [script, style]) expect((await headersFor(path, 'br')).get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/my-contacts']) expect((await headersFor(path, 'br')).get('cache-control')).toBe('no-cache');
  });

  it('loads both pages cold within 500 KiB of JavaScript, and fetches icons one by one', async () => {
    const transfers: Record<string, Transfer[]> = {};
    for (const [path, content] of [
      ['/', (context: BrowserContext) => cell(context.pages()[0]!, 'v-home').locator('a[href] svg path').first()],
      ['/my-contacts', (context: BrowserContext) => cell(context.pages()[0]!, 'v-my-contacts').getByRole('gridcell').first()],
    ] as const) {
      const context = await coldContext(browser, token);
      const page = await context.newPage();
      await page.goto(path);
      await content(context).waitFor({ timeout: CONTENT_TIMEOUT });
      await page.waitForLoadState('networkidle');
      transfers[path] = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })),
      );
      await context.close();
    }

    for (const [path, list] of Object.entries(transfers)) {
      const scripts = list.filter((transfer) => transfer.path.endsWith('.js'));
      const jsBytes = scripts.reduce((sum, transfer) => sum + transfer.transferSize, 0);
      const listing = scripts.map((transfer) => `${transfer.path} ${transfer.transferSize}`).join('\n');
      expect(jsBytes, `JavaScript bytes over the wire for ${path}`).toBeGreaterThan(0);
      expect(jsBytes, `JavaScript bytes over the wire for ${path}:\n${listing}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(scripts.filter((transfer) => ALL_ICON_PATHS_CHUNK.test(transfer.path))).toEqual([]);
    }
    // The home page's icons came as their own small modules.
    expect(transfers['/']?.some((transfer) => /^\/assets\/icons-[\d.]+\/(16|20)\/[a-z0-9-]+\.js$/.test(transfer.path))).toBe(true);

    // What each page loaded was made of none of the packages it does not use.
    for (const [path, list] of Object.entries(transfers)) {
      const forbidden = NOT_IN_FIRST_LOAD[path];
      if (forbidden === undefined) throw new Error(`no list of packages for ${path}`);
      // Icons are copied as they are, and the bundler's runtime helpers have no source map.
      const scripts = list.filter((transfer) => /^\/assets\/[^/]+\.js$/.test(transfer.path) && !/^\/assets\/rolldown-runtime-/.test(transfer.path));
      const found: string[] = [];
      for (const script of scripts) for (const source of await sourcesOf(script.path)) if (forbidden.test(source)) found.push(`${script.path}: ${source}`);
      expect(found, `${path} loaded code it does not use`).toEqual([]);
    }
    // The grid came with a small ag-grid module set.
    const grid = transfers['/my-contacts']?.find((transfer) => GRID_CHUNK.test(transfer.path));
    expect(grid, 'the grid chunk was loaded').toBeDefined();
    expect(grid?.transferSize).toBeLessThanOrEqual(GRID_CHUNK_BUDGET_BYTES);
  }, 240_000);

  it("names one start chunk in the shell instead of dozens of small ones", async () => {
    const shell = await (await fetch(`${baseUrl}/`)).text();
    const entries = [...shell.matchAll(/<script[^>]+type="module"[^>]*>/g)];
    const preloads = [...shell.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)];
    expect(entries).toHaveLength(1);
    // The entry and the bundler's small runtime: each further file was a request the first render waited for.
    expect(preloads.length).toBeLessThanOrEqual(1);
  });

  it('answers a deep link with a shell that names the chunks its first column needs', async () => {
    const preloadsOf = async (path: string): Promise<string[]> =>
      [...(await (await fetch(`${baseUrl}${path}`)).text()).matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([A-Za-z]+)-/g)].map((match) => match[1] ?? '');
    // The home page needs none of them; a list its search cell and grid; an item page the item page.
    expect(await preloadsOf('/')).not.toContain('SearchCell');
    for (const list of ['/my-contacts', '/my-contacts/i-Contact-1']) expect(await preloadsOf(list)).toEqual(expect.arrayContaining(['SearchCell', 'SearchGrid']));
    const item = await preloadsOf('/i-Contact-1');
    expect(item).toContain('ItemPage');
    expect(item).not.toContain('SearchGrid');
  });

  it("requests a list's search cell and grid chunks before the shell first renders", async () => {
    const context = await coldContext(browser, token);
    // When the shell first puts something into #root (ms since navigation start, like resource timing).
    await context.addInitScript(`(() => {
      const observer = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root || root.childElementCount === 0) return;
        window.__vgnFirstRender = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    })()`);
    const page = await context.newPage();
    await page.goto('/my-contacts');
    await cell(page, 'v-my-contacts').getByRole('gridcell').first().waitFor({ timeout: CONTENT_TIMEOUT });
    const { firstRender, starts } = await page.evaluate(() => ({
      firstRender: (window as unknown as { __vgnFirstRender?: number }).__vgnFirstRender ?? null,
      starts: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    await context.close();
    const startOf = (pattern: RegExp) => starts.find((entry) => pattern.test(entry.path))?.startTime;
    expect(firstRender).not.toBeNull();
    // Both start as soon as the registry names the route, not after a render that discovers them.
    for (const chunk of [/^\/assets\/SearchCell-[\w-]+\.js$/, /^\/assets\/SearchGrid-[\w-]+\.js$/]) {
      const start = startOf(chunk);
      expect(start, `${chunk} was requested`).toBeDefined();
      expect(start, `${chunk} requested before the first render`).toBeLessThan(firstRender ?? 0);
    }
  }, 240_000);
});
