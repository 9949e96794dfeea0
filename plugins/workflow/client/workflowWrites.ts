import type { FieldError } from '../../../engine/validation/fieldErrors';
import { fieldErrorsOf } from '../../../engine/react/theme/errorTranslation';

export type Item = Record<string, unknown>;

/** The fields of an update: the form's values, and null for each field the form no longer has. */
export function updateBody(stored: Item, values: Item, fields: readonly string[]): Item {
  const body: Item = { $id: stored.$id, _u: stored._u };
  for (const name of fields) body[name] = values[name] === undefined ? (stored[name] === undefined ? undefined : null) : values[name];
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** What a refused send says: its message id (userMessage), placeholder values and field errors. */
export interface Refusal {
  messageId: string;
  values: Record<string, string | number>;
  fieldErrors: FieldError[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Reads a rejection of EngineServices.send (the app's ApiError: userMessage, values, details.errors). */
export function refusalOf(error: unknown): Refusal {
  const fields = record(error);
  const messageId = typeof fields.userMessage === 'string' ? fields.userMessage : error instanceof Error ? error.message : 'networkError';
  const values = Object.fromEntries(Object.entries(record(fields.values)).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
  return { messageId, values, fieldErrors: fieldErrorsOf(fields.details) };
}

/** The message id of a refusal: the server's ids are errors.{userMessage}, the workflow plugin's its own keys. */
export function refusalMessageId(refusal: Refusal): string {
  return refusal.messageId.includes('.') ? refusal.messageId : `errors.${refusal.messageId}`;
}
