import type { Registry } from '../../engine/registry/registry';
import type { Logger } from '../log';
import { asyncCallOf } from './asyncActions';
import type { Actor, Connection, Envelope, OperationContext } from './contract';
import { OperationError, OperationReply } from './contract';
import { errorReply } from './envelope';
import type { OperationTable, ResolvedOperation } from './operationTable';

export interface DispatchResult {
  reply: Envelope;
  /** HTTP status when the envelope travelled over POST /api/item. */
  status: number;
}

export interface DispatcherDeps {
  operations: OperationTable;
  registry: () => Registry;
  log: Logger;
}

/** Runs before an operation that passed the sign-in check, with its resolved prefix and caller. */
export type OperationHook = (prefix: string, actor: Actor | null) => void;

/**
 * Runs one registered operation for a connection: resolves the prefix, refuses anonymous callers of
 * operations not registered {anonymous: true}, and wraps the handler's result or error in the reply
 * envelope. Session operations (tokenAuth, ping ...) are answered by the transports before this.
 */
export class Dispatcher {
  private readonly hooks: OperationHook[] = [];

  constructor(private readonly deps: DispatcherDeps) {}

  /** `hook` runs before every operation that passed the sign-in check, in registration order. */
  beforeOperation(hook: OperationHook): void {
    this.hooks.push(hook);
  }

  async dispatch(request: Envelope, connection: Connection): Promise<DispatchResult> {
    const resolved = this.deps.operations.resolve(request.o);
    if (!resolved) {
      return {
        reply: errorReply(request, 'unknownOperation', `no operation "${request.o}"`),
        status: 404,
      };
    }
    if (!resolved.anonymous && connection.actor === null) {
      return { reply: errorReply(request, 'notAllowed', `"${resolved.prefix}" needs a signed-in user`), status: 401 };
    }
    try {
      for (const hook of this.hooks) hook(resolved.prefix, connection.actor);
      const result = await this.run(resolved, { actor: connection.actor, connection, params: resolved.params, registry: this.deps.registry }, request.b);
      const reply: Envelope =
        result instanceof OperationReply ? { o: result.o, b: result.b } : { o: request.o, b: result };
      if (request.s !== undefined) reply.s = request.s;
      return { reply, status: 200 };
    } catch (error) {
      if (error instanceof OperationError) {
        const reply = errorReply(request, error.userMessage, error.sysMessage);
        // Subclasses may carry extra members (field errors of a failed validation) beside the messages.
        const details: unknown = 'details' in error ? error.details : undefined;
        if (typeof details === 'object' && details !== null) reply.b = { ...details, ...(reply.b as object) };
        return { reply, status: error.status };
      }
      this.deps.log.error({ err: error, o: request.o, connection: connection.id }, 'operation failed');
      return { reply: errorReply(request, 'generalFailure', 'internal error; see the server log'), status: 500 };
    }
  }

  /** The handler's answer, or for act/{action}/async[Cancel] the task runner's (the handler then runs as a task). */
  private async run(resolved: ResolvedOperation, ctx: OperationContext, body: unknown): Promise<unknown> {
    const call = asyncCallOf(resolved);
    if (!call) return resolved.handler(ctx, body);
    const runner = this.deps.operations.asyncRunner();
    if (!runner) throw new OperationError('unknownOperation', `no background tasks for "${resolved.prefix}"`, 404);
    if (call.kind === 'cancel') return runner.cancel(ctx, call.taskKey);
    return runner.start(ctx, async (signal) => resolved.handler({ ...ctx, params: call.params, signal }, body));
  }
}
