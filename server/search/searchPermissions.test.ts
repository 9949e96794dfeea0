import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAccessFixture, type AccessFixture } from '../items/testing/accessFixture';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { GrantStore } from '../permissions/grantStore';
import type { SearchRequest } from './searchRequest';

let kit: TestKit;
let fx: AccessFixture;
beforeEach(() => {
  kit = createTestKit();
  fx = seedAccessFixture(kit);
});
afterEach(() => kit.close());

const request: SearchRequest = {
  must: [{ kind: 'type', value: 'Project' }],
  facets: [{ field: 'status' }, { field: 'tags' }, { field: '_c' }],
  sort: [{ key: 'name', order: 'asc' }],
  labels: true,
};

describe('search hits and facet counts follow the read rule', () => {
  it('anonymous: PUBLIC only, in hits, total, labels and every facet', () => {
    const reply = kit.search.search(null, request);
    expect(reply.ids).toEqual([fx.projects.publicP]);
    expect(reply.total).toBe(1);
    expect(reply.labels).toEqual({ [fx.projects.publicP]: 'Public park' });
    expect(reply.facets.status).toEqual([{ key: 'OPEN', count: 1 }, { key: 'DONE', count: 0 }]);
    expect(reply.facets.tags).toEqual([{ key: 'green', count: 1 }]);
    expect(reply.facets._c).toEqual([{ key: 'vgn-0', count: 1 }]);
  });

  it('a non-member sees no count of the organization-only items', () => {
    const reply = kit.search.search(fx.actors.dave, request);
    expect(reply.ids).toEqual([fx.projects.community, fx.projects.daves, fx.projects.leadByContact, fx.projects.publicP]);
    expect(reply.facets.status).toEqual([{ key: 'OPEN', count: 3 }, { key: 'DONE', count: 1 }]);
    expect(reply.facets.tags).toEqual([{ key: 'green', count: 2 }, { key: 'food', count: 1 }, { key: 'oil', count: 1 }]);
    expect(reply.facets.tags?.find((t) => t.key === 'rock')).toBeUndefined();
  });

  it('a member of the owning organization counts its protected and private items', () => {
    const reply = kit.search.search(fx.actors.alice, request);
    expect(reply.total).toBe(4);
    expect(reply.facets.status).toEqual([{ key: 'OPEN', count: 2 }, { key: 'DONE', count: 2 }]);
    expect(reply.facets.tags).toEqual([{ key: 'green', count: 2 }, { key: 'food', count: 1 }, { key: 'oil', count: 1 }, { key: 'rock', count: 1 }]);
  });

  it('an administrator counts everything', () => {
    const reply = kit.search.search(fx.actors.admin, request);
    expect(reply.total).toBe(6);
    expect(reply.facets.tags?.find((t) => t.key === 'oil')).toEqual({ key: 'oil', count: 2 });
  });

  it('full-text and filtered searches never reveal unreadable matches', () => {
    const text: SearchRequest = { must: [{ kind: 'text', value: 'pipeline' }], facets: [{ field: 'tags' }] };
    expect(kit.search.search(fx.actors.dave, text)).toEqual({ ids: [], facets: { tags: [] }, total: 0 });
    expect(kit.search.search(fx.actors.alice, text).ids).toEqual([fx.projects.privateP]);
    new GrantStore(kit.db).set(fx.projects.privateP, 'User-5', ['read'], 'User-1');
    expect(kit.search.search(fx.actors.dave, text).ids).toEqual([fx.projects.privateP]);
  });

  it('hides adminOnly facets from non-administrators', () => {
    const facets: SearchRequest = { must: [{ kind: 'type', value: 'Project' }], facets: [{ field: 'secret' }] };
    expect(kit.search.search(fx.actors.alice, facets).facets).toEqual({});
    expect(kit.search.search(fx.actors.admin, facets).facets).toEqual({ secret: [] });
  });
});
