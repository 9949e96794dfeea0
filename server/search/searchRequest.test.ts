import { describe, expect, it } from 'vitest';
import { OperationError } from '../protocol/contract';
import { maxOf, parseSearchRequest, type SearchRequest } from './searchRequest';

/** One request using every part of schemas/search-request.schema.json, typed as SearchRequest. */
const everything: SearchRequest = {
  must: [
    { kind: 'type', value: ['Project', 'Organization'] },
    { prop: 'status', kind: 'eq', value: 'OPEN' },
    { prop: 'tags', kind: 'in', value: ['a', 2, true] },
    { prop: 'due', kind: 'range', value: { from: '2024-01-01', to: 5 } },
    { prop: 'owner', kind: 'exists' },
    { prop: 'name', kind: 'prefix', value: 'Al' },
    { kind: 'text', value: 'river salmon' },
    { prop: 'description', kind: 'text', value: 'pit' },
    { prop: '$id', kind: 'actor', value: 'orgs' },
    { prop: 'owner', kind: 'actor', value: 'adminOrgs' },
    { prop: '_c.by', kind: 'actor', value: 'user' },
    { prop: 'otherContacts', kind: 'actor', value: 'contact' },
  ],
  should: [{ prop: '_i', kind: 'eq', value: 3 }],
  mustNot: [{ prop: '$access', kind: 'eq', value: 'PRIVATE' }],
  subs: [{ must: [{ prop: 'status', kind: 'eq', value: 'DONE' }], subsShould: [{ mustNot: [] }], minShould: 0 }],
  subsShould: [{ should: [{ prop: 'tags', kind: 'exists' }] }],
  minShould: 1,
  sort: [{ key: 'name', order: 'asc' }, { field: '_c.ts', order: 'desc' }],
  facets: [{ field: 'status', kind: 'lov', lov: 'STATUS', selected: ['OPEN'] }, { field: 'budget', kind: 'number-ranges', ranges: [{ key: 'low', to: 10 }], limit: 5 }],
  labels: true,
  max: 'all',
  offset: 10,
  tzOffset: -300,
};

function refusal(body: unknown): string {
  try {
    parseSearchRequest(body);
  } catch (error) {
    if (error instanceof OperationError) return error.userMessage;
    throw error;
  }
  return 'accepted';
}

describe('search request schema', () => {
  it('accepts every documented part, and an absent body', () => {
    expect(parseSearchRequest(everything)).toEqual(everything);
    expect(parseSearchRequest(undefined)).toEqual({});
    expect(maxOf({})).toBe(50);
    expect(maxOf({ max: 'all' })).toBe(2147483647);
  });

  it('refuses unknown members, kinds, shapes and out-of-range values with parseRequestFailed', () => {
    for (const bad of [
      { unknown: 1 },
      { must: [{ kind: 'like', prop: 'x', value: 'y' }] },
      { must: [{ kind: 'eq', prop: 'x' }] },
      { must: [{ kind: 'eq', prop: 'x', value: { nested: true } }] },
      { must: [{ kind: 'range', prop: 'x', value: {} }] },
      { must: [{ kind: 'type', prop: 'name', value: 'Project' }] },
      { must: [{ kind: 'actor', prop: 'owner', value: 'everybody' }] },
      { must: [{ kind: 'actor', value: 'orgs' }] },
      { sort: [{ key: 'name', field: 'name', order: 'asc' }] },
      { sort: [{ key: 'name', order: 'up' }] },
      { facets: [{ field: 'x', kind: 'histogram' }] },
      { max: 'some' },
      { tzOffset: 900 },
      [],
    ]) {
      expect(refusal(bad), JSON.stringify(bad)).toBe('parseRequestFailed');
    }
  });
});
