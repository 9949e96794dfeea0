import type { FieldError } from '../../engine/validation/fieldErrors';
import { OperationError } from '../protocol/contract';

/** The most items one createMany call makes (business data loads in pieces of this size). */
export const MAX_CREATE_MANY = 10_000;

/** Why one item of a createMany call was refused: its index in the call, the key, field errors. */
export interface CreateManyItemRefusal {
  index: number;
  userMessage: string;
  errors?: FieldError[];
}

/** How many refused items a refusal lists (the count says how many there were in all). */
const LISTED_REFUSALS = 200;

/** A createMany call that wrote nothing because some items were refused (the first ones listed). */
export class CreateManyRefusal extends OperationError {
  constructor(readonly refusals: CreateManyItemRefusal[]) {
    super('createManyRefused', `${refusals.length} item(s) refused, nothing created: ${refusals.slice(0, 5).map((r) => `#${r.index} ${r.userMessage}`).join('; ')}`, 400);
  }

  get details(): { refused: number; errors: CreateManyItemRefusal[] } {
    return { refused: this.refusals.length, errors: this.refusals.slice(0, LISTED_REFUSALS) };
  }
}

/** The refusal of item `index` from the error its checks threw (anything but a refusal is a bug: rethrown). */
export function refusalOf(index: number, error: unknown): CreateManyItemRefusal {
  if (!(error instanceof OperationError)) throw error;
  const details = (error as { details?: { errors?: FieldError[] } }).details;
  return { index, userMessage: error.userMessage, ...(details?.errors ? { errors: details.errors } : {}) };
}
