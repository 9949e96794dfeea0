import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { BenchArgs } from './args';
import { startBenchServer, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { FIRST_NAMES, LAST_NAMES, Random } from './fakeData';

/** What scrolling a result grid of many rows cost in the browser (figures to watch, never asserted). */
export interface GridScrollResult {
  rows: number;
  seedSeconds: number;
  /** From navigation to the first row with its values on screen. */
  firstRowMs: number;
  /** search/ids requests the page sent over its socket (first page included). */
  pagesFetched: number;
  scrollSteps: number;
  /** Long tasks (PerformanceObserver 'longtask', > 50 ms) while scrolling to the end. */
  longestTaskMs: number;
  tasksOver50Ms: number;
  tasksOver200Ms: number;
  /** Long tasks while the page loaded, before the first scroll (bundle parse, first render). */
  longestLoadTaskMs: number;
  /** Rows in the grid's DOM after the last row was shown. */
  domRowsAtEnd: number;
  lastRowShown: boolean;
}

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const BATCH = 2_000;
const SCROLL_STEPS = 200;
const LIST_PATH = '/my-contacts';
const GRID = '[data-cell="v-my-contacts"] [data-testid="search-grid"]';

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** `rows` Contacts through the real ItemStore (validation, indexes), in bulk-load mode. */
async function seedContacts(bench: BenchServer, rows: number): Promise<number> {
  const started = performance.now();
  const random = new Random(20251125);
  await withBulkLoad(bench.server.db, async () => {
    for (let done = 0; done < rows; done += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = done; n < Math.min(rows, done + BATCH); n += 1) {
          bench.store.create('Contact', { firstName: random.pick(FIRST_NAMES), lastName: `${random.pick(LAST_NAMES)} ${n}` }, bench.adminWriter);
        }
      })();
      if (done % 20_000 === 0) progress(`seeded ${done} / ${rows} contacts`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
  return (performance.now() - started) / 1000;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('button', { name: /^User menu/ }).filter({ hasNotText: 'Sign in' }).waitFor();
}

/** Long tasks since the page's last load, collected by an init script. */
async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const holder = window as unknown as { vgnLongTasks?: number[] };
    const tasks = holder.vgnLongTasks ?? [];
    holder.vgnLongTasks = [];
    return tasks;
  });
}

/** Scrolls the grid's viewport to a fraction of its height and waits until no row in view is still loading. */
async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate(
    ({ grid, to }) => {
      const viewport = document.querySelector(`${grid} .ag-grid-viewport`) ?? document.querySelector(`${grid} .ag-body-vertical-scroll-viewport`);
      if (!(viewport instanceof HTMLElement)) throw new Error('no grid viewport');
      viewport.scrollTop = to * (viewport.scrollHeight - viewport.clientHeight);
    },
    { grid: GRID, to: fraction },
  );
  await page.waitForFunction((grid) => {
    const rows = document.querySelectorAll(`${grid} .ag-row`);
    return rows.length > 0 && document.querySelectorAll(`${grid} .ag-row-loading`).length === 0;
  }, GRID);
}

export async function runGridScrollBenchmark(args: BenchArgs): Promise<GridScrollResult> {
  const root = process.cwd();
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    progress('building the client (npx vite build)');
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
  }
  const bench = await startBenchServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
  try {
    progress(`seeding ${args.items} contacts`);
    const seedSeconds = await seedContacts(bench, args.items);
    const context = await browser.newContext({ baseURL: bench.server.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      const holder = window as unknown as { vgnLongTasks?: number[] };
      holder.vgnLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) holder.vgnLongTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    let pagesFetched = 0;
    const count = (payload: string | null): void => {
      if (payload?.includes('"o":"search/ids"') === true) pagesFetched += 1;
    };
    // Over the socket, or POST /api/item while it is not open yet.
    page.on('websocket', (socket) => socket.on('framesent', (frame) => count(typeof frame.payload === 'string' ? frame.payload : null)));
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/item')) count(request.postData());
    });
    await signIn(page, 'admin@bench.example.com', 'bench admin password 1');
    pagesFetched = 0;
    const started = performance.now();
    await page.goto(LIST_PATH);
    await page.locator(`${GRID} .ag-row[row-index="0"] .ag-cell`).filter({ hasText: /\S/ }).first().waitFor({ timeout: 60_000 });
    const firstRowMs = performance.now() - started;
    const loadTasks = await takeLongTasks(page);

    progress(`scrolling ${args.items} rows in ${SCROLL_STEPS} steps`);
    for (let step = 1; step <= SCROLL_STEPS; step += 1) await scrollTo(page, step / SCROLL_STEPS);
    const lastRowShown = (await page.locator(`${GRID} .ag-row[row-index="${args.items - 1}"]`).count()) > 0;
    const domRowsAtEnd = await page.locator(`${GRID} .ag-row`).count();
    const tasks = await takeLongTasks(page);
    await context.close();
    return {
      rows: args.items,
      seedSeconds,
      firstRowMs,
      pagesFetched,
      scrollSteps: SCROLL_STEPS,
      longestTaskMs: Math.max(0, ...tasks),
      tasksOver50Ms: tasks.length,
      tasksOver200Ms: tasks.filter((duration) => duration > 200).length,
      longestLoadTaskMs: Math.max(0, ...loadTasks),
      domRowsAtEnd,
      lastRowShown,
    };
  } finally {
    await browser.close();
    await bench.close();
  }
}

/** The figures as a small table for the report. */
export function gridScrollText(result: GridScrollResult): string {
  const lines: [string, string][] = [
    ['rows in the list', String(result.rows)],
    ['seeding (s)', result.seedSeconds.toFixed(1)],
    ['time to first row (ms)', result.firstRowMs.toFixed(0)],
    ['pages fetched (search/ids)', String(result.pagesFetched)],
    ['scroll steps to the end', String(result.scrollSteps)],
    ['longest task while scrolling (ms)', result.longestTaskMs.toFixed(0)],
    ['tasks > 50 ms while scrolling', String(result.tasksOver50Ms)],
    ['tasks > 200 ms while scrolling', String(result.tasksOver200Ms)],
    ['longest task while loading (ms)', result.longestLoadTaskMs.toFixed(0)],
    ['rows in the DOM at the end', String(result.domRowsAtEnd)],
    ['last row shown', result.lastRowShown ? 'yes' : 'no'],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  return ['\nGrid scroll (headless Chromium, /my-contacts)', ...lines.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
}
