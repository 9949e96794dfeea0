import { beforeAll, describe, expect, it } from 'vitest';
import { declaredLovKeys } from '../../engine/registry/checkTypeValidates';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import {
  STEP_STATES,
  WORKFLOW_ERROR_KEYS,
  WORKFLOW_EVENT_KINDS,
  applyWorkflowAction,
  checkDefinition,
  statesOfSuperState,
  type WorkflowContext,
  type WorkflowDefinition,
  type WorkflowInstance,
} from '../../engine/workflow';

/**
 * The step kinds of business spec §4 as the plugins declare them, the texts of the engine's
 * errors and events, and one response workflow run through the engine with the real declarations.
 */
let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const OWNERS: Record<string, string[]> = {
  workflow: ['WKF_CONFIRM'],
  consult: ['RWF_ASSIGN', 'RWF_SIMPLE', 'RWF_SPATIAL', 'RWF_RESEARCH', 'RWF_LETTER_SEND', 'RWF_LETTER_PROPOSE', 'RWF_LETTER_APPROVE', 'RWF_SNAPSHOT', 'RWF_OUTCOME', 'RWF_THREAD', 'RWF_MEETING'],
  fieldwork: ['RWF_FIELDWORK', 'GKF_CONFIRM', 'GKF_WORK_ITEMS', 'GKF_REPORT', 'GKF_INVOICE'],
};
const kindsWith = (has: (key: string) => boolean): string[] => [...registry.steps.keys()].filter(has).sort();

describe('declared step kinds (business spec §4)', () => {
  it('declares every kind the spec names in the plugin that owns it', () => {
    for (const [plugin, keys] of Object.entries(OWNERS)) {
      expect(registry.bundles.find((b) => b.manifest.key === plugin)?.steps.map((s) => s.key).sort()).toEqual([...keys].sort());
    }
  });

  it('stamps on ACTIVE for simple, spatial, research, fieldwork and meeting steps', () => {
    expect(kindsWith((k) => registry.steps.get(k)?.stampOnActive === true)).toEqual(['RWF_FIELDWORK', 'RWF_MEETING', 'RWF_RESEARCH', 'RWF_SIMPLE', 'RWF_SPATIAL']);
  });

  it('allows ad-hoc steps for simple, letter send, thread, meeting and fieldwork', () => {
    expect(kindsWith((k) => registry.steps.get(k)?.adHoc === true)).toEqual(['RWF_FIELDWORK', 'RWF_LETTER_SEND', 'RWF_MEETING', 'RWF_SIMPLE', 'RWF_THREAD']);
  });

  it('sends a snapshot on ACTIVE and moves on from PENDING to ACTIVE for the snapshot step only', () => {
    expect(kindsWith((k) => registry.steps.get(k)?.snapshot !== undefined)).toEqual(['RWF_SNAPSHOT']);
    expect(registry.steps.get('RWF_SNAPSHOT')?.snapshot).toEqual({ sendOnActive: true, advanceFromPendingToActive: true });
  });

  it('puts the response workflow states NEW and TRIAGE in the INIT super-state', () => {
    const states = registry.lovs.get('RWF_STATES');
    expect(states && statesOfSuperState(states)).toEqual(['NEW', 'TRIAGE']);
    expect(registry.lovs.get('GKF_STATES') && statesOfSuperState(registry.lovs.get('GKF_STATES')!)).toEqual(['REQUESTED']);
  });

  it('adds no type beyond the workflow types themselves, and no screen but My steps and the workflow administration', () => {
    // The modules owning step kinds (consult, fieldwork) declare their own types and screens.
    const bundle = registry.bundles.find((b) => b.manifest.key === 'workflow');
    expect(bundle?.types.map((type) => type.key)).toEqual(['Workflow']);
    expect(bundle?.nav.map((item) => item.path)).toEqual(['my-steps', 'admin.workflows']);
    expect(bundle?.manifest.contributes?.views).toEqual(['workflow-my-steps', 'admin-workflows']);
  });
});

describe('texts of the workflow engine', () => {
  it('has English and French for every error, event and step state', () => {
    const ids = [...WORKFLOW_ERROR_KEYS, ...WORKFLOW_EVENT_KINDS.map((k) => `events.${k}`), ...STEP_STATES.map((s) => `workflow.stepStates.${s}`)];
    for (const locale of ['en', 'fr']) {
      expect(ids.filter((id) => !registry.messages[locale]?.[id]), locale).toEqual([]);
    }
  });
});

describe('a response workflow with the declared kinds', () => {
  const definition: WorkflowDefinition = {
    key: 'RWF_STANDARD',
    version: 1,
    label: 'Standard response',
    itemTypes: ['Organization'],
    stateList: 'RWF_STATES',
    initialState: 'NEW',
    steps: [
      { id: 'assign', kind: 'RWF_ASSIGN', assignee: 'Contact-1', dueDays: 1, stateOnComplete: 'TRIAGE' },
      { id: 'research', kind: 'RWF_RESEARCH', dueDays: 7, stateOnActive: 'IN_REVIEW' },
      { id: 'outcome', kind: 'RWF_OUTCOME', stateOnComplete: 'RESPONDED' },
    ],
  };
  const context = (overrides: Partial<WorkflowContext> = {}): WorkflowContext => ({
    actor: 'Contact-1',
    mayForce: false,
    now: '2026-04-01T12:00:00.000Z',
    kinds: registry.steps,
    definition,
    lovKeys: declaredLovKeys(registry.lovs),
    ...overrides,
  });

  it('passes the definition checks with the registry\'s kinds, types and lists', () => {
    const stateKeys = new Set(registry.lovs.get('RWF_STATES')?.values.map((v) => v.key));
    expect(checkDefinition(definition, { kinds: registry.steps, itemTypes: new Set(registry.types.keys()), stateKeys, lovKeys: declaredLovKeys(registry.lovs) })).toEqual([]);
  });

  it('runs from start to outcome, checking each kind\'s properties', () => {
    let instance: WorkflowInstance | null = null;
    const run = (action: Parameters<typeof applyWorkflowAction>[1]): void => {
      const result = applyWorkflowAction(instance, action, context());
      if (!result.ok) throw new Error(`${action.type}: ${result.error.key}`);
      instance = result.instance;
    };
    run({ type: 'setWorkflow', definition, itemType: 'Organization' });
    run({ type: 'setStepState', step: 'assign', state: 'ACTIVE' });
    const incomplete = applyWorkflowAction(instance, { type: 'setStepState', step: 'assign', state: 'COMPLETE' }, context());
    expect(incomplete.ok ? undefined : incomplete.error.fieldErrors).toEqual([{ path: '/assignee', messageId: 'errors.required', values: {} }]);
    const notAContact = applyWorkflowAction(instance, { type: 'applyStepProperties', step: 'assign', properties: { assignee: 'Meeting-4' } }, context());
    expect(notAContact.ok ? undefined : notAContact.error.fieldErrors?.map((e) => e.messageId)).toEqual(['errors.relatedItem']);
    run({ type: 'applyStepProperties', step: 'assign', properties: { assignee: 'Contact-2' } });
    run({ type: 'setStepState', step: 'assign', state: 'COMPLETE' });
    run({ type: 'setStepState', step: 'research', state: 'ACTIVE' });
    run({ type: 'setStepState', step: 'research', state: 'COMPLETE' });
    run({ type: 'applyStepProperties', step: 'outcome', properties: { outcome: 'SUPPORT_WITH_CONDITIONS' } });
    run({ type: 'setStepState', step: 'outcome', state: 'ACTIVE' });
    run({ type: 'setStepState', step: 'outcome', state: 'COMPLETE' });
    expect(instance).toMatchObject({ state: 'RESPONDED', steps: [{ state: 'COMPLETE' }, { state: 'COMPLETE', stamp: { by: 'Contact-1' } }, { state: 'COMPLETE' }] });
  });
});
