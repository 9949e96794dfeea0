import { OperationError } from '../../engine/protocol/operations';

export { badRequest, notAllowed, ValidationFailedError } from '../../engine/protocol/operations';

export function invalidId(id: unknown): OperationError {
  return new OperationError('invalidId', `Invalid id: ${JSON.stringify(id)}`, 400);
}

export function notFound(id: string): OperationError {
  return new OperationError('notFound', `No item ${id}`, 404);
}

export function staleUpdate(id: string, expected: number, current: number): OperationError {
  return new OperationError('staleUpdate', `${id} is at _u ${current}, the update was based on _u ${expected}`, 409);
}

