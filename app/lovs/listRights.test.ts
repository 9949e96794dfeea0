import { beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { mayManageList, ownedListsFor, type ListUser } from './listRights';

let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const user = (fields: Partial<ListUser> = {}): ListUser => ({ signedIn: true, admin: false, validToken: true, capabilities: { Core: true, Org: true }, readOrgs: [], adminOrgs: [], ...fields });
const notDedicated = { dedicated: false };
const lov = (key: string) => {
  const found = registry.lovs.get(key);
  if (!found) throw new Error(`${key} is declared`);
  return found;
};

describe('who manages a list (mirror of the server rule)', () => {
  it('lets organization administrators manage their organization’s own values, members only read', () => {
    const scope = { list: 'ORG_MEETING_TYPES', owner: 'Organization-3' };
    expect(mayManageList(registry, lov('ORG_MEETING_TYPES'), scope, user({ adminOrgs: ['Organization-3'] }), notDedicated)).toBe(true);
    expect(mayManageList(registry, lov('ORG_MEETING_TYPES'), scope, user({ readOrgs: ['Organization-3'] }), notDedicated)).toBe(false);
    expect(mayManageList(registry, lov('ORG_MEETING_TYPES'), scope, user({ adminOrgs: ['Organization-4'] }), notDedicated)).toBe(false);
  });

  it('keeps shared values and lists without an edit binding with administrators', () => {
    const admin = user({ admin: true });
    expect(mayManageList(registry, lov('ORG_MEETING_TYPES'), { list: 'ORG_MEETING_TYPES' }, user({ adminOrgs: ['Organization-3'] }), notDedicated)).toBe(false);
    expect(mayManageList(registry, lov('ORG_TYPES'), { list: 'ORG_TYPES', owner: 'Organization-3' }, user({ adminOrgs: ['Organization-3'] }), notDedicated)).toBe(false);
    expect(mayManageList(registry, lov('ORG_TYPES'), { list: 'ORG_TYPES' }, admin, notDedicated)).toBe(true);
    expect(mayManageList(registry, lov('ORG_MEETING_TYPES'), { list: 'ORG_MEETING_TYPES' }, { ...user(), signedIn: false }, notDedicated)).toBe(false);
  });

  it('links an organization page to the lists its administrators manage', () => {
    expect(ownedListsFor(registry, 'Organization-3', user({ adminOrgs: ['Organization-3'] }), notDedicated).map((l) => l.key)).toEqual([
      'ORG_COMMLOG_TYPES',
      'ORG_DISPOSITION_TYPES',
      'ORG_MEETING_TYPES',
    ]);
    expect(ownedListsFor(registry, 'Organization-3', user({ readOrgs: ['Organization-3'] }), notDedicated)).toEqual([]);
    // Whoever may update the organization item itself (its creator) manages its values too.
    expect(ownedListsFor(registry, 'Organization-3', user(), notDedicated, { mayUpdateOwner: true })).toHaveLength(3);
    expect(ownedListsFor(registry, 'Contact-3', user({ admin: true }), notDedicated)).toEqual([]);
    expect(ownedListsFor(registry, 'Organization', user({ admin: true }), notDedicated)).toEqual([]);
  });
});
