import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';

let h: OpsHarness;
let anon: FakeConnection;
let alice: FakeConnection;
let dave: FakeConnection;
let admin: FakeConnection;

beforeEach(() => {
  h = createOpsHarness();
  anon = h.kit.hub.connect(null);
  alice = h.kit.hub.connect(h.fx.actors.alice);
  dave = h.kit.hub.connect(h.fx.actors.dave);
  admin = h.kit.hub.connect(h.fx.actors.admin);
});
afterEach(() => h.close());

describe('legacy paths', () => {
  it('resolve an alias to the item id for readers, with or without slashes', async () => {
    const { publicP, privateP } = h.fx.projects;
    expect(await h.ok(admin, 'act/setLegacyPath', { alias: '/project/77/', itemId: publicP })).toEqual({ alias: 'project/77', itemId: publicP });
    await h.ok(admin, 'act/setLegacyPath', { alias: 'project/secret', itemId: privateP });
    expect(await h.ok(anon, 'act/getLegacyPath', { alias: 'project/77' })).toEqual({ itemId: publicP });
    expect(await h.ok(alice, 'act/getLegacyPath', { alias: '/project/secret' })).toEqual({ itemId: privateP });
  });

  it('answer notFound alike for unknown aliases and items the caller may not read', async () => {
    await h.ok(admin, 'act/setLegacyPath', { alias: 'project/secret', itemId: h.fx.projects.privateP });
    expect(await h.refusal(dave, 'act/getLegacyPath', { alias: 'project/secret' })).toBe('notFound');
    expect(await h.refusal(dave, 'act/getLegacyPath', { alias: 'project/none' })).toBe('notFound');
    expect(await h.refusal(anon, 'act/getLegacyPath', {})).toBe('badRequest');
  });

  it('let administrators alone map, remap and remove aliases, to existing items only', async () => {
    const { publicP, community } = h.fx.projects;
    expect(await h.refusal(alice, 'act/setLegacyPath', { alias: 'x', itemId: publicP })).toBe('notAllowed');
    expect(await h.refusal(admin, 'act/setLegacyPath', { alias: 'x', itemId: 'Project-999' })).toBe('notFound');
    expect(await h.refusal(admin, 'act/setLegacyPath', { alias: 'x', itemId: 'nope' })).toBe('invalidId');
    await h.ok(admin, 'act/setLegacyPath', { alias: 'x', itemId: publicP });
    await h.ok(admin, 'act/setLegacyPath', { alias: 'x', itemId: community });
    expect(await h.ok(alice, 'act/getLegacyPath', { alias: 'x' })).toEqual({ itemId: community });
    expect(await h.ok(admin, 'act/setLegacyPath', { alias: 'x', itemId: null })).toEqual({ alias: 'x', itemId: null, removed: true });
    expect(await h.refusal(alice, 'act/getLegacyPath', { alias: 'x' })).toBe('notFound');
  });
});
