import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer } from './browser';
import { storeEnvironment } from './storeEnvironment';

/** Test plugins installed beside the product's own for the whole suite (app/e2e/pluginHost.e2e.test.ts). */
const FIXTURE_PLUGINS = 'plugins/__fixtures__';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** The one Chromium every test file connects to (connectBrowser). */
    browserWsEndpoint: string;
    /** The server's DATA_DIR: tests read what leaves the product there (the mail outbox of a server without SMTP_URL). */
    dataDir: string;
  }
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** Starts the product exactly as the README's run command does, on a fresh data directory and a free port, and one Chromium. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-e2e-'));
  const port = String(18000 + Math.floor(Math.random() * 2000));
  // The product plus the test fixture plugins (as a deployment adds plugins): the client is built
  // with their client entries into its own folder, the server reads their declarations and server entries.
  const distDir = join(dataDir, 'dist');
  // Vitest sets NODE_ENV=test, which vite keeps: React's development build (jsx-dev-runtime, its
  // checks) would then ship, 64 KiB more than the product's. Build and run as npm start does.
  const production = { ...process.env, NODE_ENV: 'production' };
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(distDir)} --emptyOutDir`, { stdio: 'inherit', env: { ...production, PLUGIN_DIRS: FIXTURE_PLUGINS } });
  const server = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...production,
      PORT: port,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PLUGIN_DIRS: FIXTURE_PLUGINS,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ...storeEnvironment(dataDir),
    },
    detached: true,
  });
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close();
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = `http://localhost:${port}`;
    await waitForServer(baseUrl, server);
    browser = await launchBrowserServer();
    project.provide('baseUrl', baseUrl);
    project.provide('adminEmail', E2E_ADMIN.email);
    project.provide('adminPassword', E2E_ADMIN.password);
    project.provide('browserWsEndpoint', browser.wsEndpoint());
    project.provide('dataDir', dataDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
