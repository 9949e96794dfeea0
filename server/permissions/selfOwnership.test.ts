import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';

// The test bundle's Organization declares access.ownerField "$id" like plugins/org does.
let h: OpsHarness;
let alice: FakeConnection;
let bob: FakeConnection;
let carol: FakeConnection;
let admin: FakeConnection;

beforeEach(() => {
  h = createOpsHarness();
  alice = h.kit.hub.connect(h.fx.actors.alice);
  bob = h.kit.hub.connect(h.fx.actors.bob);
  carol = h.kit.hub.connect(h.fx.actors.carol);
  admin = h.kit.hub.connect(h.fx.actors.admin);
});
afterEach(() => h.close());

describe('an Organization owns itself', () => {
  it('lets its administrators update it, and nobody else who is not an administrator', async () => {
    expect(await h.ok(bob, 'update', { $id: 'Organization-1', _u: 1, name: 'Acme Ltd' })).toMatchObject({ name: 'Acme Ltd', _u: 2 });
    expect(await h.refusal(alice, 'update', { $id: 'Organization-1', _u: 2, name: 'Read only' })).toBe('notAllowed');
    expect(await h.refusal(bob, 'update', { $id: 'Organization-2', _u: 1, name: 'Not mine' })).toBe('notAllowed');
    expect(await h.ok(bob, 'act/isAllowed', { id: 'Organization-1', actions: ['update', 'delete'] })).toMatchObject({ allowed: { update: true } });
    expect(await h.ok(bob, 'act/isAllowed', { id: 'Organization-2', actions: ['update'] })).toMatchObject({ allowed: { update: false } });
  });

  it('keeps its access level for administrators of the platform', async () => {
    expect(await h.refusal(bob, 'update', { $id: 'Organization-1', _u: 1, $access: 'PRIVATE' })).toBe('notAllowed');
    expect(await h.ok(admin, 'update', { $id: 'Organization-1', _u: 1, $access: 'PRIVATE' })).toMatchObject({ $access: 'PRIVATE' });
    expect(await h.ok(bob, 'update', { $id: 'Organization-1', _u: 2, $access: 'PRIVATE', name: 'Same access' })).toMatchObject({ name: 'Same access' });
  });

  it('lets its members read it when it is private, and hides it from others', async () => {
    h.kit.store.update('Organization-1', {}, 1, SYSTEM_WRITER, { access: 'PRIVATE' });
    expect(await h.ok(alice, 'read/Organization-1')).toMatchObject({ $id: 'Organization-1' });
    expect(await h.refusal(carol, 'read/Organization-1')).toBe('notAllowed');
  });
});
