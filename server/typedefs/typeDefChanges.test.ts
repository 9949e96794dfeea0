import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeField, type TypeDefinition } from '../../engine/typedef';
import type { RunningServer } from '../app';
import type { ItemJson } from '../items/itemShape';
import type { TestSocket } from '../testing/socketClient';
import { removeDataDir } from '../testing/testServer';
import { adminToken, ok, permitDefinition, plusField, refused, socketWith, startTypeDefServer, type SearchReply } from './typeDefs.testkit';

let server: RunningServer;
let admin: TestSocket;
/** The definition as last saved, and the _u of its sys.TypeDef item. */
let current: TypeDefinition;
let u = 0;

async function save(definition: TypeDefinition): Promise<{ item: ItemJson; taskKey: string }> {
  const saved = await ok<{ item: ItemJson; taskKey: string }>(admin, 'act/saveTypeDef', { definition, _u: u });
  current = definition;
  u = saved.item._u;
  await admin.next((e) => e.o === 'taskComplete' && (e.b as { key: string }).key === saved.taskKey);
  return saved;
}

interface Timeline {
  entries: { u: number; op: string; by: string; changes: Record<string, { old?: unknown; new?: unknown }> }[];
}

beforeAll(async () => {
  server = await startTypeDefServer();
  admin = await socketWith(server, await adminToken(server));
  const first = await ok<{ item: ItemJson; taskKey: string }>(admin, 'act/saveTypeDef', { definition: permitDefinition() });
  current = permitDefinition();
  u = first.item._u;
  await ok(admin, 'create/Permit', { name: 'Harbour works', holderType: 'INDUSTRY' });
  await ok(admin, 'create/Permit', { name: 'School fair', holderType: 'EDUCATION', expires: '2030-01-15' });
  await ok(admin, 'create/Permit', { name: 'Quarry' });
});
afterAll(async () => {
  admin.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

describe('changing a type that has items', () => {
  it('adds an optional field freely', async () => {
    const next = plusField(current, { name: 'reference', label: 'Reference', kind: 'text', header: true });
    expect(await ok(admin, 'act/checkTypeDef', { definition: next })).toMatchObject({ errors: [], changes: { breaking: [] }, breaking: { count: 0, checked: 0 } });
    const saved = await save(next);
    expect(saved.item).toMatchObject({ $id: 'sys.TypeDef-1', _u: 2 });
    // The saving socket followed the reindex task: progress, then completion (save() waited for it).
    expect((await admin.next((e) => e.o === 'taskUpdate')).b).toEqual({ key: 'reindex:Permit', percentageComplete: 100 });
    expect(await ok(admin, 'update', { $id: 'Permit-1', _u: 1, reference: 'A-17' })).toMatchObject({ reference: 'A-17', _u: 2 });
  });

  it('refuses a new required field without a default, with the count of items it would break and an example', async () => {
    const next = plusField(current, { name: 'inspector', label: 'Inspector', kind: 'text', required: true });
    const check = await ok(admin, 'act/checkTypeDef', { definition: next });
    expect(check).toMatchObject({
      errors: [],
      changes: { breaking: [{ field: 'inspector', keyword: 'required' }] },
      breaking: { count: 3, checked: 3, example: { id: 'Permit-1', errors: [{ path: '/inspector', messageId: 'errors.required', values: {} }] } },
    });
    const refusal = await refused(admin, 'act/saveTypeDef', { definition: next, _u: u });
    expect(refusal).toMatchObject({ userMessage: 'typeDefBreaking', key: 'Permit', count: 3, checked: 3, example: { id: 'Permit-1' } });
    expect(await ok(admin, 'read/sys.TypeDef-1')).toMatchObject({ _u: u });
    expect((await refused(admin, 'create/Permit', { name: 'Still old type', inspector: 'Ann' })).userMessage).toBe('validationFailed');
  });

  it('accepts the same field with a default: existing items get it through the store, and their timeline says so', async () => {
    const next = plusField(current, { name: 'inspector', label: 'Inspector', kind: 'text', required: true }, { inspector: 'Unassigned' });
    expect(await ok(admin, 'act/checkTypeDef', { definition: next })).toMatchObject({
      changes: { breaking: [], info: [{ field: 'inspector', kind: 'added' }, { field: 'inspector', kind: 'requiredWithDefault' }] },
      breaking: { count: 0 },
    });
    await save(next);
    for (const id of ['Permit-1', 'Permit-2', 'Permit-3']) expect(await ok(admin, `read/${id}`), id).toMatchObject({ inspector: 'Unassigned' });
    const timeline = await ok<Timeline>(admin, 'act/timeline', { id: 'Permit-3' });
    expect(timeline.entries.at(-1)).toMatchObject({ u: 2, op: 'update', by: 'User-1', changes: { inspector: { new: 'Unassigned' } } });
    expect((await refused(admin, 'create/Permit', { name: 'No inspector' })).userMessage).toBe('validationFailed');
    expect(await ok(admin, 'create/Permit', { name: 'Inspected', inspector: 'Ann' })).toMatchObject({ $id: 'Permit-4' });
    const typeDefTimeline = await ok<Timeline>(admin, 'act/timeline', { id: 'sys.TypeDef-1' });
    expect(typeDefTimeline.entries.map((e) => e.u)).toEqual([1, 2, 3]);
  });

  it('refuses narrowing a field type that stored values would fail, and accepts a narrowing no stored value fails', async () => {
    const asNumber = structuredClone(current);
    asNumber.declaration.schema.properties.reference = { type: 'integer' };
    const refusal = await refused(admin, 'act/saveTypeDef', { definition: asNumber, _u: u });
    expect(refusal).toMatchObject({ userMessage: 'typeDefBreaking', count: 1, checked: 4, example: { id: 'Permit-1' }, changes: [{ field: 'reference', keyword: 'type' }] });

    const shorter = structuredClone(current);
    shorter.declaration.schema.properties.reference = { type: 'string', maxLength: 10 };
    expect(await ok(admin, 'act/checkTypeDef', { definition: shorter })).toMatchObject({ changes: { breaking: [{ keyword: 'maxLength' }] }, breaking: { count: 0, checked: 4 } });
    await save(shorter);
    expect((await refused(admin, 'update', { $id: 'Permit-2', _u: 2, reference: 'much longer than ten' })).userMessage).toBe('validationFailed');
  });

  it('keeps the values of a removed field stored, hidden from validation, so later updates still succeed', async () => {
    await save(removeField(current, 'reference'));
    const permit = await ok<ItemJson>(admin, 'read/Permit-1');
    expect(permit).toMatchObject({ reference: 'A-17', _u: 3 });
    // The client sends the item back as it read it, the removed field included.
    const updated = await ok<ItemJson>(admin, 'update', { ...permit, name: 'Harbour works, phase 2' });
    expect(updated).toMatchObject({ name: 'Harbour works, phase 2', reference: 'A-17', _u: 4 });
    expect((await refused(admin, 'update', { $id: 'Permit-1', _u: 4, reference: 'B-2' })).userMessage).toBe('validationFailed');
    expect((await refused(admin, 'create/Permit', { name: 'New', inspector: 'Ann', reference: 'C-3' })).userMessage).toBe('validationFailed');
  });

  it('reindexes the type after a change: a new facet counts the stored items', async () => {
    const withFacet = structuredClone(current);
    withFacet.declaration.search = { ...withFacet.declaration.search, facets: [...(withFacet.declaration.search?.facets ?? []), { field: 'inspector', kind: 'terms' }] };
    await save(withFacet);
    const found = await ok<SearchReply>(admin, 'search/ids', { must: [{ kind: 'type', value: 'Permit' }], facets: [{ field: 'inspector' }] });
    expect(found.facets.inspector).toEqual([{ key: 'Unassigned', count: 3 }, { key: 'Ann', count: 1 }]);
  });

  it('refuses archiving a type while items of it exist, with their count', async () => {
    expect(await refused(admin, 'act/archiveTypeDef', { key: 'Permit' })).toMatchObject({ userMessage: 'typeDefInUse', key: 'Permit', count: 4 });
    expect(await ok(admin, 'read/sys.TypeDef-1')).toMatchObject({ state: 'ACTIVE' });
  });
});

describe('extending a built-in type', () => {
  const extension = (required: boolean, defaults?: Record<string, unknown>): TypeDefinition => ({
    declaration: {
      key: 'Organization',
      extends: 'Organization',
      label: 'types.Organization.label',
      schema: { type: 'object', properties: { licence: { type: 'string', maxLength: 40 } }, ...(required ? { required: ['licence'] } : {}) },
      fields: { licence: { widget: 'text', order: 50 } },
      search: { facets: [{ field: 'licence', kind: 'terms' }] },
    },
    messages: { en: { 'types.Organization.fields.licence': 'Licence' } },
    ...(defaults ? { defaults } : {}),
  });

  it('counts the built-in items a required extension field would break, fills them from a default, and archives the extension keeping the values', async () => {
    await ok(admin, 'create/Organization', { displayName: 'Acme', type: 'INDUSTRY' });
    await ok(admin, 'create/Organization', { displayName: 'Museum of Rain', type: 'MUSEUM' });
    expect(await refused(admin, 'act/saveTypeDef', { definition: extension(true) })).toMatchObject({ userMessage: 'typeDefBreaking', key: 'Organization', count: 2, checked: 2 });

    const saved = await ok<{ item: ItemJson; taskKey: string }>(admin, 'act/saveTypeDef', { definition: extension(true, { licence: 'NONE' }) });
    expect(saved.taskKey).toBe('reindex:Organization');
    await admin.next((e) => e.o === 'taskComplete' && (e.b as { key: string }).key === 'reindex:Organization');
    const found = await ok<SearchReply>(admin, 'search/ids', { must: [{ kind: 'type', value: 'Organization' }], facets: [{ field: 'licence' }] });
    expect(found.facets.licence).toEqual([{ key: 'NONE', count: 2 }]);

    const archived = await ok<{ item: ItemJson }>(admin, 'act/archiveTypeDef', { key: 'Organization' });
    expect(archived.item).toMatchObject({ key: 'Organization', state: 'ARCHIVED' });
    const organization = await ok<ItemJson>(admin, 'read/Organization-1');
    expect(organization).toMatchObject({ licence: 'NONE' });
    expect(await ok(admin, 'update', { ...organization, displayName: 'Acme Ltd' })).toMatchObject({ displayName: 'Acme Ltd', licence: 'NONE' });
    const listed = await ok<{ definitions: { key: string; state: string; live: boolean }[] }>(admin, 'act/typeDefs');
    expect(listed.definitions.map(({ key, state, live }) => ({ key, state, live }))).toEqual([
      { key: 'Permit', state: 'ACTIVE', live: true },
      { key: 'Organization', state: 'ARCHIVED', live: false },
    ]);
  });
});
