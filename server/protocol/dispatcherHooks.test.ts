import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { testRegistry } from '../items/testing/testKit';
import type { Actor, Connection } from './contract';
import { Dispatcher } from './dispatcher';
import { OperationTable } from './operationTable';

const actor: Actor = { userId: 'User-5', admin: false, capabilities: {}, readOrgs: [], adminOrgs: [] };
const connectionOf = (who: Actor | null): Connection => ({ id: 'c1', actor: who, canPush: false, push: () => undefined });

function dispatcherWithHooks(): { dispatcher: Dispatcher; heard: string[] } {
  const operations = new OperationTable();
  const heard: string[] = [];
  operations.register('read', (ctx) => {
    heard.push(`handler ${ctx.params.join('/')}`);
    return { ok: true };
  });
  operations.register('act/isAllowed', () => true, { anonymous: true });
  const registry = testRegistry();
  const dispatcher = new Dispatcher({ operations, registry: () => registry, log: createLogger('silent') });
  dispatcher.beforeOperation((prefix, who) => heard.push(`first ${prefix} ${who?.userId ?? 'anonymous'}`));
  dispatcher.beforeOperation((prefix) => heard.push(`second ${prefix}`));
  return { dispatcher, heard };
}

describe('Dispatcher.beforeOperation', () => {
  it('runs every hook, in order, with the resolved prefix and the caller, before the handler', async () => {
    const { dispatcher, heard } = dispatcherWithHooks();
    const result = await dispatcher.dispatch({ o: 'read/Project-3' }, connectionOf(actor));
    expect(result.status).toBe(200);
    expect(heard).toEqual(['first read User-5', 'second read', 'handler Project-3']);
    await dispatcher.dispatch({ o: 'act/isAllowed' }, connectionOf(null));
    expect(heard.slice(3)).toEqual(['first act/isAllowed anonymous', 'second act/isAllowed']);
  });

  it('runs no hook for an unknown operation or a caller the operation refuses', async () => {
    const { dispatcher, heard } = dispatcherWithHooks();
    expect((await dispatcher.dispatch({ o: 'nothing/here' }, connectionOf(actor))).status).toBe(404);
    expect((await dispatcher.dispatch({ o: 'read/Project-3' }, connectionOf(null))).status).toBe(401);
    expect(heard).toEqual([]);
  });

  it("answers a hook's error as the operation's (the handler does not run)", async () => {
    const { dispatcher, heard } = dispatcherWithHooks();
    dispatcher.beforeOperation(() => {
      throw new Error('disk full');
    });
    const result = await dispatcher.dispatch({ o: 'read/Project-3' }, connectionOf(actor));
    expect(result.status).toBe(500);
    expect(heard).toEqual(['first read User-5', 'second read']);
  });
});
