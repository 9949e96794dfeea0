import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * Business spec §6: non-administrators do not see the workflow-state column or facet. The server
 * enforces it, not only the client: sorting by `_wf.state` is refused to them and its facet is left
 * out of their replies, while the assignee column and facet stay theirs. Filtering by the state
 * stays open (the consultation module's shortcuts, such as RWF_INIT, select by it; the item itself
 * carries its state), as plugins/workflow/README.md explains.
 */
const FIXTURES = fileURLToPath(new URL('../__fixtures__', import.meta.url));

interface Item {
  $id: string;
}
interface Reply {
  ids: string[];
  facets: Record<string, { key: string; count: number }[]>;
}

let t: PluginTestServer;
let reader: { id: string; token: string };
let caseId: string;

beforeAll(async () => {
  t = await startPluginTestServer({ pluginDirs: [FIXTURES] });
  const org = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Ridge Council', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
  reader = await t.createUser('Rita', { readOrg: [org] });
  const workflow = (await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'One check', key: 'ONE_CHECK', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps: [{ id: 'check', kind: 'WKF_CONFIRM' }] })).$id;
  await t.ok(t.adminToken, `act/workflow.publish/${workflow}`);
  caseId = (await t.ok<Item>(t.adminToken, 'create/Case', { title: 'Culvert', owner: org, $access: 'PROTECTED' })).$id;
  await t.ok(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'setWorkflow', workflow: 'ONE_CHECK' } });
}, 120_000);
afterAll(() => t.close());

const FACETS = [{ field: '_wf.state' }, { field: '_wf.state', kind: 'terms' }, { field: '_wf.$assigned' }];
const search = (body: Record<string, unknown>) => ({ must: [{ kind: 'type', value: 'Case' }], ...body });

describe('the workflow state column and facet (business spec §6)', () => {
  it('counts the state facet for administrators only, whatever kind the request names', async () => {
    const asAdmin = await t.ok<Reply>(t.adminToken, 'search/ids', search({ facets: FACETS }));
    expect(asAdmin.facets['_wf.state']).toEqual(expect.arrayContaining([{ key: 'OPEN', count: 1 }]));
    const asReader = await t.ok<Reply>(reader.token, 'search/ids', search({ facets: FACETS }));
    expect(asReader.ids).toEqual([caseId]);
    expect(Object.keys(asReader.facets)).not.toContain('_wf.state');
    expect(Object.keys(asReader.facets)).toContain('_wf.$assigned');
  });

  it('sorts by the state for administrators only; the due time sorts for everybody', async () => {
    expect((await t.ok<Reply>(t.adminToken, 'search/ids', search({ sort: [{ field: '_wf.state', order: 'asc' }] }))).ids).toEqual([caseId]);
    expect(await t.refusal(reader.token, 'search/ids', search({ sort: [{ field: '_wf.state', order: 'asc' }] }))).toBe('parseRequestFailed');
    expect((await t.ok<Reply>(reader.token, 'search/ids', search({ sort: [{ field: '_wf.$assignedDue', order: 'asc' }] }))).ids).toEqual([caseId]);
  });

  it('answers the registry with the state column and facet marked adminOnly, which the client leaves out for others', async () => {
    const registry = (await (await fetch(`${t.url}/api/registry`)).json()) as { types: { key: string; search: { headers: { field: string; adminOnly?: boolean }[]; facets: { field: string; adminOnly?: boolean }[] } }[] };
    const model = registry.types.find((type) => type.key === 'Case')?.search;
    expect(model?.headers.find((h) => h.field === '_wf.state')?.adminOnly).toBe(true);
    expect(model?.facets.find((f) => f.field === '_wf.state')?.adminOnly).toBe(true);
    expect(model?.headers.find((h) => h.field === '_wf.$assigned')?.adminOnly).toBeUndefined();
  });

  it('maps the workflow state to the item’s own state, which everybody sees, sorts and counts', async () => {
    expect((await t.ok<{ state?: string }>(reader.token, `read/${caseId}`)).state).toBe('OPEN');
    await t.ok(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'forceWorkflowState', state: 'DONE' } });
    expect((await t.ok<{ state?: string }>(reader.token, `read/${caseId}`)).state).toBe('CLOSED');
    const reply = await t.ok<Reply>(reader.token, 'search/ids', search({ facets: [{ field: 'state' }], sort: [{ field: 'state', order: 'asc' }] }));
    expect(reply.facets.state).toEqual([{ key: 'CLOSED', count: 1 }]);
    await t.ok(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'forceWorkflowState', state: 'OPEN' } });
    expect((await t.ok<{ state?: string }>(reader.token, `read/${caseId}`)).state).toBe('OPEN');
  });

  it('still lets anyone who reads the items filter by the state', async () => {
    expect((await t.ok<Reply>(reader.token, 'search/ids', search({ must: [{ kind: 'type', value: 'Case' }, { prop: '_wf.state', kind: 'in', value: ['OPEN'] }] }))).ids).toEqual([caseId]);
  });
});
