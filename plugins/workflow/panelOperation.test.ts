import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { parsePanelInfo } from './panelInfo';

/**
 * act/workflow.panel over the real protocol, on the casework fixture's Case type: what the item
 * page's workflow panel learns of the asker's rights, the running version and the types to start.
 */
const FIXTURES = fileURLToPath(new URL('../__fixtures__', import.meta.url));

interface Item {
  $id: string;
  _u: number;
}

let t: PluginTestServer;
let caseId: string;
let assignee: { id: string; token: string; contact: string };
let outsider: { id: string; token: string };

const panel = async (token: string) => parsePanelInfo(await t.ok<unknown>(token, `act/workflow.panel/${caseId}`));

beforeAll(async () => {
  t = await startPluginTestServer({ pluginDirs: [FIXTURES] });
  const org = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Panel Council', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: 'Pia', lastName: 'Panel', assigned: org })).$id;
  assignee = { ...(await t.createUser('Pia', { readOrg: [org], contact })), contact };
  outsider = await t.createUser('Olaf');
  const steps = [
    { id: 'check', kind: 'WKF_CONFIRM', label: 'Check the file', assignee: contact },
    { id: 'close', kind: 'WKF_CONFIRM' },
  ];
  const workflow = await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Panel checks', key: 'PANEL_CHECKS', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps });
  await t.ok(t.adminToken, `act/workflow.publish/${workflow.$id}`);
  await t.ok(t.adminToken, 'create/Workflow', { label: 'Never published', key: 'NEVER_PUBLISHED', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps });
  caseId = (await t.ok<Item>(t.adminToken, 'create/Case', { title: 'Panel case', owner: org, $access: 'PROTECTED' })).$id;
}, 120_000);
afterAll(() => t.close());

describe('the workflow panel operation', () => {
  it('offers managers the published workflow types of the item type, and nobody else any', async () => {
    const info = await panel(t.adminToken);
    expect(info.rights).toMatchObject({ mayForce: true, mayManage: true });
    expect(info.startable.map((w) => [w.key, w.version])).toEqual([['PANEL_CHECKS', 1]]);
    expect(info.workflow).toBeUndefined();
    expect((await panel(assignee.token)).startable).toEqual([]);
    expect(await t.refusal(outsider.token, `act/workflow.panel/${caseId}`)).toBe('notAllowed');
  });

  it('tells the assignee their contact and the running version’s step labels', async () => {
    await t.ok(t.adminToken, `act/workflow/${caseId}`, { action: { type: 'setWorkflow', workflow: 'PANEL_CHECKS' } });
    const info = await panel(assignee.token);
    expect(info.rights).toEqual({ contact: assignee.contact, mayForce: false, mayManage: false });
    expect(info.workflow).toEqual({
      key: 'PANEL_CHECKS',
      label: 'Panel checks',
      version: 1,
      latest: 1,
      steps: [
        { id: 'check', kind: 'WKF_CONFIRM', label: 'Check the file' },
        { id: 'close', kind: 'WKF_CONFIRM' },
      ],
    });
    expect(info.startable).toEqual([]);
  });
});
