import { describe, expect, it } from 'vitest';
import type { SearchFacet } from '../../engine/derive/searchModel';
import { TIME_RANGES } from '../../engine/derive/ranges';
import { facetBlocks, selectedBucketCount } from './facetPanel';
import { toggleFacetKey } from './searchState';

const facets: SearchFacet[] = [
  { field: 'colour', kind: 'lov', label: 'f.colour', lov: 'COLOURS' },
  { field: '_c.ts', kind: 'time-ranges', label: 'fields._c.ts', ranges: [...TIME_RANGES] },
];
const counts = { colour: [{ key: 'BLUE', count: 4 }, { key: 'RED', count: 1 }], '_c.ts': [{ key: 'yesterday', count: 2 }] };

describe('the Filters count', () => {
  it('is zero while no facet value is ticked', () => {
    expect(selectedBucketCount(facetBlocks(facets, counts, {}, () => undefined))).toBe(0);
    expect(selectedBucketCount([])).toBe(0);
  });

  it('counts every ticked value across facets, including one the reply no longer counts', () => {
    let selected = toggleFacetKey({}, 'colour', 'BLUE');
    selected = toggleFacetKey(selected, 'colour', 'GREEN');
    selected = toggleFacetKey(selected, '_c.ts', 'yesterday');
    expect(selectedBucketCount(facetBlocks(facets, counts, selected, () => undefined))).toBe(3);
    expect(selectedBucketCount(facetBlocks(facets, counts, toggleFacetKey(selected, 'colour', 'BLUE'), () => undefined))).toBe(2);
  });
});

describe('facets on enum fields', () => {
  it('label each value with its message id, ticked values the reply no longer counts included', () => {
    const access: SearchFacet[] = [{ field: 'access', kind: 'terms', label: 'f.access' }];
    const [block] = facetBlocks(access, { access: [{ key: 'OPEN', count: 2 }] }, { access: ['CLOSED'] }, () => ({ type: 'string', enum: ['OPEN', 'CLOSED'] }), () => 'types.Program.enums.access');
    expect(block?.labelKind).toBe('message');
    expect(block?.buckets.map((bucket) => bucket.label)).toEqual(['types.Program.enums.access.OPEN', 'types.Program.enums.access.CLOSED']);
  });
});

describe('facets on type keys', () => {
  it('name the types when the grid shows the field with the type-label cell', () => {
    const relType: SearchFacet[] = [{ field: 'relType', kind: 'terms', label: 'f.relType' }];
    const replyCounts = { relType: [{ key: 'Consultation', count: 2 }] };
    expect(facetBlocks(relType, replyCounts, {}, () => undefined, () => undefined, (field) => (field === 'relType' ? 'type-label' : undefined))[0]?.labelKind).toBe('type');
    expect(facetBlocks(relType, replyCounts, {}, () => undefined)[0]?.labelKind).toBe('raw');
  });
});
