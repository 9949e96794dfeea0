import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OperationError } from '../protocol/contract';
import { ValidationFailedError } from './errors';
import { SYSTEM_WRITER, type ItemChange } from './itemStore';
import { createTestKit, TEST_NOW, type TestKit } from './testing/testKit';

const alice = { userId: 'User-10', admin: false };
const admin = { userId: 'User-1', admin: true };

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

function rejection(fn: () => unknown): OperationError {
  try {
    fn();
  } catch (error) {
    if (error instanceof OperationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ItemStore.create', () => {
  it('assigns per-type indexes, _u 1, the creation stamp and the default access', () => {
    const a = kit.store.create('Project', { name: 'Alpha' }, alice);
    const b = kit.store.create('Project', { name: 'Beta' }, alice);
    const org = kit.store.create('Organization', { name: 'Acme' }, alice);
    expect(a).toEqual({ $id: 'Project-1', _t: 'Project', _i: 1, _u: 1, _c: { ts: TEST_NOW.toISOString(), by: 'User-10' }, $access: 'PROTECTED', name: 'Alpha' });
    expect(b.$id).toBe('Project-2');
    expect(org).toMatchObject({ $id: 'Organization-1', $access: 'PUBLIC' });
    expect(kit.store.create('Contact', {}, alice).$access).toBe('COMMUNITY');
    expect(kit.store.get('Project-2')).toEqual(b);
  });

  it('refuses invalid fields with validationFailed and the field errors, storing nothing', () => {
    const error = rejection(() => kit.store.create('Project', { name: 'x'.repeat(101), budget: 'lots' }, alice));
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect(error.userMessage).toBe('validationFailed');
    const paths = (error as ValidationFailedError).errors.map((e) => e.path).sort();
    expect(paths).toEqual(['/budget', '/name']);
    expect(rejection(() => kit.store.create('Project', {}, alice)).userMessage).toBe('validationFailed');
    expect(kit.db.prepare('SELECT COUNT(*) AS n FROM items').get()).toEqual({ n: 0 });
  });

  it('checks list-of-values keys against the registry', () => {
    expect(rejection(() => kit.store.create('Project', { name: 'A', status: 'NOPE' }, alice)).userMessage).toBe('validationFailed');
    expect(kit.store.create('Project', { name: 'A', status: 'OPEN' }, alice).status).toBe('OPEN');
  });

  it('lets only administrators set the creation stamp', () => {
    const stamp = { ts: '2020-01-01T00:00:00.000Z', by: 'User-99' };
    expect(rejection(() => kit.store.create('Project', { name: 'A' }, alice, { created: stamp })).userMessage).toBe('notAllowed');
    expect(kit.store.create('Project', { name: 'A' }, admin, { created: stamp })._c).toEqual(stamp);
  });

  it('refuses unknown types', () => {
    expect(rejection(() => kit.store.create('Nope', {}, alice)).userMessage).toBe('invalidId');
  });
});

describe('ItemStore.update', () => {
  it('merges the patch, bumps _u and removes fields set to null', () => {
    const created = kit.store.create('Project', { name: 'Alpha', budget: 5 }, alice);
    const updated = kit.store.update(created.$id, { budget: null, status: 'OPEN' }, 1, alice, { access: 'PRIVATE' });
    expect(updated).toMatchObject({ _u: 2, name: 'Alpha', status: 'OPEN', $access: 'PRIVATE' });
    expect(updated).not.toHaveProperty('budget');
    expect(kit.store.get(created.$id)).toEqual(updated);
  });

  it('refuses a stale _u and overwrites nothing', () => {
    const created = kit.store.create('Project', { name: 'Alpha', tags: ['a'] }, alice);
    kit.store.update(created.$id, { name: 'Beta' }, 1, alice);
    const error = rejection(() => kit.store.update(created.$id, { name: 'Gamma', tags: ['z'] }, 1, alice));
    expect(error.userMessage).toBe('staleUpdate');
    expect(kit.store.get(created.$id)).toMatchObject({ _u: 2, name: 'Beta', tags: ['a'] });
    expect(kit.store.history(created.$id)).toHaveLength(2);
    const tags = kit.db.prepare("SELECT value_text FROM item_values WHERE item_id = ? AND field = 'tags'").all(created.$id);
    expect(tags).toEqual([{ value_text: 'a' }]);
  });

  it('validates the merged result and keeps _u when nothing changed', () => {
    const created = kit.store.create('Project', { name: 'Alpha' }, alice);
    expect(rejection(() => kit.store.update(created.$id, { name: null }, 1, alice)).userMessage).toBe('validationFailed');
    expect(kit.store.update(created.$id, { name: 'Alpha' }, 1, alice)._u).toBe(1);
  });

  it('answers invalidId and notFound', () => {
    expect(rejection(() => kit.store.update('nope', {}, 1, alice)).userMessage).toBe('invalidId');
    expect(rejection(() => kit.store.update('Project-9', {}, 1, alice)).userMessage).toBe('notFound');
  });
});

describe('timeline and change events', () => {
  it('records every write with old and new values', () => {
    const changes: ItemChange[] = [];
    kit.store.onChange((change) => changes.push(change));
    const created = kit.store.create('Project', { name: 'Alpha' }, alice);
    kit.clock.now = new Date('2024-06-16T08:00:00.000Z');
    kit.store.update(created.$id, { name: 'Beta', budget: 3 }, 1, admin);
    kit.store.delete(created.$id, 2, SYSTEM_WRITER);
    const history = kit.store.history(created.$id);
    expect(history.map((h) => [h.op, h.u, h.by])).toEqual([['create', 1, 'User-10'], ['update', 2, 'User-1'], ['delete', 3, 'vgn-0']]);
    expect(history[0]?.changes.name).toEqual({ new: 'Alpha' });
    expect(history[1]?.changes).toEqual({ name: { old: 'Alpha', new: 'Beta' }, budget: { new: 3 } });
    expect(history[1]?.ts).toBe('2024-06-16T08:00:00.000Z');
    expect(history[2]?.changes.name).toEqual({ old: 'Beta' });
    // (Project declares notify: the Events and Notify items the platform writes about it are changes too.)
    expect(changes.filter((c) => c.item.$id === created.$id).map((c) => c.op)).toEqual(['create', 'update', 'delete']);
    expect(kit.store.get(created.$id)).toBeUndefined();
    expect(kit.db.prepare('SELECT COUNT(*) AS n FROM item_values WHERE item_id = ?').get(created.$id)).toEqual({ n: 0 });
  });
});

describe('indexes', () => {
  it('fills item_values for declared fields only, one row per list element, dates as epoch ms', () => {
    const item = kit.store.create('Project', { name: 'Alpha', due: '2024-07-01', tags: ['a', 'b', 'a'], secret: 's', description: 'long text', owner: 'Organization-1' }, alice);
    const rows = kit.db.prepare('SELECT field, value_text, value_num FROM item_values WHERE item_id = ? ORDER BY field, value_text').all(item.$id);
    expect(rows).toEqual([
      { field: 'description', value_text: 'long text', value_num: null },
      { field: 'due', value_text: '2024-07-01', value_num: Date.UTC(2024, 6, 1) },
      { field: 'name', value_text: 'Alpha', value_num: null },
      { field: 'owner', value_text: 'Organization-1', value_num: null },
      { field: 'secret', value_text: 's', value_num: null },
      { field: 'tags', value_text: 'a', value_num: null },
      { field: 'tags', value_text: 'b', value_num: null },
    ]);
    expect(kit.db.prepare('SELECT owner FROM items WHERE id = ?').get(item.$id)).toEqual({ owner: 'Organization-1' });
    expect(kit.db.prepare("SELECT rowid FROM item_text WHERE item_text MATCH '\"lon\"*'").all()).toHaveLength(1);
  });
});
