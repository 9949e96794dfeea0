import { describe, expect, it } from 'vitest';
import type { SearchFacet } from '../../engine/derive/searchModel';
import { TIME_RANGES } from '../../engine/derive/ranges';
import { facetBlocks } from './facetPanel';
import { neighbours } from './prevNext';
import { fromSavedSearch, searchHash, toSavedSearch } from './savedSearch';
import { buildSearchRequest, declaredFilters, declaredSelection, initialSearchState, toggleFacetKey, visibleFacets } from './searchState';

const facets: SearchFacet[] = [
  { field: 'colour', kind: 'lov', label: 'f.colour', lov: 'COLOURS' },
  { field: '_c.ts', kind: 'time-ranges', label: 'fields._c.ts', ranges: [...TIME_RANGES] },
  { field: 'admin', kind: 'terms', label: 'f.admin', adminOnly: true },
  { field: 'secret', kind: 'terms', label: 'f.secret', hide: true, limit: 5 },
];

describe('facet selection to search payload', () => {
  it('sends the scope, the text, every facet with its selection, the sort and the max', () => {
    let state = initialSearchState({ types: ['Widget'], text: '  sprocket ', must: declaredFilters([{ prop: 'state', kind: 'eq', value: 'ACTIVE' }, { nonsense: 1 }]) });
    state = { ...state, selectedFacets: toggleFacetKey(toggleFacetKey(state.selectedFacets, 'colour', 'RED'), '_c.ts', 'today') };
    const request = buildSearchRequest(state, visibleFacets(facets, false), [{ field: 'name', order: 'asc' }], 120);
    expect(request).toEqual({
      must: [
        { kind: 'type', value: 'Widget' },
        { prop: 'state', kind: 'eq', value: 'ACTIVE' },
        { kind: 'text', value: 'sprocket' },
      ],
      facets: [
        { field: 'colour', kind: 'lov', lov: 'COLOURS', selected: ['RED'] },
        { field: '_c.ts', kind: 'time-ranges', selected: ['today'] },
      ],
      sort: [{ field: 'name', order: 'asc' }],
      labels: true,
      max: 50,
      tzOffset: 120,
    });
  });

  it('unselecting the last key drops the facet; administrators see adminOnly facets', () => {
    expect(toggleFacetKey({ colour: ['RED'] }, 'colour', 'RED')).toEqual({});
    expect(visibleFacets(facets, true).map((f) => f.field)).toEqual(['colour', '_c.ts', 'admin']);
  });

  it('reads declared selections', () => {
    expect(declaredSelection({ state: 'ACTIVE', kinds: ['A', 2] })).toEqual({ state: ['ACTIVE'], kinds: ['A', '2'] });
  });

  it('lists every range bucket in order and keeps selected keys without counts', () => {
    const blocks = facetBlocks(facets.slice(0, 3), { colour: [{ key: 'BLUE', count: 4 }], '_c.ts': [{ key: 'yesterday', count: 2 }] }, { colour: ['RED'] }, () => undefined);
    expect(blocks[0]?.buckets).toEqual([
      { key: 'BLUE', count: 4, selected: false },
      { key: 'RED', count: 0, selected: true },
    ]);
    expect(blocks[0]?.labelKind).toBe('lov');
    expect(blocks[1]?.buckets.map((b) => [b.key, b.count])).toEqual(TIME_RANGES.map((r) => [r.key, r.key === 'yesterday' ? 2 : 0]));
    expect(blocks[2]?.labelKind).toBe('raw');
  });
});

describe('saved searches', () => {
  it('round-trip a search through the SavedSearch fields', () => {
    const state = {
      ...initialSearchState({ types: ['ConsultResponse'] }),
      text: 'pipeline',
      must: declaredFilters([{ prop: 'priority', kind: 'eq', value: 'HIGH' }, { prop: 'outcome', kind: 'exists' }]),
      selectedFacets: { region: ['NORTH'] },
      sort: [{ field: 'anticipatedResponse', order: 'asc' as const }],
    };
    const saved = toSavedSearch(state, 'Overdue');
    expect(saved).toEqual({
      name: 'Overdue',
      itemTypeName: 'ConsultResponse',
      searchString: 'pipeline',
      selectedFacets: { region: ['NORTH'] },
      criteria: { filters: [{ prop: 'priority', kind: 'eq', value: 'HIGH' }, { prop: 'outcome', kind: 'exists' }] },
      sortBy: [{ key: 'anticipatedResponse', order: 'asc' }],
      hash: searchHash(state),
    });
    expect(fromSavedSearch(JSON.parse(JSON.stringify(saved)))).toEqual(state);
  });

  it('keeps several types as a type filter', () => {
    const state = initialSearchState({ types: ['A', 'B'] });
    const saved = toSavedSearch(state, 'Both');
    expect(saved.itemTypeName).toBeUndefined();
    expect(fromSavedSearch(saved).types).toEqual(['A', 'B']);
  });

  it('hashes identical searches alike regardless of selection order', () => {
    const a = { ...initialSearchState({ types: ['A'] }), selectedFacets: { f: ['x', 'y'] } };
    const b = { ...initialSearchState({ types: ['A'] }), selectedFacets: { f: ['y', 'x'] } };
    expect(searchHash(a)).toBe(searchHash(b));
    expect(searchHash({ ...a, text: 'other' })).not.toBe(searchHash(a));
  });
});

describe('previous and next', () => {
  const ids = ['A-1', 'A-2', 'A-3'];
  it('moves inside the list without wrapping', () => {
    expect(neighbours(ids, 'A-2')).toEqual({ previous: { id: 'A-1', wrapped: false }, next: { id: 'A-3', wrapped: false } });
  });
  it('wraps at both ends', () => {
    expect(neighbours(ids, 'A-1')?.previous).toEqual({ id: 'A-3', wrapped: true });
    expect(neighbours(ids, 'A-3')?.next).toEqual({ id: 'A-1', wrapped: true });
  });
  it('offers nothing outside the results or for a single result', () => {
    expect(neighbours(ids, 'B-1')).toBeUndefined();
    expect(neighbours(['A-1'], 'A-1')).toBeUndefined();
  });
});
