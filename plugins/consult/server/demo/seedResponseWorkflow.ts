import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { DemoAccountShare } from '../../../../engine/plugin/demoSharedKeys';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { Actor } from '../../../../engine/protocol/operations';

/** Stoney Creek's default response workflow in the demo. */
export const DEMO_RESPONSE_WORKFLOW = 'STANDARD_REFERRAL_REVIEW';

const STEPS = [
  { id: 'assign', kind: 'RWF_ASSIGN', label: 'Assign a lands officer', stateOnComplete: 'IN_REVIEW' },
  { id: 'research', kind: 'RWF_RESEARCH', label: 'Research the project', dueDays: 10 },
  { id: 'outcome', kind: 'RWF_OUTCOME', label: 'Record the outcome' },
  { id: 'propose', kind: 'RWF_LETTER_PROPOSE', label: 'Propose the response letter' },
  { id: 'approve', kind: 'RWF_LETTER_APPROVE', label: 'Approve the letter' },
  { id: 'send', kind: 'RWF_LETTER_SEND', label: 'Send the letter', stateOnComplete: 'RESPONDED' },
];

/**
 * A published response workflow Stoney Creek starts on its new responses, and the North Ridge
 * response halfway through it: assigned to Lena (its administrator), research under way. Written
 * through the workflow engine's own actions (act/workflow.publish, act/workflow), as staff would.
 */
export function seedResponseWorkflow(seed: PluginDemoSeed, context: ServerPluginContext, accounts: readonly DemoAccountShare[]): void {
  const lena = accounts.find((entry) => entry.email === 'orgadmin@demo.test');
  const stoneyCreek = lena?.adminOrgIds[0];
  if (!lena || !stoneyCreek || !seed.registry.types.has('Workflow')) return;
  const staff: Actor = { userId: seed.platformUserId, admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };
  const workflow = seed.create(
    'Workflow',
    { label: 'Standard referral review', key: DEMO_RESPONSE_WORKFLOW, owner: stoneyCreek, itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps: STEPS },
    { access: 'PROTECTED', created: { offsetDays: -90 } },
  );
  context.operations.call(`act/workflow.publish/${workflow.$id}`, staff);
  const organization = context.items.get(stoneyCreek);
  if (organization) seed.update(organization, { defaultResponseWorkflow: DEMO_RESPONSE_WORKFLOW });
  // The first consultation's Stoney Creek response (pending, due in two weeks) is being worked.
  const response = seed.ids('ConsultResponse').map((id) => context.items.get(id)).find((item) => item?.community === stoneyCreek && item.state === 'PENDING');
  if (!response) return;
  const act = (action: Record<string, unknown>): unknown => context.operations.call(`act/workflow/${response.$id}`, staff, { action });
  // The steps taken so far are the response's history, not news: their notifications are seeded read.
  seed.asHistory(() => {
    act({ type: 'setWorkflow', workflow: DEMO_RESPONSE_WORKFLOW });
    act({ type: 'setStepState', step: 'assign', state: 'ACTIVE' });
    act({ type: 'applyStepProperties', step: 'assign', properties: { assignee: lena.contactId, note: 'Lena takes this one: she knows the Ridge Creek area.' } });
    act({ type: 'setStepState', step: 'assign', state: 'COMPLETE' });
    act({ type: 'setStepState', step: 'research', state: 'ACTIVE' });
  });
  pinWorkflowTimes(seed, context, response.$id);
}

/**
 * The engine stamps its actions with the wall clock; the demo's dates come from the seed's day
 * (every store seeded on one day holds the same records): the research step is due in ten days and
 * was started at 9:05 on the seed's day.
 */
function pinWorkflowTimes(seed: PluginDemoSeed, context: ServerPluginContext, responseId: string): void {
  const response = context.items.get(responseId);
  const workflow = response?._wf;
  if (!response || typeof workflow !== 'object' || workflow === null) return;
  const due = seed.calendar.stamp(10, 9 * 60);
  const started = seed.calendar.stamp(0, 9 * 60 + 5);
  const pinned = JSON.parse(JSON.stringify(workflow), (key: string, value: unknown) => {
    if (key === 'due' || key === '$assignedDue') return due;
    if (key === 'at') return started;
    return value;
  }) as unknown;
  seed.update(response, { _wf: pinned as Record<string, unknown> });
}
