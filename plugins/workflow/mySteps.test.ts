import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { myOverdueStepsSearch, myStepsSearch, type MyStepsReply } from './mySteps/mySteps';

/**
 * "My steps" over the real protocol, on the casework fixture's Case type: act/workflow.mySteps lists
 * the asker's current steps soonest due first (overdue ones lead) with their labels, and the exported
 * search declaration finds the same items through search/ids.
 */
const FIXTURES = fileURLToPath(new URL('../__fixtures__', import.meta.url));

interface Item {
  $id: string;
}

let t: PluginTestServer;
let ada: { id: string; token: string; contact: string };
let bob: { id: string; token: string; contact: string };
let nobody: { id: string; token: string };
const cases: Record<string, string> = {};

beforeAll(async () => {
  t = await startPluginTestServer({ pluginDirs: [FIXTURES] });
  const org = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Ridge Council', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
  const hidden = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Closed Shop', type: 'INDUSTRY', $access: 'PRIVATE' })).$id;
  const contactOf = async (firstName: string) => (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName, lastName: 'Tester', assigned: org })).$id;
  const adaContact = await contactOf('Ada');
  const bobContact = await contactOf('Bob');
  ada = { ...(await t.createUser('Ada', { readOrg: [org], contact: adaContact })), contact: adaContact };
  bob = { ...(await t.createUser('Bob', { readOrg: [org], contact: bobContact })), contact: bobContact };
  nobody = await t.createUser('Nora', { readOrg: [org] });
  const steps = [
    { id: 'review', kind: 'WKF_CONFIRM', label: 'Review the file', assignee: adaContact, dueDays: 3 },
    { id: 'close', kind: 'WKF_CONFIRM' },
  ];
  const workflow = (await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Review', key: 'REVIEW', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps })).$id;
  await t.ok(t.adminToken, `act/workflow.publish/${workflow}`);
  const start = async (name: string, owner: string, assign?: Record<string, unknown>) => {
    const id = (await t.ok<Item>(t.adminToken, 'create/Case', { title: name, owner, $access: 'PROTECTED' })).$id;
    await t.ok(t.adminToken, `act/workflow/${id}`, { action: { type: 'setWorkflow', workflow: 'REVIEW' } });
    if (assign) await t.ok(t.adminToken, `act/workflow/${id}`, { action: { type: 'assignStep', step: 'review', ...assign } });
    cases[name] = id;
  };
  await start('Upcoming permit', org);
  await start('Late permit', org, { assignee: adaContact, due: new Date(Date.now() - 86_400_000).toISOString() });
  await start('Bob’s permit', org, { assignee: bobContact });
  await start('Secret permit', hidden);
}, 120_000);
afterAll(() => t.close());

describe('act/workflow.mySteps', () => {
  it('lists the asker’s current steps, overdue first, with the item’s title and the step’s label', async () => {
    const mine = await t.ok<MyStepsReply>(ada.token, 'act/workflow.mySteps', {});
    expect(mine.total).toBe(2);
    expect(mine.rows.map((row) => row.title)).toEqual(['Late permit', 'Upcoming permit']);
    expect(mine.rows[0]).toMatchObject({ id: cases['Late permit'], type: 'Case', step: { id: 'review', kind: 'WKF_CONFIRM', state: 'PENDING', label: 'Review the file' } });
    expect(Date.parse(mine.rows[0]?.due ?? '')).toBeLessThan(Date.parse(mine.rows[1]?.due ?? ''));
    // Another assignee sees theirs only; a user without a contact has none.
    expect((await t.ok<MyStepsReply>(bob.token, 'act/workflow.mySteps', {})).rows.map((row) => row.id)).toEqual([cases['Bob’s permit']]);
    expect(await t.ok<MyStepsReply>(nobody.token, 'act/workflow.mySteps', {})).toEqual({ rows: [], total: 0 });
  });

  it('pages, and refuses pages that are not whole numbers', async () => {
    const second = await t.ok<MyStepsReply>(ada.token, 'act/workflow.mySteps', { max: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, rows: [{ id: cases['Upcoming permit'] }] });
    expect(await t.refusal(ada.token, 'act/workflow.mySteps', { max: -1 })).toBe('parseRequestFailed');
  });

  it('is a search declaration others reuse: the same items through search/ids, and the overdue ones alone', async () => {
    const all = await t.ok<{ ids: string[] }>(ada.token, 'search/ids', myStepsSearch(['Case'], { max: 10 }));
    expect(all.ids).toEqual([cases['Late permit'], cases['Upcoming permit']]);
    const overdue = await t.ok<{ ids: string[] }>(ada.token, 'search/ids', myOverdueStepsSearch(['Case'], new Date(), { max: 10 }));
    expect(overdue.ids).toEqual([cases['Late permit']]);
  });
});
