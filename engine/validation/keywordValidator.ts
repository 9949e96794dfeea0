import type { ErrorObject } from 'ajv';
import type { DataValidationCxt, SchemaValidateFunction } from 'ajv/dist/types';
import { DEFAULT_VALIDATION_CONTEXT, isValidationContext } from './context';
import type { ValidationContext } from './context';
import { childPointer } from './jsonPointer';

/** One failure a custom keyword reports. */
export interface KeywordFailure {
  messageId: string;
  values?: Record<string, string | number>;
  /** For object-level keywords: the property the failure belongs to (reported at its path). */
  property?: string;
}

/** The params of every error a custom keyword raises; toFieldErrors reads them back. */
export interface CustomErrorParams {
  messageId: string;
  values: Record<string, string | number>;
}

export interface KeywordInput {
  context: ValidationContext;
  /** The keyword's value in the schema (already checked against the keyword's metaSchema). */
  schema: unknown;
  data: unknown;
}

export type KeywordCheck = (input: KeywordInput) => KeywordFailure[];

/** Supplies the context when ajv passes none as `this` (e.g. @rjsf/validator-ajv8 on the client). */
export type ContextSource = () => ValidationContext;

/**
 * Adapts a check to ajv's validate-function protocol: the context comes from `this` (option
 * passContext) or else from the fallback source, and failures become ajv errors whose params carry
 * the message id. A failure naming a property is placed at that property's path so that an
 * object-level rule can flag the field the user must fix.
 */
export function keywordValidator(
  keyword: string,
  check: KeywordCheck,
  fallbackContext: ContextSource = () => DEFAULT_VALIDATION_CONTEXT,
): SchemaValidateFunction {
  const validate: SchemaValidateFunction = function (
    this: unknown,
    schema: unknown,
    data: unknown,
    _parentSchema?: unknown,
    dataCxt?: DataValidationCxt,
  ): boolean {
    const context = isValidationContext(this) ? this : fallbackContext();
    const failures = check({ context, schema, data });
    validate.errors = failures.map((failure) => toAjvError(keyword, failure, dataCxt));
    return failures.length === 0;
  };
  return validate;
}

function toAjvError(keyword: string, failure: KeywordFailure, dataCxt?: DataValidationCxt): Partial<ErrorObject> {
  const params: CustomErrorParams = { messageId: failure.messageId, values: failure.values ?? {} };
  const error: Partial<ErrorObject> = { keyword, params, message: failure.messageId };
  // Left undefined, ajv fills in the path of the value the keyword applies to.
  if (failure.property !== undefined) error.instancePath = childPointer(dataCxt?.instancePath ?? '', failure.property);
  return error;
}

export function isCustomErrorParams(params: unknown): params is CustomErrorParams {
  if (typeof params !== 'object' || params === null) return false;
  const messageId: unknown = 'messageId' in params ? params.messageId : undefined;
  const values: unknown = 'values' in params ? params.values : undefined;
  return typeof messageId === 'string' && typeof values === 'object' && values !== null;
}
