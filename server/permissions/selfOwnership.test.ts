import { describe, expect, it } from 'vitest';
import { SYSTEM_WRITER } from '../items/itemStore';
import { useOpsSession } from '../testing/opsSession';

// The test bundle's Organization declares access.ownerField "$id" like plugins/org does.
const s = useOpsSession(['alice', 'bob', 'carol', 'admin']);

describe('an Organization owns itself', () => {
  it('lets its administrators update it, and nobody else who is not an administrator', async () => {
    expect(await s.h.ok(s.bob, 'update', { $id: 'Organization-1', _u: 1, name: 'Acme Ltd' })).toMatchObject({ name: 'Acme Ltd', _u: 2 });
    expect(await s.h.refusal(s.alice, 'update', { $id: 'Organization-1', _u: 2, name: 'Read only' })).toBe('notAllowed');
    expect(await s.h.refusal(s.bob, 'update', { $id: 'Organization-2', _u: 1, name: 'Not mine' })).toBe('notAllowed');
    expect(await s.h.ok(s.bob, 'act/isAllowed', { id: 'Organization-1', actions: ['update', 'delete'] })).toMatchObject({ allowed: { update: true } });
    expect(await s.h.ok(s.bob, 'act/isAllowed', { id: 'Organization-2', actions: ['update'] })).toMatchObject({ allowed: { update: false } });
  });

  it('keeps its access level for administrators of the platform', async () => {
    expect(await s.h.refusal(s.bob, 'update', { $id: 'Organization-1', _u: 1, $access: 'PRIVATE' })).toBe('notAllowed');
    expect(await s.h.ok(s.admin, 'update', { $id: 'Organization-1', _u: 1, $access: 'PRIVATE' })).toMatchObject({ $access: 'PRIVATE' });
    expect(await s.h.ok(s.bob, 'update', { $id: 'Organization-1', _u: 2, $access: 'PRIVATE', name: 'Same access' })).toMatchObject({ name: 'Same access' });
  });

  it('lets its members read it when it is private, and hides it from others', async () => {
    s.h.kit.store.update('Organization-1', {}, 1, SYSTEM_WRITER, { access: 'PRIVATE' });
    expect(await s.h.ok(s.alice, 'read/Organization-1')).toMatchObject({ $id: 'Organization-1' });
    expect(await s.h.refusal(s.carol, 'read/Organization-1')).toBe('notAllowed');
  });
});
