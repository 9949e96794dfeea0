import type { JSONSchema4 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import { toWireTsSchema } from './wireTsSchema';

describe('toWireTsSchema', () => {
  it('types annotation-only members as unknown, leaving typed and bare ones alone', () => {
    const out = toWireTsSchema({ type: 'object', properties: { b: { description: 'any body' }, o: { type: 'string' }, x: {} } });
    expect(out.properties).toEqual({ b: { description: 'any body', tsType: 'unknown' }, o: { type: 'string' }, x: {} });
  });

  it('drops oneOf branches that only require members', () => {
    const sortKey: JSONSchema4 = { type: 'object', oneOf: [{ required: ['key'] }, { required: ['field'] }], properties: { key: { type: 'string' }, field: { type: 'string' } } };
    expect(toWireTsSchema(sortKey)).toEqual({ type: 'object', properties: { key: { type: 'string' }, field: { type: 'string' } } });
  });

  it('makes a oneOf whose branches spell out their properties the plain union of them', () => {
    const eq = { required: ['kind'], properties: { kind: { const: 'eq' } } };
    const exists = { properties: { kind: { const: 'exists' } } };
    const filter = { type: 'object', required: ['kind'], properties: { kind: { enum: ['eq', 'exists'] } }, oneOf: [eq, exists] };
    expect(toWireTsSchema({ type: 'object', $defs: { filter } })).toEqual({ type: 'object', $defs: { filter: { oneOf: [eq, exists] } } });
  });

  it('leaves the schema it was given unchanged', () => {
    const schema: JSONSchema4 = { type: 'object', properties: { b: { description: 'any body' } } };
    toWireTsSchema(schema);
    expect(schema.properties?.b).toEqual({ description: 'any body' });
  });
});
