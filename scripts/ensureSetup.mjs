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

/** Debian's PostgreSQL binaries the PostgreSQL test run starts a throwaway cluster with. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * For the test run on PostgreSQL: Debian's postgresql-15 (server binaries) and libpq-dev (headers the
 * optional `libpq` binding compiles against). npm ci skips that optional binding when the headers were
 * missing, so it is rebuilt once they are there.
 */
export function ensurePostgres() {
  const hasServer = existsSync(`${PG_BIN}/initdb`);
  const hasHeaders = existsSync('/usr/bin/pg_config');
  if (!hasServer || !hasHeaders) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const sudo = isRoot ? '' : 'sudo ';
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run(`${sudo}apt-get update -qq`, { env });
    run(`${sudo}apt-get install -y -qq postgresql-15 libpq-dev g++ make python3`, { env });
  }
  if (!existsSync(`${PG_BIN}/initdb`)) throw new Error(`PostgreSQL is still missing at ${PG_BIN}`);
  if (!existsSync('node_modules/libpq/build/Release/addon.node')) run('npm rebuild libpq');
}
