import { describe, expect, it } from 'vitest';
import type { FieldSchema, ItemTypeDeclaration } from '../declarations/bundle';
import type { ValidationContext } from '../validation/context';
import { analyzeChange, applyDefaults, countBreakingItems } from './compatibility';

const context: ValidationContext = { admin: false, lovKeys: (list) => (list === 'SIZES' ? new Set(['S', 'M', 'L']) : list === 'SMALL' ? new Set(['S']) : undefined) };

function permit(properties: Record<string, FieldSchema | undefined>, required: string[] = ['name']): ItemTypeDeclaration {
  return { key: 'Permit', label: 'types.Permit.label', schema: { type: 'object', properties: { name: { type: 'string', maxLength: 200 }, ...properties }, required } };
}

/** Ten stored permits: every third has a reference number, refs are numeric strings except one. */
function storedPermits(): Record<string, unknown>[] {
  return Array.from({ length: 10 }, (_, i) => ({
    _t: 'Permit',
    _i: i + 1,
    name: `Permit ${i + 1}`,
    ...(i % 3 === 0 ? { ref: i === 6 ? 'PENDING' : String(1000 + i) } : {}),
    size: i < 8 ? 'S' : 'L',
  }));
}

const v1 = permit({ ref: { type: 'string', maxLength: 20 }, size: { type: 'string', lov: 'SIZES' } });

describe('analyzeChange', () => {
  it('finds adding an optional field compatible', () => {
    const v2 = permit({ ...v1.schema.properties, notes: { type: 'string' } });
    expect(analyzeChange(v1, v2)).toEqual({ breaking: [], info: [{ field: 'notes', kind: 'added', message: 'new field' }] });
    expect(countBreakingItems(v2, storedPermits(), context)).toEqual({ count: 0, checked: 10 });
  });

  it('reports a new required field as breaking unless a default fills it', () => {
    const v2 = permit({ ...v1.schema.properties, ref: { type: 'string', maxLength: 20 } }, ['name', 'ref']);
    expect(analyzeChange(v1, v2).breaking).toEqual([{ field: 'ref', keyword: 'required', message: 'now required' }]);
    expect(analyzeChange(v1, v2, { ref: 'n/a' })).toEqual({
      breaking: [],
      info: [{ field: 'ref', kind: 'requiredWithDefault', message: 'now required; items without a value get the default' }],
    });
  });

  it('lists each narrowing per field and reports removed fields as information', () => {
    const old = permit({
      ref: { type: 'string', maxLength: 20 },
      size: { type: 'string', lov: 'SIZES' },
      kind: { type: 'string', enum: ['A', 'B', 'C'] },
      count: { type: 'integer' },
      tags: { type: 'array', items: { type: 'string' } },
      site: { type: 'string' },
      owner: { type: 'string', format: 'item-id', itemTypes: ['Organization', 'Contact'] },
    });
    const next = permit({
      ref: { type: 'number' },
      size: { type: 'string', lov: 'SMALL' },
      kind: { type: 'string', enum: ['A', 'C'] },
      count: { type: 'number', maximum: 10 },
      tags: { type: 'string' },
      site: { type: 'string', maxLength: 50, format: 'url' },
      owner: { type: 'string', format: 'item-id', itemTypes: ['Organization'] },
    });
    expect(analyzeChange(old, next)).toEqual({
      breaking: [
        { field: 'ref', keyword: 'type', message: 'values of type string are no longer accepted (now number)' },
        { field: 'size', keyword: 'lov', message: 'the list of values changed from SIZES to SMALL' },
        { field: 'kind', keyword: 'enum', message: 'values "B" are no longer allowed' },
        { field: 'count', keyword: 'maximum', message: 'maximum lowered from none to 10' },
        { field: 'tags', keyword: 'type', message: 'values of type array are no longer accepted (now string)' },
        { field: 'site', keyword: 'maxLength', message: 'maximum length lowered from none to 50' },
        { field: 'site', keyword: 'format', message: 'values must now have format url' },
        { field: 'owner', keyword: 'itemTypes', message: 'related items of type Contact are no longer allowed' },
      ],
      info: [],
    });
    const removed = permit({ size: v1.schema.properties.size ?? {} });
    expect(analyzeChange(v1, removed)).toEqual({
      breaking: [],
      info: [{ field: 'ref', kind: 'removed', message: 'removed: stored values are kept but no longer shown or validated' }],
    });
  });

  it('treats widenings as free: integer to number, a longer limit, more enum values, a lov dropped', () => {
    const old = permit({ n: { type: 'integer', maximum: 5 }, s: { type: 'string', maxLength: 5, lov: 'SIZES' }, e: { enum: ['A'] }, o: { type: 'object', properties: { a: { type: 'string' } } } });
    const next = permit({ n: { type: 'number', maximum: 9 }, s: { type: 'string', maxLength: 9 }, e: { enum: ['A', 'B'] }, o: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } } });
    expect(analyzeChange(old, next).breaking).toEqual([]);
  });

  it('looks into array entries and nested objects', () => {
    const old = permit({ tags: { type: 'array', items: { type: 'string', maxLength: 30 } }, address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } } } });
    const next = permit({
      tags: { type: 'array', items: { type: 'string', maxLength: 10 } },
      address: { type: 'object', properties: { city: { type: 'string', notBlank: true } }, required: ['city'], additionalProperties: false },
    });
    expect(analyzeChange(old, next).breaking).toEqual([
      { field: 'tags[]', keyword: 'maxLength', message: 'maximum length lowered from 30 to 10' },
      { field: 'address.city', keyword: 'notBlank', message: 'notBlank is now enforced' },
      { field: 'address.city', keyword: 'required', message: 'now required' },
      { field: 'address.zip', keyword: 'additionalProperties', message: 'removed from an object that allows no other properties' },
    ]);
  });

  it('counts the existing items of a first extension: a new required field breaks them', () => {
    const extension: ItemTypeDeclaration = { key: 'Organization', extends: 'Organization', label: 'types.Organization.label', schema: { type: 'object', properties: { licence: { type: 'string' } }, required: ['licence'] } };
    expect(analyzeChange(undefined, extension).breaking).toEqual([{ field: 'licence', keyword: 'required', message: 'now required' }]);
    const organizations = [{ _t: 'Organization', _i: 4, displayName: 'North', type: 'INDUSTRY' }];
    // Only the extension's own fields are checked: the built-in fields are not its business.
    expect(countBreakingItems(extension, organizations, context)).toEqual({
      count: 1,
      checked: 1,
      example: { id: 'Organization-4', errors: [{ path: '/licence', messageId: 'errors.required', values: {} }] },
    });
    expect(countBreakingItems(extension, organizations, context, { licence: 'unknown' }).count).toBe(0);
  });
});

describe('countBreakingItems', () => {
  it('counts the items a new required field without default breaks, with an example', () => {
    const v2 = permit(v1.schema.properties, ['name', 'ref']);
    expect(countBreakingItems(v2, storedPermits(), context)).toEqual({
      count: 6,
      checked: 10,
      example: { id: 'Permit-2', errors: [{ path: '/ref', messageId: 'errors.required', values: {} }] },
    });
  });

  it('passes every item once the default fills the new required field', () => {
    const v2 = permit(v1.schema.properties, ['name', 'ref']);
    expect(countBreakingItems(v2, storedPermits(), context, { ref: 'unknown' })).toEqual({ count: 0, checked: 10 });
  });

  it('breaks the items holding non-numbers when a text field becomes a number', () => {
    const v2 = permit({ ...v1.schema.properties, ref: { type: 'number' } });
    const items = storedPermits().map((item) => (typeof item.ref === 'string' && /^\d+$/.test(item.ref) ? { ...item, ref: Number(item.ref) } : item));
    expect(countBreakingItems(v2, items, context)).toEqual({
      count: 1,
      checked: 10,
      example: { id: 'Permit-7', errors: [{ path: '/ref', messageId: 'errors.type', values: { type: 'number' } }] },
    });
  });

  it('breaks the items whose list value the new list lacks, and ignores values of removed fields', () => {
    const smaller = permit({ size: { type: 'string', lov: 'SMALL' } });
    const result = countBreakingItems(smaller, storedPermits(), context);
    expect(result.count).toBe(2);
    expect(result.example?.id).toBe('Permit-9');
    expect(result.example?.errors).toEqual([{ path: '/size', messageId: 'errors.lovValue', values: { list: 'SMALL' } }]);
  });

  it('names items by $id when they have one, else by position', () => {
    const v2 = permit({}, ['name']);
    expect(countBreakingItems(v2, [{ $id: 'Permit-99', name: '' }, { name: 5 }], context).example?.id).toBe('Permit-99');
    expect(countBreakingItems(v2, [{ name: 'ok' }, { name: 5 }], context).example?.id).toBe('#1');
  });

  it('reads a stream of items (any iterable) once', () => {
    function* stream(): Generator<Record<string, unknown>> {
      yield* storedPermits();
    }
    expect(countBreakingItems(permit(v1.schema.properties, ['name', 'ref']), stream(), context).count).toBe(6);
  });
});

describe('applyDefaults', () => {
  it('fills missing and empty values only, without changing its input', () => {
    const fields = { a: '', b: 'kept', c: null, d: [] as unknown[] };
    expect(applyDefaults(fields, { a: 'x', b: 'y', c: 1, d: ['z'], e: true })).toEqual({ a: 'x', b: 'kept', c: 1, d: ['z'], e: true });
    expect(fields).toEqual({ a: '', b: 'kept', c: null, d: [] });
  });
});
