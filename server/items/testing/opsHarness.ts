import type { Envelope } from '../../protocol/contract';
import { Dispatcher } from '../../protocol/dispatcher';
import { OperationTable } from '../../protocol/operationTable';
import { createLogger } from '../../log';
import { registerAllItemOperations } from '../registerAllOperations';
import { seedAccessFixture, type AccessFixture } from './accessFixture';
import type { FakeConnection } from './testActors';
import { createTestKit, type TestKit } from './testKit';

/** The item operations behind the protocol's real dispatcher, on a real store file. */
export interface OpsHarness {
  kit: TestKit;
  fx: AccessFixture;
  call(connection: FakeConnection, o: string, b?: unknown): Promise<Envelope>;
  /** The reply body; fails the test when the operation erred. */
  ok<T = Record<string, unknown>>(connection: FakeConnection, o: string, b?: unknown): Promise<T>;
  /** The userMessage of an erred reply; fails the test when it succeeded. */
  refusal(connection: FakeConnection, o: string, b?: unknown): Promise<string>;
  close(): void;
}

export function createOpsHarness(): OpsHarness {
  const kit = createTestKit();
  const fx = seedAccessFixture(kit);
  const operations = new OperationTable();
  registerAllItemOperations(operations, kit);
  const dispatcher = new Dispatcher({ operations, registry: () => kit.registryRef.current, log: createLogger('silent') });
  let sequence = 0;
  const call = async (connection: FakeConnection, o: string, b?: unknown): Promise<Envelope> =>
    (await dispatcher.dispatch({ o, b, s: String(++sequence) }, connection)).reply;
  return {
    kit,
    fx,
    call,
    async ok<T>(connection: FakeConnection, o: string, b?: unknown): Promise<T> {
      const reply = await call(connection, o, b);
      if (reply.erred) throw new Error(`${o} erred: ${JSON.stringify(reply.b)}`);
      return reply.b as T;
    },
    async refusal(connection: FakeConnection, o: string, b?: unknown): Promise<string> {
      const reply = await call(connection, o, b);
      if (!reply.erred) throw new Error(`${o} succeeded: ${JSON.stringify(reply.b)}`);
      return (reply.b as { userMessage: string }).userMessage;
    },
    close: () => kit.close(),
  };
}
