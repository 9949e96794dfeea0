import type { OperationContext } from './contract';
import type { ResolvedOperation } from './operationTable';

/** Path segments after act/{action} that run the action in the background or cancel such a run. */
export const ASYNC_SEGMENT = 'async';
export const ASYNC_CANCEL_SEGMENT = 'asyncCancel';

/** What act/{action}/async[/{arg}] or act/{action}/asyncCancel/{taskKey} asks for. */
export type AsyncCall = { kind: 'start'; params: string[] } | { kind: 'cancel'; taskKey: string };

/**
 * Runs a registered act/{action} handler as a background task (platform spec section 7). The tasks
 * module provides it (server/tasks/asyncActions.ts); the dispatcher calls it for any action, so no
 * action registers an async variant of its own.
 */
export interface AsyncActionRunner {
  /** Starts `run` as a task of the caller; replies { taskKey } at once. */
  start(ctx: OperationContext, run: (signal: AbortSignal) => Promise<unknown>): unknown;
  /** Kills the caller's task (or any, for administrators); replies { killed }. */
  cancel(ctx: OperationContext, taskKey: string): unknown;
}

/**
 * The async call a resolved act/{action} request makes, or undefined for a plain call. Only
 * operations registered as act/{action} qualify; "async" as their first parameter starts a task
 * (a further segment is the action's own parameter), "asyncCancel/{taskKey}" cancels one.
 */
export function asyncCallOf(resolved: Pick<ResolvedOperation, 'prefix' | 'params'>): AsyncCall | undefined {
  if (!/^act\/[^/]+$/.test(resolved.prefix)) return undefined;
  const [mode, ...rest] = resolved.params;
  if (mode === ASYNC_SEGMENT) return { kind: 'start', params: rest };
  if (mode === ASYNC_CANCEL_SEGMENT) return { kind: 'cancel', taskKey: rest.join('/') };
  return undefined;
}
