import { seedAccessFixture, type AccessFixture } from './accessFixture';
import { createOperationCaller, type OperationCaller } from './operationCaller';
import { createTestKit, type TestKit } from './testKit';

/** The item operations behind the protocol's real dispatcher, on a real store file. */
export interface OpsHarness extends OperationCaller {
  kit: TestKit;
  fx: AccessFixture;
  close(): void;
}

export function createOpsHarness(): OpsHarness {
  const kit = createTestKit();
  const fx = seedAccessFixture(kit);
  return { kit, fx, ...createOperationCaller(kit), close: () => kit.close() };
}
