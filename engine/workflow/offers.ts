import type { StepKindDeclaration } from '../declarations/bundle';
import { mayAsk, type WorkflowRights } from './askRights';
import type { WorkflowInstance, WorkflowStep, WorkflowStepState } from './model';
import { isFinal, legalTargets } from './transitionTable';

/** What a user may do with one step: the panel offers these and nothing else (the server still judges). */
export interface StepOffer {
  /** Legal next states (setStepState). */
  states: WorkflowStepState[];
  /** Edit the step's properties (its kind has some; a finished step only for those who may force). */
  properties: boolean;
  /** Assign the step, or unassign its assignee (not on finished steps). */
  assign: boolean;
  unassign: boolean;
  /** Any other state of the kind (forceStepState). */
  forceStates: WorkflowStepState[];
}

/** What a user may do with an item's workflow. */
export interface WorkflowOffer {
  /** Start one (the item has none). */
  start: boolean;
  /** Return to the initial state (manualInit). */
  reinitialise: boolean;
  /** Force the workflow state, clear the workflow, lay another version over it (applySteps). */
  forceState: boolean;
  clear: boolean;
  reapply: boolean;
  /** Ad-hoc step kinds the user may add. */
  adHocKinds: string[];
  steps: Record<string, StepOffer>;
}

function hasProperties(kind: StepKindDeclaration | undefined): boolean {
  return Object.keys(kind?.properties?.properties ?? {}).length > 0;
}

function stepOffer(rights: WorkflowRights, instance: WorkflowInstance, step: WorkflowStep, kind: StepKindDeclaration | undefined): StepOffer {
  const asked = (type: 'setStepState' | 'applyStepProperties' | 'assignStep') => mayAsk(rights, instance, { type, step: step.id });
  const finished = isFinal(step.state);
  const assign = asked('assignStep') && !finished;
  return {
    states: kind && asked('setStepState') ? legalTargets(kind, step.state) : [],
    properties: hasProperties(kind) && asked('applyStepProperties') && (!finished || rights.mayForce),
    assign,
    unassign: assign && step.assignee !== undefined,
    forceStates: kind && rights.mayForce ? kind.states.filter((state) => state !== step.state) : [],
  };
}

/**
 * Everything a workflow panel may offer this user, from the same rules the server applies to each
 * request (askRights.ts, the transition table, and the engine's own mayForce-only actions).
 */
export function workflowOffer(rights: WorkflowRights, instance: WorkflowInstance | undefined, kinds: ReadonlyMap<string, StepKindDeclaration>): WorkflowOffer {
  const manage = mayAsk(rights, instance, { type: 'setWorkflow' });
  if (!instance) return { start: manage, reinitialise: false, forceState: false, clear: false, reapply: false, adHocKinds: [], steps: {} };
  const steps: Record<string, StepOffer> = {};
  for (const step of instance.steps) steps[step.id] = stepOffer(rights, instance, step, kinds.get(step.kind));
  return {
    start: false,
    reinitialise: manage,
    forceState: rights.mayForce,
    clear: rights.mayForce,
    reapply: rights.mayForce,
    adHocKinds: manage ? [...kinds.values()].filter((kind) => kind.adHoc === true).map((kind) => kind.key) : [],
    steps,
  };
}
