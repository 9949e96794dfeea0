import { describe, expect, it } from 'vitest';
import type { ValidationContext } from './context';
import { createFormAjv } from './createFormAjv';
import { toFieldErrors } from './fieldErrors';
import { CUSTOM_KEYWORD_NAMES, formKeywords } from './keywords';

/** Validates one value against one schema with the shared ajv, as the given user. */
function errorsOf(schema: object, data: unknown, context?: ValidationContext) {
  const validate = createFormAjv().compile(schema);
  const valid = context === undefined ? validate(data) : validate.call(context, data);
  return valid ? [] : toFieldErrors(validate.errors);
}

const LISTS: ValidationContext = {
  admin: false,
  lovKeys: (list) => (list === 'COLOUR' ? new Set(['RED', 'GREEN']) : undefined),
};

describe('lov', () => {
  const schema = { type: 'string', lov: 'COLOUR' };

  it('accepts a key of the list', () => {
    expect(errorsOf(schema, 'RED', LISTS)).toEqual([]);
  });

  it('refuses another value, naming the list', () => {
    expect(errorsOf(schema, 'BLUE', LISTS)).toEqual([{ path: '', messageId: 'errors.lovValue', values: { list: 'COLOUR' } }]);
  });

  it('passes when the context cannot tell the keys', () => {
    expect(errorsOf({ type: 'string', lov: 'SIZE' }, 'XL', LISTS)).toEqual([]);
    expect(errorsOf(schema, 'BLUE', { admin: false })).toEqual([]);
    expect(errorsOf(schema, 'BLUE')).toEqual([]);
  });

  it('checks each entry of a list of keys', () => {
    const list = { type: 'array', items: { type: 'string', lov: 'COLOUR' } };
    expect(errorsOf(list, ['RED', 'PINK'], LISTS)).toEqual([{ path: '/1', messageId: 'errors.lovValue', values: { list: 'COLOUR' } }]);
  });
});

describe('itemTypes', () => {
  it('reads the type of the id, sys. types included', () => {
    const schema = { type: 'string', itemTypes: ['sys.TypeDef'] };
    expect(errorsOf(schema, 'sys.TypeDef-4')).toEqual([]);
    expect(errorsOf(schema, 'TypeDef-4')).toEqual([{ path: '', messageId: 'errors.relatedItem', values: {} }]);
  });
});

describe('itemLabel', () => {
  it('is an annotation: never fails', () => {
    expect(errorsOf({ type: 'array', itemLabel: { one: 'a', other: 'b' } }, [])).toEqual([]);
  });
});

describe('keyword values are checked when the schema compiles', () => {
  it.each([
    { type: 'number', numberKind: 'REAL' },
    { type: 'string', lowercase: false },
    { type: 'string', notBlank: 'yes' },
    { type: 'string', lov: 3 },
    { type: 'string', itemTypes: [] },
    { type: 'array', itemLabel: { one: 'a' } },
    { type: 'object', requiredExceptAdmin: 'name' },
    { type: 'object', endNotBeforeStart: [{ start: 'a' }] },
  ])('refuses %j', (schema) => {
    expect(() => createFormAjv().compile(schema)).toThrow();
  });
});

describe('context', () => {
  const schema = { type: 'object', requiredExceptAdmin: ['code'] };

  it('comes from `this`; a run without one is a non-administrator', () => {
    expect(errorsOf(schema, {}, { admin: true })).toEqual([]);
    expect(errorsOf(schema, {})).toEqual([{ path: '/code', messageId: 'errors.required', values: {} }]);
  });

  it('comes from the fallback source when `this` is not a context', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020');
    let admin = false;
    const ajv = new Ajv2020({ passContext: true, keywords: formKeywords(() => ({ admin })) });
    const validate = ajv.compile(schema);
    expect(validate({})).toBe(false);
    admin = true;
    expect(validate({})).toBe(true);
  });
});

describe('formKeywords', () => {
  it('defines every custom keyword of field schemas', () => {
    expect(formKeywords().map((definition) => definition.keyword)).toEqual([
      'lov',
      'itemTypes',
      'numberKind',
      'lowercase',
      'notBlank',
      'itemLabel',
      'requiredExceptAdmin',
      'endNotBeforeStart',
      'geojson',
    ]);
    expect(formKeywords().map((definition) => definition.keyword)).toEqual([...CUSTOM_KEYWORD_NAMES]);
  });
});
