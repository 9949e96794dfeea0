// `npm start`: installs what is missing, builds the client when its sources changed, and runs the
// server on its embedded SQLite database with demo data (DEMO_DATA=1 unless set otherwise).
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { ensureNodeModules, run } from './ensureSetup.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

ensureNodeModules();
// DIST_DIR (server/config) names where the server reads the client from: build exactly there.
// Absolute: vite resolves a relative outDir against its root (app/), the server against the working directory.
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0;
const sources = Math.max(...['app', 'engine', 'plugins', 'generated'].filter(existsSync).map(newestMtime));
if (sources > built) run(`npx vite build --logLevel warn --outDir ${JSON.stringify(distDir)} --emptyOutDir`);

const env = { ...process.env, DEMO_DATA: process.env.DEMO_DATA ?? '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
