import { afterAll, beforeAll } from 'vitest';
import { startDemoTestServer } from './demoTestServer';
import { removeDataDir, type RunningServer } from './testServer';

/**
 * One demo server (every plugin's demo data seeded, startDemoTestServer) shared by a test file's
 * tests: started before them, closed and its data directory removed after. Call at the file's top
 * level; read `.server` inside the tests.
 */
export function demoServerForFile(startTimeoutMs = 120_000): { readonly server: RunningServer } {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startDemoTestServer();
  }, startTimeoutMs);
  afterAll(async () => {
    if (!running) return;
    await running.close();
    removeDataDir(running.config.dataDir);
  });
  return {
    get server(): RunningServer {
      if (!running) throw new Error('the demo server has not started');
      return running;
    },
  };
}
