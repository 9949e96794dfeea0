import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { presentNotify } from '../../plugins/core/server/presentNotify';
import { SYSTEM_WRITER } from './itemStore';
import { userActor } from './testing/testActors';
import { createTestKit, type TestKit } from './testing/testKit';

let registry: Registry;
let kit: TestKit;
beforeAll(async () => {
  registry = await builtInRegistry();
});
beforeEach(() => {
  kit = createTestKit([], registry);
  kit.readHooks.register('Notify', presentNotify);
});
afterEach(() => kit.close());

/** The item services against the declarations in plugins/ (core User, Event, Notify; org Organization). */
describe('with the built-in plugins', () => {
  it('stores, searches and notifies with the real declarations', () => {
    kit.store.create('User', { name: 'Admin', email: 'admin@example.org', admin: true }, SYSTEM_WRITER);
    kit.store.create('User', { name: 'Olga', email: 'olga@example.org', adminOrg: ['Organization-1'] }, SYSTEM_WRITER);
    const org = kit.store.create('Organization', { displayName: 'River Nation', type: 'COMMUNITY' }, SYSTEM_WRITER);
    const olga = kit.hub.connect(userActor('User-2', { admin: ['Organization-1'] }));

    const reply = kit.search.search(olga.actor, {
      must: [{ kind: 'type', value: 'Organization' }, { kind: 'text', value: 'river' }],
      facets: [{ field: 'type' }, { field: '_c.ts' }],
      labels: true,
    });
    expect(reply).toMatchObject({ ids: [org.$id], total: 1, labels: { [org.$id]: 'River Nation' } });
    expect(reply.facets.type?.find((f) => f.key === 'COMMUNITY')).toEqual({ key: 'COMMUNITY', count: 1 });
    expect(reply.facets['_c.ts']?.[0]).toEqual({ key: 'today', count: 1 });

    kit.store.create('Event', { kind: 'CNS_SUBMITTED', context: org.$id, also: ['User-2'] }, SYSTEM_WRITER);
    expect(kit.errors).toEqual([]);
    expect(olga.pushed('item/notify')).toEqual([
      { item: expect.objectContaining({ _t: 'Notify', kind: 'CNS_SUBMITTED', $kind: 'CNS_SUBMITTED', context: org.$id, recipient: 'User-2', unread: true }) },
    ]);
    const user = kit.store.get('User-2');
    expect(user && kit.readHooks.present(user, olga.actor).notifyPairs).toEqual([{ n: 1, c: org.$id }]);
  });
});
