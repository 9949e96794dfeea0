import type { Envelope } from '../../protocol/contract';
import { Dispatcher } from '../../protocol/dispatcher';
import { OperationTable } from '../../protocol/operationTable';
import { createLogger } from '../../log';
import { registerAllItemOperations } from '../registerAllOperations';
import type { FakeConnection } from './testActors';
import type { TestKit } from './testKit';

/** Socket operations sent to the protocol's real dispatcher, as a connection would send them. */
export interface OperationCaller {
  call(connection: FakeConnection, o: string, b?: unknown): Promise<Envelope>;
  /** The reply body; fails the test when the operation erred. */
  ok<T = Record<string, unknown>>(connection: FakeConnection, o: string, b?: unknown): Promise<T>;
  /** The userMessage of an erred reply; fails the test when it succeeded. */
  refusal(connection: FakeConnection, o: string, b?: unknown): Promise<string>;
  /** The whole body of an erred reply (userMessage and field errors); fails the test when it succeeded. */
  refusalBody(connection: FakeConnection, o: string, b?: unknown): Promise<unknown>;
}

/** Every item operation registered on the kit's services, behind one dispatcher. */
export function createOperationCaller(kit: TestKit): OperationCaller {
  const operations = new OperationTable();
  registerAllItemOperations(operations, kit);
  const dispatcher = new Dispatcher({ operations, registry: () => kit.registryRef.current, log: createLogger('silent') });
  let sequence = 0;
  const call = async (connection: FakeConnection, o: string, b?: unknown): Promise<Envelope> =>
    (await dispatcher.dispatch({ o, b, s: String(++sequence) }, connection)).reply;
  const refusalBody = async (connection: FakeConnection, o: string, b?: unknown): Promise<unknown> => {
    const reply = await call(connection, o, b);
    if (!reply.erred) throw new Error(`${o} succeeded: ${JSON.stringify(reply.b)}`);
    return reply.b;
  };
  return {
    call,
    async ok<T>(connection: FakeConnection, o: string, b?: unknown): Promise<T> {
      const reply = await call(connection, o, b);
      if (reply.erred) throw new Error(`${o} erred: ${JSON.stringify(reply.b)}`);
      return reply.b as T;
    },
    refusal: async (connection, o, b) => ((await refusalBody(connection, o, b)) as { userMessage: string }).userMessage,
    refusalBody,
  };
}
