import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SCREENSHOT_DIR = 'test-results/screenshots';

const LAUNCH_OPTIONS = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true };

/** Debian's Chromium driven by playwright-core (playwright's own browser download cannot work here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** One Chromium for the whole run (started by globalSetup); the test files connect to it. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** Connects a test file to the run's Chromium (inject('browserWsEndpoint')). */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}

/**
 * A Chromium that draws WebGL (MapLibre) in software: the shared one runs with --disable-gpu, which
 * leaves no WebGL context. SwiftShader through ANGLE needs --enable-unsafe-swiftshader since Chromium 137.
 */
export async function launchWebGlBrowser(): Promise<Browser> {
  const args = [...CHROMIUM_FLAGS.filter((flag) => flag !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
  return chromium.launch({ ...LAUNCH_OPTIONS, args });
}
