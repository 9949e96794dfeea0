import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { itemsModule } from '../modules';
import type { Envelope } from '../protocol/contract';
import { openSocket, signIn, type TestSocket } from '../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../testing/testServer';
import { DERIVE_SLICE } from './bulkDeriver';
import { testRegistry } from './testing/testKit';

let server: RunningServer;
let writer: TestSocket;
let visitor: TestSocket;

beforeAll(async () => {
  const registry = testRegistry();
  server = await startTestServer({ registry: () => registry, modules: [itemsModule] });
  const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  writer = await openSocket(server.url);
  expect((await writer.request({ o: 'tokenAuth', b: token, v: server.config.version })).o).toBe('authed');
  visitor = await openSocket(server.url);
});
afterAll(async () => {
  writer.close();
  visitor.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

const body = (envelope: Envelope): Record<string, unknown> => envelope.b as Record<string, unknown>;
const pushedId = (envelope: Envelope): string => (envelope.b as { item: { $id: string } }).item.$id;

describe('createMany/{type} derived after its reply, over a real socket and store', () => {
  it("the writer's next search and read see every item of its call; another session gets the pushes once derived", async () => {
    const total = 2 * DERIVE_SLICE + 500;
    // The index is current before the call, so the search below takes the call in from the change feed.
    expect(body(await writer.request({ o: 'search/ids', b: { must: [{ kind: 'type', value: 'Organization' }] } }))).toMatchObject({ total: 0 });
    expect(body(await visitor.request({ o: 'addWatch/Organization-0', b: [] }))).toMatchObject({ count: 1 });

    const items = Array.from({ length: total }, (_, n) => ({ name: `Bulk ${n}` }));
    const created = body(await writer.request({ o: 'createMany/Organization', b: { items } }));
    expect(created.created).toBe(total);
    const ids = created.ids as string[];

    const search = { must: [{ kind: 'type', value: 'Organization' }, { kind: 'text', value: 'Bulk' }], facets: [{ field: '_c' }], max: 5 };
    expect(body(await writer.request({ o: 'search/ids', b: search }))).toMatchObject({ total, facets: { _c: [{ key: 'User-1', count: total }] } });
    const last = ids[total - 1] ?? '';
    expect(body(await writer.request({ o: `read/${last}` }))).toMatchObject({ $id: last, name: `Bulk ${total - 1}` });
    const many = (await writer.request({ o: 'readMany/object', b: ids.slice(0, 3) })).b as { $id: string }[];
    expect(many.map((item) => item.$id)).toEqual(ids.slice(0, 3));

    const first = await visitor.next((envelope) => envelope.o === 'item/update');
    // A push follows the commit of its item's derived rows.
    const values = server.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM item_values WHERE item_id = ?').get(pushedId(first));
    expect(values?.n).toBeGreaterThan(0);
    const pushed = [pushedId(first)];
    while (pushed.length < total) pushed.push(pushedId(await visitor.next((envelope) => envelope.o === 'item/update')));
    expect(pushed).toEqual(ids);
    expect(server.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM item_derivations').get()?.n).toBe(0);
  }, 120_000);

  it('writes what a call left pending before any other operation of its writer, even one about another item', async () => {
    const other = body(await writer.request({ o: 'create/Organization', b: { name: 'Before the batch' } }));
    const created = body(await writer.request({ o: 'createMany/Organization', b: { items: [{ name: 'Pending 1' }, { name: 'Pending 2' }] } }));
    const count = (sql: string): number | undefined => server.db.prepare<[], { n: number }>(sql).get()?.n;
    // The call wrote only its record; its items wait for the deriver (20 ms of grace for a next call,
    // and it gives way while a request is under way), or for the writer's next request.
    const timeline = body(await writer.request({ o: 'act/timeline', b: { id: other.$id } }));
    expect(timeline.id).toBe(other.$id);
    expect(count('SELECT count(*) AS n FROM item_derivations')).toBe(0);
    expect(count(`SELECT count(*) AS n FROM items WHERE id IN ('${(created.ids as string[]).join("','")}')`)).toBe(2);
  });
});
