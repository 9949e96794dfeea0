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
});
