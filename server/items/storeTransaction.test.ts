import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemChange } from './itemStore';
import { createTestKit, type TestKit } from './testing/testKit';

const alice = { userId: 'User-10', admin: false };

let kit: TestKit;
let heard: ItemChange[];
beforeEach(() => {
  kit = createTestKit();
  heard = [];
  // Only the test's own type: the kit's platform listeners write Event items of their own.
  kit.store.onChange((change) => change.item._t === 'Project' && heard.push(change));
});
afterEach(() => kit.close());

describe('ItemStore.transaction', () => {
  it('tells listeners of every write only after the commit, in order', () => {
    const during: number[] = [];
    kit.store.transaction(() => {
      const project = kit.store.create('Project', { name: 'Alpha' }, alice);
      during.push(heard.length);
      kit.store.update(project.$id, { name: 'Beta' }, project._u, alice);
      during.push(heard.length);
    });
    expect(during).toEqual([0, 0]);
    expect(heard.map((change) => `${change.op} ${change.item.$id}`)).toEqual(['create Project-1', 'update Project-1']);
  });

  it('keeps nothing and tells nobody when the work throws', () => {
    expect(() =>
      kit.store.transaction(() => {
        kit.store.create('Project', { name: 'Alpha' }, alice);
        throw new Error('refused half way');
      }),
    ).toThrow('refused half way');
    expect(heard).toEqual([]);
    expect(kit.store.get('Project-1')).toBeUndefined();
    kit.store.create('Project', { name: 'Next' }, alice);
    expect(heard.map((change) => change.item.$id)).toEqual(['Project-1']);
  });

  it('nests: an inner transaction commits with the outer one', () => {
    kit.store.transaction(() => {
      kit.store.transaction(() => kit.store.create('Project', { name: 'Inner' }, alice));
      expect(heard).toEqual([]);
    });
    expect(heard).toHaveLength(1);
  });

  it('records a write and its platform Event in one commit: listeners find the Event already stored', () => {
    const eventsWhenTold: unknown[][] = [];
    const eventsOf = (context: string): unknown[] =>
      kit.db.prepare<[string], { kind: string }>("SELECT json_extract(data, '$.kind') AS kind FROM items WHERE type = 'Event' AND json_extract(data, '$.context') = ?").all(context).map((row) => row.kind);
    kit.store.onChange((change) => {
      if (change.item._t === 'Project') eventsWhenTold.push(eventsOf(change.item.$id));
    });
    const project = kit.store.create('Project', { name: 'Alpha' }, alice);
    kit.store.update(project.$id, { name: 'Beta' }, project._u, alice);
    expect(eventsWhenTold).toEqual([['ITEM_CREATED'], ['ITEM_CREATED', 'ITEM_UPDATED']]);
  });

  it('a failing before-commit listener is reported and undoes only what it wrote', () => {
    kit.store.beforeCommit((changes) => {
      if (!changes.some((change) => change.item._t === 'Project' && change.item.name === 'Main')) return;
      kit.store.create('Project', { name: 'Side' }, alice);
      throw new Error('listener failed');
    });
    const main = kit.store.create('Project', { name: 'Main' }, alice);
    expect(kit.store.get(main.$id)?.name).toBe('Main');
    const names = kit.db.prepare<[], { name: string }>("SELECT json_extract(data, '$.name') AS name FROM items WHERE type = 'Project'").all().map((row) => row.name);
    expect(names).toEqual(['Main']);
    expect(kit.errors.map(String)).toContain('Error: listener failed');
    // The Event of the write still committed with it.
    expect(kit.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM items WHERE type = 'Event'").get()?.n).toBe(1);
  });
});
