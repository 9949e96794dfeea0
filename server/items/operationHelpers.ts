import { isItemId, parseItemId, type ParsedItemId } from '../../engine/ids';
import { OperationError, type Actor, type OperationContext } from '../protocol/contract';
import { invalidId, notAllowed } from './errors';

/** The signed-in actor, or notAllowed for anonymous callers. */
export function requireActor(ctx: OperationContext): Actor {
  if (!ctx.actor) throw notAllowed('sign in first');
  return ctx.actor;
}

/** An id from a path segment or a body member; invalidId when it is not "{type}-{index}". */
export function requireItemId(value: unknown): string {
  if (typeof value !== 'string' || !isItemId(value)) throw invalidId(value);
  return value;
}

export function parseId(value: unknown): ParsedItemId & { id: string } {
  const id = requireItemId(value);
  return { ...parseItemId(id), id };
}

/** The request body as an object ({} when absent); badRequest-style refusal otherwise. */
export function bodyRecord(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidBody('body must be an object');
  return body as Record<string, unknown>;
}

export function invalidBody(sysMessage: string): OperationError {
  return new OperationError('badRequest', sysMessage, 400);
}
