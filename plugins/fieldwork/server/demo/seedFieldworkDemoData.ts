import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';
import { applyStepProperties, setStepState, setWorkflow, toPluginEvent, type WorkflowContext, type WorkflowDefinition, type WorkflowEvent, type WorkflowResult } from '../../../../engine/workflow';

const JOB_TYPE = 'GeoKeeperFieldwork';

/** The fieldwork workflow of the demo community: confirm, work items, report, invoice (README). */
const STEPS = [
  { id: 'confirm', kind: 'GKF_CONFIRM', label: 'Confirm the job', stateOnComplete: 'CONFIRMED' },
  { id: 'work', kind: 'GKF_WORK_ITEMS', label: 'Assign work items', stateOnComplete: 'IN_FIELD' },
  { id: 'report', kind: 'GKF_REPORT', label: 'Upload the report', stateOnComplete: 'REPORTED' },
  { id: 'invoice', kind: 'GKF_INVOICE', label: 'Issue the invoice', stateOnComplete: 'INVOICED' },
];

type Instance = NonNullable<Extract<WorkflowResult, { ok: true }>['instance']>;

/** The engine's answer to one action, and the day it was taken (its events are stamped then). */
interface Taken {
  instance: Instance;
  events: { event: WorkflowEvent; offsetDays: number }[];
}

function unwrap(result: WorkflowResult, offsetDays: number, before: Taken['events'] = []): Taken {
  if (!result.ok || !result.instance) throw new Error(`fieldwork demo workflow: ${result.ok ? 'no instance' : result.error.key}`);
  return { instance: result.instance, events: [...before, ...result.events.map((event) => ({ event, offsetDays }))] };
}

/**
 * Fieldwork demo data: the platform's published fieldwork workflow, and a job Stoney Creek does for the first
 * demo consultation's proponent (North Ridge gravel pit expansion, Northern Ridge Mining; its member
 * is the contact told of each step) mid-workflow — confirmed, the work items step open — as the
 * workflow engine's own actions leave it (the pure engine functions, run as the community's
 * administrator), with the events those actions answer on the job's timeline. Nothing when the accounts or consultations it builds on are missing.
 */
export function seedFieldworkDemoData(seed: PluginDemoSeed): void {
  const accounts = seed.shared.get(DEMO_SHARED.demoAccounts) ?? [];
  const lena = accounts.find((account) => account.email === 'orgadmin@demo.test');
  const daniel = accounts.find((account) => account.email === 'member@demo.test');
  const community = lena?.adminOrgIds[0];
  const proponent = daniel?.readOrgIds[0] ?? daniel?.adminOrgIds[0];
  const consultation = seed.ids('Consultation')[0];
  if (!lena || !daniel || !community || !proponent || !consultation) return;

  // A seeder writing a type replaces that type's declared examples: keep the workflow plugin's
  // example workflow types (admin.workflows shows them; its e2e test publishes against one's key).
  for (const example of seed.registry.types.get('Workflow')?.declaration.examples ?? []) {
    if (typeof example === 'object' && example !== null && !Array.isArray(example)) seed.create('Workflow', { ...(example as Record<string, unknown>) }, { created: { offsetDays: -90 } });
  }
  const definition: WorkflowDefinition = { key: 'FIELDWORK', version: 1, label: 'Fieldwork', itemTypes: [JOB_TYPE], stateList: 'GKF_STATES', initialState: 'REQUESTED', steps: STEPS } as WorkflowDefinition;
  // The platform's fieldwork workflow (owned by nobody): any organization's new job runs it unless it publishes its own.
  seed.create('Workflow', { label: 'Fieldwork', key: 'FIELDWORK', itemTypes: [JOB_TYPE], stateList: 'GKF_STATES', initialState: 'REQUESTED', steps: STEPS, versions: [definition], published: 1 }, { created: { offsetDays: -40, by: lena.userId } });

  const startDate = seed.calendar.date(7);
  const at = (offsetDays: number): WorkflowContext => ({ actor: lena.contactId, mayForce: false, now: seed.calendar.stamp(offsetDays, 9 * 60), kinds: seed.registry.steps, definition });
  let taken = unwrap(setWorkflow(null, { definition, itemType: JOB_TYPE }, at(-12)), -12);
  // The first step opens PENDING; the community starts it, then confirms.
  if (taken.instance.steps[0]?.state === 'PENDING') taken = unwrap(setStepState(taken.instance, { step: 'confirm', state: 'ACTIVE' }, at(-11)), -11, taken.events);
  taken = unwrap(applyStepProperties(taken.instance, { step: 'confirm', properties: { confirmed: true, startDate, note: 'Crew of three, two days on the north bank.' } }, at(-10)), -10, taken.events);
  taken = unwrap(setStepState(taken.instance, { step: 'confirm', state: 'COMPLETE' }, at(-10)), -10, taken.events);
  const job = seed.create(
    JOB_TYPE,
    { label: 'North Ridge gravel pit: archaeology walk-over', ownedBy: community, externalParty: proponent, externalNotify: daniel.contactId, createdFrom: consultation, description: '<p>Walk-over of the proposed pit footprint before any clearing.</p>', startDate, _wf: taken.instance },
    { access: 'PROTECTED', created: { offsetDays: -12, by: lena.userId } },
  );
  // The job's step history, as act/workflow records the same actions (events.{kind}), and what the
  // confirm step's behaviour tells the external party's contact (its e-mail is not sent by a seed).
  // Days-old history: its notifications are seeded read.
  seed.asHistory(() => {
    for (const { event, offsetDays } of taken.events) seed.event(toPluginEvent(job.$id, event, taken.instance, definition), { created: { offsetDays, minuteOfDay: 9 * 60, by: lena.userId } });
    seed.event({ kind: 'GKF_CONFIRMED', context: job.$id, also: [daniel.contactId], params: { start: startDate } }, { created: { offsetDays: -10, minuteOfDay: 9 * 60, by: lena.userId } });
  });
}
