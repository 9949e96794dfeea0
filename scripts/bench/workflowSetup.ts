import { applyWorkflowAction, nextReminderAt, type WorkflowDefinition, type WorkflowInstance } from '../../engine/workflow';
import { REMINDER_TIMER } from '../../plugins/workflow/server/reminders';
import { workflowContext } from '../../plugins/workflow/server/workflowContext';
import type { TimerService } from '../../server/timers/timerService';
import type { Account, BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';

/** The persisted timer kind of the workflow plugin's reminders (plugin key + its kind). */
export const WORKFLOW_REMINDER_KIND = `workflow:${REMINDER_TIMER}`;
const WORKFLOW_KEY = 'BENCH_REVIEW';
const DAY_MS = 86_400_000;
/** Creation instants at most a minute apart over at most six days back: first-step dues (7 days later) spread over the coming week. */
const spreadMs = (instances: number): number => Math.min(60_000, Math.floor((6 * DAY_MS) / instances));
const BATCH = 1_000;

export interface WorkflowFixture {
  definition: WorkflowDefinition;
  /** Case items, each with a running instance whose first step (triage) is PENDING, due within 7 days. */
  cases: string[];
  /** A member whose Contact the benchmark assigns steps to: they start and complete them. */
  assignee: Account & { contact: string };
  /** The Contact of the steps' default assignee (a second user, notified of reminders). */
  reviewerContact: string;
  loadSeconds: number;
}

interface Created {
  $id: string;
  _u: number;
  versions?: WorkflowDefinition[];
}

/** A user created by the administrator over the socket, named by their Contact, with a token of the server's own. */
async function createUser(bench: BenchServer, name: string, org: string, contact: string): Promise<Account> {
  const socket = await bench.open();
  try {
    const user = (await socket.call('create/User', { name, email: `${name.toLowerCase()}@bench.example.com`, capabilities: { Core: true, Org: true }, readOrg: [org], contact })) as Created;
    const { token } = await bench.server.tokens.issue({ uid: user.$id });
    return { label: name.toLowerCase(), userId: user.$id, token };
  } finally {
    await socket.close();
  }
}

/**
 * Publishes a three-step workflow type for the casework fixture's Case over the socket, then writes
 * `instances` Cases, each with the instance setWorkflow makes, through the real item store (bulk
 * recipe) and sets each one's reminder timer through the server's own TimerService, as a transition
 * would. Instances are made by the pure engine with creation instants a minute apart.
 */
export async function setUpWorkflowFixture(bench: BenchServer, timers: TimerService, instances: number): Promise<WorkflowFixture> {
  const admin = await bench.open();
  let definition: WorkflowDefinition;
  let org: string;
  let assigneeContact: string;
  let reviewerContact: string;
  try {
    org = ((await admin.call('create/Organization', { displayName: 'Bench Council', type: 'GOVERNMENT', $access: 'PROTECTED' })) as Created).$id;
    assigneeContact = ((await admin.call('create/Contact', { firstName: 'Ada', lastName: 'Assignee', assigned: org })) as Created).$id;
    reviewerContact = ((await admin.call('create/Contact', { firstName: 'Rui', lastName: 'Reviewer', assigned: org })) as Created).$id;
    const steps = [
      { id: 'triage', kind: 'RWF_SIMPLE', label: 'Triage', assignee: reviewerContact, dueDays: 7 },
      { id: 'decide', kind: 'RWF_SIMPLE', label: 'Decide', assignee: reviewerContact, dueDays: 7, stateOnActive: 'IN_PROGRESS' },
      { id: 'close', kind: 'WKF_CONFIRM', label: 'Close', stateOnComplete: 'DONE' },
    ];
    const draft = (await admin.call('create/Workflow', { label: 'Bench review', key: WORKFLOW_KEY, itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps })) as Created;
    const published = (await admin.call(`act/workflow.publish/${draft.$id}`)) as Created;
    const version = published.versions?.at(-1);
    if (!version) throw new Error('publishing the benchmark workflow type answered no version');
    definition = version;
  } finally {
    await admin.close();
  }
  const assignee = await createUser(bench, 'Ada', org, assigneeContact);
  await createUser(bench, 'Rui', org, reviewerContact);

  const registry = bench.registry();
  const started = performance.now();
  const base = Date.now();
  const cases: string[] = [];
  await withBulkLoad(bench.server.db, async () => {
    for (let first = 0; first < instances; first += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = first; n < Math.min(instances, first + BATCH); n += 1) {
          const now = new Date(base - n * spreadMs(instances));
          const result = applyWorkflowAction(undefined, { type: 'setWorkflow', definition, itemType: 'Case' }, workflowContext(registry, bench.admin.userId, true, now, definition));
          if (!result.ok || result.instance === null) throw new Error(`setWorkflow refused: ${result.ok ? 'no instance' : result.error.key}`);
          const item = bench.store.create('Case', { title: `Bench case ${n + 1}`, owner: org, $access: 'PROTECTED', _wf: result.instance }, bench.adminWriter, {
            created: { ts: now.toISOString(), by: bench.admin.userId },
          });
          const due = nextReminderAt(result.instance);
          if (due !== undefined) timers.set(WORKFLOW_REMINDER_KIND, item.$id, due);
          cases.push(item.$id);
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
  return { definition, cases, assignee: { ...assignee, contact: assigneeContact }, reviewerContact, loadSeconds: (performance.now() - started) / 1000 };
}

/**
 * Makes the first step of each given Case due `overdueMs` ago (an assignStep to the reviewer with
 * that due, run by the pure engine, written through the store) and moves its reminder timer there,
 * as a transition would. With the TimerService stopped, nothing fires until the benchmark polls.
 */
export function makeDue(bench: BenchServer, timers: TimerService, definition: WorkflowDefinition, ids: readonly string[], reviewerContact: string, now: number): void {
  const registry = bench.registry();
  bench.server.db.transaction(() => {
    ids.forEach((id, n) => {
      const item = bench.store.get(id);
      const instance = item?._wf as WorkflowInstance | undefined;
      if (!item || !instance) throw new Error(`${id} has no workflow instance`);
      const due = new Date(now - 3_600_000 + n).toISOString();
      const context = workflowContext(registry, bench.admin.userId, true, new Date(now), definition);
      const result = applyWorkflowAction(instance, { type: 'assignStep', step: 'triage', assignee: reviewerContact, due }, context);
      if (!result.ok || result.instance === null) throw new Error(`assignStep refused: ${result.ok ? 'no instance' : result.error.key}`);
      bench.store.update(id, { _wf: result.instance }, item._u, bench.adminWriter);
      const next = nextReminderAt(result.instance);
      if (next !== undefined) timers.set(WORKFLOW_REMINDER_KIND, id, next);
    });
  })();
}
