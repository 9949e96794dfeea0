// `npm test`: everything CI checks, in order, on a fresh or existing checkout.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ensureChromium, ensureNodeModules, ensurePostgres, run } from './ensureSetup.mjs';

const started = Date.now();
ensureNodeModules();
ensureChromium();

const steps = [
  ['generated/ is current', 'npx tsx scripts/codegen/main.ts --check'],
  ['type check', 'npx tsc --noEmit -p tsconfig.json'],
  ['lint', 'npx eslint . --max-warnings 0'],
  ['unit and integration tests', 'npx vitest run'],
  ['client build', 'npx vite build --logLevel warn'],
];
if (existsSync('.storybook/main.ts')) steps.push(['storybook build', 'npx storybook build --quiet -o storybook-static']);
if (existsSync('vitest.e2e.config.ts')) steps.push(['end-to-end tests (headless Chromium)', 'npx vitest run --config vitest.e2e.config.ts']);
steps.push(['tests on PostgreSQL: POSTGRES_SUITE and end-to-end (throwaway loopback cluster)', postgresTests]);

/**
 * Run on PostgreSQL too: the whole server (`server/` with its slash: `server` alone would also match
 * the plugins' *Server.test.ts files, run anyway with `plugins`), every plugin, and the client's tests
 * against a real server (app/net). The other app, engine and scripts tests open no store, or only
 * SQLite on purpose (server/db/README.md lists the SQLite-only tests and why).
 */
const POSTGRES_SUITE = ['server/', 'plugins', 'app/net'];

/**
 * With one cluster started here and always stopped (scripts/pg/cluster.ts): POSTGRES_SUITE, then
 * the whole end-to-end suite, every store a fresh schema of that cluster (TEST_DATABASE_URL; the
 * e2e server's own schema comes from app/e2e/storeEnvironment.ts). A store on PostgreSQL pays a
 * round trip per statement and a schema's migrations per test server, so the unit hooks get more
 * time than SQLite's 10 s default; the e2e config's own timeouts already allow for a slow machine.
 */
function postgresTests(env) {
  ensurePostgres();
  const url = execSync('npx tsx scripts/pg/cluster.ts start', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1);
  const onPostgres = { env: { ...env, TEST_DATABASE_URL: url } };
  const parts = [['unit and integration tests', `npx vitest run ${POSTGRES_SUITE.join(' ')} --hookTimeout=60000`]];
  if (existsSync('vitest.e2e.config.ts')) parts.push(['end-to-end tests', 'npx vitest run --config vitest.e2e.config.ts']);
  const failed = [];
  try {
    // Both parts run even when the first fails: one CI run then reports every failure on PostgreSQL.
    for (const [name, command] of parts) {
      const t0 = Date.now();
      try {
        run(command, onPostgres);
      } catch {
        failed.push(name);
      }
      console.log(`  ${name} on PostgreSQL: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    run('npx tsx scripts/pg/cluster.ts stop');
  }
  if (failed.length > 0) throw new Error(`failed on PostgreSQL: ${failed.join(', ')}`);
}

for (const [name, command] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    if (typeof command === 'function') command(env);
    else run(command, { env });
  } catch {
    console.error(`\n✗ ${name} failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
