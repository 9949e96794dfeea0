import type { AsyncActionRunner } from './asyncActions';
import type { ResolvedOperation } from './operationTable';
import type { OperationHandler } from '../../engine/protocol/operations';

export { OperationError, OperationReply, type Actor, type Connection, type OperationContext, type OperationHandler } from '../../engine/protocol/operations';

/** The socket/HTTP message envelope of platform spec section 3 ("Message envelope"). */
export type { Envelope } from '../../engine/protocol/envelope';

/**
 * Operations are registered by prefix: "read" handles "read/{id}", "act" handles
 * "act/{action}[/...]". A handler returns the reply body; the dispatcher wraps it in an envelope
 * with the request's o and s, or with erred: true on OperationError.
 */
export interface OperationRegistry {
  register(prefix: string, handler: OperationHandler, options?: { anonymous?: boolean }): void;
  /** Makes every act/{action} reachable as act/{action}/async[/{arg}] and act/{action}/asyncCancel/{taskKey}. */
  setAsyncRunner(runner: AsyncActionRunner): void;
  /** The handler answering o (longest registered prefix) and the path segments after it. */
  resolve(o: string): ResolvedOperation | null;
}

