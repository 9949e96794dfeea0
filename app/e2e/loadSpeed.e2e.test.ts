import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS } from './ui';

const baseUrl = inject('baseUrl');
/** The budget: JavaScript over the wire for a cold load of either page. */
const JS_BUDGET_BYTES = 500 * 1024;
/** Waiting for content, not timing it: a busy machine may take long to show the first grid row. */
const CONTENT_TIMEOUT = 90_000;
/** Blueprint's chunks holding the paths of every icon (generated/{16,20}px/paths/index.js). */
const ALL_ICON_PATHS_CHUNK = /\/assets\/paths-[\w-]+\.js$/;

interface Transfer {
  path: string;
  transferSize: number;
}

/** The answer's headers for a GET that accepts `encoding`. */
async function headersFor(path: string, encoding: string): Promise<Headers> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers;
}

async function signedInToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.orgAdmin.email, password: DEMO_PASSWORD }),
  });
  const token = response.headers.get('x-vgn-token');
  if (!response.ok || token === null) throw new Error(`sign-in answered ${response.status}`);
  return token;
}

/** A fresh context (empty HTTP cache) whose local storage already holds the demo user's token. */
async function coldContext(browser: Browser, token: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
    storageState: { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: 'Access-Token', value: token }] }] },
  });
}

describe('load speed', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    token = await signedInToken();
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
  }, 240_000);

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
