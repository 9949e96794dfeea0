// Installs what a fresh machine lacks before the product runs or is tested: npm packages (npm ci
// when node_modules is missing or older than the lockfile) and, for browser tests, Debian's Chromium.
// Plain Node on purpose: it must run before any dependency is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function run(command, options = {}) {
  console.log(`\n$ ${command}`);
  execSync(command, { stdio: 'inherit', ...options });
}

export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs;
  if (!fresh) run('npm ci --no-audit --no-fund');
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(`${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
}
