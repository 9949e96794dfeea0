import { OperationError } from '../../../engine/protocol/operations';

/** A body field that must be a string when given. */
export function optionalText(body: unknown, name: string): string | undefined {
  const value: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new OperationError('parseRequestFailed', `${name} must be a string`, 400);
  return value;
}

/** The operation's first path parameter (act/letters.propose/{responseId} …). */
export function idParam(params: readonly string[]): string {
  return params[0] ?? '';
}
