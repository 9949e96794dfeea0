import type { Deployment } from '../../engine/derive/showRule';
import type { Registry } from '../../engine/registry/registry';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import { createOperationCaller, type OperationCaller } from '../items/testing/operationCaller';
import { createTestKit, type TestKit, type TestKitOptions } from '../items/testing/testKit';

// Plugins' tests reach the server only through server/testing (eslint.config.js), so the actors they sign in as come from here too.
export { adminActor, userActor, type FakeConnection } from '../items/testing/testActors';

/** The server's item operations for a plugins' registry: a real store file behind the protocol's real dispatcher. */
export interface PluginHarness extends OperationCaller {
  kit: TestKit;
  /** Writes an item as the platform itself (no permission check): the test's starting data. */
  seed(type: string, fields: Record<string, unknown>): ItemJson;
  close(): void;
}

export function createPluginHarness(registry: Registry, deployment: Deployment = { dedicated: false }, options: TestKitOptions = {}): PluginHarness {
  const kit = createTestKit([], registry, deployment, options);
  return {
    kit,
    ...createOperationCaller(kit),
    seed: (type, fields) => kit.store.create(type, fields, SYSTEM_WRITER),
    close: () => kit.close(),
  };
}
