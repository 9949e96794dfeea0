import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';
import { openSocket } from '../testing/socketClient';

let t: ItemsTestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
let org: string;

beforeAll(async () => {
  t = await startItemsTestServer();
  org = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY' })).$id;
  alice = await t.createUser('Alice', { adminOrg: [org] });
  bob = await t.createUser('Bob');
  carol = await t.createUser('Carol', { readOrg: [org] });
});
afterAll(() => t.close());

async function newMeeting(): Promise<{ $id: string; _u: number }> {
  return t.ok(alice.token, 'create/Meeting', { owner: org, summary: 'Weekly', date: '2024-05-02', meetingTypes: ['VIRTUAL'], $access: 'PROTECTED' });
}

describe('delete/{id}', () => {
  it('refuses a stale _u, deletes with the fresh one, records it and tells the watchers', async () => {
    const meeting = await newMeeting();
    const watcher = await openSocket(t.url);
    expect(await watcher.request({ o: 'tokenAuth', b: carol.token })).toMatchObject({ o: 'authed' });
    expect(await watcher.request({ o: `addWatch/${meeting.$id}/${meeting._u}` })).toMatchObject({ b: {} });

    const updated = await t.ok<{ _u: number }>(t.adminToken, 'update', { $id: meeting.$id, _u: meeting._u, summary: 'Weekly sync' });
    await watcher.next((envelope) => envelope.o === 'item/update');
    expect(await t.refusal(alice.token, `delete/${meeting.$id}`, { _u: meeting._u })).toBe('staleUpdate');
    expect(await t.ok(alice.token, `read/${meeting.$id}`)).toMatchObject({ summary: 'Weekly sync' });

    const reply = await t.ok(alice.token, `delete/${meeting.$id}`, { _u: updated._u });
    const stub = { $id: meeting.$id, _t: 'Meeting', _i: Number(meeting.$id.split('-')[1]), _u: updated._u + 1, $deleted: true };
    expect(reply).toEqual(stub);
    expect((await watcher.next((envelope) => envelope.o === 'item/update')).b).toEqual({ item: stub });
    expect(await t.refusal(alice.token, `read/${meeting.$id}`)).toBe('notFound');
    expect(await t.refusal(alice.token, `delete/${meeting.$id}`, { _u: updated._u + 1 })).toBe('notFound');
    const ops = t.server.db.prepare<[string], { op: string; actor: string }>('SELECT op, actor FROM item_changes WHERE item_id = ? ORDER BY seq').all(meeting.$id);
    expect(ops).toEqual([
      { op: 'create', actor: alice.id },
      { op: 'update', actor: 'User-1' },
      { op: 'delete', actor: alice.id },
    ]);
    watcher.close();
  });

  it('needs the write rule on the item: readers and strangers are refused, nobody deletes their own User item', async () => {
    const meeting = await newMeeting();
    expect(await t.refusal(carol.token, `delete/${meeting.$id}`, { _u: meeting._u })).toBe('notAllowed');
    expect(await t.refusal(bob.token, `delete/${meeting.$id}`, { _u: meeting._u })).toBe('notAllowed');
    expect(await t.refusal(null, `delete/${meeting.$id}`, { _u: meeting._u })).toBe('notAllowed');
    expect(await t.refusal(bob.token, `delete/${bob.id}`, { _u: 1 })).toBe('notAllowed');
    expect(await t.refusal(alice.token, `delete/${meeting.$id}`, {})).toBe('badRequest');
    expect(await t.refusal(alice.token, 'delete/Meeting', { _u: 1 })).toBe('invalidId');
    expect(await t.ok(t.adminToken, `delete/${meeting.$id}`, { _u: meeting._u })).toMatchObject({ $deleted: true });
  });
});
