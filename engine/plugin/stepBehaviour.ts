import type { ItemFields, ItemJson } from '../protocol/item';
import type { Actor } from '../protocol/operations';
import type { WorkflowInstance, WorkflowStep, WorkflowStepState } from '../workflow';

/**
 * One step of a running workflow entering a state through an ordinary transition (set step state,
 * or the next-step rule after it), as a step kind's behaviour sees it. Forced states are not
 * transitions: nothing follows from them (engine/workflow README, forceStepState).
 */
export interface StepTransition {
  /** The item as stored before the workflow write (its fields; `_wf` is the old instance). */
  item: ItemJson;
  /** The instance after the action, with the step in its new state. */
  instance: WorkflowInstance;
  step: WorkflowStep;
  from: WorkflowStepState;
  to: WorkflowStepState;
  /** Who acted; the platform itself (vgn-0) for the scheduler's moves. */
  actor: Actor;
}

/**
 * What a behaviour adds to the same write: values merged into the step's properties (null removes
 * one), fields of the item, and a Contact given every unfinished step that has no assignee yet.
 */
export interface StepOutcome {
  properties?: Record<string, unknown>;
  fields?: ItemFields;
  assignUnassigned?: string;
}

/**
 * Server behaviour of a step kind. It runs synchronously inside the transaction that writes the
 * workflow action: its own writes (other items, events, mail) commit with it, and a throw
 * (an OperationError with a translated key) refuses the whole action.
 */
export type StepBehaviour = (transition: StepTransition) => StepOutcome | void;

/** Step kinds' behaviours, contributed by any plugin and run by the workflow plugin. */
export interface StepBehaviours {
  /** Adds a behaviour to a kind (a kind may have several; they run in registration order). */
  on(kind: string, behaviour: StepBehaviour): void;
  /** The behaviours of a kind, in registration order. */
  of(kind: string): readonly StepBehaviour[];
}

/** A registry of step behaviours: one per server, shared by every plugin's context. */
export function createStepBehaviours(): StepBehaviours {
  const byKind = new Map<string, StepBehaviour[]>();
  return {
    on(kind, behaviour) {
      const list = byKind.get(kind) ?? [];
      list.push(behaviour);
      byKind.set(kind, list);
    },
    of: (kind) => byKind.get(kind) ?? [],
  };
}
