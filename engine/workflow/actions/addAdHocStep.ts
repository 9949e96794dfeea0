import { advance, definitionMismatch, enterState, event, finish, isIsoTime, matchingDefinition, refuse, startDraft, unknownKindOf } from '../draft';
import type { MaybeInstance, WorkflowContext, WorkflowResult, WorkflowStep } from '../model';
import { checkStepProperties } from '../stepProperties';
import { isOpen } from '../transitionTable';

export interface AdHocStepPayload {
  kind: string;
  label?: string;
  /** Step id to insert after; by default after the current (first open) step, or last. */
  after?: string;
  assignee?: string;
  /** ISO time the step is due. */
  due?: string;
  properties?: Record<string, unknown>;
}

/** The next free ad-hoc id: adhoc-1, adhoc-2 … (deterministic: no random ids in the engine). */
function nextAdHocId(steps: readonly WorkflowStep[]): string {
  const used = steps.map((s) => /^adhoc-(\d+)$/.exec(s.id)?.[1]).filter((n): n is string => n !== undefined);
  return `adhoc-${Math.max(0, ...used.map(Number)) + 1}`;
}

/** Add an ad-hoc step: only kinds declaring adHoc. It starts BLANK (or its kind's initialState); then the next-step rule. */
export function addAdHocStep(instance: MaybeInstance, payload: AdHocStepPayload, context: WorkflowContext): WorkflowResult {
  if (!instance) return refuse('workflow.errors.noWorkflow');
  const definition = matchingDefinition(instance, context);
  if (!definition) return definitionMismatch(instance);
  const kind = context.kinds.get(payload.kind);
  if (!kind) return refuse('workflow.errors.unknownKind', { kind: payload.kind });
  if (!kind.adHoc) return refuse('workflow.errors.notAdHoc', { kind: payload.kind });
  const unknown = unknownKindOf(instance.steps, context);
  if (unknown !== undefined) return refuse('workflow.errors.unknownKind', { kind: unknown });
  if (payload.after !== undefined && !instance.steps.some((s) => s.id === payload.after)) return refuse('workflow.errors.unknownStep', { step: payload.after });
  if (payload.due !== undefined && !isIsoTime(payload.due)) return refuse('workflow.errors.invalidDue', { due: String(payload.due) });
  const properties = payload.properties ?? {};
  const fieldErrors = checkStepProperties(kind, properties, 'partial', { admin: context.mayForce, lovKeys: context.lovKeys });
  if (fieldErrors.length > 0) return refuse('workflow.errors.invalidProperties', { kind: kind.key }, fieldErrors);

  const draft = startDraft(instance, context, definition);
  const steps = draft.instance.steps;
  const step: WorkflowStep = {
    id: nextAdHocId(steps),
    kind: kind.key,
    state: 'BLANK',
    adHoc: true,
    ...(payload.label ? { label: payload.label } : {}),
    ...(payload.assignee ? { assignee: payload.assignee } : {}),
    ...(payload.due ? { due: payload.due } : {}),
    ...(Object.keys(properties).length > 0 ? { properties: structuredClone(properties) } : {}),
  };
  const anchor = payload.after ?? steps.find((s) => isOpen(s.state))?.id;
  const at = anchor === undefined ? steps.length : steps.findIndex((s) => s.id === anchor) + 1;
  steps.splice(at, 0, step);
  event(draft, { kind: 'WKF_STEP_ADDED', step: step.id, ...(step.assignee ? { assignee: step.assignee } : {}) });
  if (kind.initialState !== undefined && kind.initialState !== 'BLANK') enterState(draft, step, kind.initialState, true);
  advance(draft);
  return finish(draft);
}
