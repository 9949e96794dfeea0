import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';
import type { Envelope } from '../protocol/contract';
import { openSocket, type TestSocket } from '../testing/socketClient';

let t: ItemsTestServer;
let alice: TestSocket;
let bob: TestSocket;
let org: string;

async function signedInSocket(token: string): Promise<TestSocket> {
  const socket = await openSocket(t.url);
  expect(await socket.request({ o: 'tokenAuth', b: token })).toMatchObject({ o: 'authed' });
  return socket;
}

const body = (envelope: Envelope): Record<string, unknown> => envelope.b as Record<string, unknown>;

beforeAll(async () => {
  t = await startItemsTestServer();
  org = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY', industry: 'Mining' })).$id;
  // Two people who may both edit the organization: each administers it.
  alice = await signedInSocket((await t.createUser('Alice', { adminOrg: [org] })).token);
  bob = await signedInSocket((await t.createUser('Bob', { adminOrg: [org] })).token);
  // Building the registry of every built-in plugin and starting a server: slow on a busy machine.
}, 60_000);
afterAll(async () => {
  alice.close();
  bob.close();
  await t.close();
});

describe('two people editing the same item over the socket', () => {
  it('refuses the edit based on a version someone else changed since, writing nothing, until it is based on the new one', async () => {
    const read = body(await bob.request({ o: `read/${org}` }));
    expect(read).toMatchObject({ _u: 1, industry: 'Mining' });
    await bob.request({ o: `addWatch/${org}/1` });

    // Alice saves first; Bob hears of it.
    expect(body(await alice.request({ o: 'update', b: { $id: org, _u: 1, industry: 'Forestry' } }))).toMatchObject({ _u: 2, industry: 'Forestry' });
    expect(body(await bob.next((envelope) => envelope.o === 'item/update'))).toMatchObject({ item: { $id: org, _u: 2, industry: 'Forestry' } });

    // Bob's save still based on version 1 is refused, however harmless its fields look.
    const stale = await bob.request({ o: 'update', b: { $id: org, _u: 1, industry: 'Mining', orgType: 'Band council' } });
    expect(stale).toMatchObject({ o: 'update', erred: true, b: { userMessage: 'staleUpdate' } });
    const stored = body(await alice.request({ o: `read/${org}` }));
    expect(stored).toMatchObject({ _u: 2, industry: 'Forestry' });
    expect(stored).not.toHaveProperty('orgType');
    const timeline = body(await alice.request({ o: 'act/timeline', b: { id: org } })) as { entries: { u: number; op: string }[] };
    // The change log has the creation and Alice's update, nothing of Bob's refused one.
    expect(timeline.entries.map((entry) => entry.u).sort()).toEqual([1, 2]);

    // Based on version 2 (after merging Alice's change in), Bob's edit goes through and keeps hers.
    expect(body(await bob.request({ o: 'update', b: { $id: org, _u: 2, orgType: 'Band council' } }))).toMatchObject({ _u: 3, industry: 'Forestry', orgType: 'Band council' });
  });

  it('lets exactly one of two simultaneous saves based on the same version through', async () => {
    const { _u } = body(await alice.request({ o: `read/${org}` }));
    const [first, second] = await Promise.all([
      alice.request({ o: 'update', b: { $id: org, _u, legalName: 'Acme Holdings Ltd.' } }),
      bob.request({ o: 'update', b: { $id: org, _u, legalName: 'Acme Resources Inc.' } }),
    ]);
    const replies = [first, second];
    expect(replies.filter((reply) => reply.erred === true).map((reply) => body(reply).userMessage)).toEqual(['staleUpdate']);
    const winner = replies.find((reply) => reply.erred !== true);
    const stored = body(await alice.request({ o: `read/${org}` }));
    expect(stored._u).toBe(Number(_u) + 1);
    expect(stored.legalName).toBe(winner ? body(winner).legalName : undefined);
  });

  it('answers a stale save over HTTP with 409 and the same error key', async () => {
    const reply = await t.call(t.adminToken, 'update', { $id: org, _u: 1, industry: 'Fishing' });
    expect(reply).toMatchObject({ status: 409, erred: true, b: { userMessage: 'staleUpdate' } });
    expect(await t.ok(t.adminToken, `read/${org}`)).toMatchObject({ industry: 'Forestry' });
  });
});
