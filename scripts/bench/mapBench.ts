import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchWebGlBrowser } from '../../app/e2e/browser';
import { ADMIN } from './benchServer';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const VIEWPORT = { width: 1440, height: 900 };
const SETTLE_TIMEOUT_MS = 180_000;

/** One step of the scripted path: a drag by (dx, dy) pixels or a wheel zoom (negative deltaY zooms in). */
type Step = { drag: [number, number] } | { wheel: number };
/** Over the default bounds: pan, zoom in three times towards the middle, pan around, zoom back out. */
const PATH: readonly Step[] = [
  { drag: [-300, 0] },
  { drag: [300, 120] },
  { wheel: -500 },
  { drag: [-250, -80] },
  { wheel: -500 },
  { drag: [200, 150] },
  { wheel: -500 },
  { drag: [-300, 0] },
  { drag: [0, -200] },
  { wheel: 500 },
  { drag: [400, 100] },
  { wheel: 1000 },
];

export type MapBenchResult =
  | {
      available: true;
      /** From navigation until the map settled with the spatial layer drawn (no loading, empty or failed notice). */
      firstFeaturesMs: number;
      pathSteps: number;
      pathMs: number;
      framesPerSecond: number;
      longTasks: number;
      longTaskTotalMs: number;
      longestTaskMs: number;
      /** After the last step, until every tile of the final view is drawn. */
      settleAfterPathMs: number;
      tileRequests: number;
    }
  | { available: false; reason: string };

/** Counts animation frames and long tasks from the first script on (read back through window.__mapBench). */
const PROBE = `(() => {
  const probe = { frames: 0, longTasks: [] };
  window.__mapBench = probe;
  const tick = () => { probe.frames += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) probe.longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
})();`;

interface Probe {
  frames: number;
  longTasks: number[];
}

const readProbe = (page: Page): Promise<Probe> => page.evaluate(() => (window as unknown as { __mapBench: Probe }).__mapBench);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.vgn-map-canvas')?.getAttribute('data-idle') === 'true', undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 50 });
}

/**
 * The map in headless Chromium (WebGL in software, SwiftShader: absolute frame rates are far below
 * a real GPU's; compare runs, not machines) over the features the tiles benchmark loaded.
 */
export async function runMapBenchmark(baseUrl: string, options: { basemapOnly?: boolean } = {}): Promise<MapBenchResult> {
  if (!existsSync(resolve(ROOT, 'dist', 'index.html'))) return { available: false, reason: 'no client build in dist/ (npx vite build)' };
  process.stderr.write('[bench] map: Chromium over the features\n');
  const browser = await launchWebGlBrowser();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
    const page = await context.newPage();
    let tileRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/plugins/spatial/tiles/')) tileRequests += 1;
    });
    // The control run: the same path over the basemap alone (every feature tile answered empty), so
    // what the features cost shows apart from what software WebGL on this machine costs.
    if (options.basemapOnly) await context.route(/\/api\/plugins\/spatial\/tiles\/\d+\//, (route) => route.fulfill({ status: 204 }));
    page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(SETTLE_TIMEOUT_MS);
    // The load event can lag far behind on a busy machine; the app is usable from DOMContentLoaded.
    await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: SETTLE_TIMEOUT_MS });
    await page.addInitScript(PROBE);
    await page.goto('/spatial.map', { waitUntil: 'domcontentloaded' });
    // Drawn: tiles were asked for and the map settled without a loading, empty or failed notice.
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    let firstFeaturesMs: number | undefined;
    while (firstFeaturesMs === undefined) {
      if (performance.now() > deadline) return { available: false, reason: 'the map drew no features within three minutes' };
      if (tileRequests > 0) {
        firstFeaturesMs = await page.evaluate((basemapOnly) =>
          document.querySelector('.vgn-map-canvas')?.getAttribute('data-idle') === 'true' && (basemapOnly || document.querySelector('[data-testid="map-layer-state-spatial"]') === null) ? performance.now() : undefined,
        options.basemapOnly === true,
        );
      }
      if (firstFeaturesMs === undefined) await page.waitForTimeout(50);
    }
    tileRequests = 0;
    const before = await readProbe(page);
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) return { available: false, reason: 'the map canvas has no box' };
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const begun = performance.now();
    for (const step of PATH) {
      await page.mouse.move(centre.x, centre.y);
      if ('wheel' in step) await page.mouse.wheel(0, step.wheel);
      else {
        await page.mouse.down();
        await page.mouse.move(centre.x + step.drag[0], centre.y + step.drag[1], { steps: 10 });
        await page.mouse.up();
      }
      await page.waitForTimeout(300);
    }
    const pathMs = performance.now() - begun;
    const after = await readProbe(page);
    const settleBegun = performance.now();
    await settled(page);
    const settleAfterPathMs = performance.now() - settleBegun;
    const tasks = after.longTasks.slice(before.longTasks.length);
    return {
      available: true,
      firstFeaturesMs,
      pathSteps: PATH.length,
      pathMs,
      framesPerSecond: ((after.frames - before.frames) * 1000) / pathMs,
      longTasks: tasks.length,
      longTaskTotalMs: tasks.reduce((sum, duration) => sum + duration, 0),
      longestTaskMs: Math.max(0, ...tasks),
      settleAfterPathMs,
      tileRequests,
    };
  } finally {
    await browser.close();
  }
}
