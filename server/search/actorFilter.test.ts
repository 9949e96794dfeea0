import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAccessFixture, type AccessFixture } from '../items/testing/accessFixture';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { userActor } from '../items/testing/testActors';
import { actorIdsOf } from './actorFilter';
import type { Filter } from './searchRequest';

let kit: TestKit;
let fx: AccessFixture;
beforeEach(() => {
  kit = createTestKit();
  fx = seedAccessFixture(kit);
});
afterEach(() => kit.close());

const search = (actor: Parameters<TestKit['search']['search']>[0], ...must: Filter[]) => kit.search.search(actor, { must, sort: [{ key: 'name', order: 'asc' }] }).ids;

describe('actor filters resolve the asker on the server', () => {
  it('resolve user, contact, organizations and administered organizations from the actor', () => {
    expect(actorIdsOf(fx.actors.bob, () => undefined)).toEqual({ user: ['User-3'], contact: [], orgs: ['Organization-1'], adminOrgs: ['Organization-1'] });
    expect(actorIdsOf(userActor('User-9', { read: ['Organization-1', 'Organization-2'], admin: ['Organization-2'] }), () => 'Contact-4')).toEqual({
      user: ['User-9'],
      contact: ['Contact-4'],
      orgs: ['Organization-1', 'Organization-2'],
      adminOrgs: ['Organization-2'],
    });
    expect(actorIdsOf(null, () => 'Contact-1')).toBeNull();
  });

  it('list exactly the organizations the asker belongs to (orgs) or administers (adminOrgs)', () => {
    const type: Filter = { kind: 'type', value: 'Organization' };
    expect(search(fx.actors.alice, type, { prop: '$id', kind: 'actor', value: 'orgs' })).toEqual(['Organization-1']);
    expect(search(fx.actors.alice, type, { prop: '$id', kind: 'actor', value: 'adminOrgs' })).toEqual([]);
    expect(search(fx.actors.bob, type, { prop: '$id', kind: 'actor', value: 'adminOrgs' })).toEqual(['Organization-1']);
    expect(search(fx.actors.carol, type, { prop: '$id', kind: 'actor', value: 'orgs' })).toEqual(['Organization-2']);
    // Administrators read everything, but "my organizations" are still only their own.
    expect(search(fx.actors.admin, type, { prop: '$id', kind: 'actor', value: 'orgs' })).toEqual([]);
  });

  it('compare fields with the user and the contact its User item names', () => {
    const type: Filter = { kind: 'type', value: 'Project' };
    expect(search(fx.actors.dave, type, { prop: 'lead', kind: 'actor', value: 'contact' })).toEqual([fx.projects.leadByContact]);
    expect(search(fx.actors.dave, type, { prop: '_c.by', kind: 'actor', value: 'user' })).toEqual([fx.projects.daves]);
    expect(search(fx.actors.alice, type, { prop: 'owner', kind: 'actor', value: 'orgs' })).toHaveLength(4);
    // Participants read PROTECTED items of a partner organization, never its PRIVATE ones: the read rule still applies.
    expect(search(fx.actors.carol, type, { prop: 'partners', kind: 'actor', value: 'orgs' })).toEqual([fx.projects.protectedP]);
  });

  it('match nothing for anonymous callers, also inside should and type watches', () => {
    const mine: Filter = { prop: '$id', kind: 'actor', value: 'orgs' };
    expect(search(null, { kind: 'type', value: 'Organization' }, mine)).toEqual([]);
    expect(kit.search.search(null, { should: [mine] }).total).toBe(0);
    expect(kit.search.matches(null, 'Organization-1', { must: [mine] })).toBe(false);
    expect(kit.search.matches(fx.actors.alice, 'Organization-1', { must: [mine] })).toBe(true);
    expect(kit.search.matches(fx.actors.alice, 'Organization-2', { must: [mine] })).toBe(false);
  });

  it('refuse a field no type makes searchable', () => {
    expect(() => search(fx.actors.alice, { prop: 'nowhere', kind: 'actor', value: 'orgs' })).toThrow(/not searchable/);
  });
});
