import { describe, expect, it } from 'vitest';
import { OperationError } from '../protocol/contract';
import { MAX_QUERY_CLAUSES, MAX_QUERY_DEPTH, checkQueryShape } from './queryShape';
import { parseSearchRequest } from './searchRequest';

/** A request whose subs nest `levels` deep (the request itself is level 1). */
function nested(levels: number): Record<string, unknown> {
  let query: Record<string, unknown> = { must: [{ prop: 'name', kind: 'eq', value: 'x' }] };
  for (let level = 1; level < levels; level += 1) query = { subs: [query] };
  return query;
}

function refusal(body: unknown): string | null {
  try {
    parseSearchRequest(body);
    return null;
  } catch (error) {
    if (error instanceof OperationError) return error.userMessage;
    throw error;
  }
}

describe('search request shape', () => {
  it('accepts sub-queries up to the depth limit', () => {
    expect(refusal(nested(MAX_QUERY_DEPTH))).toBeNull();
  });

  it('refuses deeper nesting with queryTooDeep before the schema runs', () => {
    expect(refusal(nested(MAX_QUERY_DEPTH + 1))).toBe('queryTooDeep');
    // ajv recursion overflowed the stack here before: now refused after a few steps.
    expect(refusal(nested(10_000))).toBe('queryTooDeep');
    expect(refusal(nested(200_000))).toBe('queryTooDeep');
  });

  it('refuses more clauses than the limit with queryTooLarge', () => {
    const filter = { prop: 'name', kind: 'eq', value: 'x' };
    const wide = { subs: Array.from({ length: 20 }, () => ({ subs: Array.from({ length: 20 }, () => ({ must: [filter, filter] })) })) };
    expect(refusal(wide)).toBe('queryTooLarge');
    expect(() => checkQueryShape({ must: Array.from({ length: MAX_QUERY_CLAUSES }, () => filter) })).not.toThrow();
    expect(() => checkQueryShape({ subs: Array.from({ length: 1_000_000 }, () => ({})) })).toThrow(OperationError);
  });
});
