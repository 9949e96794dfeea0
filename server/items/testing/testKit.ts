import type { SqlClient } from '../../db/sqlClient';
import type { ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import type { Deployment } from '../../../engine/derive/showRule';
import { buildRegistry } from '../../../engine/registry/buildRegistry';
import type { Registry } from '../../../engine/registry/registry';
import { createItemServices, type ItemServices, type ItemServicesDeps } from '../itemServices';
import { FakeHub } from './fakeHub';
import { testBundle } from './testBundle';
import { openTestDatabase } from './testDb';

/** Fixed "now" of the tests: clocks are injected, tests never read the wall clock. */
export const TEST_NOW = new Date('2024-06-15T12:00:00.000Z');

export function testRegistry(extraTypes: ItemTypeDeclaration[] = []): Registry {
  const result = buildRegistry([testBundle(extraTypes)]);
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.source} ${e.path}: ${e.message}`).join('\n'));
  return result.registry;
}

/** Every item service on a real store file in a temporary directory, with a fake socket hub. */
export interface TestKit extends ItemServices {
  db: SqlClient;
  /** Replace current to simulate a registry rebuild (runtime types). */
  registryRef: { current: Registry };
  clock: { now: Date };
  hub: FakeHub;
  errors: unknown[];
  close(): void;
}

/** The item services' switches a test may set (the rest the kit provides). */
export type TestKitOptions = Pick<ItemServicesDeps, 'creationEventsFromChangeRows'>;

/** extraTypes join the test plugin; a registry given replaces it (e.g. the built-in plugins); deployment: dedicated or not. */
export function createTestKit(extraTypes: ItemTypeDeclaration[] = [], registry?: Registry, deployment?: Deployment, options: TestKitOptions = {}): TestKit {
  const database = openTestDatabase();
  const registryRef = { current: registry ?? testRegistry(extraTypes) };
  const clock = { now: TEST_NOW };
  const hub = new FakeHub();
  const errors: unknown[] = [];
  const services = createItemServices({
    db: database.db,
    registry: () => registryRef.current,
    hub,
    now: () => clock.now,
    onError: (error) => errors.push(error),
    ...(deployment ? { deployment } : {}),
    ...options,
  });
  return {
    ...services,
    db: database.db,
    registryRef,
    clock,
    hub,
    errors,
    close() {
      services.stop();
      database.close();
    },
  };
}
