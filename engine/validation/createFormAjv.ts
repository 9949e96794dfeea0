import Ajv2020 from 'ajv/dist/2020';
import type { Options } from 'ajv';
import type { ContextSource } from './keywordValidator';
import { FORM_FORMATS, FORMAT_NAMES } from './formats';
import { formKeywords } from './keywords';

/**
 * Options shared by every ajv that checks field values. allErrors so a form shows every bad input
 * at once; verbose so errors carry their schema (errors.array.* read the itemLabel beside
 * minItems/maxItems); passContext so keywords see the ValidationContext; the same multipleOf
 * tolerance as @rjsf/validator-ajv8 so server and client agree on decimals. $data stays off:
 * declarations are data, never references into the validated value.
 */
const SHARED_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  passContext: true,
  allowUnionTypes: true,
  multipleOfPrecision: 8,
  $data: false,
};

/** Format checks keyed by name, in the shape ajv.addFormat and rjsf's customFormats accept. */
export function formFormatChecks(): Record<string, (value: string) => boolean> {
  return Object.fromEntries(FORMAT_NAMES.map((name) => [name, FORM_FORMATS[name].test]));
}

/**
 * The one ajv of the platform (server writes and client forms). Strict mode refuses unknown
 * keywords and formats and keywords used on the wrong type, so a declaration typo fails at compile
 * time; required may name fields a declaration lists without a schema (strictRequired off).
 */
export function createFormAjv(): Ajv2020 {
  const ajv = new Ajv2020({ ...SHARED_OPTIONS, strict: true, strictRequired: false, keywords: formKeywords() });
  for (const name of FORMAT_NAMES) ajv.addFormat(name, { type: 'string', validate: FORM_FORMATS[name].test });
  return ajv;
}

/** What @rjsf/validator-ajv8's customizeValidator needs to validate exactly like createFormAjv. */
export interface FormAjvOptions {
  customFormats: Record<string, (value: string) => boolean>;
  ajvOptionsOverrides: Options;
  /** The platform's formats replace ajv-formats entirely. */
  ajvFormatOptions: false;
  AjvClass: typeof Ajv2020;
}

/**
 * Options for customizeValidator. rjsf calls the compiled validator without a `this`, so the
 * keywords read the context from getContext (e.g. the signed-in user and the loaded lists).
 * rjsf keeps its own non-strict mode: it adds keywords of its own to the schemas it compiles.
 */
export function formAjvOptions(getContext?: ContextSource): FormAjvOptions {
  return {
    customFormats: formFormatChecks(),
    ajvOptionsOverrides: { ...SHARED_OPTIONS, keywords: formKeywords(getContext) },
    ajvFormatOptions: false,
    AjvClass: Ajv2020,
  };
}
