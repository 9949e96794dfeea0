import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../declarations/bundle';
import type { ValidationContext } from './context';
import { createFormAjv, formAjvOptions, formFormatChecks } from './createFormAjv';
import { FORMAT_NAMES } from './formats';
import { toFieldErrors } from './fieldErrors';
import { compileFieldsValidator, fieldsObjectSchema } from './itemValidator';

describe('createFormAjv', () => {
  it('knows every platform format', () => {
    const ajv = createFormAjv();
    for (const format of FORMAT_NAMES) expect(ajv.compile({ type: 'string', format })('')).toBeTypeOf('boolean');
  });

  it('applies formats to strings only', () => {
    expect(createFormAjv().compile({ format: 'email', type: ['string', 'number'] })(42)).toBe(true);
  });

  it('is strict: unknown keywords, unknown formats and keywords on the wrong type are refused', () => {
    const ajv = createFormAjv();
    expect(() => ajv.compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
    expect(() => ajv.compile({ type: 'string', format: 'hostname' })).toThrow(/unknown format/);
    expect(() => ajv.compile({ type: 'number', maxLength: 3 })).toThrow(/strict mode/);
  });

  it('lets required name fields without a schema', () => {
    expect(createFormAjv().compile({ type: 'object', properties: {}, required: ['a'] })({ a: 1 })).toBe(true);
  });

  it('does not resolve $data references', () => {
    const ajv = createFormAjv();
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'number', maximum: { $data: '1/b' } } } })).toThrow();
  });

  it('reports every error, not only the first', () => {
    const validate = createFormAjv().compile({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    });
    validate({ a: 1, b: 2 });
    expect(validate.errors).toHaveLength(2);
  });
});

describe('formAjvOptions with @rjsf/validator-ajv8', () => {
  const SCHEMA: FieldsSchema = {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email' },
      seats: { type: 'number', numberKind: 'NATURAL' },
      colour: { type: 'string', lov: 'COLOUR' },
      code: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 1, itemLabel: { one: 'app.tag.one', other: 'app.tag.other' } },
    },
    requiredExceptAdmin: ['code'],
  };
  const FIELDS = { email: 'ann@', seats: 0, colour: 'BLUE', tags: ['a', 'b'] };

  it('validates a form exactly like the server', () => {
    const context: ValidationContext = { admin: false, lovKeys: () => new Set(['RED']) };
    const validator = customizeValidator(formAjvOptions(() => context));
    const client = toFieldErrors(validator.rawValidation(fieldsObjectSchema(SCHEMA), FIELDS).errors);
    const server = compileFieldsValidator(createFormAjv(), SCHEMA)(FIELDS, context);

    expect(client).toEqual(server);
    expect(client.map((error) => `${error.path} ${error.messageId}`)).toEqual([
      '/email errors.invalidEmail',
      '/seats errors.number.natural',
      '/colour errors.lovValue',
      '/tags errors.array.max',
      '/code errors.required',
    ]);
  });

  it('reads the context from the source at each run', () => {
    let context: ValidationContext = { admin: false };
    const validator = customizeValidator(formAjvOptions(() => context));
    const schema = fieldsObjectSchema(SCHEMA);
    expect(toFieldErrors(validator.rawValidation(schema, {}).errors)).toEqual([
      { path: '/code', messageId: 'errors.required', values: {} },
    ]);
    context = { admin: true };
    expect(validator.rawValidation(schema, {}).errors).toBeUndefined();
  });

  it('hands rjsf the platform formats', () => {
    expect(Object.keys(formFormatChecks())).toEqual([...FORMAT_NAMES]);
    expect(formAjvOptions().ajvFormatOptions).toBe(false);
  });
});
