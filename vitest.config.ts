import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { blueprintStyles } from './scripts/vite/blueprintStyles.ts';
import { clientPluginsModule } from './scripts/vite/clientPluginsModule.ts';

// Unit and server integration tests. End-to-end browser tests use vitest.e2e.config.ts.
export default defineConfig({
  plugins: [blueprintStyles(fileURLToPath(new URL('.', import.meta.url))), clientPluginsModule(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: ['{engine,server,app,plugins,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // A test server (migrations, registry, sign-ins) starts in 2–10 s on a busy 2-core machine.
    hookTimeout: 30000,
  },
});
