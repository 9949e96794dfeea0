import { defineConfig } from 'vitest/config';

// End-to-end tests: the real server started as the README says, driven in headless Chromium.
export default defineConfig({
  test: {
    // A plugin keeps its own end-to-end tests beside its code (plugins/letters/letters.e2e.test.ts).
    include: ['app/e2e/**/*.e2e.test.ts', 'plugins/*/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['app/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
