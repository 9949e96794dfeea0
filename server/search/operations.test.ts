import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';

let h: OpsHarness;
beforeEach(() => {
  h = createOpsHarness();
});
afterEach(() => h.close());

describe('search/ids', () => {
  it('answers ids, labels, facets and total, filtered by the caller read rights', async () => {
    const anon = h.kit.hub.connect(null);
    const alice = h.kit.hub.connect(h.fx.actors.alice);
    const body = { must: [{ kind: 'type', value: 'Project' }], facets: [{ field: 'status' }], labels: true, sort: [{ key: 'name', order: 'asc' }] };
    expect(await h.ok(anon, 'search/ids', body)).toEqual({
      ids: [h.fx.projects.publicP],
      labels: { [h.fx.projects.publicP]: 'Public park' },
      facets: { status: [{ key: 'OPEN', count: 1 }, { key: 'DONE', count: 0 }] },
      total: 1,
    });
    expect(await h.ok(alice, 'search/ids', body)).toMatchObject({ total: 4, facets: { status: [{ key: 'OPEN', count: 2 }, { key: 'DONE', count: 2 }] } });
  });

  it('answers withRows the rows readMany/object gives each caller, only of hits it may read', async () => {
    const body = { must: [{ kind: 'type', value: 'Project' }], sort: [{ key: 'name', order: 'asc' }], withRows: true };
    for (const actor of [null, h.fx.actors.alice, h.fx.actors.carol]) {
      const socket = h.kit.hub.connect(actor);
      const reply = await h.ok<{ ids: string[]; rows: unknown[] }>(socket, 'search/ids', body);
      expect(reply.rows).toEqual(await h.ok(socket, 'readMany/object', reply.ids));
      expect(reply.rows).not.toContainEqual(expect.objectContaining({ notAllowed: true }));
    }
    const anonymous = await h.ok<{ rows: unknown[] }>(h.kit.hub.connect(null), 'search/ids', body);
    expect(anonymous.rows).toEqual([expect.objectContaining({ $id: h.fx.projects.publicP, name: 'Public park' })]);
  });

  it('answers parseRequestFailed for requests the schema refuses', async () => {
    const alice = h.kit.hub.connect(h.fx.actors.alice);
    expect(await h.refusal(alice, 'search/ids', { must: [{ kind: 'nope' }] })).toBe('parseRequestFailed');
    expect(await h.refusal(alice, 'search/ids', { max: -1 })).toBe('parseRequestFailed');
    expect(await h.refusal(alice, 'search/ids', { extra: true })).toBe('parseRequestFailed');
  });
});
