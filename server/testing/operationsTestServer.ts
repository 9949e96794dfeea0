import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../app';
import { testOperationsModule } from '../protocol/testOperations';
import { signIn } from './socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer, usersOnlyModule } from './testServer';

/** The server of a test file and the administrator's session token on it. */
export interface OperationsTestServer {
  server: RunningServer;
  token: string;
}

/**
 * For the whole file (beforeAll/afterAll): a real server with the users and the protocol's test
 * operations (echo, …; server/protocol/testOperations), the administrator signed in; closed and its
 * data directory removed afterwards. Read the fields inside tests only.
 */
export function useOperationsTestServer(): OperationsTestServer {
  const session = {} as OperationsTestServer;
  beforeAll(async () => {
    session.server = await startTestServer({ modules: [usersOnlyModule, testOperationsModule] });
    session.token = await signIn(session.server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await session.server.close();
    removeDataDir(session.server.config.dataDir);
  });
  return session;
}
