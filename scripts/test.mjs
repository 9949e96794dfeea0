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
steps.push(['store and cluster tests on PostgreSQL (throwaway loopback cluster)', postgresTests]);

/**
 * The folders (and top-level files) whose every test file has been seen passing on PostgreSQL.
 * Goal: `server/` and `engine/` whole (`npx vitest run server/ engine/ --hookTimeout=60000` with
 * TEST_DATABASE_URL; the trailing slash keeps plugins' *Server.test.ts files out). Not yet here:
 * server/items and server/notify (createMany.test and platformEvents.test: the test worker process
 * crashed there, a libuv assertion, in the one whole run so far). engine/ opens no store, so nothing
 * there differs on PostgreSQL. Each folder joins once all its files are green there (issue 17).
 */
const POSTGRES_SUITE = [
  'server/auth', 'server/cluster', 'server/db', 'server/demo', 'server/files', 'server/http', 'server/legacy', 'server/lovs',
  'server/mail', 'server/permissions', 'server/protocol', 'server/realtime', 'server/search', 'server/state', 'server/tasks',
  'server/timers', 'server/typedefs', 'server/config.test.ts', 'server/main.test.ts',
];

/**
 * POSTGRES_SUITE with every store a fresh schema of a cluster started here and always stopped
 * (scripts/pg/cluster.ts, TEST_DATABASE_URL). A store on PostgreSQL pays a round trip per statement
 * and a schema's migrations per test server, so its hooks get more time than SQLite's 10 s default.
 */
function postgresTests(env) {
  ensurePostgres();
  const url = execSync('npx tsx scripts/pg/cluster.ts start', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1);
  const onPostgres = { env: { ...env, TEST_DATABASE_URL: url } };
  try {
    run(`npx vitest run ${POSTGRES_SUITE.join(' ')} --hookTimeout=60000`, onPostgres);
  } finally {
    run('npx tsx scripts/pg/cluster.ts stop');
  }
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
