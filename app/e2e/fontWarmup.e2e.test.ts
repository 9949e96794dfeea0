import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from './browser';
import { signInToken } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, signedInStorage } from './ui';

const baseUrl = inject('baseUrl');
/** Waiting for content, not timing it: a busy machine may take long to show the home page. */
const CONTENT_TIMEOUT = 90_000;
/** The user timing mark the init script sets when the app first puts something into #root. */
const FIRST_RENDER_MARK = 'vgn-first-render';
/** Chromium's trace event for the renderer asking the browser process for a font family (a synchronous call). */
const FAMILY_LOOKUP = 'FontDataManager::onMatchFamilyStyle';

interface TraceEvent {
  name: string;
  ts: number;
  ph: string;
  /** The process: tracing is browser-wide, so other tests' pages (in parallel on the shared browser) are in it too. */
  pid: number;
  args?: { family_name?: string };
}

/** The family names of a computed font-family list ('"Segoe UI", Roboto' → ['Segoe UI', 'Roboto']). */
function familyNames(fontFamily: string): string[] {
  return fontFamily.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
}

describe('font warm-up', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    token = await signInToken(baseUrl, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await browser.close();
  });

  it("resolves the page's fonts before the app first renders, so the first layout waits on no font lookup", async () => {
    // A fresh context: a renderer of its own, whose font caches are empty (a cold load).
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      storageState: signedInStorage(baseUrl, token),
    });
    await context.addInitScript(`(() => {
      const observer = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root || root.childElementCount === 0) return;
        performance.mark(${JSON.stringify(FIRST_RENDER_MARK)});
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    })()`);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['fonts', 'blink.user_timing'] });
    await page.goto('/');
    await cell(page, 'v-home').getByTestId('home-card-notifications').waitFor({ timeout: CONTENT_TIMEOUT });
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const bodyFamilies = new Set(familyNames(await page.evaluate(() => getComputedStyle(document.body).fontFamily)));
    const warmupLeft = await page.evaluate(() => document.getElementById('vgn-font-warmup') !== null);
    await context.close();

    const firstRender = trace.traceEvents.find((event) => event.name === FIRST_RENDER_MARK);
    expect(firstRender, 'the first render was marked in the trace').toBeDefined();
    // The page's renderer is the process that marked its first render.
    const lookups = trace.traceEvents.filter(
      (event) => event.pid === firstRender?.pid && event.name === FAMILY_LOOKUP && bodyFamilies.has(event.args?.family_name ?? ''),
    );
    // The trace saw the body font's families looked up at all (else the check below would prove nothing).
    expect(lookups.length).toBeGreaterThan(0);
    const late = lookups.filter((event) => event.ts > (firstRender?.ts ?? 0)).map((event) => event.args?.family_name);
    expect(late, "families of the body font looked up after the app's first render (add their size or weight to app/theme/fontWarmup.ts)").toEqual([]);
    // The warm-up is gone once done.
    expect(warmupLeft).toBe(false);
  }, 240_000);
});
