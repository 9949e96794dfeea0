import type { ErrorObject } from 'ajv';
import { formatMessageId } from './formats';
import { childPointer } from './jsonPointer';
import { isCustomErrorParams } from './keywordValidator';
import { numberKindMessageId } from './keywords';

/** One problem with one field, as forms show it and the server returns it. */
export interface FieldError {
  /** JSON pointer of the field inside the validated fields, e.g. "/email" or "/contacts/2". */
  path: string;
  /** Message id (ICU text in VALIDATION_MESSAGES_EN). */
  messageId: string;
  /**
   * Values of the message's placeholders. For errors.array.*, "one" and "other" are message ids of
   * the item label: translate them first, then pass the texts as these values.
   */
  values: Record<string, string | number>;
}

/** Item labels errors.array.* use when the schema names none. */
export const DEFAULT_ITEM_LABEL = { one: 'app.item.one', other: 'app.item.other' } as const;

type Values = Record<string, string | number>;

function param(error: ErrorObject, name: string): unknown {
  const params: Record<string, unknown> = error.params;
  return params[name];
}

function numberParam(error: ErrorObject, name: string): number {
  const value = param(error, name);
  return typeof value === 'number' ? value : Number(value);
}

function stringParam(error: ErrorObject, name: string): string {
  const value = param(error, name);
  return typeof value === 'string' ? value : String(value);
}

function schemaEntry(error: ErrorObject, name: string): unknown {
  const schema: unknown = error.parentSchema;
  return typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)[name] : undefined;
}

function itemLabel(error: ErrorObject): { one: string; other: string } {
  const label = schemaEntry(error, 'itemLabel');
  if (typeof label !== 'object' || label === null) return DEFAULT_ITEM_LABEL;
  const { one, other } = label as Record<string, unknown>;
  return typeof one === 'string' && typeof other === 'string' ? { one, other } : DEFAULT_ITEM_LABEL;
}

function arrayLengthError(error: ErrorObject): FieldError {
  const exactly = schemaEntry(error, 'minItems') === schemaEntry(error, 'maxItems');
  const messageId = exactly ? 'errors.array.exactly' : error.keyword === 'maxItems' ? 'errors.array.max' : 'errors.array.min';
  return { path: error.instancePath, messageId, values: { count: numberParam(error, 'limit'), ...itemLabel(error) } };
}

function limitError(error: ErrorObject, messageId: string, exclusive: boolean): FieldError {
  const values: Values = { limit: numberParam(error, 'limit'), exclusive: exclusive ? 'yes' : 'no' };
  return { path: error.instancePath, messageId, values };
}

/**
 * A number field that declares its kind reports the kind's message for any other value too, so
 * "abc" in a NATURAL field reads "Enter a whole number greater than 0", not "Expected number".
 */
function typeError(error: ErrorObject): FieldError {
  const kindMessageId = numberKindMessageId(schemaEntry(error, 'numberKind'));
  if (kindMessageId !== undefined) return { path: error.instancePath, messageId: kindMessageId, values: {} };
  return { path: error.instancePath, messageId: 'errors.type', values: { type: stringParam(error, 'type') } };
}

/** The field error of one ajv error; unknown keywords fall back to errors.invalid. */
export function toFieldError(error: ErrorObject): FieldError {
  const at = (messageId: string, values: Values = {}): FieldError => ({ path: error.instancePath, messageId, values });
  if (isCustomErrorParams(error.params)) return at(error.params.messageId, { ...error.params.values });
  switch (error.keyword) {
    case 'required':
      return { path: childPointer(error.instancePath, stringParam(error, 'missingProperty')), messageId: 'errors.required', values: {} };
    case 'additionalProperties':
      return {
        path: childPointer(error.instancePath, stringParam(error, 'additionalProperty')),
        messageId: 'errors.unknownField',
        values: {},
      };
    case 'maxLength':
      return at('errors.maxLength', { max: numberParam(error, 'limit') });
    case 'minLength':
      return at('errors.minLength', { min: numberParam(error, 'limit') });
    case 'maxItems':
    case 'minItems':
      return arrayLengthError(error);
    case 'type':
      return typeError(error);
    case 'enum':
    case 'const':
      return at('errors.enum');
    case 'minimum':
    case 'exclusiveMinimum':
      return limitError(error, 'errors.minimum', error.keyword === 'exclusiveMinimum');
    case 'maximum':
    case 'exclusiveMaximum':
      return limitError(error, 'errors.maximum', error.keyword === 'exclusiveMaximum');
    case 'multipleOf':
      return at('errors.multipleOf', { multiple: numberParam(error, 'multipleOf') });
    case 'pattern':
      return at('errors.pattern');
    case 'uniqueItems':
      return at('errors.uniqueItems');
    case 'format':
      return at(formatMessageId(stringParam(error, 'format')));
    default:
      return at('errors.invalid');
  }
}

/** Maps ajv errors to field errors, one per path and message id, in ajv's order. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    const fieldError = toFieldError(error);
    const key = `${fieldError.path}\u0000${fieldError.messageId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(fieldError);
  }
  return result;
}
