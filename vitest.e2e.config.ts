import { defineConfig } from 'vitest/config';

// End-to-end tests: the real server started as the README says, driven in headless Chromium.
export default defineConfig({
  test: {
    // Modules keep their own browser tests beside their code (plugins/<key>/…/*.e2e.test.ts).
    include: ['app/e2e/**/*.e2e.test.ts', 'plugins/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['app/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
