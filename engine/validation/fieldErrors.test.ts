import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createFormAjv } from './createFormAjv';
import { toFieldErrors } from './fieldErrors';

/** The field errors the shared ajv reports for one value against one schema. */
function errorsOf(schema: object, data: unknown) {
  const validate = createFormAjv().compile(schema);
  return validate(data) ? [] : toFieldErrors(validate.errors);
}

describe('toFieldErrors maps standard keywords', () => {
  it.each([
    ['required', { type: 'object', required: ['a'] }, {}, { path: '/a', messageId: 'errors.required', values: {} }],
    ['maxLength', { type: 'string', maxLength: 2 }, 'abc', { path: '', messageId: 'errors.maxLength', values: { max: 2 } }],
    ['minLength', { type: 'string', minLength: 2 }, 'a', { path: '', messageId: 'errors.minLength', values: { min: 2 } }],
    ['type', { type: 'string' }, 3, { path: '', messageId: 'errors.type', values: { type: 'string' } }],
    ['enum', { enum: ['A', 'B'] }, 'C', { path: '', messageId: 'errors.enum', values: {} }],
    ['const', { const: 'A' }, 'B', { path: '', messageId: 'errors.enum', values: {} }],
    ['minimum', { type: 'number', minimum: 1 }, 0, { path: '', messageId: 'errors.minimum', values: { limit: 1, exclusive: 'no' } }],
    [
      'exclusiveMinimum',
      { type: 'number', exclusiveMinimum: 1 },
      1,
      { path: '', messageId: 'errors.minimum', values: { limit: 1, exclusive: 'yes' } },
    ],
    ['maximum', { type: 'number', maximum: 9 }, 10, { path: '', messageId: 'errors.maximum', values: { limit: 9, exclusive: 'no' } }],
    [
      'exclusiveMaximum',
      { type: 'number', exclusiveMaximum: 9 },
      9,
      { path: '', messageId: 'errors.maximum', values: { limit: 9, exclusive: 'yes' } },
    ],
    ['multipleOf', { type: 'number', multipleOf: 0.5 }, 0.7, { path: '', messageId: 'errors.multipleOf', values: { multiple: 0.5 } }],
    ['pattern', { type: 'string', pattern: '^[A-Z]+$' }, 'abc', { path: '', messageId: 'errors.pattern', values: {} }],
    ['uniqueItems', { type: 'array', uniqueItems: true }, [1, 1], { path: '', messageId: 'errors.uniqueItems', values: {} }],
    [
      'additionalProperties',
      { type: 'object', properties: {}, additionalProperties: false },
      { 'x~y': 1 },
      { path: '/x~0y', messageId: 'errors.unknownField', values: {} },
    ],
    ['format', { type: 'string', format: 'uuid' }, 'nope', { path: '', messageId: 'errors.invalidUuid', values: {} }],
  ])('%s', (_keyword, schema, data, expected) => {
    expect(errorsOf(schema, data)).toEqual([expected]);
  });

  it('accepts decimals as multiples the way rjsf does (multipleOfPrecision)', () => {
    expect(errorsOf({ type: 'number', multipleOf: 0.01 }, 0.07)).toEqual([]);
  });
});

describe('toFieldErrors', () => {
  it('keeps one error per path and message id', () => {
    const error = (keyword: string, instancePath: string, params: Record<string, unknown>): ErrorObject => ({
      keyword,
      instancePath,
      schemaPath: `#/${keyword}`,
      params,
    });
    expect(
      toFieldErrors([
        error('format', '/a', { format: 'date' }),
        error('format', '/a', { format: 'partial-date' }),
        error('format', '/b', { format: 'date' }),
        error('maxLength', '/a', { limit: 3 }),
      ]),
    ).toEqual([
      { path: '/a', messageId: 'errors.invalidDate', values: {} },
      { path: '/b', messageId: 'errors.invalidDate', values: {} },
      { path: '/a', messageId: 'errors.maxLength', values: { max: 3 } },
    ]);
  });

  it('answers nothing for no errors', () => {
    expect(toFieldErrors(null)).toEqual([]);
    expect(toFieldErrors(undefined)).toEqual([]);
  });

  it('maps a keyword it does not know to errors.invalid', () => {
    expect(toFieldErrors([{ keyword: 'not', instancePath: '/x', schemaPath: '#/not', params: {} }])).toEqual([
      { path: '/x', messageId: 'errors.invalid', values: {} },
    ]);
  });
});
