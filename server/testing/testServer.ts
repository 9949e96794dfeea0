import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry } from '../../engine/registry/registry';
import type { RunningServer, ServerOptions } from '../app';
import { connectUserItems } from '../auth/itemStoreUsers';
import type { ServerConfig } from '../config';
import { ItemStore } from '../items/itemStore';
import { createValidatorProvider } from '../items/validators';
import { startServer } from '../main';
import type { ServerModule } from '../serverModule';
import { testStoreConfig } from './testStore';
import { usersOnlyRegistry } from './usersRegistry';

// Tests outside server/ reach the server only through server/testing (eslint.config.js).
export type { RunningServer } from '../app';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };

let registry: Registry | null = null;

/** Real User items in the real item store, without the rest of the items module. */
export function createUsersOnlyModule(): { module: ServerModule; store(): ItemStore } {
  let started: ItemStore | null = null;
  return {
    module: {
      name: 'test-users',
      start(context) {
        started = new ItemStore({ db: context.db, registry: context.registry, validators: createValidatorProvider() });
        context.onClose(connectUserItems(context, started));
      },
    },
    store() {
      if (!started) throw new Error('the users module has not started');
      return started;
    },
  };
}

/** For tests that need users but not the store itself. */
export const usersOnlyModule: ServerModule = {
  name: 'test-users',
  start: (context) => createUsersOnlyModule().module.start(context),
};

export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'vgn-server-test-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A real server on an ephemeral loopback port over a temporary data directory, quiet unless
 * LOG_LEVEL is set. Pass dataDir to restart over an existing store.
 */
export async function startTestServer(
  overrides: { config?: Partial<ServerConfig> } & Omit<ServerOptions, 'config'> = {},
): Promise<RunningServer> {
  registry ??= usersOnlyRegistry();
  const current = registry;
  const { config, ...rest } = overrides;
  const dataDir = config?.dataDir ?? makeDataDir();
  return startServer({
    env: {},
    registry: () => current,
    modules: [usersOnlyModule],
    ...rest,
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      ...testStoreConfig(dataDir),
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      distDir: join(tmpdir(), 'vgn-no-client-build'),
      ...config,
    },
  });
}
