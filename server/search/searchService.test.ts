import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OperationError } from '../protocol/contract';
import { SYSTEM_WRITER } from '../items/itemStore';
import { adminActor } from '../items/testing/testActors';
import { createTestKit, TEST_NOW, type TestKit } from '../items/testing/testKit';
import type { SearchRequest } from './searchRequest';

const DAY = 86_400_000;
const admin = adminActor();
let kit: TestKit;

/** Creates a project "daysAgo" days before TEST_NOW. */
function project(fields: Record<string, unknown>, daysAgo = 0): string {
  kit.clock.now = new Date(TEST_NOW.getTime() - daysAgo * DAY);
  return kit.store.create('Project', fields, SYSTEM_WRITER).$id;
}

let p: string[];
beforeEach(() => {
  kit = createTestKit();
  p = [
    project({ name: 'Alpha river', description: 'Salmon habitat restoration', status: 'OPEN', budget: 500, size: 900, due: '2024-06-16', tags: ['fish', 'water'] }, 0),
    project({ name: 'Beta mine', description: 'Open pit extension', status: 'DONE', budget: 5000, size: 5_000_000, due: '2024-07-01', tags: ['rock'] }, 1),
    project({ name: 'gamma road', status: 'OPEN', budget: 1000, size: 2_000_000_000, due: '2025-06-01' }, 3),
    project({ name: 'Delta pipeline', description: 'Pipe across the river', status: 'OLD', tags: ['oil', 'water'] }, 40),
    project({ name: 'Épsilon école' }, 400),
  ];
  kit.clock.now = TEST_NOW;
  kit.store.create('Organization', { name: 'River keepers' }, SYSTEM_WRITER);
  kit.store.create('Notify', { kind: 'X', context: 'Organization-1', recipient: 'User-1', unread: true }, SYSTEM_WRITER);
});
afterEach(() => kit.close());

const ofType = (request: SearchRequest): SearchRequest => ({ ...request, must: [{ kind: 'type', value: 'Project' }, ...(request.must ?? [])] });
const ids = (request: SearchRequest): string[] => kit.search.search(admin, ofType({ sort: [{ key: '_i', order: 'asc' }], ...request })).ids;
const at = (...indexes: number[]): string[] => indexes.map((n) => p[n] ?? '');

describe('filters', () => {
  it('eq, in, range, exists, prefix', () => {
    expect(ids({ must: [{ prop: 'status', kind: 'eq', value: 'OPEN' }] })).toEqual(at(0, 2));
    expect(ids({ must: [{ prop: 'tags', kind: 'in', value: ['rock', 'oil'] }] })).toEqual(at(1, 3));
    expect(ids({ must: [{ prop: 'budget', kind: 'range', value: { from: 500, to: 1000 } }] })).toEqual(at(0, 2));
    expect(ids({ must: [{ prop: 'due', kind: 'range', value: { from: '2024-06-16', to: '2024-07-01' } }] })).toEqual(at(0, 1));
    expect(ids({ must: [{ prop: 'tags', kind: 'exists' }] })).toEqual(at(0, 1, 3));
    expect(ids({ must: [{ prop: 'name', kind: 'prefix', value: 'GAM' }] })).toEqual(at(2));
    expect(ids({ must: [{ prop: '_i', kind: 'in', value: [2, 3] }] })).toEqual(at(1, 2));
    expect(ids({ must: [{ prop: '$id', kind: 'eq', value: p[4] ?? '' }] })).toEqual(at(4));
    expect(ids({ must: [{ prop: '_c.ts', kind: 'range', value: { from: '2024-06-12' } }] })).toEqual(at(0, 1, 2));
  });

  it('mustNot, should with minShould, subs and subsShould', () => {
    expect(ids({ mustNot: [{ prop: 'status', kind: 'eq', value: 'OPEN' }] })).toEqual(at(1, 3, 4));
    const should: SearchRequest = {
      should: [
        { prop: 'tags', kind: 'eq', value: 'water' },
        { prop: 'status', kind: 'eq', value: 'OPEN' },
      ],
    };
    expect(ids(should)).toEqual(at(0, 2, 3));
    expect(ids({ ...should, minShould: 2 })).toEqual(at(0));
    expect(ids({ subs: [{ should: [{ prop: 'budget', kind: 'range', value: { from: 1000 } }] }, { must: [{ prop: 'status', kind: 'eq', value: 'OPEN' }] }] })).toEqual(at(2));
    expect(
      ids({ subsShould: [{ must: [{ prop: 'status', kind: 'eq', value: 'DONE' }] }, { must: [{ prop: 'status', kind: 'eq', value: 'OLD' }] }] }),
    ).toEqual(at(1, 3));
  });

  it('full text with prefix matching, accents folded, across declared text fields only', () => {
    expect(ids({ must: [{ kind: 'text', value: 'riv' }] })).toEqual(at(0, 3));
    expect(ids({ must: [{ kind: 'text', value: 'salmon riv' }] })).toEqual(at(0));
    expect(ids({ must: [{ kind: 'text', value: 'ecole' }] })).toEqual(at(4));
    expect(ids({ must: [{ kind: 'text', value: '"OR* NEAR(' }] })).toEqual([]);
    expect(ids({ must: [{ prop: 'description', kind: 'text', value: 'pit ext' }] })).toEqual(at(1));
  });

  it('a search naming no type leaves out excludeGeneralSearch and system types', () => {
    const reply = kit.search.search(admin, { must: [{ kind: 'text', value: 'river' }] });
    expect(reply.ids.sort()).toEqual([...at(0, 3), 'Organization-1'].sort());
    expect(kit.search.search(admin, { must: [{ kind: 'type', value: 'Notify' }] }).total).toBe(1);
    expect(kit.search.search(admin, {}).ids).not.toContain('Notify-1');
  });

  it('refuses fields no type indexes and malformed requests with parseRequestFailed', () => {
    const refusal = (body: unknown): string => {
      try {
        kit.search.search(admin, body as SearchRequest);
      } catch (error) {
        return error instanceof OperationError ? error.userMessage : 'other';
      }
      return 'accepted';
    };
    expect(refusal({ must: [{ prop: 'undeclared', kind: 'eq', value: 1 }] })).toBe('parseRequestFailed');
    expect(refusal({ sort: [{ key: 'description', order: 'asc' }] })).toBe('parseRequestFailed');
  });
});

describe('sort, paging and labels', () => {
  it('sorts on declared sortable headers, missing values last, default newest first', () => {
    const sorted = (key: string, order: 'asc' | 'desc'): string[] => kit.search.search(admin, ofType({ sort: [{ key, order }] })).ids;
    // Case folds for ASCII only (SQLite NOCASE): "Épsilon" sorts after "gamma".
    expect(sorted('name', 'asc')).toEqual(at(0, 1, 3, 2, 4));
    expect(sorted('budget', 'desc')).toEqual(at(1, 2, 0, 4, 3));
    expect(sorted('due', 'asc').slice(0, 3)).toEqual(at(0, 1, 2));
    expect(kit.search.search(admin, ofType({})).ids).toEqual(at(0, 1, 2, 3, 4));
    expect(kit.search.search(admin, { must: [{ kind: 'type', value: 'Organization' }] }).ids).toEqual(['Organization-1']);
  });

  it('pages with max and offset, counts the total, and labels the returned ids', () => {
    const reply = kit.search.search(admin, ofType({ sort: [{ key: 'name', order: 'asc' }], max: 2, offset: 1, labels: true }));
    expect(reply.ids).toEqual(at(1, 3));
    expect(reply.total).toBe(5);
    expect(reply.labels).toEqual({ [p[1] ?? '']: 'Beta mine', [p[3] ?? '']: 'Delta pipeline' });
    expect(kit.search.search(admin, ofType({ max: 'all' })).ids).toHaveLength(5);
    expect(kit.search.search(admin, ofType({ max: 0 })).ids).toEqual([]);
  });
});

describe('facets', () => {
  const facets = (request: SearchRequest): Record<string, { key: string; count: number }[]> => kit.search.search(admin, ofType(request)).facets;

  it('counts lov facets in list order, hiding archived values without hits but keeping those with hits', () => {
    expect(facets({ facets: [{ field: 'status' }] }).status).toEqual([
      { key: 'OPEN', count: 2 },
      { key: 'DONE', count: 1 },
      { key: 'OLD', count: 1 },
    ]);
    expect(facets({ must: [{ prop: 'status', kind: 'eq', value: 'OPEN' }], facets: [{ field: 'status' }] }).status).toEqual([
      { key: 'OPEN', count: 2 },
      { key: 'DONE', count: 0 },
    ]);
  });

  it('counts each facet with the other facets\' selections but not its own', () => {
    const both = kit.search.search(admin, ofType({ facets: [{ field: 'status', selected: ['OPEN'] }, { field: 'tags', selected: ['water'] }] }));
    expect(both.ids).toEqual(at(0));
    expect(both.total).toBe(1);
    expect(both.facets.status).toEqual([
      { key: 'OPEN', count: 1 },
      { key: 'DONE', count: 0 },
      { key: 'OLD', count: 1 },
    ]);
    expect(both.facets.tags).toEqual([
      { key: 'fish', count: 1 },
      { key: 'water', count: 1 },
    ]);
    const one = kit.search.search(admin, ofType({ sort: [{ key: '_i', order: 'asc' }], facets: [{ field: 'status' }, { field: 'tags', selected: ['water'] }] }));
    expect(one.ids).toEqual(at(0, 3));
    expect(one.facets.status).toEqual([
      { key: 'OPEN', count: 1 },
      { key: 'DONE', count: 0 },
      { key: 'OLD', count: 1 },
    ]);
  });

  it('counts terms by frequency with a limit', () => {
    expect(facets({ facets: [{ field: 'tags' }] }).tags).toEqual([
      { key: 'water', count: 2 },
      { key: 'fish', count: 1 },
      { key: 'oil', count: 1 },
      { key: 'rock', count: 1 },
    ]);
    expect(facets({ facets: [{ field: 'tags', limit: 1 }] }).tags).toEqual([{ key: 'water', count: 2 }]);
  });

  it('buckets time ranges (past), date ranges (future), sizes and declared number ranges', () => {
    const counts = facets({ facets: [{ field: '_c.ts' }, { field: 'due' }, { field: 'size' }, { field: 'budget' }] });
    expect(counts['_c.ts']).toEqual([
      { key: 'today', count: 1 },
      { key: 'yesterday', count: 1 },
      { key: 'lastWeek', count: 1 },
      { key: 'past7to30', count: 0 },
      { key: 'past30to60', count: 1 },
      { key: 'past60to90', count: 0 },
      { key: 'past90to180', count: 0 },
      { key: 'before180', count: 1 },
    ]);
    expect(counts.due).toEqual([
      { key: 'tomorrow', count: 1 },
      { key: 'withinWeek', count: 0 },
      { key: 'next7to30', count: 1 },
      { key: 'next30to60', count: 0 },
      { key: 'next60to90', count: 0 },
      { key: 'next90to180', count: 0 },
      { key: 'over180', count: 1 },
    ]);
    expect(counts.size).toEqual([
      { key: 'size0to1K', count: 1 },
      { key: 'size1Kto1M', count: 0 },
      { key: 'size1Mto10M', count: 1 },
      { key: 'size10Mto100M', count: 0 },
      { key: 'size100Mto1G', count: 0 },
      { key: 'sizeOver1G', count: 1 },
    ]);
    expect(counts.budget).toEqual([
      { key: 'small', count: 1 },
      { key: 'large', count: 2 },
    ]);
  });

  it('moves day boundaries with the asker time zone', () => {
    // 12:00 UTC is 02:00 next day at +14:00: the item created at 12:00 UTC is then "today" still.
    const east = kit.search.search(admin, ofType({ tzOffset: 840, facets: [{ field: '_c.ts' }] })).facets['_c.ts'];
    expect(east?.[0]).toEqual({ key: 'today', count: 1 });
    const west = kit.search.search(admin, ofType({ tzOffset: -720, facets: [{ field: '_c.ts' }] })).facets['_c.ts'];
    expect(west?.slice(0, 2)).toEqual([{ key: 'today', count: 1 }, { key: 'yesterday', count: 1 }]);
  });

  it('applies selected keys to the hits and to other facets, but not to their own counts', () => {
    const reply = kit.search.search(admin, ofType({ facets: [{ field: 'status', selected: ['OPEN'] }, { field: 'size', selected: ['sizeOver1G', 'size0to1K'] }] }));
    expect(reply.ids.sort()).toEqual(at(0, 2).sort());
    expect(reply.facets.status?.find((f) => f.key === 'DONE')).toEqual({ key: 'DONE', count: 0 });
    expect(reply.facets.status?.find((f) => f.key === 'OPEN')).toEqual({ key: 'OPEN', count: 2 });
    expect(reply.facets.size?.find((f) => f.key === 'size1Mto10M')).toEqual({ key: 'size1Mto10M', count: 0 });
    const onlyStatus = kit.search.search(admin, ofType({ facets: [{ field: 'status', selected: ['DONE'] }, { field: 'size' }] }));
    expect(onlyStatus.facets.status?.find((f) => f.key === 'OPEN')).toEqual({ key: 'OPEN', count: 2 });
    expect(onlyStatus.facets.size?.find((f) => f.key === 'size1Mto10M')).toEqual({ key: 'size1Mto10M', count: 1 });
  });
});
