import { describe, expect, it } from 'vitest';
import { useOpsSession } from '../testing/opsSession';

const s = useOpsSession(['anonymous', 'alice', 'dave', 'admin']);

describe('legacy paths', () => {
  it('resolve an alias to the item id for readers, with or without slashes', async () => {
    const { publicP, privateP } = s.h.fx.projects;
    expect(await s.h.ok(s.admin, 'act/setLegacyPath', { alias: '/project/77/', itemId: publicP })).toEqual({ alias: 'project/77', itemId: publicP });
    await s.h.ok(s.admin, 'act/setLegacyPath', { alias: 'project/secret', itemId: privateP });
    expect(await s.h.ok(s.anonymous, 'act/getLegacyPath', { alias: 'project/77' })).toEqual({ itemId: publicP });
    expect(await s.h.ok(s.alice, 'act/getLegacyPath', { alias: '/project/secret' })).toEqual({ itemId: privateP });
  });

  it('answer notFound alike for unknown aliases and items the caller may not read', async () => {
    await s.h.ok(s.admin, 'act/setLegacyPath', { alias: 'project/secret', itemId: s.h.fx.projects.privateP });
    expect(await s.h.refusal(s.dave, 'act/getLegacyPath', { alias: 'project/secret' })).toBe('notFound');
    expect(await s.h.refusal(s.dave, 'act/getLegacyPath', { alias: 'project/none' })).toBe('notFound');
    expect(await s.h.refusal(s.anonymous, 'act/getLegacyPath', {})).toBe('badRequest');
  });

  it('let administrators alone map, remap and remove aliases, to existing items only', async () => {
    const { publicP, community } = s.h.fx.projects;
    expect(await s.h.refusal(s.alice, 'act/setLegacyPath', { alias: 'x', itemId: publicP })).toBe('notAllowed');
    expect(await s.h.refusal(s.admin, 'act/setLegacyPath', { alias: 'x', itemId: 'Project-999' })).toBe('notFound');
    expect(await s.h.refusal(s.admin, 'act/setLegacyPath', { alias: 'x', itemId: 'nope' })).toBe('invalidId');
    await s.h.ok(s.admin, 'act/setLegacyPath', { alias: 'x', itemId: publicP });
    await s.h.ok(s.admin, 'act/setLegacyPath', { alias: 'x', itemId: community });
    expect(await s.h.ok(s.alice, 'act/getLegacyPath', { alias: 'x' })).toEqual({ itemId: community });
    expect(await s.h.ok(s.admin, 'act/setLegacyPath', { alias: 'x', itemId: null })).toEqual({ alias: 'x', itemId: null, removed: true });
    expect(await s.h.refusal(s.alice, 'act/getLegacyPath', { alias: 'x' })).toBe('notFound');
  });
});
