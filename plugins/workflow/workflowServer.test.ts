import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowInstance } from '../../engine/workflow';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * The workflow actions over the real protocol, on the casework fixture's Case type (which declares
 * `workflow`): publishing versions, setting a workflow, the assignee's step work, refusals, events on
 * the item's timeline, notifications and due reminders from persisted timers.
 */
const FIXTURES = fileURLToPath(new URL('../__fixtures__', import.meta.url));

interface Item {
  $id: string;
  _u: number;
  _wf?: WorkflowInstance;
  published?: number;
}

let t: PluginTestServer;
let org: string;
let assignee: { id: string; token: string; contact: string };
let outsider: { id: string; token: string };
let workflowId: string;

async function eventKinds(context: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: context }], sort: [{ key: '_c.ts', order: 'asc' }], max: 100 });
  if (reply.ids.length === 0) return [];
  const events = await t.ok<{ kind?: string }[]>(t.adminToken, 'readMany/object', reply.ids);
  return events.map((event) => event.kind ?? '?');
}

const act = (token: string, id: string, action: Record<string, unknown>) => t.call(token, `act/workflow/${id}`, { action });

beforeAll(async () => {
  t = await startPluginTestServer({ pluginDirs: [FIXTURES], timerPollMs: 1000 });
  org = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Ridge Council', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: 'Ada', lastName: 'Assigned', assigned: org })).$id;
  assignee = { ...(await t.createUser('Ada', { readOrg: [org], contact })), contact };
  outsider = await t.createUser('Otto');
  const steps = [
    { id: 'review', kind: 'WKF_CONFIRM', label: 'Review the file', assignee: contact, dueDays: 3 },
    { id: 'approve', kind: 'WKF_CONFIRM', assignee: contact, stateOnComplete: 'IN_PROGRESS' },
    { id: 'close', kind: 'WKF_CONFIRM', stateOnComplete: 'DONE' },
  ];
  workflowId = (await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Three checks', key: 'THREE_CHECKS', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps })).$id;
}, 120_000);
afterAll(() => t.close());

describe('publishing workflow types', () => {
  it('refuses a definition with errors at their fields, and publishes a valid one as version 1', async () => {
    const draft = await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Broken', key: 'BROKEN', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'NOPE', steps: [{ id: 'a', kind: 'NO_SUCH_KIND' }] });
    const refused = await t.call(t.adminToken, `act/workflow.publish/${draft.$id}`);
    expect(refused.b).toMatchObject({ userMessage: 'validationFailed' });
    expect((refused.b as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(expect.arrayContaining(['/initialState', '/steps/0/kind']));
    expect(await t.refusal(assignee.token, `act/workflow.publish/${workflowId}`)).toBe('notAllowed');
    const published = await t.ok<Item>(t.adminToken, `act/workflow.publish/${workflowId}`);
    expect(published.published).toBe(1);
    // Nothing changed since: no second version.
    const again = await t.ok<Item & { versions: unknown[] }>(t.adminToken, `act/workflow.publish/${workflowId}`);
    expect(again).toMatchObject({ published: 1, _u: published._u });
    expect(again.versions).toHaveLength(1);
  });

  it('refuses a key another workflow type holds, whichever of the two a search lists first', async () => {
    // "A …" sorts before "Three checks": the key search finds the new type itself first.
    const copy = await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'A copy', key: 'THREE_CHECKS', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps: [{ id: 'a', kind: 'WKF_CONFIRM' }] });
    const refused = await t.call(t.adminToken, `act/workflow.publish/${copy.$id}`);
    expect((refused.b as { errors: { path: string; messageId: string }[] }).errors).toEqual([expect.objectContaining({ path: '/key', messageId: 'workflow.errors.keyTaken' })]);
  });

  it('never lets a client write the published versions through a generic update', async () => {
    const current = await t.ok<Item>(t.adminToken, `read/${workflowId}`);
    const updated = await t.ok<Item>(t.adminToken, 'update', { $id: workflowId, _u: current._u, published: 7, versions: [] });
    expect(updated.published).toBe(1);
  });
});

describe('a workflow on an item', () => {
  let caseId: string;

  it('is set by who may update the item, opening the first step for its assignee', async () => {
    caseId = (await t.ok<Item>(t.adminToken, 'create/Case', { title: 'Road permit', owner: org, $access: 'PROTECTED' })).$id;
    expect((await act(outsider.token, caseId, { type: 'setWorkflow', workflow: 'THREE_CHECKS' })).b).toMatchObject({ userMessage: 'notAllowed' });
    const set = await act(t.adminToken, caseId, { type: 'setWorkflow', workflow: 'THREE_CHECKS' });
    const wf = (set.b as Item)._wf;
    expect(wf).toMatchObject({ definition: 'THREE_CHECKS', version: 1, state: 'OPEN', $assigned: assignee.contact });
    expect(wf?.steps.map((s) => s.state)).toEqual(['PENDING', 'BLANK', 'BLANK']);
    expect(Date.parse(wf?.$assignedDue ?? '') - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  it('finds the item by its assignee and, for administrators, by workflow state', async () => {
    const byAssignee = await t.ok<{ ids: string[] }>(assignee.token, 'search/ids', { must: [{ kind: 'type', value: 'Case' }, { prop: '_wf.$assigned', kind: 'eq', value: assignee.contact }] });
    expect(byAssignee.ids).toEqual([caseId]);
    const byState = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Case' }, { prop: '_wf.state', kind: 'eq', value: 'OPEN' }] });
    expect(byState.ids).toEqual([caseId]);
  });

  it('lets the assignee complete their steps; illegal moves and incomplete properties are refused with their keys', async () => {
    const first = (await act(assignee.token, caseId, { type: 'setStepState', step: 'review', state: 'COMPLETE' })).b;
    expect(first, JSON.stringify(first)).toMatchObject({ userMessage: 'workflow.errors.propertiesIncomplete' });
    expect((await act(assignee.token, caseId, { type: 'setStepState', step: 'close', state: 'COMPLETE' })).b).toMatchObject({ userMessage: 'notAllowed' });
    expect((await act(assignee.token, caseId, { type: 'forceWorkflowState', state: 'DONE' })).b).toMatchObject({ userMessage: 'notAllowed' });
    await t.ok(assignee.token, `act/workflow/${caseId}`, { action: { type: 'applyStepProperties', step: 'review', properties: { confirmed: true } } });
    const done = await t.ok<Item>(assignee.token, `act/workflow/${caseId}`, { action: { type: 'setStepState', step: 'review', state: 'COMPLETE' } });
    expect(done._wf?.steps.map((s) => s.state)).toEqual(['COMPLETE', 'PENDING', 'BLANK']);
    expect((await act(assignee.token, caseId, { type: 'setStepState', step: 'review', state: 'PENDING' })).b).toMatchObject({ userMessage: 'workflow.errors.illegalTransition' });
  });

  it('refuses acting on news the client did not see (stale _u)', async () => {
    const reply = await t.call(assignee.token, `act/workflow/${caseId}`, { action: { type: 'applyStepProperties', step: 'approve', properties: { confirmed: true } }, _u: 1 });
    expect(reply.b).toMatchObject({ userMessage: 'staleUpdate' });
  });

  it('records each action as an event on the item’s timeline and notifies the assignee', async () => {
    expect(await eventKinds(caseId)).toEqual(expect.arrayContaining(['WKF_SET', 'WKF_STEP_STATE_SET']));
    const notes = await t.ok<{ total: number }>(assignee.token, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }] });
    expect(notes.total).toBeGreaterThan(0);
  });

  it('reminds the assignee once of a step past due, from a persisted timer', async () => {
    const due = new Date(Date.now() - 60_000).toISOString();
    await t.ok(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'assignStep', step: 'approve', assignee: assignee.contact, due } });
    await expect.poll(async () => (await eventKinds(caseId)).filter((kind) => kind === 'WKF_STEP_DUE_REMINDED').length, { timeout: 15_000 }).toBe(1);
    const item = await t.ok<Item>(t.adminToken, `read/${caseId}`);
    expect(item._wf?.steps.find((s) => s.id === 'approve')?.remindedFor).toBe(due);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await eventKinds(caseId)).filter((kind) => kind === 'WKF_STEP_DUE_REMINDED')).toHaveLength(1);
  });

  it('lets administrators force states and clear the workflow', async () => {
    const forced = await t.ok<Item>(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'forceWorkflowState', state: 'DONE' } });
    expect(forced._wf?.state).toBe('DONE');
    const cleared = await t.ok<Item>(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'clearWorkflow' } });
    expect(cleared._wf).toBeUndefined();
    expect(await eventKinds(caseId)).toEqual(expect.arrayContaining(['WKF_FORCED_STATE', 'WKF_CLEARED']));
  });
});
