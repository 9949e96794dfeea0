// `npm test`: everything CI checks, in order, on a fresh or existing checkout.
import { existsSync } from 'node:fs';
import { ensureChromium, ensureNodeModules, run } from './ensureSetup.mjs';

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

for (const [name, command] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    run(command, { env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  } catch {
    console.error(`\n✗ ${name} failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
