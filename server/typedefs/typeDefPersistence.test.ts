import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../../engine/declarations/bundle';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { addSimpleField, newTypeDefinition, type TypeDefinition, type TypeDefinitionsFile } from '../../engine/typedef';
import { builtInBundles } from '../../engine/typedef/builtInBundles.testkit';
import { parseRuntimeSource, runtimeRegistry } from '../../scripts/codegen/runtimeTypes';
import type { RunningServer } from '../app';
import type { ItemJson } from '../items/itemShape';
import type { TestSocket } from '../testing/socketClient';
import { makeDataDir, removeDataDir } from '../testing/testServer';
import { adminToken, ok, permitDefinition, refused, socketWith, startTypeDefServer, type SearchReply } from './typeDefs.testkit';

/** Inspections of permits: a second type that refers to the first, so the export order matters. */
function inspectionDefinition(): TypeDefinition {
  const added = addSimpleField(newTypeDefinition('Inspection', 'Inspection'), { name: 'permit', label: 'Permit', kind: 'itemRef', itemTypes: ['Permit'], facet: true });
  if (!added.ok) throw new Error(JSON.stringify(added.errors));
  return added.definition;
}

/** The plugins after an "upgrade" renamed the org plugin's ORG_TYPES list (Permit refers to it). */
async function upgradedPluginsRegistry(): Promise<Registry> {
  const bundles: PluginBundle[] = structuredClone(await builtInBundles());
  const org = bundles.find((b) => b.manifest.key === 'org');
  const list = org?.lovs.find((l) => l.key === 'ORG_TYPES');
  const field = org?.types.find((t) => t.key === 'Organization')?.schema.properties.type;
  if (!org || !list || !field) throw new Error('the org plugin changed: update this test');
  list.key = 'ORG_KINDS';
  field.lov = 'ORG_KINDS';
  for (const messages of Object.values(org.messages)) messages['lovs.ORG_KINDS.label'] = messages['lovs.ORG_TYPES.label'] ?? 'Kinds';
  const result = buildRegistry(bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

const dataDir = makeDataDir();
const open: { server: RunningServer; socket: TestSocket }[] = [];

async function start(options: { dataDir?: string; registry?: Registry } = {}): Promise<{ server: RunningServer; socket: TestSocket }> {
  const server = await startTypeDefServer(options);
  const socket = await socketWith(server, await adminToken(server));
  const entry = { server, socket };
  open.push(entry);
  return entry;
}

async function stop(entry: { server: RunningServer; socket: TestSocket }): Promise<void> {
  entry.socket.close();
  await entry.server.close();
  open.splice(open.indexOf(entry), 1);
}

let exported: TypeDefinitionsFile;
let hashBefore: string;

beforeAll(async () => {
  const first = await start({ dataDir });
  await ok(first.socket, 'act/saveTypeDef', { definition: permitDefinition() });
  await ok(first.socket, 'act/saveTypeDef', { definition: inspectionDefinition() });
  await ok(first.socket, 'create/Permit', { name: 'Harbour works', holderType: 'INDUSTRY' });
  await ok(first.socket, 'create/Inspection', { name: 'First visit', permit: 'Permit-1' });
  exported = await ok<TypeDefinitionsFile>(first.socket, 'act/exportTypeDefs');
  hashBefore = ((await (await fetch(`${first.server.url}/api/registry`)).json()) as { hash: string }).hash;
  await stop(first);
  // A server start and two type definitions saved (each rebuilds the registry): about 40 s on PostgreSQL under load.
}, 180_000);
afterAll(async () => {
  for (const entry of [...open]) await stop(entry);
  removeDataDir(dataDir);
});

describe('export and import', () => {
  it('exports every active definition, oldest first, also as an attachment download codegen reads', async () => {
    expect(exported).toMatchObject({ format: 'vgn-type-definitions', version: 1, definitions: [permitDefinition(), inspectionDefinition()] });
    const running = await start({ dataDir });
    const token = await adminToken(running.server);
    const download = await fetch(`${running.server.url}/api/type-defs/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="type-definitions.json"');
    const file = (await download.json()) as TypeDefinitionsFile;
    expect(file.definitions).toEqual(exported.definitions);
    const generated = runtimeRegistry(parseRuntimeSource(file, 'type-definitions.json', await builtInBundles()));
    expect(generated.types.get('Permit')?.declaration.schema.properties.holderType).toEqual({ type: 'string', lov: 'ORG_TYPES' });
    await stop(running);
  });

  it('imports the file into a fresh server: the same types, live and usable', async () => {
    const fresh = await start();
    const imported = await ok<{ items: ItemJson[]; taskKeys: string[] }>(fresh.socket, 'act/importTypeDefs', { file: exported });
    expect(imported.items.map((i) => [i.$id, i.key])).toEqual([['sys.TypeDef-1', 'Permit'], ['sys.TypeDef-2', 'Inspection']]);
    expect(imported.taskKeys).toEqual(['reindex:Permit', 'reindex:Inspection']);
    const again = await ok<TypeDefinitionsFile>(fresh.socket, 'act/exportTypeDefs');
    expect(again.definitions).toEqual(exported.definitions);
    const registry = (await (await fetch(`${fresh.server.url}/api/registry`)).json()) as { hash: string };
    expect(registry.hash).toBe(hashBefore);
    expect(await ok(fresh.socket, 'create/Permit', { name: 'Imported', holderType: 'MUSEUM' })).toMatchObject({ $id: 'Permit-1' });
    await stop(fresh);
  });

  it('imports all or nothing, refusing a file with any invalid definition with pointers into the file', async () => {
    const fresh = await start();
    const broken = inspectionDefinition();
    broken.declaration.schema.properties.permit = { type: 'string', format: 'item-id', itemTypes: ['Nowhere'] };
    const file = { ...exported, definitions: [permitDefinition(), broken] };
    const refusal = await refused(fresh.socket, 'act/importTypeDefs', { file });
    expect(refusal.userMessage).toBe('typeDefInvalid');
    expect(refusal.errors).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'import', path: expect.stringMatching(/^\/definitions\/1\//) as unknown })]));
    expect((await refused(fresh.socket, 'act/importTypeDefs', { file: { format: 'something else' } })).userMessage).toBe('typeDefInvalid');
    expect(await ok(fresh.socket, 'act/typeDefs')).toEqual({ definitions: [], malformed: [] });
    await stop(fresh);
  });
});

describe('restarting', () => {
  it('keeps the stored types live after a restart', async () => {
    const restarted = await start({ dataDir });
    const registry = (await (await fetch(`${restarted.server.url}/api/registry`)).json()) as { hash: string };
    expect(registry.hash).toBe(hashBefore);
    await ok(restarted.socket, 'create/Permit', { name: 'After restart', holderType: 'INDUSTRY' });
    const found = await ok<SearchReply>(restarted.socket, 'search/ids', { must: [{ kind: 'type', value: 'Permit' }], facets: [{ field: 'holderType' }] });
    expect(found.total).toBe(2);
    expect(found.facets.holderType).toEqual(expect.arrayContaining([{ key: 'INDUSTRY', count: 2 }]));
    await stop(restarted);
  });

  it('starts without a definition that no longer builds after a plugin upgrade, and reports it to administrators', async () => {
    const upgraded = await start({ dataDir, registry: await upgradedPluginsRegistry() });
    const listed = await ok<{ definitions: { key: string; live: boolean; errors?: { message: string }[] }[] }>(upgraded.socket, 'act/typeDefs');
    expect(listed.definitions.map(({ key, live }) => ({ key, live }))).toEqual([
      { key: 'Permit', live: false },
      { key: 'Inspection', live: false },
    ]);
    expect(listed.definitions[0]?.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'list of values "ORG_TYPES" is not declared' })]));
    expect((await refused(upgraded.socket, 'create/Permit', { name: 'Gone' })).userMessage).toBe('badRequest');
    // The stored items stay; fixing the definition brings the type back with them, and the type referring to it.
    const fixed = permitDefinition();
    const holder = fixed.declaration.schema.properties.holderType;
    if (holder) holder.lov = 'ORG_KINDS';
    const facet = fixed.declaration.search?.facets?.find((f) => f.field === 'holderType');
    if (facet) facet.lov = undefined;
    await ok(upgraded.socket, 'act/saveTypeDef', { definition: fixed, _u: 1 });
    expect(await ok(upgraded.socket, 'read/Permit-1')).toMatchObject({ name: 'Harbour works', holderType: 'INDUSTRY' });
    const relisted = await ok<{ definitions: { key: string; live: boolean; errors?: unknown }[] }>(upgraded.socket, 'act/typeDefs');
    expect(relisted.definitions.map(({ key, live, errors }) => ({ key, live, errors }))).toEqual([
      { key: 'Permit', live: true, errors: undefined },
      { key: 'Inspection', live: true, errors: undefined },
    ]);
    const found = await ok<SearchReply>(upgraded.socket, 'search/ids', { must: [{ kind: 'type', value: 'Inspection' }], facets: [{ field: 'permit' }] });
    expect(found.facets.permit).toEqual([{ key: 'Permit-1', count: 1 }]);
    await stop(upgraded);
  });
});
