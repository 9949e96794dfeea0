import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CREATE_MANY } from './createManyOperation';
import { createOpsHarness, type OpsHarness } from './testing/opsHarness';
import type { FakeConnection } from './testing/testActors';
import { derivationsDone } from './testing/derivations';

let h: OpsHarness;
let alice: FakeConnection;
let dave: FakeConnection;
let admin: FakeConnection;
beforeEach(() => {
  h = createOpsHarness();
  alice = h.kit.hub.connect(h.fx.actors.alice);
  dave = h.kit.hub.connect(h.fx.actors.dave);
  admin = h.kit.hub.connect(h.fx.actors.admin);
});
afterEach(() => h.close());

// As the caller's next request would: what a deferred call left pending is written first.
const projectCount = (): number => {
  h.kit.store.deriver.settle();
  return (h.kit.store.db.prepare("SELECT count(*) AS n FROM items WHERE type = 'Project'").get() as { n: number }).n;
};

describe('createMany/{type}', () => {
  it('creates every item as create/{type} would, in order, in one call', async () => {
    const before = projectCount();
    const reply = await h.ok<{ created: number; ids: string[] }>(alice, 'createMany/Project', {
      items: [{ name: 'One' }, { name: 'Two', $access: 'PRIVATE' }, { name: 'Three' }],
    });
    expect(reply.created).toBe(3);
    expect(projectCount()).toBe(before + 3);
    const [first, second] = reply.ids.map((id) => h.kit.store.get(id));
    expect(first).toMatchObject({ name: 'One', _c: { by: 'User-2' }, $access: 'PROTECTED' });
    expect(second).toMatchObject({ name: 'Two', $access: 'PRIVATE' });
  });

  it('writes nothing when any item is refused, and lists each refused item with its reason', async () => {
    const before = projectCount();
    const reply = await h.call(alice, 'createMany/Project', {
      items: [{ name: 'Fine' }, { name: 7 }, { name: 'Theirs', owner: 'Organization-1' }, { name: 'Also fine' }],
    });
    expect(reply.erred).toBe(true);
    expect(reply.b).toMatchObject({
      userMessage: 'createManyRefused',
      refused: 2,
      errors: [
        { index: 1, userMessage: 'validationFailed', errors: [{ path: '/name', messageId: 'errors.type' }] },
        { index: 2, userMessage: 'notAllowed' },
      ],
    });
    expect(projectCount()).toBe(before);
  });

  it('refuses callers without the right to create the type, anonymous callers and bad bodies', async () => {
    const refused = await h.call(dave, 'createMany/Project', { items: [{ name: 'No capability' }] });
    expect(refused.b).toMatchObject({ userMessage: 'createManyRefused', errors: [{ index: 0, userMessage: 'notAllowed' }] });
    const anonymous = h.kit.hub.connect(null);
    expect(await h.refusal(anonymous, 'createMany/Project', { items: [{ name: 'x' }] })).toBe('notAllowed');
    expect(await h.refusal(alice, 'createMany/Project', { items: [] })).toBe('badRequest');
    expect(await h.refusal(alice, 'createMany/Project', { items: { name: 'not a list' } })).toBe('badRequest');
    expect(await h.refusal(alice, 'createMany/Nope', { items: [{}] })).toBe('badRequest');
    expect(await h.refusal(alice, 'createMany/Project', { items: Array.from({ length: MAX_CREATE_MANY + 1 }, () => ({ name: 'x' })) })).toBe('tooManyItems');
  });

  it('pushes each new item to readers watching the type, records its timeline entry and its Event once derived after the commit', async () => {
    await h.ok(admin, 'addWatch/Project-0', []);
    await h.ok(dave, 'addWatch/Project-0', []);
    const reply = await h.ok<{ created: number; ids: string[] }>(alice, 'createMany/Project', {
      items: [{ name: 'Seen', $access: 'PRIVATE' }, { name: 'Also seen', $access: 'PRIVATE' }],
    });
    // The reply follows the commit of the items and their change rows; the rest is derived after it.
    const derivedRows = (): number => (h.kit.store.db.prepare('SELECT count(*) AS n FROM item_values WHERE item_id IN (?, ?)').get(...reply.ids) as { n: number }).n;
    expect(derivedRows()).toBe(0);
    expect(admin.pushed('item/update')).toEqual([]);
    await derivationsDone(h.kit.store);
    expect(derivedRows()).toBeGreaterThanOrEqual(2);
    const pushed = admin.pushed('item/update') as { item: { $id: string; name: string } }[];
    expect(pushed.map((push) => push.item.$id)).toEqual(reply.ids);
    expect(pushed[1]?.item.name).toBe('Also seen');
    // dave may not read PRIVATE Projects of others: no push.
    expect(dave.pushed('item/update')).toEqual([]);
    const changes = h.kit.store.db.prepare('SELECT item_id, u, op FROM item_changes WHERE item_id IN (?, ?) ORDER BY seq').all(...reply.ids);
    expect(changes).toEqual(reply.ids.map((id) => ({ item_id: id, u: 1, op: 'create' })));
    const events = h.kit.store.db.prepare("SELECT json_extract(data, '$.context') AS context, json_extract(data, '$.kind') AS kind, created_by FROM items WHERE type = 'Event' AND json_extract(data, '$.context') IN (?, ?) ORDER BY seq").all(...reply.ids);
    expect(events).toEqual(reply.ids.map((context) => ({ context, kind: 'ITEM_CREATED', created_by: 'User-2' })));
  });

  it('makes the full batch of 10,000 in one call', async () => {
    const items = Array.from({ length: MAX_CREATE_MANY }, (_, index) => ({ name: `Bulk ${index}` }));
    const reply = await h.ok<{ created: number; ids: string[] }>(admin, 'createMany/Project', { items });
    expect(reply.created).toBe(MAX_CREATE_MANY);
    expect(h.kit.store.get(reply.ids[MAX_CREATE_MANY - 1] ?? '')).toMatchObject({ name: `Bulk ${MAX_CREATE_MANY - 1}` });
  }, 180_000);
});
