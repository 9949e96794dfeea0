import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { CreateManyRefusal } from './createManyRefusal';
import type { ItemChange } from './itemStore';
import { type TestKit } from './testing/testKit';
import { useTestKits } from './testing/testKits';

const alice = { userId: 'User-10', admin: false };

/** A type with a field copied from the referenced Project and a stable _uuid. */
const Note: ItemTypeDeclaration = {
  key: 'Note',
  label: 'types.Note.label',
  write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
  uuid: true,
  schema: {
    type: 'object',
    properties: { project: { type: 'string', format: 'item-id' }, owner: { type: 'string', format: 'item-id' }, text: { type: 'string', maxLength: 20 } },
  },
  fields: { owner: { copiedFrom: { field: 'project', property: 'owner' } } },
  view: { titleField: 'text' },
  search: { headers: [{ field: 'text', sortable: true }] },
  access: { ownerField: 'owner' },
} as ItemTypeDeclaration;

const kit = useTestKits([Note]);

/** Every row a creation writes, ids and all, minus the row numbers. */
function rowsOf(k: TestKit): Record<string, unknown[]> {
  const all = (sql: string): unknown[] => k.db.prepare(sql).all();
  return {
    items: all('SELECT id, type, idx, u, created_ts, created_by, owner, access, data FROM items ORDER BY id'),
    values: all('SELECT item_id, field, value_text, value_num FROM item_values ORDER BY item_id, field, value_text, value_num'),
    access: all('SELECT item_id, principal, role FROM item_access ORDER BY item_id, principal, role'),
    text: all('SELECT i.id, t.body FROM item_text t JOIN items i ON i.seq = t.rowid ORDER BY i.id'),
    changes: all('SELECT item_id, u, ts, actor, op, changes FROM item_changes ORDER BY item_id, u'),
    counters: all('SELECT type, last_idx FROM type_counters ORDER BY type'),
  };
}

const projects = [
  { name: 'One', owner: 'Organization-1', tags: ['a', 'b', 'a'], due: '2024-05-01', budget: 12 },
  { name: 'Two', partners: ['Organization-2'], lead: 'User-10' },
  { name: 'Three', description: 'words to find' },
];

describe('ItemStore.createMany', () => {
  it('writes exactly the rows create writes: items, index values, access, text, timeline, counters', () => {
    const one = kit();
    const many = kit();
    for (const fields of projects) one.store.create('Project', fields, alice, { access: 'PRIVATE' });
    const created = many.store.createMany('Project', projects.map((fields) => ({ fields, options: { access: 'PRIVATE' as const } })), alice);
    expect(created.map((item) => item.$id)).toEqual(['Project-1', 'Project-2', 'Project-3']);
    expect(created[0]).toEqual(one.store.get('Project-1'));
    expect(rowsOf(many)).toEqual(rowsOf(one));
  });

  it('deferred (createMany/{type} on a single node): the same rows once derived, Events included', () => {
    const one = kit();
    const many = kit();
    for (const fields of projects) one.store.create('Project', fields, alice, { access: 'PRIVATE' });
    many.store.createManyDeferred('Project', projects.map((fields) => ({ fields, options: { access: 'PRIVATE' as const } })), alice);
    // The call's only rows: the id reservation and the record carrying the batch.
    const pending = rowsOf(many);
    const ofType = (rows: unknown[] | undefined, type: string): unknown[] => (rows ?? []).filter((row) => (row as { type: string }).type === type);
    expect([pending.items, pending.values, pending.access, pending.text, pending.changes]).toEqual([[], [], [], [], []]);
    expect(ofType(pending.counters, 'Project')).toEqual(ofType(rowsOf(one).counters, 'Project'));
    expect(many.db.prepare('SELECT type, first_idx, count FROM item_derivations').all()).toEqual([{ type: 'Project', first_idx: 1, count: 3 }]);
    expect(many.store.deriver.settle()).toBe(true);
    expect(ofType(rowsOf(one).items, 'Event')).toHaveLength(projects.length);
    expect(rowsOf(many)).toEqual(rowsOf(one));
  });

  it('sets copied fields from the referenced item and gives uuid types a _uuid unless the client sent one', () => {
    const k = kit();
    const project = k.store.create('Project', { name: 'Source', owner: 'Organization-1' }, alice);
    const given = '0b3a3e5e-3c52-4d5a-9d5e-2f1f0f6e8a11';
    const [first, second] = k.store.createMany('Note', [{ fields: { project: project.$id, owner: 'Organization-9', text: 'x' } }, { fields: { text: 'y', _uuid: given } }], alice);
    expect(first).toMatchObject({ owner: 'Organization-1', _uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second).toMatchObject({ _uuid: given });
    expect(second?.owner).toBeUndefined();
  });

  it('writes nothing and does not use up ids when one item is refused; lists each refusal by index', () => {
    const k = kit();
    const before = rowsOf(k);
    let refusal: unknown;
    try {
      k.store.createMany('Note', [{ fields: { text: 'fine' } }, { fields: { text: 'x'.repeat(21) } }, { fields: { text: 'fine' } }, { fields: { _uuid: 'not a uuid' } }], alice);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(CreateManyRefusal);
    expect((refusal as CreateManyRefusal).details).toMatchObject({ refused: 2, errors: [{ index: 1, userMessage: 'validationFailed' }, { index: 3, userMessage: 'validationFailed' }] });
    expect(rowsOf(k)).toEqual(before);
    expect(k.store.createMany('Note', [{ fields: { text: 'next' } }], alice)[0]?.$id).toBe('Note-1');
  });

  it('tells per-change listeners of each item and batch listeners of the commit once, after it', () => {
    const k = kit();
    const heard: string[] = [];
    const batches: number[] = [];
    k.store.onChange((change: ItemChange) => heard.push(`${change.op} ${change.item.$id} ${String(k.store.get(change.item.$id)?._u)}`));
    k.store.onChanges((changes) => batches.push(changes.length));
    k.store.createMany('Note', [{ fields: { text: 'a' } }, { fields: { text: 'b' } }], alice);
    expect(heard).toEqual(['create Note-1 1', 'create Note-2 1']);
    expect(batches).toEqual([2]);
  });

  it('refuses raw creation stamps from non-administrators', () => {
    const k = kit();
    expect(() => k.store.createMany('Note', [{ fields: {}, options: { created: { ts: '2020-01-01T00:00:00.000Z', by: 'User-1' } } }], alice)).toThrow(CreateManyRefusal);
  });
});
