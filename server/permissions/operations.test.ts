import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';

let h: OpsHarness;
let alice: FakeConnection;
let bob: FakeConnection;
let carol: FakeConnection;
let dave: FakeConnection;
let admin: FakeConnection;
let anon: FakeConnection;
beforeEach(() => {
  h = createOpsHarness();
  ({ alice, bob, carol, dave, admin } = Object.fromEntries(
    Object.entries(h.fx.actors).map(([name, actor]) => [name, h.kit.hub.connect(actor)]),
  ) as Record<'alice' | 'bob' | 'carol' | 'dave' | 'admin', FakeConnection>);
  anon = h.kit.hub.connect(null);
});
afterEach(() => h.close());

describe('act/rolesAvailable', () => {
  it('lists capabilities sorted: all declared ones for administrators, held ones otherwise', async () => {
    expect(await h.ok(admin, 'act/rolesAvailable')).toEqual({ rolesAvailable: ['Core', 'Projects'] });
    expect(await h.ok(alice, 'act/rolesAvailable')).toEqual({ rolesAvailable: ['Core', 'Projects'] });
    expect(await h.ok(dave, 'act/rolesAvailable')).toEqual({ rolesAvailable: ['Core'] });
    expect(await h.refusal(anon, 'act/rolesAvailable')).toBe('notAllowed');
  });
});

describe('act/isAllowed', () => {
  it('answers each action, applyGrants for grant holders, vgn- ids always allowed, bad ids invalidId', async () => {
    const { protectedP } = h.fx.projects;
    expect(await h.ok(bob, 'act/isAllowed', { id: protectedP, actions: ['read', 'update'] })).toEqual({ allowed: { read: true, update: true }, applyGrants: true });
    expect(await h.ok(carol, 'act/isAllowed', { id: protectedP, actions: ['read', 'update'] })).toEqual({ allowed: { read: true, update: false } });
    expect(await h.ok(anon, 'act/isAllowed', { id: protectedP, actions: ['read'] })).toEqual({ allowed: { read: false } });
    expect(await h.ok(dave, 'act/isAllowed', { id: 'vgn-0', actions: ['update'] })).toEqual({ allowed: { update: true } });
    expect(await h.ok(alice, 'act/isAllowed', { id: 'Project-0', actions: ['create'] })).toEqual({ allowed: { create: true } });
    expect(await h.refusal(alice, 'act/isAllowed', { id: 'Project', actions: ['read'] })).toBe('invalidId');
  });
});

describe('grants: act/setGrants, act/getGrants, act/getGrantedBy', () => {
  it('lets grant holders grant; grantees then read and see who granted', async () => {
    const { privateP } = h.fx.projects;
    expect(await h.refusal(alice, 'act/setGrants', { id: privateP, grantee: 'User-5', actions: ['read'] })).toBe('notAllowed');
    const set = await h.ok(bob, 'act/setGrants', { id: privateP, grantee: 'User-5', actions: ['read', 'update'] });
    expect(set).toMatchObject({ grants: [{ grantee: 'User-5', action: 'read', grantedBy: 'User-3' }, { grantee: 'User-5', action: 'update', grantedBy: 'User-3' }] });
    expect(await h.ok(dave, `read/${privateP}`)).toMatchObject({ $id: privateP });
    expect(await h.ok(dave, 'act/getGrantedBy', { grantsFor: [privateP, h.fx.projects.publicP] })).toEqual({ result: { [privateP]: { 'User-3': ['read', 'update'] } } });
    expect(await h.refusal(dave, 'act/getGrants', { id: privateP })).toBe('notAllowed');
    expect(await h.refusal(bob, 'act/setGrants', { id: privateP, grantee: 'User-5', actions: ['own'] })).toBe('badRequest');
    await h.ok(bob, 'act/setGrants', { id: privateP, grantee: 'User-5', actions: [] });
    expect(await h.refusal(dave, `read/${privateP}`)).toBe('notAllowed');
  });
});

describe('act/filterByPerm', () => {
  it('keeps the ids the subject may act on, among those the caller reads', async () => {
    const all = Object.values(h.fx.projects);
    expect(await h.ok(bob, 'act/filterByPerm', { query: all, action: 'update' })).toEqual({
      results: [h.fx.projects.publicP, h.fx.projects.community, h.fx.projects.protectedP, h.fx.projects.privateP],
    });
    expect(await h.ok(admin, 'act/filterByPerm', { query: all, subjectID: 'User-4', chain: ['read'] })).toEqual({
      results: [h.fx.projects.publicP, h.fx.projects.community, h.fx.projects.protectedP, h.fx.projects.leadByContact],
    });
    expect(await h.refusal(dave, 'act/filterByPerm', { query: all, subjectID: 'User-4' })).toBe('notAllowed');
    const bySearch = await h.ok(dave, 'act/filterByPerm', { query: { must: [{ kind: 'type', value: 'Project' }] }, action: 'update' });
    expect(bySearch).toEqual({ results: [h.fx.projects.daves] });
    await h.ok(bob, 'act/setGrants', { id: h.fx.projects.privateP, grantee: 'User-5', actions: ['read'] });
    expect(await h.ok(dave, 'act/filterByPerm', { query: all, grantedBy: 'User-3' })).toEqual({ results: [h.fx.projects.privateP] });
  });
});
