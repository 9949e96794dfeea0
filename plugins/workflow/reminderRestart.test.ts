import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from '../../server/testing/testServer';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * A step that comes due while the server is down is reminded once after the restart: the reminder
 * lives in the persisted timers table, not in the stopped process's memory.
 */
const FIXTURES = fileURLToPath(new URL('../__fixtures__', import.meta.url));
const dataDir = makeDataDir();
afterAll(() => removeDataDir(dataDir));

async function reminders(t: PluginTestServer, caseId: string): Promise<number> {
  const query = { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: caseId }, { prop: 'kind', kind: 'eq', value: 'WKF_STEP_DUE_REMINDED' }] };
  return (await t.ok<{ total: number }>(t.adminToken, 'search/ids', query)).total;
}

describe('due reminders across a restart', () => {
  it('remind a step that came due while the server was stopped, exactly once', async () => {
    const first = await startPluginTestServer({ pluginDirs: [FIXTURES], dataDir, timerPollMs: 1000 });
    const contact = (await first.ok<{ $id: string }>(first.adminToken, 'create/Contact', { firstName: 'Rita', lastName: 'Restart' })).$id;
    await first.createUser('Rita', { contact });
    const workflow = await first.ok<{ $id: string }>(first.adminToken, 'create/Workflow', {
      label: 'One check', key: 'ONE_CHECK', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps: [{ id: 'check', kind: 'WKF_CONFIRM', assignee: contact }],
    });
    await first.ok(first.adminToken, `act/workflow.publish/${workflow.$id}`);
    const caseId = (await first.ok<{ $id: string }>(first.adminToken, 'create/Case', { title: 'Fence repair' })).$id;
    await first.ok(first.adminToken, `act/workflow/${caseId}`, { action: { type: 'setWorkflow', workflow: 'ONE_CHECK' } });
    const due = new Date(Date.now() + 4000).toISOString();
    await first.ok(first.adminToken, `act/workflow/${caseId}`, { action: { type: 'assignStep', step: 'check', assignee: contact, due } });
    await first.server.close();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(due) - Date.now()) + 500));

    const second = await startPluginTestServer({ pluginDirs: [FIXTURES], dataDir, timerPollMs: 1000 });
    try {
      await expect.poll(() => reminders(second, caseId), { timeout: 15_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await reminders(second, caseId)).toBe(1);
    } finally {
      await second.server.close();
    }
  }, 180_000);
});
