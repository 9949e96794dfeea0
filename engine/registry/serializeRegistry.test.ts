import { beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '../derive/audience';
import { deriveForm } from '../derive/formSchema';
import { deriveGeneralSearchModel, deriveSearchModel } from '../derive/searchModel';
import { deriveViewModel } from '../derive/viewModel';
import { builtInRegistry } from '../typedef/builtInBundles.testkit';
import type { Registry } from './registry';
import { deserializeRegistry, serializeRegistry } from './serializeRegistry';

const member = { signedIn: true, admin: false, validToken: true, capabilities: { Core: true, Org: true } };
const AUDIENCES: (Audience | undefined)[] = [undefined, { user: member, deployment: { dedicated: false } }, { user: { ...member, admin: true }, deployment: { dedicated: true } }];

/** Everything the client renders from a registry: forms, views and searches of every type, for several audiences. */
function rendered(registry: Registry): unknown {
  return AUDIENCES.map((audience) => ({
    general: deriveGeneralSearchModel(registry, audience),
    types: [...registry.types.keys()].map((key) => ({
      search: deriveSearchModel(registry, key, audience),
      create: deriveForm(registry, key, 'create', audience),
      edit: deriveForm(registry, key, 'edit', audience),
      view: deriveViewModel(registry, key, 'default', audience),
      card: deriveViewModel(registry, key, 'card', audience),
    })),
  }));
}

describe('serializeRegistry / deserializeRegistry', () => {
  let server: Registry;
  let client: Registry;
  beforeAll(async () => {
    server = await builtInRegistry();
    // Through JSON, exactly as GET /api/registry carries it.
    client = deserializeRegistry(JSON.parse(JSON.stringify(serializeRegistry(server))));
  });

  it('keeps the hash, the compiled types and every other map', () => {
    expect(client.hash).toBe(server.hash);
    expect([...client.types.keys()]).toEqual([...server.types.keys()]);
    for (const [key, type] of server.types) expect(client.types.get(key), key).toEqual(type);
    expect(client.lovs).toEqual(server.lovs);
    expect(client.facetSets).toEqual(server.facetSets);
    expect(client.steps).toEqual(server.steps);
    expect(client.nav).toEqual(server.nav);
    expect(client.messages).toEqual(server.messages);
    expect(client.capabilities).toEqual(server.capabilities);
  });

  it('gives the client the very forms, views and search models the server derives', () => {
    expect(rendered(client)).toEqual(rendered(server));
  });

  it('leaves the declarations as written on the server', () => {
    expect(server.bundles.length).toBeGreaterThan(0);
    expect(client.bundles).toEqual([]);
    expect(client.runtimeTypes).toEqual([]);
  });
});
