import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { itemsModule } from '../modules';
import type { Envelope } from '../protocol/contract';
import { openSocket, postJson, signIn, type TestSocket } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';
import { testRegistry } from './testing/testKit';

let server: RunningServer;
let admin: TestSocket;
let anonymous: TestSocket;

beforeAll(async () => {
  const registry = testRegistry();
  server = await startTestServer({ registry: () => registry, modules: [itemsModule] });
  const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  admin = await openSocket(server.url);
  expect((await admin.request({ o: 'tokenAuth', b: token, v: server.config.version })).o).toBe('authed');
  anonymous = await openSocket(server.url);
});
afterAll(async () => {
  admin.close();
  anonymous.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

const body = (envelope: Envelope): Record<string, unknown> => envelope.b as Record<string, unknown>;

describe('the item operations over a real socket and store', () => {
  it('create, search, watch and push, with anonymous visitors seeing public items only', async () => {
    const org = body(await admin.request({ o: 'create/Organization', b: { name: 'Acme' } }));
    const project = body(await admin.request({ o: 'create/Project', b: { name: 'Hidden works', owner: org.$id } }));
    expect(project).toMatchObject({ $access: 'PROTECTED', _c: { by: 'User-1' } });

    const search = { must: [{ kind: 'type', value: ['Project', 'Organization'] }], facets: [{ field: '_c' }] };
    expect(body(await admin.request({ o: 'search/ids', b: search }))).toMatchObject({ total: 2, facets: { _c: [{ key: 'User-1', count: 2 }] } });
    expect(body(await anonymous.request({ o: 'search/ids', b: search }))).toMatchObject({ ids: [org.$id], total: 1, facets: { _c: [{ key: 'User-1', count: 1 }] } });
    const refused = await anonymous.request({ o: `read/${String(project.$id)}` });
    expect(refused).toMatchObject({ erred: true, b: { userMessage: 'notAllowed' } });

    await anonymous.request({ o: `addWatch/${String(org.$id)}/1` });
    await anonymous.request({ o: `addWatch/${String(project.$id)}/1` });
    await admin.request({ o: 'update', b: { $id: project.$id, _u: 1, name: 'Still hidden' } });
    await admin.request({ o: 'update', b: { $id: org.$id, _u: 1, name: 'Acme Ltd' } });
    const push = await anonymous.next((envelope) => envelope.o === 'item/update');
    expect(push.b).toMatchObject({ item: { $id: org.$id, name: 'Acme Ltd', _u: 2 } });
  });

  it('creates many items in one call over HTTP POST /api/item, all or nothing', async () => {
    const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const call = (items: unknown[]) => postJson(`${server.url}/api/item`, { o: 'createMany/Organization', b: { items }, s: '3' }, { authorization: `Bearer ${token}` });
    const refused = await call([{ name: 'Bulk A' }, { name: 12 }]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ erred: true, b: { userMessage: 'createManyRefused', errors: [{ index: 1, userMessage: 'validationFailed' }] } });
    const created = await call([{ name: 'Bulk A' }, { name: 'Bulk B' }]);
    expect(await created.json()).toMatchObject({ b: { created: 2 } });
    const found = body(await admin.request({ o: 'search/ids', b: { must: [{ kind: 'type', value: 'Organization' }, { kind: 'text', value: 'Bulk' }] } }));
    expect(found).toMatchObject({ total: 2 });
  });

  it('answers search/ids over HTTP POST /api/item too', async () => {
    const response = await postJson(`${server.url}/api/item`, { o: 'search/ids', b: { must: [{ kind: 'type', value: 'Organization' }], labels: true }, s: '9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ o: 'search/ids', s: '9', b: { labels: { 'Organization-1': 'Acme Ltd' } } });
  });

  it('resolves legacy paths, runs an action in the background and tells type watchers of deletions', async () => {
    const org = body(await admin.request({ o: 'create/Organization', b: { name: 'Legacy Org' } }));
    await admin.request({ o: 'act/setLegacyPath', b: { alias: 'org/42', itemId: org.$id } });
    expect(body(await anonymous.request({ o: 'act/getLegacyPath', b: { alias: '/org/42' } }))).toEqual({ itemId: org.$id });

    const started = body(await admin.request({ o: 'act/getLegacyPath/async', b: { alias: 'org/42' } }));
    expect(typeof started.taskKey).toBe('string');
    const complete = await admin.next((envelope) => envelope.o === 'taskComplete');
    expect(complete.b).toEqual({ key: started.taskKey, result: { itemId: org.$id } });

    expect(body(await anonymous.request({ o: 'addWatch/Organization-0', b: [] }))).toMatchObject({ count: 1 });
    await admin.request({ o: `delete/${String(org.$id)}`, b: { _u: 1 } });
    const gone = await anonymous.next((envelope) => envelope.o === 'item/update' && (envelope.b as { item: { $id: string } }).item.$id === org.$id);
    expect(gone.b).toMatchObject({ item: { $id: org.$id, $deleted: true } });
    expect(await anonymous.request({ o: 'act/getLegacyPath', b: { alias: 'org/42' } })).toMatchObject({ erred: true, b: { userMessage: 'notFound' } });
  });
});
