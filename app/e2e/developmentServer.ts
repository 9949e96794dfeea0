import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeEnvironment } from './storeEnvironment';

export interface DevelopmentServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** How long building the development client and starting its server may take on a busy machine. */
export const DEVELOPMENT_SERVER_TIMEOUT = 900_000;

async function waitUntilServing(baseUrl: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (exited()) throw new Error('the development server exited');
    try {
      if ((await fetch(`${baseUrl}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the development server did not start');
}

/**
 * The product with a development build of the client (React and Blueprint keep their dev-only
 * warnings, which the production build of the suite's shared server strips) on its own port and
 * fresh demo data. For tests that check what the browser console says.
 */
export async function startDevelopmentServer(): Promise<DevelopmentServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vgn-e2e-dev-'));
  const distDir = join(dataDir, 'dist');
  const port = String(20000 + Math.floor(Math.random() * 2000));
  execSync(`npx vite build --mode development --logLevel warn --outDir ${JSON.stringify(distDir)} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, DIST_DIR: distDir, DEMO_DATA: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...storeEnvironment(dataDir) },
    detached: true,
  });
  const stop = async () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilServing(baseUrl, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
