import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import type { ItemJson } from '../items/itemShape';
import { postJson, type TestSocket } from '../testing/socketClient';
import { removeDataDir } from '../testing/testServer';
import { adminToken, ok, permitDefinition, refused, socketWith, startTypeDefServer, userToken, type SearchReply } from './typeDefs.testkit';

let server: RunningServer;
let admin: TestSocket;
let observer: TestSocket;
let user: TestSocket;
let token: string;

beforeAll(async () => {
  server = await startTypeDefServer();
  token = await adminToken(server);
  admin = await socketWith(server, token);
  observer = await socketWith(server, await adminToken(server));
  user = await socketWith(server, await userToken(server, 'plain@example.com'));
});
afterAll(async () => {
  for (const socket of [admin, observer, user]) socket.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

const permitSearch = { must: [{ kind: 'type', value: 'Permit' }], facets: [{ field: 'holderType' }] };

describe('defining a type at run time', () => {
  it('checks a definition live, then saves it as a versioned system item and makes the type live everywhere', async () => {
    const unknownBefore = await refused(admin, 'create/Permit', { name: 'Too early' });
    expect(unknownBefore.userMessage).toBe('badRequest');

    // A first definition's required fields could only break existing items, and there are none.
    const check = await ok<{ errors: unknown[]; changes: { info: { field: string }[] }; breaking: unknown }>(admin, 'act/checkTypeDef', { definition: permitDefinition() });
    expect(check).toMatchObject({ errors: [], breaking: { count: 0, checked: 0 } });
    expect(check.changes.info.map((i) => i.field)).toEqual(['name', 'holderType', 'expires']);

    const saved = await ok<{ item: ItemJson; taskKey: string }>(admin, 'act/saveTypeDef', { definition: permitDefinition() });
    expect(saved.item).toMatchObject({ $id: 'sys.TypeDef-1', _u: 1, key: 'Permit', state: 'ACTIVE', $access: 'PRIVATE', _c: { by: 'vgn-0' } });
    expect(saved.taskKey).toBe('reindex:Permit');
    const done = await admin.next((e) => e.o === 'taskComplete' && (e.b as { key: string }).key === 'reindex:Permit');
    expect(done.b).toEqual({ key: 'reindex:Permit' });

    // Every socket hears the change, and the registry it reloads serves the new type with its menu entry and texts.
    const pushed = await observer.next((e) => e.o === 'registry/changed');
    const registry = (await (await fetch(`${server.url}/api/registry/declarations`)).json()) as { hash: string; runtimeTypes: { declaration: { key: string }; nav?: { path: string }; messages?: { en?: Record<string, string> } }[] };
    expect(pushed.b).toEqual({ hash: registry.hash });
    expect(registry.runtimeTypes).toHaveLength(1);
    expect(registry.runtimeTypes[0]).toMatchObject({ declaration: { key: 'Permit' }, nav: { path: 'permit' }, messages: { en: { 'types.Permit.fields.holderType': 'Holder type' } } });

    const listed = await ok<{ definitions: Record<string, unknown>[] }>(admin, 'act/typeDefs');
    expect(listed.definitions).toEqual([expect.objectContaining({ id: 'sys.TypeDef-1', _u: 1, key: 'Permit', state: 'ACTIVE', live: true })]);
    const timeline = await ok<{ entries: { op: string; by: string }[] }>(admin, 'act/timeline', { id: 'sys.TypeDef-1' });
    expect(timeline.entries).toEqual([expect.objectContaining({ u: 1, op: 'create', by: 'User-1' })]);
  });

  it('lets another socket create, validate, read and search the new type with its facets at once', async () => {
    const first = await ok<ItemJson>(observer, 'create/Permit', { name: 'Harbour works', holderType: 'INDUSTRY', expires: '2031-05-01' });
    expect(first).toMatchObject({ $id: 'Permit-1', _u: 1, $access: 'COMMUNITY' });
    await ok(user, 'create/Permit', { name: 'School fair', holderType: 'EDUCATION', expires: '2030-01-15' });
    await ok(user, 'create/Permit', { name: 'Quarry', holderType: 'INDUSTRY' });

    const invalid = await refused(user, 'create/Permit', { name: 'Bad list', holderType: 'PIRATES' });
    expect(invalid).toMatchObject({ userMessage: 'validationFailed', errors: [{ path: '/holderType', messageId: 'errors.lovValue', values: { list: 'ORG_TYPES' } }] });
    const unknownField = await refused(user, 'create/Permit', { name: 'Extra', colour: 'red' });
    expect(unknownField.userMessage).toBe('validationFailed');

    expect(await ok(user, 'read/Permit-1')).toMatchObject({ name: 'Harbour works', holderType: 'INDUSTRY', expires: '2031-05-01' });
    const found = await ok<SearchReply>(user, 'search/ids', permitSearch);
    expect(found.total).toBe(3);
    expect(found.facets.holderType).toEqual(expect.arrayContaining([
      { key: 'INDUSTRY', count: 2 },
      { key: 'EDUCATION', count: 1 },
      { key: 'GOVERNMENT', count: 0 },
    ]));
    const selected = await ok<SearchReply>(user, 'search/ids', { ...permitSearch, facets: [{ field: 'holderType', selected: ['EDUCATION'] }] });
    expect(selected).toMatchObject({ ids: ['Permit-2'], total: 1 });
    const text = await ok<SearchReply>(user, 'search/ids', { must: [{ kind: 'text', value: 'quarry' }] });
    expect(text.ids).toEqual(['Permit-3']);
  });

  it('pushes updates of the new type to watchers, as for built-in types', async () => {
    await ok(user, 'addWatch/Permit-1/1');
    const updated = await ok<ItemJson>(observer, 'update', { $id: 'Permit-1', _u: 1, holderType: 'GOVERNMENT' });
    expect(updated._u).toBe(2);
    const push = await user.next((e) => e.o === 'item/update' && (e.b as { item: ItemJson }).item.$id === 'Permit-1');
    expect(push.b).toMatchObject({ item: { holderType: 'GOVERNMENT', _u: 2 } });
  });

  it('answers over the HTTP fallback too', async () => {
    const response = await postJson(`${server.url}/api/item`, { o: 'act/typeDefs', s: '1' }, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ o: 'act/typeDefs', b: { definitions: [{ key: 'Permit' }] } });
  });
});

describe('who may change type definitions', () => {
  it('refuses every type definition operation to users who are not administrators', async () => {
    for (const [o, b] of [
      ['act/typeDefs', undefined],
      ['act/checkTypeDef', { definition: permitDefinition() }],
      ['act/saveTypeDef', { definition: permitDefinition(), _u: 1 }],
      ['act/archiveTypeDef', { key: 'Permit' }],
      ['act/exportTypeDefs', undefined],
      ['act/importTypeDefs', { file: {} }],
    ] as const) {
      expect((await refused(user, o, b)).userMessage, o).toBe('notAllowed');
    }
    expect((await refused(user, 'read/sys.TypeDef-1')).userMessage).toBe('notAllowed');
    const search = await ok<SearchReply>(user, 'search/ids', { must: [{ kind: 'type', value: 'sys.TypeDef' }] });
    expect(search.total).toBe(0);
    const download = await fetch(`${server.url}/api/type-defs/export`);
    expect(download.status).toBe(401);
  });

  it('refuses raw writes of sys.TypeDef items, even to administrators: only act/saveTypeDef writes them', async () => {
    const created = await refused(admin, 'create/sys.TypeDef', { key: 'Sneaky', state: 'ACTIVE', definition: { declaration: {} } });
    expect(created.userMessage).toBe('notAllowed');
    const updated = await refused(admin, 'update', { $id: 'sys.TypeDef-1', _u: 1, state: 'ARCHIVED' });
    expect(updated.userMessage).toBe('notAllowed');
    expect(await ok(admin, 'read/sys.TypeDef-1')).toMatchObject({ _u: 1, state: 'ACTIVE' });
  });

  it('refuses an invalid definition with its errors, and a save based on an older version', async () => {
    const broken = permitDefinition();
    const holder = broken.declaration.schema.properties.holderType;
    if (holder) holder.lov = 'NO_SUCH_LIST';
    const check = await ok<{ errors: { path: string }[] }>(admin, 'act/checkTypeDef', { definition: broken });
    expect(check.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/declaration/schema/properties/holderType/lov' })]));
    const invalid = await refused(admin, 'act/saveTypeDef', { definition: broken, _u: 1 });
    expect(invalid).toMatchObject({ userMessage: 'typeDefInvalid', errors: check.errors });

    const platform = {
      declaration: { key: 'sys.TypeDef', extends: 'sys.TypeDef', label: 'types.sys.TypeDef.label', schema: { type: 'object', properties: { note: { type: 'string' } } } },
      messages: { en: { 'types.sys.TypeDef.fields.note': 'Note' } },
    };
    expect(await refused(admin, 'act/saveTypeDef', { definition: platform })).toMatchObject({
      userMessage: 'typeDefInvalid',
      errors: [{ source: 'runtime:sys.TypeDef', path: '/declaration/key', message: 'platform types (sys.*) cannot be defined or extended' }],
    });

    expect((await refused(admin, 'act/saveTypeDef', { definition: permitDefinition() })).userMessage).toBe('staleUpdate');
    expect((await refused(admin, 'act/saveTypeDef', { definition: permitDefinition(), _u: 7 })).userMessage).toBe('staleUpdate');
  });
});
