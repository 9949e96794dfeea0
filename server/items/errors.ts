import type { FieldError } from '../../engine/validation/fieldErrors';
import { OperationError } from '../protocol/contract';

/**
 * Refusal of a write whose fields break the type's schema. errors holds every field problem; the
 * sysMessage lists them as "path: messageId" for dispatchers that reply userMessage/sysMessage only.
 */
export class ValidationFailedError extends OperationError {
  constructor(readonly errors: FieldError[]) {
    super('validationFailed', errors.map((e) => `${e.path || '/'}: ${e.messageId}`).join('; '), 400);
    this.name = 'ValidationFailedError';
  }

  /** Copied into the error reply by the dispatcher, so forms can show each message at its field. */
  get details(): { errors: FieldError[] } {
    return { errors: this.errors };
  }
}

export function notAllowed(sysMessage = 'notAllowed'): OperationError {
  return new OperationError('notAllowed', sysMessage, 403);
}

export function invalidId(id: unknown): OperationError {
  return new OperationError('invalidId', `Invalid id: ${JSON.stringify(id)}`, 400);
}

export function notFound(id: string): OperationError {
  return new OperationError('notFound', `No item ${id}`, 404);
}

export function staleUpdate(id: string, expected: number, current: number): OperationError {
  return new OperationError('staleUpdate', `${id} is at _u ${current}, the update was based on _u ${expected}`, 409);
}

export function badRequest(sysMessage: string): OperationError {
  return new OperationError('parseRequestFailed', sysMessage, 400);
}
