import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { itemsModule } from '../modules';
import { openSocket, type TestSocket } from '../testing/socketClient';
import { removeDataDir, startTestServer } from '../testing/testServer';
import { MAX_READ_MANY_IDS } from './readMany';
import { testRegistry } from './testing/testKit';

let server: RunningServer;
let anonymous: TestSocket;

beforeAll(async () => {
  const registry = testRegistry();
  server = await startTestServer({ registry: () => registry, modules: [itemsModule] });
  anonymous = await openSocket(server.url);
});
afterAll(async () => {
  anonymous.close();
  await server.close();
  removeDataDir(server.config.dataDir);
});

/** The JSON text of a search whose subs nest `levels` deep (JSON.stringify itself recurses too deep for 10,000). */
function nestedSubs(levels: number): string {
  const inner = JSON.stringify({ must: [{ kind: 'type', value: 'Project' }] });
  return `${'{"subs":['.repeat(levels - 1)}${inner}${']}'.repeat(levels - 1)}`;
}

describe('request size limits of the item operations', () => {
  it('refuses readMany/object over the id cap with tooManyIds, and reads a list at the cap', async () => {
    const over = Array.from({ length: MAX_READ_MANY_IDS + 1 }, (_, index) => `Project-${index}`);
    expect(await anonymous.request({ o: 'readMany/object', b: over })).toMatchObject({ erred: true, b: { userMessage: 'tooManyIds' } });
    const atCap = await anonymous.request({ o: 'readMany/object', b: over.slice(1) });
    expect(atCap.erred).toBeUndefined();
    expect(atCap.b).toHaveLength(MAX_READ_MANY_IDS);
    expect((atCap.b as unknown[])[0]).toEqual({ $id: 'Project-1', notFound: true });
  });

  it('answers search/ids with subs nested 10,000 deep with queryTooDeep, not a 500', async () => {
    const text = `{"o":"search/ids","s":"deep","b":${nestedSubs(10_000)}}`;
    anonymous.send(text);
    expect(await anonymous.next((reply) => reply.s === 'deep')).toMatchObject({ erred: true, b: { userMessage: 'queryTooDeep' } });
    const overHttp = await fetch(`${server.url}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    expect(overHttp.status).toBe(400);
    expect(await overHttp.json()).toMatchObject({ erred: true, b: { userMessage: 'queryTooDeep' } });
    anonymous.send(`{"o":"search/ids","s":"ok","b":${nestedSubs(8)}}`);
    expect(await anonymous.next((reply) => reply.s === 'ok')).toMatchObject({ o: 'search/ids', b: { total: 0 } });
  });
});
