import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LovDeclaration, PluginBundle } from '../../engine/declarations/bundle';
import { formatDeclarationErrors } from '../../engine/node/loadBuiltInRegistry';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { SYSTEM_WRITER } from '../items/itemStore';
import { userActor } from '../items/testing/testActors';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { mayEditLovValue } from './lovEditPermission';

/** Bindings no built-in list has yet: a type-level one, and an owner list guarded by another type. */
const LOVS: LovDeclaration[] = [
  { key: 'SHARED_KINDS', label: 'x', edit: { permissionType: 'Meeting', action: 'create' }, values: [{ key: 'A', t: { en: 'A' } }] },
  {
    key: 'OWNED_STATES',
    label: 'x',
    ownerType: 'Organization',
    edit: { ownerType: 'Organization', permissionType: 'Meeting', action: 'update' },
    values: [{ key: 'B', t: { en: 'B' } }],
  },
];

let registry: Registry;
let kit: TestKit;
beforeAll(async () => {
  const extra: PluginBundle = { manifest: { key: 'lovtest', label: 'x' }, types: [], lovs: LOVS, facetSets: [], steps: [], nav: [], messages: { en: {} } };
  const built = buildRegistry([...(await builtInRegistry()).bundles, extra]);
  if (!built.ok) throw new Error(formatDeclarationErrors(built.errors));
  registry = built.registry;
});
beforeEach(() => {
  kit = createTestKit([], registry);
  kit.store.create('Organization', { displayName: 'Acme', type: 'COMMUNITY' }, SYSTEM_WRITER);
});
afterEach(() => kit.close());

const may = (actor: Parameters<typeof mayEditLovValue>[1], list: string, owner?: string) =>
  mayEditLovValue(kit.permissions, actor, registry, owner === undefined ? { list } : { list, owner });

describe('mayEditLovValue', () => {
  it('reads type-level bindings as "may create items of permissionType", for shared values only', () => {
    const orgUser = userActor('User-2', {}, { Org: true });
    const plain = userActor('User-3');
    expect(may(orgUser, 'SHARED_KINDS')).toBe(true);
    expect(may(plain, 'SHARED_KINDS')).toBe(false);
    expect(may(orgUser, 'SHARED_KINDS', 'Organization-1')).toBe(false);
  });

  it('needs update on the owner and the permission type when the binding names another type than the owner', () => {
    expect(may(userActor('User-2', { admin: ['Organization-1'] }, { Org: true }), 'OWNED_STATES', 'Organization-1')).toBe(true);
    expect(may(userActor('User-2', { admin: ['Organization-1'] }), 'OWNED_STATES', 'Organization-1')).toBe(false);
    expect(may(userActor('User-2', { read: ['Organization-1'] }, { Org: true }), 'OWNED_STATES', 'Organization-1')).toBe(false);
    expect(may(userActor('User-2', { admin: ['Organization-1'] }, { Org: true }), 'OWNED_STATES')).toBe(false);
  });

  it('binds GKF_STATES to update on Workflow for an organization’s values, RWF_STATES and RWF_OUTCOMES to update on Workflow', () => {
    const orgAdmin = userActor('User-2', { admin: ['Organization-1'] });
    expect(may(orgAdmin, 'GKF_STATES', 'Organization-1')).toBe(true);
    expect(may(orgAdmin, 'GKF_STATES', 'Organization-9')).toBe(false);
    expect(may(orgAdmin, 'GKF_STATES')).toBe(false);
    expect(may(userActor('User-3', { read: ['Organization-1'] }), 'GKF_STATES', 'Organization-1')).toBe(false);
    for (const list of ['RWF_STATES', 'RWF_OUTCOMES']) {
      expect(may(orgAdmin, list)).toBe(false);
      expect(may({ ...userActor('User-1'), admin: true }, list)).toBe(true);
    }
  });

  it('leaves lists without a binding, and every list for administrators, to the administrators', () => {
    expect(may(userActor('User-2', { admin: ['Organization-1'] }, { Org: true }), 'ORG_TYPES')).toBe(false);
    expect(may({ ...userActor('User-1'), admin: true }, 'ORG_TYPES')).toBe(true);
    expect(may({ ...userActor('User-1'), admin: true }, 'OWNED_STATES')).toBe(true);
  });
});
