import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAllItemOperations } from '../items/registerAllOperations';
import { seedAccessFixture, type AccessFixture } from '../items/testing/accessFixture';
import type { FakeConnection } from '../items/testing/testActors';
import { createTestKit, type TestKit } from '../items/testing/testKit';
import { createLogger } from '../log';
import type { Envelope } from '../protocol/contract';
import { Dispatcher } from '../protocol/dispatcher';
import { OperationTable } from '../protocol/operationTable';

let kit: TestKit;
let fx: AccessFixture;
let dispatcher: Dispatcher;
let alice: FakeConnection;
let dave: FakeConnection;
let admin: FakeConnection;
/** What act/slow saw: its parameters, and whether its signal was aborted when released. */
let slow: { params: string[]; aborted?: boolean; release(): void };

beforeEach(() => {
  kit = createTestKit();
  fx = seedAccessFixture(kit);
  const operations = new OperationTable();
  registerAllItemOperations(operations, kit);
  // An action that waits until released, like a long export would.
  operations.register('act/slow', async (ctx, body) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    slow = { params: ctx.params, release };
    await gate;
    slow.aborted = ctx.signal?.aborted === true;
    return { echoed: body, params: ctx.params };
  });
  dispatcher = new Dispatcher({ operations, registry: () => kit.registryRef.current, log: createLogger('silent') });
  alice = kit.hub.connect(fx.actors.alice);
  dave = kit.hub.connect(fx.actors.dave);
  admin = kit.hub.connect(fx.actors.admin);
});
afterEach(() => kit.close());

async function call(connection: FakeConnection, o: string, b?: unknown): Promise<Envelope> {
  return (await dispatcher.dispatch({ o, b, s: '1' }, connection)).reply;
}

async function taskKeyOf(connection: FakeConnection, o: string, b?: unknown): Promise<string> {
  const reply = await call(connection, o, b);
  expect(reply.erred).toBeUndefined();
  const { taskKey } = reply.b as { taskKey: unknown };
  if (typeof taskKey !== 'string') throw new Error(`${o} answered no taskKey`);
  return taskKey;
}

describe('act/{action}/async', () => {
  it('runs any registered action as a task: taskKey at once, its reply in taskComplete and activeTask', async () => {
    await call(admin, 'act/setLegacyPath', { alias: 'old/1', itemId: fx.projects.publicP });
    const key = await taskKeyOf(alice, 'act/getLegacyPath/async', { alias: 'old/1' });
    expect(await kit.tasks.settled(key)).toMatchObject({ key, done: true, result: { itemId: fx.projects.publicP } });
    expect(alice.pushed('taskComplete')).toEqual([{ key, result: { itemId: fx.projects.publicP } }]);
    expect((await call(alice, `activeTask/${key}`)).b).toMatchObject({ result: { itemId: fx.projects.publicP } });
  });

  it('passes the segment after async to the action as its parameter', async () => {
    const key = await taskKeyOf(alice, 'act/slow/async/Project-3', { n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(slow.params).toEqual(['Project-3']);
    slow.release();
    expect(await kit.tasks.settled(key)).toMatchObject({ result: { echoed: { n: 1 }, params: ['Project-3'] } });
    // Without async the action answers as before.
    const plain = call(alice, 'act/slow/x', 2);
    await new Promise((resolve) => setImmediate(resolve));
    slow.release();
    expect((await plain).b).toEqual({ echoed: 2, params: ['x'] });
  });

  it('reports a refusal of the action as the task errorKey', async () => {
    const key = await taskKeyOf(alice, 'act/setLegacyPath/async', { alias: 'x', itemId: fx.projects.publicP });
    expect(await kit.tasks.settled(key)).toMatchObject({ done: true, errorKey: 'notAllowed' });
    expect(alice.pushed('taskComplete')).toEqual([{ key, errorKey: 'notAllowed' }]);
  });

  it('asyncCancel kills the task for its starter or an administrator only', async () => {
    const key = await taskKeyOf(alice, 'act/slow/async');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await call(dave, `act/slow/asyncCancel/${key}`)).b).toMatchObject({ userMessage: 'notAllowed' });
    expect((await call(alice, `act/slow/asyncCancel/${key}`)).b).toEqual({ killed: true });
    expect(await kit.tasks.settled(key)).toMatchObject({ done: true, errorKey: 'taskKilled' });
    expect(alice.pushed('taskComplete')).toEqual([{ key, errorKey: 'taskKilled' }]);
    slow.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(slow.aborted).toBe(true);
    const other = await taskKeyOf(alice, 'act/slow/async');
    expect((await call(admin, `act/slow/asyncCancel/${other}`)).b).toEqual({ killed: true });
    expect((await call(admin, 'act/slow/asyncCancel/nope')).b).toMatchObject({ userMessage: 'notFound' });
  });

  it('needs a signed-in caller and a registered action', async () => {
    const anon = kit.hub.connect(null);
    expect((await call(anon, 'act/getLegacyPath/async', { alias: 'old/1' })).b).toMatchObject({ userMessage: 'notAllowed' });
    expect((await call(alice, 'act/nothing/async')).b).toMatchObject({ userMessage: 'unknownOperation' });
  });
});
