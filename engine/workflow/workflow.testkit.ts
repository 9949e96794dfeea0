import type { StepKindDeclaration } from '../declarations/bundle';
import type { WorkflowContext, WorkflowDefinition, WorkflowInstance, WorkflowResult } from './model';
import { setWorkflow } from './actions/lifecycle';

/** Step kinds shaped like the declared ones (plugins/*\/steps), kept here so engine tests do not read plugins. */
const ALL = ['BLANK', 'PENDING', 'ACTIVE', 'COMPLETE', 'SKIP'] as const;
export const KINDS: ReadonlyMap<string, StepKindDeclaration> = new Map<string, StepKindDeclaration>([
  ['SIMPLE', { key: 'SIMPLE', label: 'steps.SIMPLE.label', states: [...ALL], stampOnActive: true, adHoc: true, properties: { type: 'object', properties: { note: { type: 'string', maxLength: 20 } } } }],
  ['OUTCOME', { key: 'OUTCOME', label: 'steps.OUTCOME.label', states: [...ALL], properties: { type: 'object', properties: { outcome: { type: 'string', lov: 'OUTCOMES' }, note: { type: 'string' } }, required: ['outcome'] } }],
  ['SNAPSHOT', { key: 'SNAPSHOT', label: 'steps.SNAPSHOT.label', states: [...ALL], snapshot: { sendOnActive: true, advanceFromPendingToActive: true } }],
  ['CONFIRM', { key: 'CONFIRM', label: 'steps.CONFIRM.label', states: ['BLANK', 'PENDING', 'COMPLETE', 'SKIP'] }],
  ['EARLY', { key: 'EARLY', label: 'steps.EARLY.label', states: [...ALL], initialState: 'PENDING' }],
]);

export const T0 = '2026-03-02T09:00:00.000Z';
export const ALICE = 'Contact-1';
export const BOB = 'Contact-2';
export const CAROL = 'Contact-3';

/** Version 1: assign (SIMPLE, Alice, 2 days, IN_REVIEW when taken) → snapshot → outcome (RESPONDED when complete) → confirm. */
export const DEFINITION: WorkflowDefinition = {
  key: 'RWF_TEST',
  version: 1,
  label: 'Test workflow',
  itemTypes: ['ConsultResponse'],
  stateList: 'RWF_STATES',
  initialState: 'NEW',
  steps: [
    { id: 'review', kind: 'SIMPLE', assignee: ALICE, dueDays: 2, stateOnActive: 'IN_REVIEW' },
    { id: 'snapshot', kind: 'SNAPSHOT' },
    { id: 'outcome', kind: 'OUTCOME', assignee: BOB, dueDays: 1, stateOnComplete: 'RESPONDED', settings: { note: 'from settings' } },
    { id: 'confirm', kind: 'CONFIRM' },
  ],
};

export const STATES: ReadonlySet<string> = new Set(['NEW', 'TRIAGE', 'IN_REVIEW', 'RESPONDED', 'CLOSED']);

export function context(overrides: Partial<WorkflowContext> = {}): WorkflowContext {
  return {
    actor: ALICE,
    mayForce: false,
    now: T0,
    kinds: KINDS,
    definition: DEFINITION,
    workflowStates: STATES,
    lovKeys: (list) => (list === 'OUTCOMES' ? new Set(['SUPPORT', 'OBJECTION']) : undefined),
    ...overrides,
  };
}

/** The value of a successful result; fails the test with the refusal otherwise. */
export function ok<I>(result: WorkflowResult<I>): Extract<WorkflowResult<I>, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.error.key} ${JSON.stringify(result.error.params)}`);
  return result;
}

export function errorKey<I>(result: WorkflowResult<I>): string | undefined {
  return result.ok ? undefined : result.error.key;
}

/** A started instance of DEFINITION (review PENDING). */
export function started(): WorkflowInstance {
  return ok(setWorkflow(undefined, { definition: DEFINITION, itemType: 'ConsultResponse' }, context())).instance;
}

export function stepOf(instance: WorkflowInstance, id: string): WorkflowInstance['steps'][number] {
  const step = instance.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
}

/** A deep-frozen copy: an action that mutates its input throws in strict mode. */
export function frozen<T>(value: T): T {
  const copy = structuredClone(value);
  const freeze = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    Object.freeze(v);
    Object.values(v).forEach(freeze);
  };
  freeze(copy);
  return copy;
}
