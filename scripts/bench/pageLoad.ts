import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { probeScript, READ_PROBE, READ_TRANSFERS, type ProbeRecord, type TransferFigures } from './pageProbe';
import { startTaskTrace, type TaskCpuFigures } from './pageTrace';

/** The goals: first useful content cold, JavaScript over the wire per page, longest task while loading. */
export const PAGE_LOAD_GOALS = { firstContentMs: 1000, jsKiB: 500, longTaskMs: 200 } as const;

const DEMO_USER = { email: 'orgadmin@demo.test', password: 'demo-password' };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Cold loads (fresh context) per page; each is followed by one warm load in the same context. */
const RUNS = 3;

/** The pages measured and what counts as their first useful content. */
const PAGES = [
  { path: '/', content: 'home: a menu link', selector: 'section[data-cell="v-home"] a[href]' },
  { path: '/my-contacts', content: 'first grid row', selector: 'section[data-cell="v-my-contacts"] [role="gridcell"]' },
] as const;

export interface PageLoadRun {
  page: string;
  cache: 'cold' | 'warm';
  content: string;
  runs: number;
  /** Medians over the runs (ms since navigation start; null when the content never showed). */
  firstContentMs: number | null;
  jsKiB: number;
  jsFiles: number;
  cssKiB: number;
  totalKiB: number;
  requests: number;
  longTasks: number;
  /** Median main-thread busy time until the page settled (ms). */
  mainThreadMs: number;
  /** The longest over all runs. */
  longestTaskMs: number;
  /** Tasks of more than 50 ms of main-thread CPU time (median), and the longest over all runs (pageTrace.ts). */
  cpuLongTasks: number;
  longestTaskCpuMs: number;
  /** The most one task waited on synchronous font lookups, over all runs (pageTrace.ts). */
  fontWaitMs: number;
}

export type PageLoadReport = { available: true; server: string; user: string; loads: PageLoadRun[] } | { available: false; reason: string };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Signs the demo user in over HTTP once the server (and its demo data) answers; returns the token. */
async function signInWhenReady(baseUrl: string, server: ChildProcess): Promise<string> {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_USER) });
      const token = response.headers.get('x-vgn-token');
      if (response.ok && token) return token;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${DEMO_USER.email} could not sign in within two minutes`);
}

interface OneLoad {
  probe: ProbeRecord;
  transfers: TransferFigures;
  /** Main-thread busy time of the page (Chromium's TaskDuration), less sensitive to a busy machine than wall time. */
  mainThreadMs: number;
  cpu: TaskCpuFigures;
}

async function load(context: BrowserContext, url: string): Promise<OneLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const endTrace = await startTaskTrace(cdp);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(`${READ_PROBE}.firstContentMs !== null`, undefined, { timeout: 30_000 }).catch(() => undefined);
    // Whatever the page still fetches for what it shows (icons, facets) counts too.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    const cpu = await endTrace();
    return {
      cpu,
      probe: (await page.evaluate(READ_PROBE)) as ProbeRecord,
      transfers: (await page.evaluate(READ_TRANSFERS)) as TransferFigures,
      mainThreadMs: taskSeconds * 1000,
    };
  } finally {
    await page.close();
  }
}

function summarize(page: string, cache: 'cold' | 'warm', content: string, loads: OneLoad[]): PageLoadRun {
  const kib = (pick: (t: TransferFigures) => number): number => median(loads.map((l) => pick(l.transfers))) / 1024;
  const shown = loads.map((l) => l.probe.firstContentMs).filter((ms): ms is number => ms !== null);
  return {
    page,
    cache,
    content,
    runs: loads.length,
    firstContentMs: shown.length === loads.length ? median(shown) : null,
    jsKiB: kib((t) => t.jsBytes),
    jsFiles: median(loads.map((l) => l.transfers.jsFiles)),
    cssKiB: kib((t) => t.cssBytes),
    totalKiB: kib((t) => t.totalBytes),
    requests: median(loads.map((l) => l.transfers.requests)),
    longTasks: median(loads.map((l) => l.probe.longTasks.length)),
    mainThreadMs: median(loads.map((l) => l.mainThreadMs)),
    longestTaskMs: Math.max(0, ...loads.flatMap((l) => l.probe.longTasks)),
    cpuLongTasks: median(loads.map((l) => l.cpu.longTasks)),
    longestTaskCpuMs: Math.max(0, ...loads.map((l) => l.cpu.longestTaskCpuMs)),
    fontWaitMs: Math.max(0, ...loads.map((l) => l.cpu.fontWaitMs)),
  };
}

async function measurePages(browser: Browser, baseUrl: string, token: string): Promise<PageLoadRun[]> {
  const results: PageLoadRun[] = [];
  for (const target of PAGES) {
    const cold: OneLoad[] = [];
    const warm: OneLoad[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context has an empty HTTP cache; the signed-in token is already in its local storage.
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'Access-Token', value: token }] }] },
      });
      await context.addInitScript(probeScript(target.selector));
      cold.push(await load(context, `${baseUrl}${target.path}`));
      warm.push(await load(context, `${baseUrl}${target.path}`));
      await context.close();
    }
    results.push(summarize(target.path, 'cold', target.content, cold), summarize(target.path, 'warm', target.content, warm));
  }
  return results;
}

/**
 * Starts the real server (npx tsx server/main.ts) with demo data on a temporary DATA_DIR, serving
 * the client in dist/ (built first with --build or when missing), signs the demo organization
 * administrator in, then loads / and /my-contacts in headless Chromium, cold and warm.
 */
export async function measurePageLoad(root: string, build: boolean): Promise<PageLoadReport> {
  const distDir = join(root, 'dist');
  if (build || !existsSync(join(distDir, 'index.html'))) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return { available: false, reason: `vite build failed with ${built.status}` };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-pageload-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DEMO_DATA: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@pageload.test',
      ADMIN_PASSWORD: 'pageload-admin-password-1',
    },
  });
  let browser: Browser | undefined;
  try {
    const token = await signInWhenReady(baseUrl, server);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
    return { available: true, server: baseUrl, user: DEMO_USER.email, loads: await measurePages(browser, baseUrl, token) };
  } finally {
    await browser?.close();
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
