import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemJson } from './itemShape';
import { createOpsHarness, type OpsHarness } from './testing/opsHarness';
import type { FakeConnection } from './testing/testActors';

let h: OpsHarness;
let anon: FakeConnection;
let alice: FakeConnection;
let bob: FakeConnection;
let dave: FakeConnection;
let admin: FakeConnection;
beforeEach(() => {
  h = createOpsHarness();
  anon = h.kit.hub.connect(null);
  alice = h.kit.hub.connect(h.fx.actors.alice);
  bob = h.kit.hub.connect(h.fx.actors.bob);
  dave = h.kit.hub.connect(h.fx.actors.dave);
  admin = h.kit.hub.connect(h.fx.actors.admin);
});
afterEach(() => h.close());

describe('create/{type}', () => {
  it('creates with the caller as creator and the requested access; refuses without the capability', async () => {
    const item = await h.ok<ItemJson>(alice, 'create/Project', { name: 'New', $access: 'PRIVATE', $labels: { x: 'ignored' } });
    expect(item).toMatchObject({ _t: 'Project', _u: 1, _c: { by: 'User-2' }, $access: 'PRIVATE', name: 'New' });
    expect(item).not.toHaveProperty('$labels');
    expect(await h.refusal(dave, 'create/Project', { name: 'No capability' })).toBe('notAllowed');
    // Alice only reads Organization-1: she may not put records in its hands.
    expect(await h.refusal(alice, 'create/Project', { name: 'Theirs', owner: 'Organization-1' })).toBe('notAllowed');
    expect(await h.refusal(anon, 'create/Organization', { name: 'Anonymous' })).toBe('notAllowed');
    expect(await h.refusal(alice, 'create/Notify', {})).toBe('notAllowed');
    expect(await h.refusal(alice, 'create/Project', { name: 7 })).toBe('validationFailed');
    expect(await h.refusal(alice, 'create/Project', { name: 'x', _c: { ts: '2020-01-01T00:00:00Z', by: 'User-9' } })).toBe('notAllowed');
    expect(await h.refusal(alice, 'create/Nope', {})).toBe('badRequest');
  });
});

describe('validation failures', () => {
  it('answer validationFailed with the field errors so forms can place each message', async () => {
    const reply = await h.call(alice, 'create/Project', { name: 7 });
    expect(reply.erred).toBe(true);
    expect(reply.b).toMatchObject({ userMessage: 'validationFailed', errors: [{ path: '/name', messageId: 'errors.type' }] });
  });
});

describe('read/{id}, readAllowed/{id}, label/{id}, readMany/object', () => {
  it('reads what the rule allows, with $labels of readable related items and $notify', async () => {
    const { protectedP, publicP } = h.fx.projects;
    const item = await h.ok<ItemJson>(alice, `read/${protectedP}`);
    expect(item).toMatchObject({ $id: protectedP, $labels: { 'Organization-1': 'Acme', 'Organization-2': 'Beta Corp' }, $notify: 'NIL' });
    expect(await h.refusal(dave, `read/${protectedP}`)).toBe('notAllowed');
    expect(await h.refusal(anon, `read/${protectedP}`)).toBe('notAllowed');
    expect(await h.ok(anon, `read/${publicP}`)).not.toHaveProperty('$notify');
    expect(await h.refusal(alice, 'read/Project')).toBe('invalidId');
    expect(await h.refusal(alice, 'read/Project-1-2-3')).toBe('invalidId');
    expect(await h.refusal(alice, 'read/Project-999')).toBe('notFound');
  });

  it('readAllowed answers allowed with the item, or allowed false', async () => {
    expect(await h.ok(dave, `readAllowed/${h.fx.projects.privateP}`)).toEqual({ allowed: false });
    expect(await h.ok(bob, `readAllowed/${h.fx.projects.privateP}`)).toMatchObject({ allowed: true, item: { $id: h.fx.projects.privateP } });
  });

  it('label answers the title field for readers only', async () => {
    expect(await h.ok(anon, `label/${h.fx.projects.publicP}`)).toEqual({ $id: h.fx.projects.publicP, label: 'Public park' });
    expect(await h.refusal(anon, `label/${h.fx.projects.community}`)).toBe('notAllowed');
  });

  it('readMany marks unreadable, missing and malformed ids in request order', async () => {
    const { publicP, privateP } = h.fx.projects;
    const reply = await h.ok<Record<string, unknown>[]>(dave, 'readMany/object', [publicP, privateP, 'Project-999', 'bad']);
    expect(reply.map((r) => r.$id)).toEqual([publicP, privateP, 'Project-999', 'bad']);
    expect(reply[0]).toMatchObject({ name: 'Public park' });
    expect(reply.slice(1)).toEqual([{ $id: privateP, notAllowed: true }, { $id: 'Project-999', notFound: true }, { $id: 'bad', invalidId: true }]);
  });
});

describe('update', () => {
  it('lets writers update, refuses others, refuses stale _u writing nothing', async () => {
    const { protectedP } = h.fx.projects;
    expect(await h.refusal(alice, 'update', { $id: protectedP, _u: 1, name: 'Alice was here' })).toBe('notAllowed');
    const updated = await h.ok<ItemJson>(bob, 'update', { $id: protectedP, _u: 1, name: 'Renamed', $labels: {} });
    expect(updated).toMatchObject({ _u: 2, name: 'Renamed', tags: ['rock'] });
    expect(await h.refusal(bob, 'update', { $id: protectedP, _u: 1, name: 'Stale' })).toBe('staleUpdate');
    expect(h.kit.store.get(protectedP)).toMatchObject({ _u: 2, name: 'Renamed' });
    expect(await h.refusal(bob, 'update', { $id: protectedP, name: 'No _u' })).toBe('badRequest');
    expect(await h.refusal(bob, 'update', { $id: 'x', _u: 1 })).toBe('invalidId');
  });

  it('lets users change their own preferences but not their privileges; raw _c only for administrators', async () => {
    expect(await h.ok(dave, 'update', { $id: 'User-5', _u: 1, dark: true })).toMatchObject({ dark: true, _u: 2 });
    expect(await h.refusal(dave, 'update', { $id: 'User-5', _u: 2, admin: true })).toBe('notAllowed');
    expect(await h.refusal(dave, 'update', { $id: h.fx.projects.daves, _u: 1, _c: { ts: '2020-01-01T00:00:00Z', by: 'User-1' } })).toBe('notAllowed');
    const raw = await h.ok<ItemJson>(admin, 'update', { $id: h.fx.projects.daves, _u: 1, _c: { ts: '2020-01-01T00:00:00.000Z', by: 'User-1' } });
    expect(raw._c).toEqual({ ts: '2020-01-01T00:00:00.000Z', by: 'User-1' });
  });
});

describe('act/timeline', () => {
  it('returns the change log to readers', async () => {
    await h.ok(bob, 'update', { $id: h.fx.projects.protectedP, _u: 1, status: 'OPEN' });
    const timeline = await h.ok<{ entries: { op: string; by: string; changes: Record<string, unknown> }[] }>(alice, 'act/timeline', { id: h.fx.projects.protectedP });
    expect(timeline.entries.map((e) => [e.op, e.by])).toEqual([['create', 'vgn-0'], ['update', 'User-3']]);
    expect(timeline.entries[1]?.changes).toEqual({ status: { old: 'DONE', new: 'OPEN' } });
    expect(await h.refusal(dave, 'act/timeline', { id: h.fx.projects.protectedP })).toBe('notAllowed');
  });
});
