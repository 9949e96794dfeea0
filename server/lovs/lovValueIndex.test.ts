import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { SYSTEM_WRITER } from '../items/itemStore';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { lovOwnerScope } from './lovOwner';

let registry: Registry;
let kit: TestKit;
beforeAll(async () => {
  registry = await builtInRegistry();
});
beforeEach(() => {
  kit = createTestKit([], registry);
  kit.store.create('Organization', { displayName: 'Acme', type: 'INDUSTRY' }, SYSTEM_WRITER);
  kit.store.create('Organization', { displayName: 'Beta', type: 'COMMUNITY' }, SYSTEM_WRITER);
});
afterEach(() => kit.close());

const value = (key: string, owner?: string) => kit.store.create('LOVValue', { list: 'ORG_MEETING_TYPES', key, t: { en: key }, ...(owner ? { owner } : {}) }, SYSTEM_WRITER);
const sorted = (keys: ReadonlySet<string> | undefined) => [...(keys ?? [])].sort();
const DECLARED = ['COMMUNITY_SESSION', 'IN_PERSON', 'NEGOTIATION', 'SITE_VISIT', 'VIRTUAL'];

describe('lovOwnerScope', () => {
  it('finds the owner of an item the way forms do', () => {
    expect(lovOwnerScope(registry, 'ORG_TYPES', { type: 'Organization', fields: {} })).toBe('shared');
    expect(lovOwnerScope(registry, 'ORG_MEETING_TYPES', { type: 'Meeting', fields: { owner: 'Organization-2' } })).toEqual({ owner: 'Organization-2' });
    expect(lovOwnerScope(registry, 'ORG_MEETING_TYPES', { type: 'Organization', id: 'Organization-1', fields: {} })).toEqual({ owner: 'Organization-1' });
    expect(lovOwnerScope(registry, 'ORG_MEETING_TYPES', { type: 'Meeting', fields: { owner: 'Contact-2' } })).toBe('any');
    expect(lovOwnerScope(registry, 'ORG_MEETING_TYPES', { type: 'Meeting', fields: {} })).toBe('any');
  });
});

describe('LovValueIndex.keys', () => {
  it('adds shared LOVValue keys to the declared ones, and an owner’s own keys for that owner only', () => {
    value('BOARD');
    value('ELDERS', 'Organization-1');
    value('HARVEST', 'Organization-2');
    const keys = (scope: Parameters<TestKit['lovValues']['keys']>[2]) => sorted(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', scope));
    expect(keys('shared')).toEqual([...DECLARED, 'BOARD'].sort());
    expect(keys({ owner: 'Organization-1' })).toEqual([...DECLARED, 'BOARD', 'ELDERS'].sort());
    expect(keys({ owner: 'Organization-3' })).toEqual([...DECLARED, 'BOARD'].sort());
    expect(keys('any')).toEqual([...DECLARED, 'BOARD', 'ELDERS', 'HARVEST'].sort());
    expect(kit.lovValues.keys(registry, 'NO_SUCH_LIST', 'any')).toBeUndefined();
  });

  it('follows LOVValue writes: a cached list learns added, moved and deleted values', () => {
    const scope = { owner: 'Organization-1' };
    expect(sorted(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', scope))).toEqual(DECLARED);
    const elders = value('ELDERS', 'Organization-1');
    expect(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', scope)?.has('ELDERS')).toBe(true);
    const moved = kit.store.update(elders.$id, { owner: 'Organization-2' }, elders._u, SYSTEM_WRITER);
    expect(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', scope)?.has('ELDERS')).toBe(false);
    expect(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', { owner: 'Organization-2' })?.has('ELDERS')).toBe(true);
    kit.store.delete(moved.$id, moved._u, SYSTEM_WRITER);
    expect(kit.lovValues.keys(registry, 'ORG_MEETING_TYPES', 'any')?.has('ELDERS')).toBe(false);
  });

  it('lets the store validate a Meeting against its owner’s values', () => {
    value('ELDERS', 'Organization-1');
    const meeting = { summary: 'Circle', date: '2024-05-02', meetingTypes: ['ELDERS'] };
    expect(kit.store.create('Meeting', { ...meeting, owner: 'Organization-1' }, SYSTEM_WRITER)).toMatchObject({ meetingTypes: ['ELDERS'] });
    expect(() => kit.store.create('Meeting', { ...meeting, owner: 'Organization-2' }, SYSTEM_WRITER)).toThrow(/meetingTypes\/0: errors.lovValue/);
  });
});
