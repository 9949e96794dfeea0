import { afterAll, beforeAll } from 'vitest';
import { fieldDataFixture, geokeeperPeople, type FieldDataFixture, type GeoKeeperPeople, type PluginTestServer } from './fieldDataFixture';

/** A real server's start takes longer than the default hook time on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/** A test server the file starts and closes (server/testing's startPluginTestServer, which only tests import). */
export interface ClosableTestServer extends PluginTestServer {
  close(): Promise<void>;
}

/**
 * Starts a real server (SQLite, HTTP) with `start` for the test file, with Stoney Creek and its
 * three users (geokeeperPeople), hands both to `started` before the tests run, and closes the server after.
 */
export function useGeoKeeperServer<T extends ClosableTestServer>(start: () => Promise<T>, started: (t: T, people: GeoKeeperPeople) => void | Promise<void>): void {
  let server: T | undefined;
  beforeAll(async () => {
    server = await start();
    await started(server, await geokeeperPeople(server));
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());
}

/** The same, with fieldDataFixture's program and forms (a MEMBERS program, a trip and a record form). */
export function useFieldDataServer<T extends ClosableTestServer>(start: () => Promise<T>, started: (t: T, f: FieldDataFixture) => void | Promise<void>): void {
  let server: T | undefined;
  beforeAll(async () => {
    server = await start();
    await started(server, await fieldDataFixture(server));
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close());
}
