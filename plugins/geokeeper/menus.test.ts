import { beforeAll, describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuNode } from '../../engine/derive/menuTree';
import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';

/**
 * GeoKeeper's menus over the real plugins (business spec §2): the geokeeper parent is hidden in a
 * dedicated deployment without the GeoKeeper key; my data and public programs show to signed-in
 * users; my programs needs the GeoKeeper capability.
 */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const collector: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true, Org: true, GeoKeeper: true }, validToken: true };
const community: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true }, validToken: true };
const admin: MenuUser = { signedIn: true, admin: true, capabilities: { Core: true }, validToken: true };
const anonymous: MenuUser = { signedIn: false, admin: false, capabilities: { Core: true }, validToken: false };

function geokeeperMenu(user: MenuUser, deployment: Deployment): string[] | undefined {
  const node = buildMenuTree(registry.nav, user, deployment).main.find((entry: MenuNode) => entry.path === 'geokeeper');
  return node?.children.map((child) => child.path);
}

describe('GeoKeeper menus', () => {
  it('show my data and public programs to signed-in users, my programs only with the capability', () => {
    const open = { dedicated: false };
    expect(geokeeperMenu(collector, open)).toEqual(expect.arrayContaining(['geokeeper.collect', 'geokeeper.my-data', 'geokeeper.public', 'geokeeper.private', 'geokeeper.field-data', 'geokeeper.attachments']));
    const without = geokeeperMenu(community, open);
    expect(without).toContain('geokeeper.my-data');
    expect(without).toContain('geokeeper.public');
    expect(without).not.toContain('geokeeper.private');
    expect(geokeeperMenu(admin, open)).toContain('geokeeper.private');
    expect(geokeeperMenu(anonymous, open)).toBeUndefined();
  });

  it('hide the whole GeoKeeper menu in a dedicated deployment without the GeoKeeper key, administrators included', () => {
    expect(geokeeperMenu(collector, { dedicated: true, capabilityKeys: ['Org'] })).toBeUndefined();
    expect(geokeeperMenu(admin, { dedicated: true, capabilityKeys: [] })).toBeUndefined();
    expect(geokeeperMenu(collector, { dedicated: true, capabilityKeys: ['GeoKeeper'] })).toContain('geokeeper.private');
    expect(geokeeperMenu(community, { dedicated: true, capabilityKeys: ['GeoKeeper'] })).toContain('geokeeper.public');
    // Each entry carries the gate, so none of them leaks elsewhere (routes, home's "Go to" row).
    const entries = registry.nav.filter((item) => item.path === 'geokeeper' || item.path.startsWith('geokeeper.'));
    expect(entries.filter((item) => item.capability !== 'GeoKeeper').map((item) => item.path)).toEqual([]);
  });
});
