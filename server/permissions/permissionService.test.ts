import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAccessFixture, type AccessFixture } from '../items/testing/accessFixture';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { GrantStore } from './grantStore';

let kit: TestKit;
let fx: AccessFixture;
beforeEach(() => {
  kit = createTestKit();
  fx = seedAccessFixture(kit);
});
afterEach(() => kit.close());

function readable(actor: AccessFixture['actors'][keyof AccessFixture['actors']]): string[] {
  const all = Object.values(fx.projects);
  return [...kit.permissions.readableIds(actor, all)].sort();
}

describe('read rule', () => {
  it('anonymous visitors read PUBLIC only', () => {
    expect(readable(null)).toEqual([fx.projects.publicP]);
  });

  it('signed-in outsiders read PUBLIC, COMMUNITY, what they created and where a person field names their contact', () => {
    expect(readable(fx.actors.dave)).toEqual([fx.projects.publicP, fx.projects.community, fx.projects.daves, fx.projects.leadByContact].sort());
  });

  it('owner-organization members read PROTECTED and PRIVATE items of the organization', () => {
    const expected = [fx.projects.publicP, fx.projects.community, fx.projects.protectedP, fx.projects.privateP].sort();
    expect(readable(fx.actors.alice)).toEqual(expected);
    expect(readable(fx.actors.bob)).toEqual(expected);
  });

  it('participant-organization members read PROTECTED but not PRIVATE items', () => {
    expect(readable(fx.actors.carol)).toEqual([fx.projects.publicP, fx.projects.community, fx.projects.protectedP, fx.projects.leadByContact].sort());
  });

  it('administrators read everything', () => {
    expect(readable(fx.actors.admin)).toEqual(Object.values(fx.projects).sort());
  });

  it('any grant lets its grantee (user or organization) read', () => {
    const grants = new GrantStore(kit.db);
    grants.set(fx.projects.privateP, 'User-5', ['read'], 'User-1');
    grants.set(fx.projects.privateP, 'Organization-2', ['update'], 'User-1');
    expect(readable(fx.actors.dave)).toContain(fx.projects.privateP);
    expect(readable(fx.actors.carol)).toContain(fx.projects.privateP);
    expect(grants.grantedBy(['User-5'], [fx.projects.privateP, fx.projects.publicP])).toEqual({ [fx.projects.privateP]: { 'User-1': ['read'] } });
    grants.set(fx.projects.privateP, 'User-5', [], 'User-1');
    expect(readable(fx.actors.dave)).not.toContain(fx.projects.privateP);
  });
});

describe('write rule', () => {
  it('allows the creator, owner-organization administrators, update grants and administrators', () => {
    const { alice, bob, dave, admin, carol } = fx.actors;
    expect(kit.permissions.can(alice, fx.projects.protectedP, 'update')).toBe(false);
    expect(kit.permissions.can(bob, fx.projects.protectedP, 'update')).toBe(true);
    expect(kit.permissions.can(dave, fx.projects.daves, 'update')).toBe(true);
    expect(kit.permissions.can(dave, fx.projects.publicP, 'update')).toBe(false);
    expect(kit.permissions.can(admin, fx.projects.leadByContact, 'delete')).toBe(true);
    expect(kit.permissions.can(null, fx.projects.publicP, 'update')).toBe(false);
    new GrantStore(kit.db).set(fx.projects.protectedP, 'Organization-2', ['update'], 'User-1');
    expect(kit.permissions.can(carol, fx.projects.protectedP, 'update')).toBe(true);
    // Whoever may update an item may delete it (the delete operation's rule, answered alike by isAllowed).
    expect(kit.permissions.can(carol, fx.projects.protectedP, 'delete')).toBe(true);
    expect(kit.permissions.can(fx.actors.alice, fx.projects.protectedP, 'delete')).toBe(false);
  });

  it('lets users edit their own User item except privileged fields', () => {
    const { dave } = fx.actors;
    expect(kit.permissions.can(dave, 'User-5', 'update')).toBe(true);
    expect(kit.permissions.can(dave, 'User-4', 'update')).toBe(false);
    expect(kit.permissions.checkSelfFields(dave, kit.registryRef.current, 'User-5', ['dark'])).toBe(true);
    expect(kit.permissions.checkSelfFields(dave, kit.registryRef.current, 'User-5', ['admin'])).toBe(false);
  });

  it('answers isAllowed per action, create on {type}-0 by capability, and applyGrants', () => {
    const { alice, bob, dave } = fx.actors;
    const target = (id: string): { id: string; type: string; index: number } => ({ id, type: id.split('-')[0] ?? '', index: Number(id.split('-')[1]) });
    expect(kit.permissions.isAllowed(bob, kit.registryRef.current, target(fx.projects.protectedP), ['read', 'update', 'delete'])).toEqual({
      allowed: { read: true, update: true, delete: true },
      applyGrants: true,
    });
    expect(kit.permissions.isAllowed(alice, kit.registryRef.current, target(fx.projects.protectedP), ['read', 'update'])).toEqual({ allowed: { read: true, update: false } });
    expect(kit.permissions.isAllowed(alice, kit.registryRef.current, target('Project-0'), ['create']).allowed.create).toBe(true);
    expect(kit.permissions.isAllowed(dave, kit.registryRef.current, target('Project-0'), ['create']).allowed.create).toBe(false);
    expect(kit.permissions.isAllowed(dave, kit.registryRef.current, target('Organization-0'), ['create']).allowed.create).toBe(true);
    expect(kit.permissions.isAllowed(dave, kit.registryRef.current, target('Notify-0'), ['create']).allowed.create).toBe(false);
  });
});
