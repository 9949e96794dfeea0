import { describe, expect, it, vi } from 'vitest';
import type { FieldsSchema } from '../declarations/bundle';
import { createFormAjv } from './createFormAjv';
import { compileFieldsValidator, fieldsObjectSchema, isPlatformFieldName } from './itemValidator';

const USER = { admin: false };

const SCHEMA: FieldsSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 10 },
    email: { type: 'string', format: 'email' },
    address: {
      type: 'object',
      properties: { city: { type: 'string' }, 'zip/code': { type: 'string', maxLength: 3 } },
      required: ['city'],
      additionalProperties: false,
    },
  },
  required: ['name'],
};

describe('compileFieldsValidator', () => {
  it('ignores system and transient fields, valid or not', () => {
    const validate = compileFieldsValidator(createFormAjv(), SCHEMA);
    expect(validate({ name: 'Ann', _t: 'Contact', _i: 'not a number', $id: 12, $labels: {}, _c: null }, USER)).toEqual([]);
  });

  it('ignores platform fields a declaration names, even as required', () => {
    const validate = compileFieldsValidator(createFormAjv(), {
      type: 'object',
      properties: { name: { type: 'string' }, _secret: { type: 'string' } },
      required: ['name', '_secret'],
      requiredExceptAdmin: ['$label'],
    });
    expect(validate({ name: 'Ann' }, USER)).toEqual([]);
  });

  it('refuses fields the type does not declare, at their path', () => {
    const validate = compileFieldsValidator(createFormAjv(), SCHEMA);
    expect(validate({ name: 'Ann', nickname: 'A' }, USER)).toEqual([
      { path: '/nickname', messageId: 'errors.unknownField', values: {} },
    ]);
  });

  it('does not check the format of an optional field left empty', () => {
    const validate = compileFieldsValidator(createFormAjv(), SCHEMA);
    expect(validate({ name: 'Ann', email: '' }, USER)).toEqual([]);
    expect(validate({ name: 'Ann', email: null }, USER)).toEqual([]);
  });

  it('reports nested fields by JSON pointer, escaping "/" in names', () => {
    const validate = compileFieldsValidator(createFormAjv(), SCHEMA);
    expect(validate({ name: 'Ann', address: { 'zip/code': '12345' } }, USER)).toEqual([
      { path: '/address/city', messageId: 'errors.required', values: {} },
      { path: '/address/zip~1code', messageId: 'errors.maxLength', values: { max: 3 } },
    ]);
  });

  it('does not change the fields it is given', () => {
    const validate = compileFieldsValidator(createFormAjv(), SCHEMA);
    const fields = { name: 'Ann', email: '', _t: 'Contact' };
    validate(fields, USER);
    expect(fields).toEqual({ name: 'Ann', email: '', _t: 'Contact' });
  });

  it('compiles once per schema object and ajv', () => {
    const ajv = createFormAjv();
    const compile = vi.spyOn(ajv, 'compile');
    compileFieldsValidator(ajv, SCHEMA);
    compileFieldsValidator(ajv, SCHEMA);
    expect(compile).toHaveBeenCalledTimes(1);
    compileFieldsValidator(ajv, { ...SCHEMA });
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('refuses at compile time a declaration with an unknown keyword or format', () => {
    const ajv = createFormAjv();
    const typo = { type: 'object', properties: { name: { type: 'string', maxLenght: 3 } } } as unknown as FieldsSchema;
    expect(() => compileFieldsValidator(ajv, typo)).toThrow(/maxLenght/);
    const unknownFormat = { type: 'object', properties: { ip: { type: 'string', format: 'ipv4' } } } as unknown as FieldsSchema;
    expect(() => compileFieldsValidator(ajv, unknownFormat)).toThrow(/ipv4/);
  });
});

describe('fieldsObjectSchema', () => {
  it('builds the closed object schema ajv compiles', () => {
    expect(
      fieldsObjectSchema({
        type: 'object',
        properties: { name: { type: 'string' }, $tmp: { type: 'string' } },
        required: ['name'],
        endNotBeforeStart: [{ start: 'a', end: 'b' }],
      }),
    ).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
      requiredExceptAdmin: [],
      endNotBeforeStart: [{ start: 'a', end: 'b' }],
      additionalProperties: false,
    });
  });
});

describe('isPlatformFieldName', () => {
  it('names fields starting with _ or $', () => {
    expect(['_t', '_c.ts', '$id', '$labels'].every(isPlatformFieldName)).toBe(true);
    expect(['name', 'a_b', 'a$'].some(isPlatformFieldName)).toBe(false);
  });
});
