import { advance, enterState, event, finish, refuse, startDraft, unknownKindOf } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowDefinition, WorkflowResult, WorkflowStep } from '../model';
import { freshStep } from './lifecycle';

/**
 * The steps of a version laid over the running ones: a step whose id and kind the version still has
 * keeps everything (state, assignee, due, stamp, properties); other version steps start fresh
 * (BLANK, default assignee, settings); steps the version no longer has are dropped; ad-hoc steps
 * stay right after the step they followed (or first when none of those is left).
 */
function layOver(running: readonly WorkflowStep[], definition: WorkflowDefinition): { steps: WorkflowStep[]; added: string[]; removed: string[] } {
  const kept = new Map(running.filter((s) => !s.adHoc).map((s) => [s.id, s]));
  const added: string[] = [];
  const steps = definition.steps.map((d) => {
    const old = kept.get(d.id);
    if (old && old.kind === d.kind) return structuredClone(old);
    added.push(d.id);
    return freshStep(d);
  });
  const present = new Set(steps.map((s) => s.id));
  const removed = [...kept.values()].filter((s) => !present.has(s.id) || added.includes(s.id)).map((s) => s.id);
  let anchor: string | undefined;
  for (const old of running) {
    if (old.adHoc) {
      const at = anchor === undefined ? 0 : steps.findIndex((s) => s.id === anchor) + 1;
      steps.splice(at, 0, structuredClone(old));
      anchor = old.id;
    } else if (present.has(old.id) && !added.includes(old.id)) {
      anchor = old.id;
    }
  }
  return { steps, added, removed };
}

/**
 * Apply steps: moves a running instance to a version of its workflow type (how an administrator
 * migrates it; publishing a version alone never touches running instances). Only who may force.
 * New steps take their kind's initialState; then the next-step rule.
 */
export function applySteps(instance: MaybeInstance, payload: { definition: WorkflowDefinition }, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  if (!context.mayForce) return refuse('workflow.errors.forceNotAllowed');
  const { definition } = payload;
  if (definition.key !== instance.definition) return refuse('workflow.errors.definitionMismatch', { definition: instance.definition, version: definition.version });
  const unknown = unknownKindOf([...definition.steps, ...instance.steps.filter((s) => s.adHoc)], context);
  if (unknown !== undefined) return refuse('workflow.errors.unknownKind', { kind: unknown });
  const draft = startDraft(instance, context, definition);
  const { steps, added, removed } = layOver(draft.instance.steps, definition);
  draft.instance.steps = steps;
  draft.instance.version = definition.version;
  event(draft, { kind: 'WKF_APPLIED_STEPS', definition: definition.key, fromVersion: instance.version, version: definition.version, added, removed });
  for (const step of steps.filter((s) => added.includes(s.id))) {
    const initial = context.kinds.get(step.kind)?.initialState;
    if (initial !== undefined && initial !== 'BLANK') enterState(draft, step, initial, true);
  }
  advance(draft);
  return finish(draft);
}
